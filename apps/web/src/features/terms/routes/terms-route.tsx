import texts from 'virtual:locale-sections/nl/terms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Breadcrumb } from '#src/components/ui/breadcrumb.tsx';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { useTerms } from '#src/features/terms/api/get-terms.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { sanitizeHtml } from '#src/lib/purify.ts';
import { useShop } from '#src/lib/shop-context.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

addDutchTexts(texts);

/** Spec §2.8 terms page: the tenant's HTML, sanitised; a 'being drafted' notice otherwise. */
export default function TermsRoute() {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const terms = useTerms(tenant.id);
  usePageTitle(t('terms.title'));
  const html = useMemo(
    () =>
      terms.data ? sanitizeHtml(terms.data, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }) : '',
    [terms.data],
  );

  if (terms.isPending) return <LoadingState />;
  if (terms.isError) {
    return (
      <MessageState title={t('terms.loadFailed')} message={t('terms.loadFailedMessage')}>
        <Link to="/" className={buttonPrimary}>
          {t('common.backToHome')}
        </Link>
      </MessageState>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('terms.title') }]} />
      <h1 className="mb-6 text-3xl font-bold">{t('terms.title')}</h1>
      {html.trim() ? (
        <div
          className="prose-shop rounded-card border border-line bg-surface p-6 leading-relaxed"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify above
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <div className="rounded-card border border-line bg-surface p-8 text-center">
          <h2 className="mb-2 text-xl font-semibold">{t('terms.draftingTitle')}</h2>
          <p className="mb-6 text-muted">{t('terms.draftingMessage')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/contact" className={buttonPrimary}>
              {t('terms.contactUs')}
            </Link>
            <Link to="/" className={buttonSecondary}>
              {t('common.backToHome')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
