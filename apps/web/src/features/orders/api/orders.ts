import type { TCancelOrderResponse, TCart } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';
import { CART_UPDATED_EVENT } from '#src/lib/cart.ts';
import { type CustomerSession, customerHeaders } from '#src/lib/customer-session.ts';
import { getSessionId } from '#src/lib/session.ts';

/** GET /api/orders/{orderNumber}: anyone holding the number may see the order (spec §2.11). */
export const orderQuery = (tenantId: string, orderNumber: string) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'order', orderNumber],
    queryFn: () =>
      callApi('GET /api/orders/:orderNumber', { params: { orderNumber }, headers: { 'X-Tenant-Id': tenantId } }),
    retry: false,
    staleTime: 0,
  });

export const orderHistoryQuery = (tenantId: string, session: CustomerSession | null) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'order-history', session?.token ?? null],
    queryFn: () => callApi('GET /api/orders/customer/history', { headers: customerHeaders(tenantId, session) }),
    enabled: session !== null,
    retry: false,
    staleTime: 0,
  });

export function cancelOrder(tenantId: string, orderId: number): Promise<TCancelOrderResponse> {
  return callApi('POST /api/orders/customer/:orderId/cancel', {
    params: { orderId },
    headers: customerHeaders(tenantId),
  });
}

/**
 * POST /api/cart/{sessionId}/{tenantId}/restore/{orderNumber}: an unpaid card order of this
 * session back into the cart (the order is cancelled, its stock freed); answers the cart.
 */
export async function restoreCartFromOrder(tenantId: string, orderNumber: string): Promise<TCart | null> {
  const cart = await callApi('POST /api/cart/:sessionId/:tenantId/restore/:orderNumber', {
    params: { sessionId: getSessionId(), tenantId, orderNumber },
  });
  window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: cart }));
  return cart;
}
