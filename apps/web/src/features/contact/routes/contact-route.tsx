import texts from 'virtual:locale-sections/nl/contact';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { addDutchTexts } from '../../../lib/i18n.ts';
import { useShop } from '../../../lib/shop-context.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

addDutchTexts(texts);

/** Spec §2.3 contact page with breadcrumb; the form itself comes with the buying issue. */
export default function ContactRoute() {
  const { t } = useTranslation();
  const { tenant } = useShop();
  usePageTitle(t('contact.title'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('contact.title') }]} />
      <h1 className="mb-4 text-3xl font-bold">{t('contact.title')}</h1>
      <p className="text-muted">{t('contact.intro', { shopName: tenant.displayName || tenant.name })}</p>
      <p className="mt-4 rounded-card border border-line bg-surface p-6 text-muted">{t('common.comingSoon')}</p>
    </div>
  );
}
