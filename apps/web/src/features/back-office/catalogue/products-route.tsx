import texts from 'virtual:locale-sections/nl/boProducts,boSortable';
import { PRODUCT_SORTS, type TProductBulkAction } from '@shop/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { SelectField, TextField } from '#src/components/ui/form-field.tsx';
import { Modal } from '#src/components/ui/modal.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { useDashboard } from '#src/features/back-office/api/dashboard.ts';
import { CheckboxField } from '#src/features/back-office/catalogue/categories/checkbox-field.tsx';
import { SortableList } from '#src/features/back-office/catalogue/categories/sortable-list.tsx';
import {
  useBulkProducts,
  useCategoryOptions,
  useProductList,
  useReorderProducts,
} from '#src/features/back-office/catalogue/products/api.ts';
import { takeFlash } from '#src/features/back-office/catalogue/products/flash.ts';
import {
  canReorder,
  DEFAULT_FILTERS,
  filtersFromSearch,
  type ListFilters,
  PAGE_SIZES,
  searchFromFilters,
  toListQuery,
} from '#src/features/back-office/catalogue/products/list-filters.ts';
import { ProductRow } from '#src/features/back-office/catalogue/products/product-row.tsx';
import { dangerButton } from '#src/features/back-office/components/danger-button.ts';
import { apiErrorText } from '#src/lib/api-form-errors.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';

