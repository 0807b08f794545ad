import type { TShopDashboard } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

export function ShopStats({ stats }: { stats: TShopDashboard['stats'] }) {
  const { t } = useTranslation();
  const items = [
    ['products', stats.products],
    ['orders', stats.orders],
    ['openOrders', stats.openOrders],
  ] as const;
  return (
    <section aria-labelledby="stats-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="stats-title" className="text-xl font-bold">
        {t('dashboard.stats.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-3 gap-3 lg:grid-cols-1">
        {items.map(([key, value]) => (
          <div key={key} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-700">{t(`dashboard.stats.${key}`)}</dt>
            <dd className="text-2xl font-extrabold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
