import type { TCartItemRequest } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './api-client.ts';
import { getSessionId } from './session.ts';

/** Browser event fired after every cart change (spec §7). */
export const CART_UPDATED_EVENT = 'cartUpdated';

/** The parts of the cart answer the browse screens read; the full cart comes with the buying issue. */
export interface CartSummary {
  itemCount: number;
  items: { product?: { id: number } | null; productId?: number; quantity: number }[];
}

const EMPTY_CART: CartSummary = { itemCount: 0, items: [] };

export const cartQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['shop', tenantId, 'cart'],
    queryFn: async (): Promise<CartSummary> => {
      try {
        const cart = await apiGet<Partial<CartSummary>>(`/api/cart/${getSessionId()}/${tenantId}`);
        const items = Array.isArray(cart.items) ? cart.items : [];
        const itemCount =
          typeof cart.itemCount === 'number' ? cart.itemCount : items.reduce((sum, item) => sum + item.quantity, 0);
        return { itemCount, items };
      } catch {
        // spec §8: cart call errors are silently ignored
        return EMPTY_CART;
      }
    },
  });

export function quantityInCart(cart: CartSummary | undefined, productId: number): number {
  if (!cart) return 0;
  return cart.items
    .filter((item) => (item.product?.id ?? item.productId) === productId)
    .reduce((sum, item) => sum + item.quantity, 0);
}

export async function addCartItem(tenantId: string, payload: TCartItemRequest): Promise<unknown> {
  const result = await apiPost<unknown>(`/api/cart/${getSessionId()}/${tenantId}/items`, payload);
  window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: result }));
  return result;
}