addDutchTexts(texts);

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** Waits until typing pauses before the search asks the server. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** /{tenant}/dashboard/products: every product of the shop, to find, change in bulk and order. */
export default function ProductsRoute({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  usePlatformTitle(t('boProducts.listTitle'));
  const formId = useId();
  const [filters, setFilters] = useState<ListFilters>(() => filtersFromSearch(window.location.search));
  const search = useDebounced(filters.search, 300);
  const query = toListQuery({ ...filters, search });
  const list = useProductList(tenantName, query);
  const categories = useCategoryOptions(tenantName);
  const tenantId = useDashboard(tenantName).data?.tenant.id ?? null;
  const bulk = useBulkProducts(tenantName);
  const reorder = useReorderProducts(tenantName);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [showFilters, setShowFilters] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(() => {
    const text = takeFlash();
    return text ? { kind: 'success', text } : null;
  });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const next = `${window.location.pathname}${searchFromFilters(filters)}`;
    window.history.replaceState(window.history.state, '', next);
  }, [filters]);

  const redirect = platformRedirectFor(list.error);
  if (redirect) return <Redirect to={redirect} replace />;

  const change = <K extends keyof ListFilters>(name: K, value: ListFilters[K]) => {
    setFilters((current) => ({ ...current, [name]: value, page: name === 'page' ? (value as number) : 1 }));
    setSelected(new Set());
  };

  const page = list.data;
  const items = page?.items ?? [];
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const failed = (error: unknown) =>
    setOutcome({
      kind: 'error',
      text: apiErrorText(error, { fallback: t('boProducts.actionFailed'), network: t('boProducts.offline') }),
    });

  const runBulk = (action: TProductBulkAction) => {
    setOutcome(null);
    const ids = [...selected];
    bulk.mutate(
      { action, ids },
      {
        onSuccess: (result) => {
          setSelected(new Set());
          setConfirmDelete(false);
          setOutcome({ kind: 'success', text: t(`boProducts.bulkDone_${result.action}`, { count: result.count }) });
          heading.current?.focus();
        },
        onError: (error) => {
          setConfirmDelete(false);
          failed(error);
        },
      },
    );
  };

  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const renderRow = (item: (typeof items)[number]) => (
    <ProductRow
      product={item}
      tenantId={tenantId}
      selected={selected.has(item.id)}
      onSelect={(on) => select(item.id, on)}
    />
  );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 py-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            {t('boProducts.listTitle')}
          </h1>
          <p className="mt-1 text-slate-700">{t('boProducts.listIntro')}</p>
        </div>
        <Link href="/products/new" className={buttonPrimary}>
          {t('boProducts.new')}
        </Link>
      </header>

      <form
        aria-label={t('boProducts.filtersLabel')}
        className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          id={`${formId}-search`}
          type="search"
          label={t('boProducts.search')}
          placeholder={t('boProducts.searchPlaceholder')}
          value={filters.search}
          onChange={(event) => change('search', event.target.value)}
          className="sm:col-span-2"
        />
        <button
          type="button"
          className={`${buttonSecondary} sm:hidden`}
          aria-expanded={showFilters}
          aria-controls={`${formId}-more`}
          onClick={() => setShowFilters((shown) => !shown)}
        >
          {showFilters ? t('boProducts.hideFilters') : t('boProducts.showFilters')}
        </button>
        <div id={`${formId}-more`} className={showFilters ? 'contents' : 'hidden sm:contents'}>
          <SelectField
            id={`${formId}-category`}
            label={t('boProducts.category')}
            value={filters.categoryId}
            onChange={(event) => change('categoryId', event.target.value)}
          >
            <option value="">{t('boProducts.allCategories')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={`${formId}-active`}
            label={t('boProducts.status')}
            value={filters.active}
            onChange={(event) => change('active', event.target.value as ListFilters['active'])}
          >
            <option value="">{t('boProducts.allStatuses')}</option>
            <option value="true">{t('boProducts.active')}</option>
            <option value="false">{t('boProducts.inactive')}</option>
          </SelectField>
          <SelectField
            id={`${formId}-stock`}
            label={t('boProducts.stock')}
            value={filters.stock}
            onChange={(event) => change('stock', event.target.value as ListFilters['stock'])}
          >
            <option value="">{t('boProducts.allStock')}</option>
            <option value="in">{t('boProducts.filterStockIn')}</option>
            <option value="low">{t('boProducts.filterStockLow')}</option>
            <option value="out">{t('boProducts.filterStockOut')}</option>
          </SelectField>
          <SelectField
            id={`${formId}-sort`}
            label={t('boProducts.sort')}
            value={filters.sort}
            onChange={(event) => change('sort', event.target.value as ListFilters['sort'])}
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`boProducts.sort_${sort}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={`${formId}-direction`}
            label={t('boProducts.direction')}
            value={filters.direction}
            onChange={(event) => change('direction', event.target.value as ListFilters['direction'])}
          >
            <option value="asc">{t('boProducts.ascending')}</option>
            <option value="desc">{t('boProducts.descending')}</option>
          </SelectField>
          <div className="flex items-end pb-2">
            <CheckboxField
              id={`${formId}-discounted`}
              label={t('boProducts.discountedOnly')}
              checked={filters.discounted}
              onChange={(on) => change('discounted', on)}
            />
          </div>
          <div className="flex items-end">
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => {
                setFilters(DEFAULT_FILTERS);
                setSelected(new Set());
              }}
            >
              {t('boProducts.resetFilters')}
            </button>
          </div>
        </div>
      </form>

      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
      {list.isError && !redirect && (
        <div className="flex flex-col items-start gap-3">
          <Notice kind="error">{t('boProducts.loadFailed')}</Notice>
          <button type="button" className={buttonSecondary} onClick={() => void list.refetch()}>
            {t('boProducts.retry')}
          </button>
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-slate-700">
          {page ? t('boProducts.count', { count: page.total }) : ''}
        </p>
        {items.length > 0 && (
          <CheckboxField
            id={`${formId}-all`}
            label={t('boProducts.selectPage')}
            checked={allSelected}
            onChange={(on) => setSelected(on ? new Set(items.map((item) => item.id)) : new Set())}
          />
        )}
      </div>

      {selected.size > 0 && (
        <section
          aria-label={t('boProducts.bulkLabel')}
          className="sticky top-16 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-violet-200 bg-violet-50 p-3"
        >
          <p className="mr-auto font-semibold">{t('boProducts.selected', { count: selected.size })}</p>
          <button
            type="button"
            className={buttonSecondary}
            disabled={bulk.isPending}
            onClick={() => runBulk('activate')}
          >
            {t('boProducts.bulkActivate')}
          </button>
          <button
            type="button"
            className={buttonSecondary}
            disabled={bulk.isPending}
            onClick={() => runBulk('deactivate')}
          >
            {t('boProducts.bulkDeactivate')}
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={bulk.isPending}
            onClick={() => setConfirmDelete(true)}
          >
            {t('boProducts.bulkDelete')}
          </button>
        </section>
      )}

      {list.isPending && <LoadingState label={t('boProducts.loading')} />}
      {page && items.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {page.total === 0 && searchFromFilters(filters) === '' ? t('boProducts.empty') : t('boProducts.noMatches')}
        </p>
      )}
      {items.length > 0 &&
        (canReorder(filters) ? (
          <>
            <p className="text-sm text-slate-700">{t('boProducts.reorderHint')}</p>
            <SortableList
              items={items}
              label={t('boProducts.listLabel')}
              itemName={(item) => item.name}
              disabled={reorder.isPending}
              onReorder={(ids) => {
                setOutcome(null);
                reorder.mutate(ids, { onError: failed });
              }}
              renderItem={renderRow}
            />
          </>
        ) : (
          <ul aria-label={t('boProducts.listLabel')} className="flex flex-col gap-2">
            {items.map((item) => (
              <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-3">
                {renderRow(item)}
              </li>
            ))}
          </ul>
        ))}

      {page && page.total > 0 && (
        <nav aria-label={t('boProducts.pagination')} className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={buttonSecondary}
              disabled={filters.page <= 1}
              onClick={() => change('page', filters.page - 1)}
            >
              {t('boProducts.previous')}
            </button>
            <span>{t('boProducts.pageOf', { page: filters.page, count: pageCount })}</span>
            <button
              type="button"
              className={buttonSecondary}
              disabled={filters.page >= pageCount}
              onClick={() => change('page', filters.page + 1)}
            >
              {t('boProducts.next')}
            </button>
          </div>
          <SelectField
            id={`${formId}-page-size`}
            label={t('boProducts.pageSize')}
            value={String(filters.pageSize)}
            onChange={(event) => change('pageSize', Number(event.target.value))}
            className="w-32"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size}
              </option>
            ))}
          </SelectField>
        </nav>
      )}

      {confirmDelete && (
        <Modal
          title={t('boProducts.bulkDeleteTitle', { count: selected.size })}
          onClose={() => setConfirmDelete(false)}
        >
          <div className="flex flex-col gap-4">
            <p>{t('boProducts.bulkDeleteText', { count: selected.size })}</p>
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" className={buttonSecondary} onClick={() => setConfirmDelete(false)}>
                {t('boProducts.cancel')}
              </button>
              <button
                type="button"
                className={dangerButton}
                disabled={bulk.isPending}
                onClick={() => runBulk('delete')}
              >
                {t('boProducts.bulkDeleteConfirm', { count: selected.size })}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}
