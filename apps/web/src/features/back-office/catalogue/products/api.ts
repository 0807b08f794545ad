import type { TBackOfficeProduct, TProductBulkInput, TProductInput, TProductListQuery } from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

const productsKey = (tenantName: string) => ['platform', 'back-office', tenantName, 'products'];
const productKey = (tenantName: string, productId: number) => [...productsKey(tenantName), 'one', productId];

export const useProductList = (tenantName: string, query: TProductListQuery) =>
  useQuery({
    queryKey: [...productsKey(tenantName), 'list', query],
    queryFn: () =>
      callApi('GET /api/platform/shops/:tenantName/products', {
        params: { tenantName, ...(query as Record<string, string | number>) },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useProduct = (tenantName: string, productId: number | null) =>
  useQuery({
    queryKey: productKey(tenantName, productId ?? 0),
    queryFn: () =>
      callApi('GET /api/platform/shops/:tenantName/products/:productId', {
        params: { tenantName, productId: productId ?? 0 },
      }),
    enabled: productId !== null,
    retry: false,
  });

/** The shop's categories for the filter and the product's category field. */
export const useCategoryOptions = (tenantName: string) =>
  useQuery({
    queryKey: ['platform', 'back-office', tenantName, 'categories'],
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/categories', { params: { tenantName } }),
    retry: false,
  });

export function useSaveProduct(tenantName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TProductInput }): Promise<TBackOfficeProduct> =>
      id === null
        ? callApi('POST /api/platform/shops/:tenantName/products', { params: { tenantName }, body: input })
        : callApi('PUT /api/platform/shops/:tenantName/products/:productId', {
            params: { tenantName, productId: id },
            body: input,
          }),
    onSuccess: (saved) => {
      client.setQueryData(productKey(tenantName, saved.id), saved);
      return client.invalidateQueries({ queryKey: [...productsKey(tenantName), 'list'] });
    },
  });
}

export function useDeleteProduct(tenantName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      callApi('DELETE /api/platform/shops/:tenantName/products/:productId', { params: { tenantName, productId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...productsKey(tenantName), 'list'] }),
  });
}

export function useDuplicateProduct(tenantName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      callApi('POST /api/platform/shops/:tenantName/products/:productId/duplicate', {
        params: { tenantName, productId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...productsKey(tenantName), 'list'] }),
  });
}

export function useBulkProducts(tenantName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TProductBulkInput) =>
      callApi('POST /api/platform/shops/:tenantName/products/bulk', { params: { tenantName }, body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: [...productsKey(tenantName), 'list'] }),
  });
}

export function useReorderProducts(tenantName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callApi('PUT /api/platform/shops/:tenantName/products/order', { params: { tenantName }, body: { ids } }),
    onSettled: () => client.invalidateQueries({ queryKey: [...productsKey(tenantName), 'list'] }),
  });
}
