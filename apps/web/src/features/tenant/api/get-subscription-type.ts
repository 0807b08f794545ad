import type { TSubscriptionTypeResponse } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#src/lib/api-client.ts';

/** Spec §7: failure or absence means the standard layout (null). */
export async function getSubscriptionType(tenantId: string): Promise<string | null> {
  try {
    const body = await apiGet<TSubscriptionTypeResponse>(`/api/subscription/tenant/${tenantId}/type`);
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
