import texts from 'virtual:locale-sections/nl/boCustomers,boOrders';
import type { TBackOfficeCustomerListQuery } from '@shop/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch } from 'wouter';
import { TextField } from '#src/components/ui/form-field.tsx';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { ListPager } from '#src/features/back-office/components/list-pager.tsx';
import { useCustomerList } from '#src/features/back-office/customers/api.ts';
import CustomerRoute from '#src/features/back-office/customers/customer-route.tsx';
import { dateTime, euros } from '#src/features/back-office/orders/order-texts.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';
import { useDebouncedValue } from '#src/lib/use-debounced-value.ts';

addDutchTexts(texts);

const PAGE_SIZE = 25;

/** The search and page as the API's query: an empty search left out. */
export function toCustomerQuery(search: string, page: number): TBackOfficeCustomerListQuery {
  const trimmed = search.trim();
  return { page, pageSize: PAGE_SIZE, ...(trimmed ? { search: trimmed } : {}) };
}

function CustomerList({ tenantName }: { tenantName: string }) {
  const { t, i18n } = useTranslation();
  usePlatformTitle(`${t('boCustomers.listTitle')} – ${tenantName}`);
  const id = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search, 300);
  const list = useCustomerList(tenantName, toCustomerQuery(settledSearch, page));

  const redirect = platformRedirectFor(list.error);
  if (redirect) return <Redirect to={redirect} replace />;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <div className="grid gap-4 py-6">
      <h1 className="text-2xl font-bold">{t('boCustomers.listTitle')}</h1>
      <p className="text-slate-700">{t('boCustomers.intro')}</p>
      <search>
        <form aria-label={t('boCustomers.filtersLabel')} onSubmit={(event) => event.preventDefault()}>
          <TextField
            id={`${id}-search`}
            type="search"
            className="max-w-md"
            label={t('boCustomers.search')}
            placeholder={t('boCustomers.searchPlaceholder')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </form>
      </search>

      {list.isError ? (
        <p role="alert" className="py-8 text-center text-slate-700">
          {t('boCustomers.actionFailed')}
        </p>
      ) : !data ? (
        <LoadingState label={t('boCustomers.loading')} />
      ) : data.items.length === 0 ? (
        <p className="py-8 text-center text-slate-700">
          {settledSearch.trim() ? t('boCustomers.noResults') : t('boCustomers.empty')}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700">
            {t('boCustomers.count', { count: data.total })}
          </p>
          <ul className="grid gap-2">
            {data.items.map((customer) => (
              <li key={customer.id} className="rounded-lg border border-slate-200 bg-white p-3">
                <Link
                  href={`/customers/${customer.id}`}
                  className="grid min-h-11 gap-1 sm:grid-cols-[1fr_auto] focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  <span className="font-semibold break-words">
                    {customer.firstName} {customer.lastName}
                    {customer.anonymisedAt && (
                      <span className="ms-2 rounded-full border border-slate-400 px-2 py-0.5 text-xs font-semibold text-slate-800">
                        {t('boCustomers.anonymised')}
                      </span>
                    )}
                  </span>
                  <span className="font-semibold sm:text-right">
                    {t('boCustomers.spent', { amount: euros(customer.totalSpentCents, i18n.language) })}
                  </span>
                  <span className="break-all">{customer.email}</span>
                  <span className="text-sm sm:text-right">
                    {t('boCustomers.orders', { count: customer.orderCount })}
                  </span>
                  <span className="text-sm text-slate-700">
                    {t('boCustomers.since', { date: dateTime(customer.createdAt, i18n.language) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <ListPager
            page={page}
            pages={pages}
            onPage={setPage}
            labels={{
              nav: t('boCustomers.pages'),
              previous: t('boCustomers.previous'),
              next: t('boCustomers.next'),
              position: t('boCustomers.pageOf', { page, pages }),
            }}
          />
        </>
      )}
    </div>
  );
}

/** /{tenant}/dashboard/customers and /customers/:id: the shop's customers, and one of them. */
export default function CustomersRoute({ tenantName }: { tenantName: string }) {
  return (
    <Switch>
      <Route path="/customers/:customerId">
        {(params: { customerId: string }) => (
          <CustomerRoute key={params.customerId} tenantName={tenantName} customerId={params.customerId} />
        )}
      </Route>
      <Route>
        <CustomerList tenantName={tenantName} />
      </Route>
    </Switch>
  );
}
