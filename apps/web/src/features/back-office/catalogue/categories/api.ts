import type { TAddonInput, TBackOfficeAddon, TBackOfficeCategory, TCategoryInput } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

const categoriesKey = (tenantName: string) => ['platform', 'back-office', tenantName, 'categories'];
const addonsKey = (tenantName: string, productId: number) => [
  'platform',
  'back-office',
  tenantName,
  'products',
  productId,
  'addons',
];

/** Reloads the list, e.g. after its images changed in a dialog that was then closed without saving. */
export function useRefreshCategories(tenantName: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: categoriesKey(tenantName) });
}

export const useCategories = (tenantName: string) =>
  useQuery({
    queryKey: categoriesKey(tenantName),
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/categories', { params: { tenantName } }),
    retry: false,
  });

/** Saves a category: a new one without id, else the one with that id. */
export function useSaveCategory(tenantName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TCategoryInput }): Promise<TBackOfficeCategory> =>
      id === null
        ? callApi('POST /api/platform/shops/:tenantName/categories', { params: { tenantName }, body: input })
        : callApi('PUT /api/platform/shops/:tenantName/categories/:categoryId', {
            params: { tenantName, categoryId: id },
            body: input,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesKey(tenantName) }),
  });
}

export function useDeleteCategory(tenantName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) =>
      callApi('DELETE /api/platform/shops/:tenantName/categories/:categoryId', { params: { tenantName, categoryId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesKey(tenantName) }),
  });
}

export function useReorderCategories(tenantName: string) {
  const client = useQueryClient();
  const mutationKey = [...categoriesKey(tenantName), 'order'];
  return useMutation({
    mutationKey,
    mutationFn: (ids: number[]) =>
      callApi('PUT /api/platform/shops/:tenantName/categories/order', { params: { tenantName }, body: { ids } }),
    // A later move may already be on its way: only the last answer is the list as it stands.
    onSuccess: (list) => {
      if (client.isMutating({ mutationKey }) <= 1) client.setQueryData(categoriesKey(tenantName), list);
    },
    onError: () => client.invalidateQueries({ queryKey: categoriesKey(tenantName) }),
  });
}

export function useRefreshAddons(tenantName: string, productId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: addonsKey(tenantName, productId) });
}

export const useAddons = (tenantName: string, productId: number) =>
  useQuery({
    queryKey: addonsKey(tenantName, productId),
    queryFn: () =>
      callApi('GET /api/platform/shops/:tenantName/products/:productId/addons', { params: { tenantName, productId } }),
    retry: false,
  });

export function useSaveAddon(tenantName: string, productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TAddonInput }): Promise<TBackOfficeAddon> =>
      id === null
        ? callApi('POST /api/platform/shops/:tenantName/products/:productId/addons', {
            params: { tenantName, productId },
            body: input,
          })
        : callApi('PUT /api/platform/shops/:tenantName/products/:productId/addons/:addonId', {
            params: { tenantName, productId, addonId: id },
            body: input,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: addonsKey(tenantName, productId) }),
  });
}

export function useDeleteAddon(tenantName: string, productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (addonId: number) =>
      callApi('DELETE /api/platform/shops/:tenantName/products/:productId/addons/:addonId', {
        params: { tenantName, productId, addonId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: addonsKey(tenantName, productId) }),
  });
}

export function useReorderAddons(tenantName: string, productId: number) {
  const client = useQueryClient();
  const mutationKey = [...addonsKey(tenantName, productId), 'order'];
  return useMutation({
    mutationKey,
    mutationFn: (ids: number[]) =>
      callApi('PUT /api/platform/shops/:tenantName/products/:productId/addons/order', {
        params: { tenantName, productId },
        body: { ids },
      }),
    onSuccess: (list) => {
      if (client.isMutating({ mutationKey }) <= 1) client.setQueryData(addonsKey(tenantName, productId), list);
    },
    onError: () => client.invalidateQueries({ queryKey: addonsKey(tenantName, productId) }),
  });
}
