import type {
  TBackOfficeShippingMethod,
  TBankTransferSettingsInput,
  TShippingMethodInput,
  TStripeSettingsInput,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';

const shippingKey = (tenantName: string) => ['platform', 'back-office', tenantName, 'shipping-methods'];
const paymentKey = (tenantName: string) => ['platform', 'back-office', tenantName, 'payment-methods'];

export const useShippingMethods = (tenantName: string) =>
  useQuery({
    queryKey: shippingKey(tenantName),
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/shipping-methods', { params: { tenantName } }),
    retry: false,
  });

/** Saves a shipping method: a new one without id, else the one with that id. */
export function useSaveShippingMethod(tenantName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id: number | null;
      input: TShippingMethodInput;
    }): Promise<TBackOfficeShippingMethod> =>
      id === null
        ? callApi('POST /api/platform/shops/:tenantName/shipping-methods', { params: { tenantName }, body: input })
        : callApi('PUT /api/platform/shops/:tenantName/shipping-methods/:methodId', {
            params: { tenantName, methodId: id },
            body: input,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: shippingKey(tenantName) }),
  });
}

export function useDeleteShippingMethod(tenantName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (methodId: number) =>
      callApi('DELETE /api/platform/shops/:tenantName/shipping-methods/:methodId', {
        params: { tenantName, methodId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: shippingKey(tenantName) }),
  });
}

export function useReorderShippingMethods(tenantName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callApi('PUT /api/platform/shops/:tenantName/shipping-methods/order', { params: { tenantName }, body: { ids } }),
    onSuccess: (list) => client.setQueryData(shippingKey(tenantName), list),
  });
}

export const usePaymentSettings = (tenantName: string) =>
  useQuery({
    queryKey: paymentKey(tenantName),
    queryFn: () => callApi('GET /api/platform/shops/:tenantName/payment-methods', { params: { tenantName } }),
    retry: false,
  });

export function useSaveStripe(tenantName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TStripeSettingsInput) =>
      callApi('PUT /api/platform/shops/:tenantName/payment-methods/stripe', { params: { tenantName }, body: input }),
    onSuccess: (settings) => client.setQueryData(paymentKey(tenantName), settings),
  });
}

export function useSaveBankTransfer(tenantName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TBankTransferSettingsInput) =>
      callApi('PUT /api/platform/shops/:tenantName/payment-methods/bank-transfer', {
        params: { tenantName },
        body: input,
      }),
    onSuccess: (settings) => client.setQueryData(paymentKey(tenantName), settings),
  });
}
