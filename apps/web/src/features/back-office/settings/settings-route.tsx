import texts from 'virtual:locale-sections/nl/boCheckout,boSortable';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { PaymentTab } from './payment-tab.tsx';
import { ShippingTab } from './shipping-tab.tsx';

addDutchTexts(texts);

const TABS = [
  { key: 'shipping', path: '/settings' },
  { key: 'payment', path: '/settings/payment' },
] as const;

/** /{tenant}/dashboard/settings: shipping methods, and under /settings/payment the payment methods. */
export default function SettingsRoute({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const current = location.startsWith('/settings/payment') ? 'payment' : 'shipping';
  usePlatformTitle(`${t(`boCheckout.tabs.${current}`)} · ${t('boCheckout.title')}`);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('boCheckout.title')}</h1>
      <nav aria-label={t('boCheckout.tabsLabel')}>
        <ul className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {TABS.map((tab) => (
            <li key={tab.key}>
              <Link
                href={tab.path}
                aria-current={tab.key === current ? 'page' : undefined}
                className={`inline-flex h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 ${tab.key === current ? 'border-violet-700 text-violet-800' : 'border-transparent text-slate-700 hover:text-slate-900'}`}
              >
                {t(`boCheckout.tabs.${tab.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current === 'payment' ? <PaymentTab tenantName={tenantName} /> : <ShippingTab tenantName={tenantName} />}
    </div>
  );
}
