import type { TCart, TCartItemRequest } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/lib/api-client.ts';
import { getSessionId, storedSessionId } from '#src/lib/session.ts';

/** Browser event fired after every cart change (spec §7); its detail is the new cart when known. */
export const CART_UPDATED_EVENT = 'cartUpdated';

export const EMPTY_CART: TCart = {
  items: [],
  itemCount: 0,
  totalValue: 0,
  totalAmount: 0,
  totalWeightGrams: 0,
  requiresPackageShipping: false,
};

const cartParams = (tenantId: string) => ({ sessionId: getSessionId(), tenantId });

export const cartQueryKey = (tenantId: string) => ['shop', tenantId, 'cart'] as const;

/** The session's cart; spec §8: cart call errors are silently ignored (an empty cart then). */
export const cartQuery = (tenantId: string) =>
  queryOptions({
    queryKey: cartQueryKey(tenantId),
    queryFn: async (): Promise<TCart> => {
      // A first visit has no session yet, so no cart: nothing to ask the server.
      const sessionId = storedSessionId();
      if (!sessionId) return EMPTY_CART;
      try {
        const cart: Partial<TCart> = await callApi('GET /api/cart/:sessionId/:tenantId', {
          params: { sessionId, tenantId },
        });
        const items = Array.isArray(cart.items) ? cart.items : [];
        const itemCount =
          typeof cart.itemCount === 'number' ? cart.itemCount : items.reduce((sum, item) => sum + item.quantity, 0);
        return { ...EMPTY_CART, ...cart, items, itemCount };
      } catch {
        return EMPTY_CART;
      }
    },
  });

export function quantityInCart(cart: TCart | undefined, productId: number): number {
  if (!cart) return 0;
  return cart.items.filter((item) => item.product.id === productId).reduce((sum, item) => sum + item.quantity, 0);
}

function announce(cart: TCart | null): TCart | null {
  window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: cart }));
  return cart;
}

export async function addCartItem(tenantId: string, payload: TCartItemRequest): Promise<TCart | null> {
  return announce(
    await callApi('POST /api/cart/:sessionId/:tenantId/items', { params: cartParams(tenantId), body: payload }),
  );
}

/** Quantity 0 removes the item (spec §5). */
export async function setCartItemQuantity(tenantId: string, itemId: number, quantity: number): Promise<TCart | null> {
  return announce(
    await callApi('PUT /api/cart/:sessionId/:tenantId/items/id/:itemId', {
      params: { ...cartParams(tenantId), itemId },
      body: { quantity },
    }),
  );
}

export async function removeCartItem(tenantId: string, itemId: number): Promise<TCart | null> {
  return announce(
    await callApi('DELETE /api/cart/:sessionId/:tenantId/items/id/:itemId', {
      params: { ...cartParams(tenantId), itemId },
    }),
  );
}

export async function clearCart(tenantId: string): Promise<TCart | null> {
  return announce(await callApi('DELETE /api/cart/:sessionId/:tenantId', { params: cartParams(tenantId) }));
}
