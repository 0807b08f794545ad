import { isProductAvailable, ONE_PRODUCT_LANDING_MAX_PRODUCTS, type TProduct } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

/** Spec §2.5 OneProductStore: at most 4 active in-stock products; failures are shown, not hidden. */
export async function getLandingProducts(tenantId: string): Promise<TProduct[]> {
  const products = await callApi('GET /api/tenants/:tenantId/products/public', { params: { tenantId } });
  return products.filter(isProductAvailable).slice(0, ONE_PRODUCT_LANDING_MAX_PRODUCTS);
}

export const landingProductsQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'products', 'landing'],
    queryFn: () => getLandingProducts(tenantId),
    retry: false,
  });

export const useLandingProducts = (tenantId: string) => useQuery(landingProductsQuery(tenantId));
