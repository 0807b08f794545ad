import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

/** Spec §7: failure or absence means the standard layout (null). */
export async function getSubscriptionType(tenantId: string): Promise<string | null> {
  try {
    const body = await callApi('GET /api/subscription/tenant/:tenantId/type', { params: { tenantId } });
    return body.subscriptionType ?? null;
  } catch {
    return null;
  }
}

export const subscriptionTypeQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'subscription-type'],
    queryFn: () => getSubscriptionType(tenantId),
    staleTime: Infinity,
  });

export const useSubscriptionType = (tenantId: string | undefined) =>
  useQuery({ ...subscriptionTypeQuery(tenantId ?? ''), enabled: Boolean(tenantId) });
