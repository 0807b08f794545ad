import type { TTenant } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '#src/lib/api-client.ts';

/** Spec §8: a non-OK answer is 'Tenant not found', anything else 'Failed to load tenant'. */
export class TenantLoadError extends Error {
  readonly kind: 'not-found' | 'failed';
  constructor(kind: 'not-found' | 'failed') {
    super(kind === 'not-found' ? 'Tenant not found' : 'Failed to load tenant');
    this.kind = kind;
  }
}

export async function getTenant(name: string): Promise<TTenant> {
  try {
    return await callApi('GET /api/tenants/by-name/:name', { params: { name } });
  } catch (error) {
    throw new TenantLoadError(error instanceof ApiError ? 'not-found' : 'failed');
  }
}

export const tenantQuery = (name: string) =>
  queryOptions({ queryKey: ['tenant', name], queryFn: () => getTenant(name), retry: false, staleTime: Infinity });

export const useTenant = (name: string) => useQuery(tenantQuery(name));
