import type { TShopStatistics, TStatisticsTopProduct } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { useShopStatistics } from '#src/features/back-office/api/shop-statistics.ts';
import { StatisticsChart } from '#src/features/back-office/components/statistics-chart.tsx';
import { statisticsEuros } from '#src/features/back-office/components/statistics-format.ts';

const panel = 'min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';
const rowLink =
  'flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Sales({ statistics }: { statistics: TShopStatistics }) {
  const { t, i18n } = useTranslation();
  const periods = ['today', 'last7Days', 'last30Days'] as const;
  return (
    <Panel id="statistics-sales" title={t('boStatistics.salesTitle')}>
      <p className="mt-1 text-sm text-slate-700">{t('boStatistics.salesNote')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {periods.map((period) => (
          <li key={period} className="rounded-xl bg-slate-50 p-4" data-testid={`statistics-${period}`}>
            <h3 className="text-sm font-semibold text-slate-700">{t(`boStatistics.periods.${period}`)}</h3>
            <dl className="mt-1">
              <dt className="sr-only">{t('boStatistics.revenue')}</dt>
              <dd className="text-2xl font-extrabold tabular-nums">
                {statisticsEuros(statistics.periods[period].revenueCents, i18n.language)}
              </dd>
              <dt className="sr-only">{t('boStatistics.orders')}</dt>
              <dd className="text-slate-700">
                {t('boStatistics.ordersCount', { count: statistics.periods[period].orders })}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <StatisticsChart days={statistics.daily} />
    </Panel>
  );
}

function CountLink({ href, label, count }: { href: string; label: string; count: number }) {
  return (
    <li>
      <Link href={href} className={rowLink}>
        <span className="text-violet-800 underline underline-offset-4">{label}</span>{' '}
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-bold tabular-nums">{count}</span>
      </Link>
    </li>
  );
}

function Waiting({ waiting }: { waiting: TShopStatistics['waiting'] }) {
  const { t } = useTranslation();
  const rows = [
    ['toProcess', '/orders?status=Pending&paymentStatus=Paid', waiting.toProcess],
    ['toShip', '/orders?status=Processing', waiting.toShip],
    ['awaitingPayment', '/orders?status=Pending&paymentStatus=Pending', waiting.awaitingPayment],
  ] as const;
  const none = rows.every(([, , count]) => count === 0);
  return (
    <Panel id="statistics-waiting" title={t('boStatistics.waiting.title')}>
      {none ? (
        <p className="mt-3 text-slate-700">{t('boStatistics.waiting.none')}</p>
      ) : (
        <ul className="mt-3 grid gap-1">
          {rows.map(([key, href, count]) => (
            <CountLink key={key} href={href} label={t(`boStatistics.waiting.${key}`)} count={count} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Stock({ stock }: { stock: TShopStatistics['stock'] }) {
  const { t } = useTranslation();
  return (
    <Panel id="statistics-stock" title={t('boStatistics.stock.title')}>
      {stock.low + stock.out === 0 ? (
        <p className="mt-3 text-slate-700">{t('boStatistics.stock.none')}</p>
      ) : (
        <>
          <ul className="mt-3 grid gap-1">
            <CountLink href="/products?stock=out" label={t('boStatistics.stock.out')} count={stock.out} />
            <CountLink href="/products?stock=low" label={t('boStatistics.stock.low')} count={stock.low} />
          </ul>
          <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('boStatistics.stock.emptiest')}</h3>
          <ul className="mt-1 grid gap-1">
            {stock.products.map((product) => (
              <li key={product.id}>
                <Link href={`/products/${product.id}`} className={rowLink}>
                  <span className="min-w-0 break-words text-violet-800 underline underline-offset-4">
                    {product.name}
                    {!product.isActive && (
                      <span className="text-sm text-slate-600 no-underline"> ({t('boStatistics.stock.inactive')})</span>
                    )}
                  </span>{' '}
                  <span className="shrink-0 text-sm text-slate-700">
                    {product.stockQuantity > 0
                      ? t('boStatistics.stock.left', { count: product.stockQuantity })
                      : t('boStatistics.stock.soldOut')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

function CountList({ title, rows, empty }: { title: string; rows: [string, number][]; empty: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-slate-700">{empty}</p>
      ) : (
        <ol className="mt-1 grid gap-1">
          {rows.map(([label, count]) => (
            <li key={label} className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-1">
              <span className="min-w-0 break-all">{label}</span>
              <span className="shrink-0 text-sm text-slate-700 tabular-nums">
                {t('boStatistics.visits.count', { count })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Visits({ visits }: { visits: TShopStatistics['visits'] }) {
  const { t } = useTranslation();
  return (
    <Panel id="statistics-visits" title={t('boStatistics.visits.title')}>
      <p className="mt-1 text-sm text-slate-700">{t('boStatistics.visits.consent')}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {(['last7Days', 'last30Days'] as const).map((period) => (
          <div key={period} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-700">{t(`boStatistics.visits.${period}`)}</dt>
            <dd className="text-2xl font-extrabold tabular-nums">{visits[period]}</dd>
          </div>
        ))}
      </dl>
      {visits.last30Days === 0 ? (
        <p className="mt-4 text-slate-700">{t('boStatistics.visits.none')}</p>
      ) : (
        <>
          <CountList
            title={t('boStatistics.visits.topPages')}
            rows={visits.topPages.map((page) => [page.path, page.visits])}
            empty={t('boStatistics.visits.none')}
          />
          <CountList
            title={t('boStatistics.visits.topReferrers')}
            rows={visits.topReferrers.map((referrer) => [referrer.host, referrer.visits])}
            empty={t('boStatistics.visits.noReferrers')}
          />
          <p className="mt-2 text-sm text-slate-700">{t('boStatistics.visits.direct', { count: visits.direct })}</p>
        </>
      )}
    </Panel>
  );
}

function ProductList({ title, products }: { title: string; products: TStatisticsTopProduct[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      <ol className="mt-1 grid gap-1">
        {products.map((product) => (
          <li
            key={`${product.productId ?? 'deleted'}-${product.name}`}
            className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 py-1"
          >
            {product.productId === null ? (
              <span className="min-w-0 break-words">
                {product.name} <span className="text-sm text-slate-600">({t('boStatistics.top.deleted')})</span>
              </span>
            ) : (
              <Link
                href={`/products/${product.productId}`}
                className="inline-flex min-h-11 min-w-0 items-center break-words text-violet-800 underline underline-offset-4"
              >
                {product.name}
              </Link>
            )}
            <span className="text-sm text-slate-700 tabular-nums">
              {t('boStatistics.top.units', { count: product.quantity })} ·{' '}
              {statisticsEuros(product.revenueCents, i18n.language)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function TopProducts({ top }: { top: TShopStatistics['topProducts'] }) {
  const { t } = useTranslation();
  return (
    <Panel id="statistics-top" title={t('boStatistics.top.title')}>
      {top.byQuantity.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('boStatistics.top.none')}</p>
      ) : (
        <>
          <ProductList title={t('boStatistics.top.byQuantity')} products={top.byQuantity} />
          <ProductList title={t('boStatistics.top.byRevenue')} products={top.byRevenue} />
        </>
      )}
    </Panel>
  );
}

/** The overview's figures: sales with the 30-day chart, what waits, stock, consented visits, best sellers. */
export function ShopStats({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  const statistics = useShopStatistics(tenantName);
  if (statistics.isError) {
    return (
      <section aria-labelledby="statistics-title" className={panel}>
        <h2 id="statistics-title" className="text-xl font-bold">
          {t('boStatistics.title')}
        </h2>
        <p role="alert" className="mt-2 text-slate-700">
          {t('boStatistics.loadFailed')}
        </p>
        <button type="button" className={`${buttonSecondary} mt-3`} onClick={() => void statistics.refetch()}>
          {t('boStatistics.retry')}
        </button>
      </section>
    );
  }
  const data = statistics.data;
  if (!data) {
    return (
      <p role="status" className={`${panel} text-slate-700`}>
        {t('boStatistics.loading')}
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <Sales statistics={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Waiting waiting={data.waiting} />
        <Stock stock={data.stock} />
        <Visits visits={data.visits} />
        <TopProducts top={data.topProducts} />
      </div>
    </div>
  );
}
