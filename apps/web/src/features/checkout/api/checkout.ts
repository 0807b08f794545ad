import type { TCheckoutForm, TPlaceOrderResponse, TShippingCalculation } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';
import { customerHeaders } from '#src/lib/customer-session.ts';
import { getSessionId } from '#src/lib/session.ts';

/** The cart as checkout needs it: unlike the header's cart, a failure here is shown ('Failed to load cart'). */
export const checkoutCartQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'checkout', 'cart'],
    queryFn: () => callApi('GET /api/cart/:sessionId/:tenantId', { params: { sessionId: getSessionId(), tenantId } }),
    staleTime: 0,
    retry: 1,
  });

export const shippingMethodsQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'checkout', 'shipping-methods'],
    queryFn: () =>
      callApi('GET /api/checkout/:sessionId/:tenantId/shipping-methods', {
        params: { sessionId: getSessionId(), tenantId },
      }),
    staleTime: 0,
    retry: 1,
  });

export const paymentMethodsQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'checkout', 'payment-methods'],
    queryFn: async () =>
      (await callApi('GET /api/payment-methods/enabled', { headers: { 'X-Tenant-Id': tenantId } })).filter(
        (method) => method.isEnabled,
      ),
    staleTime: 60_000,
    retry: 1,
  });

/** Spec §4: totals are recalculated when a shipping method is chosen. */
export function calculateShipping(tenantId: string, shippingMethodId: number): Promise<TShippingCalculation> {
  return callApi('POST /api/checkout/:sessionId/:tenantId/calculate-shipping', {
    params: { sessionId: getSessionId(), tenantId },
    body: { shippingMethodId },
  });
}

/**
 * Places the order; a logged-in customer's token makes it theirs. The idempotency key makes a
 * repeated submit answer the same order instead of a second one.
 */
export function placeOrder(
  tenantId: string,
  form: TCheckoutForm,
  idempotencyKey: string,
): Promise<TPlaceOrderResponse> {
  return callApi('POST /api/checkout/:sessionId/:tenantId/place-order', {
    params: { sessionId: getSessionId(), tenantId },
    body: form,
    headers: { ...customerHeaders(tenantId), 'Idempotency-Key': idempotencyKey },
  });
}
