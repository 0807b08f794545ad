import { useTranslation } from 'react-i18next';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { mainSiteUrl } from '#src/lib/host-domains.ts';

/** Spec §2.4 load failure page. */
export function ShopErrorPage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-lg text-center">
        <h1 className="mb-4 text-3xl font-bold">{t('shop.notFoundTitle')}</h1>
        <p className="mb-8 text-muted">
          {message}
          {t('shop.notFoundHint')}
        </p>
        <a href={mainSiteUrl()} className={buttonPrimary}>
          {t('shop.goToMainSite')}
        </a>
      </div>
    </main>
  );
}
