import { z } from 'zod';
import { ZImage } from './catalogue.ts';
import { ADDON_INPUT_MAX_LENGTH, MADE_TO_ORDER_MAX_QUANTITY, SESSION_ID_PATTERN } from './constants.ts';
import { ZTenantId } from './tenant.ts';

const ZDatabaseId = z.coerce.number().int().positive().max(2_147_483_647);

/** The browser's shopping_session_id: session_{timestamp}_{random}. */
export const ZSessionId = z
  .string()
  .regex(SESSION_ID_PATTERN, { message: 'sessionId must look like session_{timestamp}_{random}' });

export const ZCartParams = z.object({ sessionId: ZSessionId, tenantId: ZTenantId });
export type TCartParams = z.infer<typeof ZCartParams>;

export const ZCartItemParams = ZCartParams.extend({ itemId: ZDatabaseId });
export type TCartItemParams = z.infer<typeof ZCartItemParams>;

/** POST /api/cart/{sessionId}/{tenantId}/restore/{orderNumber}: an unpaid card order back into the cart. */
export const ZCartRestoreParams = ZCartParams.extend({ orderNumber: z.string().max(64) });
export type TCartRestoreParams = z.infer<typeof ZCartRestoreParams>;

/** Spec §5: a Complex add-on whose input is required needs a value; this is the field text. */
export const ADDON_INPUT_REQUIRED_MESSAGE = 'This field is required';

export const ZSelectedAddon = z.object({
  productAddonId: z.number().int().positive().max(2_147_483_647),
  inputValue: z
    .string()
    .trim()
    .max(ADDON_INPUT_MAX_LENGTH, { message: `At most ${ADDON_INPUT_MAX_LENGTH} characters` })
    .nullish(),
});
export type TSelectedAddon = z.infer<typeof ZSelectedAddon>;

/** Body of POST /api/cart/{sessionId}/{tenantId}/items. */
export const ZCartItemRequest = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(1, { message: 'Quantity must be at least 1' }).max(100_000),
  selectedAddons: z.array(ZSelectedAddon).max(100).default([]),
});
export type TCartItemRequest = z.input<typeof ZCartItemRequest>;

/** Body of PUT /api/cart/{sessionId}/{tenantId}/items/id/{itemId}; 0 removes the item. */
export const ZCartQuantityRequest = z.object({
  quantity: z.number().int().min(0, { message: 'Quantity cannot be negative' }).max(100_000),
});
export type TCartQuantityRequest = z.infer<typeof ZCartQuantityRequest>;

export const ZCartProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  /** What one costs now, euros, VAT included (discount applied). */
  price: z.number(),
  originalPrice: z.number().nullable(),
  images: z.array(ZImage),
  stockQuantity: z.number().int(),
  madeToOrder: z.boolean(),
  needsPackageSending: z.boolean(),
  weightGrams: z.number().int(),
  isActive: z.boolean(),
  isAvailable: z.boolean(),
});
export type TCartProduct = z.infer<typeof ZCartProduct>;

export const ZCartItemAddon = z.object({
  /** The product add-on's id. */
  id: z.number().int(),
  productAddon: z.object({
    id: z.number().int(),
    name: z.string(),
    price: z.number(),
    type: z.enum(['Simple', 'Complex']),
  }),
  inputValue: z.string().nullable(),
  unitPrice: z.number(),
});
export type TCartItemAddon = z.infer<typeof ZCartItemAddon>;

export const ZCartItem = z.object({
  id: z.number().int(),
  product: ZCartProduct,
  quantity: z.number().int(),
  /** Product price plus its add-ons, euros. */
  unitPrice: z.number(),
  totalPrice: z.number(),
  addons: z.array(ZCartItemAddon),
});
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZCart = z.object({
  items: z.array(ZCartItem),
  /** Sum of the quantities. */
  itemCount: z.number().int(),
  /** Goods only, euros, VAT included; totalValue and totalAmount are the same number. */
  totalValue: z.number(),
  totalAmount: z.number(),
  totalWeightGrams: z.number().int(),
  /** True when a product needs package shipping: an envelope cannot carry this cart. */
  requiresPackageShipping: z.boolean(),
});
export type TCart = z.infer<typeof ZCart>;

/**
 * Why a cart line cannot be ordered as it stands: the product is no longer sold, sold out, or
 * fewer are left than the line asks (`available` is what the line can still have).
 */
export type TCartStockIssue = { kind: 'unavailable' } | { kind: 'soldOut' } | { kind: 'tooMany'; available: number };

/**
 * The stock problem of each line, by line id, judged as place-order judges it: per product over
 * all its lines, the earlier lines served first; made-to-order products up to their maximum.
 */
export function cartStockIssues(cart: Pick<TCart, 'items'>): Map<number, TCartStockIssue> {
  const issues = new Map<number, TCartStockIssue>();
  const takenByEarlierLines = new Map<number, number>();
  for (const item of cart.items) {
    const { product } = item;
    const taken = takenByEarlierLines.get(product.id) ?? 0;
    takenByEarlierLines.set(product.id, taken + item.quantity);
    if (!product.isActive) {
      issues.set(item.id, { kind: 'unavailable' });
      continue;
    }
    const limit = product.madeToOrder ? MADE_TO_ORDER_MAX_QUANTITY : product.stockQuantity;
    const available = Math.max(0, limit - taken);
    if (item.quantity <= available) continue;
    issues.set(item.id, available === 0 && !product.madeToOrder ? { kind: 'soldOut' } : { kind: 'tooMany', available });
  }
  return issues;
}
