import { SEARCH_PAGE_SIZE } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { ProductCard } from '#src/components/ui/product-card.tsx';
import { SearchFilters } from '#src/features/search/components/search-filters.tsx';
import { SearchPagination } from '#src/features/search/components/search-pagination.tsx';
import { SearchResultList } from '#src/features/search/components/search-result-list.tsx';
import { SearchToolbar } from '#src/features/search/components/search-toolbar.tsx';
import { readSearchState } from '#src/features/search/search-state.ts';
import { publicCategoriesQuery, type SearchParams, searchQuery } from '#src/lib/catalogue.ts';
import { HydrateLater } from '#src/lib/hydrate-later.tsx';
import { useShop } from '#src/lib/shop-context.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

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
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">
        {state.q ? t('search.titleFor', { term: state.q }) : t('search.title')}
      </h1>
      {/* On a server-rendered page the filters, the toolbar and the pagination are hydrated in turns of their own. */}
      <HydrateLater>
        <SearchFilters
          key={params.toString()}
          formId={formId}
          state={state}
          categories={categories.data ?? []}
          onSubmit={onSubmit}
        />
      </HydrateLater>
      <HydrateLater>
        <SearchToolbar formId={formId} state={state} totalCount={data?.totalCount ?? null} update={update} />
      </HydrateLater>
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
        <SearchResultList products={data?.products ?? []} tenantId={tenant.id} />
      )}

      {data && totalPages > 1 && (
        <HydrateLater>
          <SearchPagination
            page={state.page}
            totalPages={totalPages}
            goTo={(page) => update({ page: String(page) }, false)}
          />
        </HydrateLater>
      )}
    </div>
  );
}
