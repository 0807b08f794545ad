import type { TPaymentMethod } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

/** Spec §2.6: the payment strip shows when the card payment provider is enabled; failures hide it. */
export async function getEnabledPaymentMethods(tenantId: string): Promise<TPaymentMethod[]> {
  try {
    return await callApi('GET /api/payment-methods/enabled', {
      headers: { 'X-Tenant-Id': tenantId },
    });
  } catch {
    return [];
  }
}

export const enabledPaymentMethodsQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'payment-methods'],
    queryFn: () => getEnabledPaymentMethods(tenantId),
    staleTime: 300_000,
  });

export function useCardProviderEnabled(tenantId: string): boolean {
  const methods = useQuery(enabledPaymentMethodsQuery(tenantId));
  return (methods.data ?? []).some((method) => method.isEnabled !== false && method.type !== 'BankTransfer');
}
