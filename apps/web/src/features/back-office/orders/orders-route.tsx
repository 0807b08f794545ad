import texts from 'virtual:locale-sections/nl/boOrders';
import { ORDER_STATUSES, PAYMENT_STATUSES, type TBackOfficeOrderListQuery } from '@shop/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { SelectField, TextField } from '#src/components/ui/form-field.tsx';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { useOrderList } from '#src/features/back-office/orders/api.ts';
import { dateTime, euros } from '#src/features/back-office/orders/order-texts.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';

addDutchTexts(texts);

const PAGE_SIZE = 25;

interface Filters {
  search: string;
  status: string;
  paymentStatus: string;
  from: string;
  to: string;
  shippingMethodId: string;
  page: number;
}

const EMPTY: Filters = { search: '', status: '', paymentStatus: '', from: '', to: '', shippingMethodId: '', page: 1 };

/** The filters a link may open the list with (the overview's "waiting" links): ?status=…&paymentStatus=…&search=… */
export function filtersFromSearch(search: string): Filters {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const paymentStatus = params.get('paymentStatus') ?? '';
  return {
    ...EMPTY,
    search: params.get('search') ?? '',
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? status : '',
    paymentStatus: (PAYMENT_STATUSES as readonly string[]).includes(paymentStatus) ? paymentStatus : '',
  };
}

/** The filters as the API's query: empty fields left out. */
export function toOrderQuery(filters: Filters): TBackOfficeOrderListQuery {
  const query: Record<string, string | number> = { page: filters.page, pageSize: PAGE_SIZE };
  for (const key of ['search', 'status', 'paymentStatus', 'from', 'to', 'shippingMethodId'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  return query as TBackOfficeOrderListQuery;
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** /{tenant}/dashboard/orders: the shop's orders, newest first, to filter, search and open. */
export default function OrdersRoute({ tenantName }: { tenantName: string }) {
  const { t, i18n } = useTranslation();
  usePlatformTitle(t('boOrders.listTitle'));
  const id = useId();
  const [filters, setFilters] = useState<Filters>(() => filtersFromSearch(window.location.search));
  const search = useDebounced(filters.search, 300);
  const list = useOrderList(tenantName, toOrderQuery({ ...filters, search }));
  const change = (key: keyof Filters, value: string) =>
    setFilters((current) => ({ ...current, [key]: value, page: 1 }));

  const redirect = platformRedirectFor(list.error);
  if (redirect) return <Redirect to={redirect} replace />;
  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;

  return (
    <div className="grid gap-4 py-6">
      <h1 className="text-2xl font-bold">{t('boOrders.listTitle')}</h1>
      <search>
        <form
          aria-label={t('boOrders.filtersLabel')}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6"
          onSubmit={(event) => event.preventDefault()}
        >
          <TextField
            id={`${id}-search`}
            type="search"
            label={t('boOrders.search')}
            placeholder={t('boOrders.searchPlaceholder')}
            value={filters.search}
            onChange={(event) => change('search', event.target.value)}
          />
          <SelectField
            id={`${id}-status`}
            label={t('boOrders.statusFilter')}
            value={filters.status}
            onChange={(event) => change('status', event.target.value)}
          >
            <option value="">{t('boOrders.all')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`boOrders.status.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={`${id}-payment`}
            label={t('boOrders.paymentFilter')}
            value={filters.paymentStatus}
            onChange={(event) => change('paymentStatus', event.target.value)}
          >
            <option value="">{t('boOrders.all')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`boOrders.payment.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={`${id}-shipping`}
            label={t('boOrders.shippingFilter')}
            value={filters.shippingMethodId}
            onChange={(event) => change('shippingMethodId', event.target.value)}
          >
            <option value="">{t('boOrders.all')}</option>
            {(page?.shippingMethods ?? []).map((method) => (
              <option key={method.id} value={String(method.id)}>
                {method.name}
              </option>
            ))}
          </SelectField>
          <TextField
            id={`${id}-from`}
            type="date"
            label={t('boOrders.from')}
            value={filters.from}
            onChange={(event) => change('from', event.target.value)}
          />
          <TextField
            id={`${id}-to`}
            type="date"
            label={t('boOrders.to')}
            value={filters.to}
            onChange={(event) => change('to', event.target.value)}
          />
        </form>
      </search>

      {!page ? (
        <LoadingState label={t('boOrders.loading')} />
      ) : page.items.length === 0 ? (
        <p className="py-8 text-center text-slate-700">{t('boOrders.empty')}</p>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700">
            {t('boOrders.count', { count: page.total })}
          </p>
          <ul className="grid gap-2">
            {page.items.map((order) => (
              <li key={order.orderNumber} className="rounded-lg border border-slate-200 bg-white p-3">
                <Link
                  href={`/orders/${encodeURIComponent(order.orderNumber)}`}
                  className="grid gap-1 sm:grid-cols-[1fr_auto] focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  <span className="font-semibold break-all">{order.orderNumber}</span>
                  <span className="font-semibold sm:text-right">{euros(order.totalAmountCents, i18n.language)}</span>
                  <span className="break-words">
                    {order.customerName} · {order.customerEmail}
                  </span>
                  <span className="text-sm sm:text-right">{dateTime(order.createdAt, i18n.language)}</span>
                  <span className="text-sm">
                    {t(`boOrders.status.${order.status}`)} · {t(`boOrders.payment.${order.paymentStatus}`)} ·{' '}
                    {order.shippingMethodName}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('boOrders.pages')} className="flex items-center justify-between gap-2">
              <button
                type="button"
                className={buttonSecondary}
                disabled={filters.page <= 1}
                onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}
              >
                {t('boOrders.previous')}
              </button>
              <span>{t('boOrders.pageOf', { page: filters.page, pages })}</span>
              <button
                type="button"
                className={buttonSecondary}
                disabled={filters.page >= pages}
                onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}
              >
                {t('boOrders.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
