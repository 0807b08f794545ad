import type { TTenantTheme } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

/** Spec §8: theme failures are silent; null means the defaults. */
export async function getTenantTheme(tenantName: string): Promise<TTenantTheme | null> {
  try {
    return await callApi('GET /api/tenant-theme/:tenantName', { params: { tenantName } });
  } catch {
    return null;
  }
}

export const tenantThemeQuery = (tenantName: string) =>
  queryOptions({
    queryKey: ['tenant', tenantName, 'theme'],
    queryFn: () => getTenantTheme(tenantName),
    staleTime: Infinity,
  });

export const useTenantTheme = (tenantName: string) => useQuery(tenantThemeQuery(tenantName));
