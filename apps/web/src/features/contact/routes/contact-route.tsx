import texts from 'virtual:locale-sections/nl/contact';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '#src/components/ui/breadcrumb.tsx';
import { ContactForm } from '#src/features/contact/components/contact-form.tsx';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

addDutchTexts(texts);

/** Spec §2.3/§2.13 contact page with breadcrumb and the contact form. */
export default function ContactRoute() {
  const { t } = useTranslation();
  const { tenant } = useShop();
  usePageTitle(t('contact.title'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('contact.title') }]} />
      <h1 className="mb-4 text-3xl font-bold">{t('contact.title')}</h1>
      <p className="mb-2 text-muted">{t('contact.intro', { shopName: tenant.displayName || tenant.name })}</p>
      <p className="mb-6 text-sm text-muted">{t('contact.responseTime')}</p>
      <ContactForm tenantId={tenant.id} />
    </div>
  );
}
