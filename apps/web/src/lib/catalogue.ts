import { CAROUSEL_MAX_PRODUCTS, SEARCH_SUGGESTIONS_PAGE_SIZE, type TProduct } from '@shop/contracts';
import type { TProductSearchRequest } from '@shop/contracts/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi, requestApi } from '#src/lib/api-client.ts';

/** Catalogue reads shared by several features (spec §7 "Catalogue"). List loads fall back to []. */

const silentList = async <T>(load: () => Promise<T[]>): Promise<T[]> => {
  try {
    return await load();
  } catch {
    return [];
  }
};

export const publicProductsQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'products', 'public'],
    queryFn: () =>
      silentList(async () =>
        (await callApi('GET /api/tenants/:tenantId/products/public', { params: { tenantId } })).filter(
          (product) => product.isActive,
        ),
      ),
  });

export const carouselProductsQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'products', 'carousel'],
    queryFn: () =>
      silentList(async () =>
        (await callApi('GET /api/products/carousel/:tenantId', { params: { tenantId } })).slice(
          0,
          CAROUSEL_MAX_PRODUCTS,
        ),
      ),
  });

export const publicCategoriesQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'categories', 'public'],
    queryFn: () =>
      silentList(async () =>
        (await callApi('GET /api/tenants/:tenantId/categories/public', { params: { tenantId } })).filter(
          (category) => category.isActive,
        ),
      ),
  });

export const categoryQuery = (tenantId: string, categoryId: number) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'category', categoryId],
    queryFn: () => callApi('GET /api/categories/:categoryId', { params: { categoryId, tenantId } }),
    retry: false,
  });

export const categoryProductsQuery = (tenantId: string, categoryId: number) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'category', categoryId, 'products'],
    queryFn: () =>
      silentList(async () =>
        (
          await callApi('GET /api/products/public/category/:categoryId', {
            params: { categoryId, tenantId },
          })
        ).filter((product) => product.isActive),
      ),
  });

export const productQuery = (tenantId: string, productId: number) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'product', productId],
    queryFn: () => callApi('GET /api/products/:productId', { params: { productId, tenantId } }),
    retry: false,
  });

export const productAddonsQuery = (tenantId: string, productId: number) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'product', productId, 'addons'],
    queryFn: () =>
      silentList(() => callApi('GET /api/products/:productId/addons/active', { params: { productId, tenantId } })),
  });

export type SearchParams = Omit<TProductSearchRequest, 'tenantId'>;

export interface SearchResult {
  products: TProduct[];
  totalCount: number;
  totalPages: number;
}

export async function searchProducts(tenantId: string, params: SearchParams, signal?: AbortSignal) {
  const { data: products, headers } = await requestApi('GET /api/products/search/public', {
    params: { tenantId, ...params },
    signal,
  });
  const totalCount = Number(headers.get('X-Total-Count') ?? products.length);
  const totalPages = Number(headers.get('X-Total-Pages') ?? 1);
  return {
    products,
    totalCount: Number.isFinite(totalCount) ? totalCount : products.length,
    totalPages: Number.isFinite(totalPages) ? Math.max(1, totalPages) : 1,
  } satisfies SearchResult;
}

export const searchQuery = (tenantId: string, params: SearchParams) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'search', params],
    queryFn: ({ signal }) => searchProducts(tenantId, params, signal),
    retry: false,
  });

export const suggestionsQuery = (tenantId: string, searchTerm: string) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'suggestions', searchTerm],
    queryFn: async ({ signal }) => {
      try {
        const result = await searchProducts(
          tenantId,
          { searchTerm, page: 1, pageSize: SEARCH_SUGGESTIONS_PAGE_SIZE },
          signal,
        );
        return result.products.slice(0, SEARCH_SUGGESTIONS_PAGE_SIZE);
      } catch {
        return [];
      }
    },
    staleTime: 30_000,
  });
