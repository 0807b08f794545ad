import { SEARCH_PAGE_SIZE, SEARCH_SORT_VALUES } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { GridIcon, ListIcon } from '#src/components/ui/icons.tsx';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { Price } from '#src/components/ui/price.tsx';
import { ProductCard } from '#src/components/ui/product-card.tsx';
import { ProductImage } from '#src/components/ui/product-image.tsx';
import { StockBadge } from '#src/components/ui/stock-badge.tsx';
import { publicCategoriesQuery, type SearchParams, searchQuery } from '#src/lib/catalogue.ts';
import { primaryImage } from '#src/lib/images.ts';
import { useShop } from '#src/lib/shop-context.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

type Sort = (typeof SEARCH_SORT_VALUES)[number];

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};
const nonNegative = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** Reads the search state from the URL (spec §2.12: the state lives in the address bar). */
function readSearchState(params: URLSearchParams) {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    sort: (SEARCH_SORT_VALUES as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'relevance',
    page: positiveInt(params.get('page')) ?? 1,
    view: params.get('view') === 'list' ? ('list' as const) : ('grid' as const),
    categoryId: positiveInt(params.get('categoryId')),
    minPrice: nonNegative(params.get('minPrice')),
    maxPrice: nonNegative(params.get('maxPrice')),
    inStock: params.get('inStock') === 'true',
  };
}

