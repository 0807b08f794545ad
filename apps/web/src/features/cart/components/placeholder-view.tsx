import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { buttonPrimary } from '../../../components/ui/button-styles.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The buying screens (cart, checkout, orders) arrive with the buying issue; they have their routes already. */
export function PlaceholderView({ title, detail }: { title: string; detail?: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: title }]} />
      <h1 className="mb-4 text-3xl font-bold">{title}</h1>
      {detail && <p className="mb-4 font-mono text-muted">{detail}</p>}
      <p className="mb-6 text-muted">{t('common.comingSoon')}</p>
      <Link to="/products" className={buttonPrimary}>
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}
