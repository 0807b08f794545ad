import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '#src/lib/api-client.ts';

/** Spec §7/§8: non-OK is treated as empty terms; a network failure is an error. */
export async function getTerms(tenantId: string): Promise<string> {
  try {
    const body = await callApi('GET /api/tenants/:tenantId/terms-and-conditions', { params: { tenantId } });
    return typeof body?.content === 'string' ? body.content : '';
  } catch (error) {
    if (error instanceof ApiError) return '';
    throw error;
  }
}

export const termsQuery = (tenantId: string) =>
  queryOptions({ queryKey: ['shop', tenantId, 'terms'], queryFn: () => getTerms(tenantId), retry: false });

export const useTerms = (tenantId: string) => useQuery(termsQuery(tenantId));