export default function SearchRoute() {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const formId = useId();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const categories = useQuery(publicCategoriesQuery(tenant.id));
  const request: SearchParams = {
    searchTerm: state.q,
    page: state.page,
    pageSize: SEARCH_PAGE_SIZE,
    sortBy: state.sort,
    categoryId: state.categoryId,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    inStock: state.inStock ? true : undefined,
  };
  const results = useQuery({ ...searchQuery(tenant.id, request), placeholderData: keepPreviousData });
  usePageTitle(state.q ? t('search.titleFor', { term: state.q }) : t('search.title'));

  const update = (changes: Record<string, string | null>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (resetPage && !('page' in changes)) next.delete('page');
    if (!next.get('tenant')) next.set('tenant', tenant.id);
    setParams(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    update({
      q: String(data.get('q') ?? '').trim(),
      categoryId: String(data.get('categoryId') ?? ''),
      minPrice: String(data.get('minPrice') ?? ''),
      maxPrice: String(data.get('maxPrice') ?? ''),
      inStock: data.get('inStock') ? 'true' : null,
    });
  };

  const data = results.data;
  const totalPages = data?.totalPages ?? 1;
  const sortLabels: Record<Sort, string> = {
    relevance: t('search.sort.relevance'),
    price_asc: t('search.sort.priceAsc'),
    price_desc: t('search.sort.priceDesc'),
    name_asc: t('search.sort.nameAsc'),
    name_desc: t('search.sort.nameDesc'),
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">
        {state.q ? t('search.titleFor', { term: state.q }) : t('search.title')}
      </h1>
      <form
        key={params.toString()}
        onSubmit={onSubmit}
        className="mb-6 grid gap-4 rounded-card border border-line bg-surface p-4 md:grid-cols-6"
        aria-label={t('search.filters')}
      >
        <div className="md:col-span-2">
          <label htmlFor={`${formId}-q`} className="mb-1 block text-sm font-medium">
            {t('search.label')}
          </label>
          <input
            id={`${formId}-q`}
            name="q"
            type="search"
            defaultValue={state.q}
            placeholder={t('search.placeholder')}
            className="h-11 w-full rounded-lg border border-line bg-page px-3"
          />
        </div>
        <div>
          <label htmlFor={`${formId}-category`} className="mb-1 block text-sm font-medium">
            {t('search.category')}
          </label>
          <select
            id={`${formId}-category`}
            name="categoryId"
            defaultValue={state.categoryId ?? ''}
            className="h-11 w-full rounded-lg border border-line bg-page px-3"
          >
            <option value="">{t('search.allCategories')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${formId}-min`} className="mb-1 block text-sm font-medium">
            {t('search.minPrice')}
          </label>
          <input
            id={`${formId}-min`}
            name="minPrice"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            defaultValue={state.minPrice ?? ''}
            className="h-11 w-full rounded-lg border border-line bg-page px-3"
          />
        </div>
        <div>
          <label htmlFor={`${formId}-max`} className="mb-1 block text-sm font-medium">
            {t('search.maxPrice')}
          </label>
          <input
            id={`${formId}-max`}
            name="maxPrice"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            defaultValue={state.maxPrice ?? ''}
            className="h-11 w-full rounded-lg border border-line bg-page px-3"
          />
        </div>
        <div className="flex flex-col justify-end gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="inStock" defaultChecked={state.inStock} className="h-4 w-4" />
            {t('search.inStockOnly')}
          </label>
          <button type="submit" className={`${buttonPrimary} h-11`}>
            {t('search.submit')}
          </button>
        </div>
      </form>

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {data ? t('search.resultCount', { count: data.totalCount }) : ''}
        </p>
        <div className="flex items-center gap-3">
          <label htmlFor={`${formId}-sort`} className="text-sm">
            {t('search.sortBy')}
          </label>
          <select
            id={`${formId}-sort`}
            value={state.sort}
            onChange={(event) => update({ sort: event.target.value === 'relevance' ? null : event.target.value })}
            className="h-10 rounded-lg border border-line bg-page px-3 text-sm"
          >
            {SEARCH_SORT_VALUES.map((value) => (
              <option key={value} value={value}>
                {sortLabels[value]}
              </option>
            ))}
          </select>
          <fieldset className="flex rounded-lg border border-line">
            <legend className="sr-only">{t('search.view')}</legend>
            <button
              type="button"
              aria-pressed={state.view === 'grid'}
              aria-label={t('search.gridView')}
              onClick={() => update({ view: null }, false)}
              className={`inline-flex h-10 w-10 items-center justify-center ${state.view === 'grid' ? 'bg-primary text-on-primary' : ''}`}
            >
              <GridIcon size={18} />
            </button>
            <button
              type="button"
              aria-pressed={state.view === 'list'}
              aria-label={t('search.listView')}
              onClick={() => update({ view: 'list' }, false)}
              className={`inline-flex h-10 w-10 items-center justify-center ${state.view === 'list' ? 'bg-primary text-on-primary' : ''}`}
            >
              <ListIcon size={18} />
            </button>
          </fieldset>
        </div>
      </div>

      {results.isPending ? (
        <LoadingState />
      ) : results.isError ? (
        <MessageState title={t('search.failed')} />
      ) : data && data.products.length === 0 ? (
        <MessageState
          title={t('search.noResults')}
          message={state.q ? t('search.noResultsFor', { term: state.q }) : undefined}
        >
          <Link to="/products" className={buttonSecondary}>
            {t('search.browseAll')}
          </Link>
        </MessageState>
      ) : state.view === 'grid' ? (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {data?.products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                tenantId={tenant.id}
                eager={index < 4}
                headingLevel={2}
                stockRule="search"
              />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line">
          {data?.products.map((product, index) => (
            <li key={product.id} className="flex gap-4 p-4">
              <div className="h-24 w-24 shrink-0 overflow-hidden rounded-lg">
                <ProductImage
                  productId={product.id}
                  productName={product.name}
                  image={primaryImage(product.images)}
                  tenantId={tenant.id}
                  eager={index < 4}
                  width={96}
                  height={96}
                />
              </div>
              {/* On a phone the price goes below the text, so name and badge keep the row's width. */}
              <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:gap-4">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <h2 className="font-semibold">
                    <Link to={`/product/${product.id}`} className="hover:underline">
                      {product.name}
                    </Link>
                  </h2>
                  {product.shortDescription && (
                    <p className="line-clamp-2 text-sm text-muted">{product.shortDescription}</p>
                  )}
                  <StockBadge product={product} rule="search" />
                </div>
                <div className="sm:shrink-0">
                  <Price product={product} size="sm" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      {data && totalPages > 1 && (
        <nav aria-label={t('search.pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
          <button
            type="button"
            className={buttonSecondary}
            disabled={state.page <= 1}
            onClick={() => update({ page: String(state.page - 1) }, false)}
          >
            {t('search.previous')}
          </button>
          {Array.from({ length: totalPages }, (_, index) => index + 1)
            .filter((page) => page === 1 || page === totalPages || Math.abs(page - state.page) <= 2)
            .map((page) => (
              <button
                key={page}
                type="button"
                aria-current={page === state.page ? 'page' : undefined}
                aria-label={t('search.page', { page })}
                onClick={() => update({ page: String(page) }, false)}
                className={`h-10 min-w-10 rounded-lg px-3 font-semibold ${page === state.page ? 'bg-primary text-on-primary' : 'border border-line'}`}
              >
                {page}
              </button>
            ))}
          <button
            type="button"
            className={buttonSecondary}
            disabled={state.page >= totalPages}
            onClick={() => update({ page: String(state.page + 1) }, false)}
          >
            {t('search.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
