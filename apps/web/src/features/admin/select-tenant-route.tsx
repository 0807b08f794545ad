import texts from 'virtual:locale-sections/nl/admin';
import type { TAdminShopRow, TAdminShopsQuery } from '@shop/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#src/components/ui/form-field.tsx';
import { PlatformShell, usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { useAdminShops } from '#src/features/admin/api/shops.ts';
import { AdminError } from '#src/features/admin/components/admin-error.tsx';
import { ShopStatusBadge } from '#src/features/admin/components/shop-status-badge.tsx';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';
import { useDebouncedValue } from '#src/lib/use-debounced-value.ts';

addDutchTexts(texts);

type TStatusFilter = NonNullable<TAdminShopsQuery['status']> | '';
const STATUS_FILTERS: TStatusFilter[] = ['', 'trial', 'active', 'paused'];

const openLink =
  'inline-flex items-center justify-center rounded-lg bg-violet-700 px-4 py-2 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700';

function useDates() {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'medium' });
  return (value: string | null) => (value ? format.format(new Date(value)) : '–');
}

function ShopTable({ shops }: { shops: TAdminShopRow[] }) {
  const { t } = useTranslation();
  const date = useDates();
  return (
    <table className="hidden w-full border-collapse text-left lg:table">
      <caption className="sr-only">{t('admin.shops.caption')}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-sm text-slate-700">
          <th scope="col" className="py-2 pr-4 font-semibold">
            {t('admin.shops.name')}
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {t('admin.shops.status')}
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {t('admin.shops.plan')}
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {t('admin.shops.trialEnd')}
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {t('admin.shops.created')}
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-semibold">
            {t('admin.shops.orders')}
          </th>
          <th scope="col" className="py-2 font-semibold">
            <span className="sr-only">{t('admin.shops.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {shops.map((shop) => (
          <tr key={shop.id} className="border-b border-slate-200 align-middle">
            <td className="py-3 pr-4">
              <span className="block font-semibold">{shop.displayName}</span>
              <span className="block text-sm text-slate-600">{shop.name}</span>
            </td>
            <td className="py-3 pr-4">
              <ShopStatusBadge shop={shop} />
            </td>
            <td className="py-3 pr-4">{shop.planName ?? '–'}</td>
            <td className="py-3 pr-4">{date(shop.trialEndsAt)}</td>
            <td className="py-3 pr-4">{date(shop.createdAt)}</td>
            <td className="py-3 pr-4 text-right tabular-nums">{shop.orderCount}</td>
            <td className="py-3 text-right">
              <a href={`/${shop.name}/dashboard`} className={openLink}>
                {t('admin.shops.open')} <span className="sr-only">{shop.displayName}</span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ShopCards({ shops }: { shops: TAdminShopRow[] }) {
  const { t } = useTranslation();
  const date = useDates();
  return (
    <ul className="grid gap-4 lg:hidden">
      {shops.map((shop) => (
        <li key={shop.id} className="rounded-2xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 className="break-words text-lg font-bold">{shop.displayName}</h2>
              <p className="break-all text-sm text-slate-600">{shop.name}</p>
            </div>
            <ShopStatusBadge shop={shop} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">{t('admin.shops.plan')}</dt>
            <dd>{shop.planName ?? '–'}</dd>
            <dt className="text-slate-600">{t('admin.shops.trialEnd')}</dt>
            <dd>{date(shop.trialEndsAt)}</dd>
            <dt className="text-slate-600">{t('admin.shops.created')}</dt>
            <dd>{date(shop.createdAt)}</dd>
            <dt className="text-slate-600">{t('admin.shops.orders')}</dt>
            <dd className="tabular-nums">{shop.orderCount}</dd>
          </dl>
          <a href={`/${shop.name}/dashboard`} className={`${openLink} mt-4 w-full`}>
            {t('admin.shops.open')} <span className="sr-only">{shop.displayName}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** /select-tenant: the platform Admin finds a shop and opens its dashboard. */
export default function SelectTenantRoute() {
  const { t } = useTranslation();
  const id = useId();
  usePlatformTitle(t('admin.shops.title'));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TStatusFilter>('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const shops = useAdminShops({ search: debouncedSearch || undefined, status: status || undefined });
  const failed = shops.isError && !shops.data;

  return (
    <PlatformShell>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold">{t('admin.shops.title')}</h1>
        {!failed && (
          <a href="/admin/plans" className="font-semibold text-violet-800 underline underline-offset-4">
            {t('admin.shops.managePlans')}
          </a>
        )}
      </div>
      {failed ? (
        <AdminError error={shops.error} onRetry={() => void shops.refetch()} />
      ) : (
        <>
          <search className="mt-6 grid gap-4 sm:grid-cols-[1fr_16rem]">
            <TextField
              id={`${id}-search`}
              label={t('admin.shops.search')}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('admin.shops.searchPlaceholder')}
            />
            <SelectField
              id={`${id}-status`}
              label={t('admin.shops.statusFilter')}
              value={status}
              onChange={(event) => setStatus(event.target.value as TStatusFilter)}
            >
              {STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.filter.${value || 'all'}`)}
                </option>
              ))}
            </SelectField>
          </search>
          <p role="status" className="mt-6 text-slate-700">
            {shops.data ? t('admin.shops.count', { count: shops.data.length }) : t('admin.loading')}
          </p>
          {shops.data?.length === 0 && (
            <p className="mt-4 rounded-xl border border-dashed border-slate-400 p-8 text-center text-slate-700">
              {t('admin.shops.empty')}
            </p>
          )}
          {shops.data && shops.data.length > 0 && (
            <div className="mt-4" aria-busy={shops.isFetching}>
              <ShopTable shops={shops.data} />
              <ShopCards shops={shops.data} />
            </div>
          )}
        </>
      )}
    </PlatformShell>
  );
}
