import { LOW_STOCK_BADGE_MAX, MADE_TO_ORDER_MAX_QUANTITY, PRODUCT_PAGE_STOCK_THRESHOLD } from './constants.ts';

export interface StockFacts {
  isActive: boolean;
  stockQuantity: number;
  madeToOrder: boolean;
}

/** Spec §4: unavailable if inactive, or if stock is 0 and it is not made to order. */
export function isProductAvailable(product: StockFacts): boolean {
  if (!product.isActive) return false;
  return product.madeToOrder || product.stockQuantity > 0;
}

/** Spec §5: how many more of this product may go into the cart. */
export function maxAddableQuantity(product: StockFacts, alreadyInCart: number): number {
  if (!isProductAvailable(product)) return 0;
  if (product.madeToOrder) return Math.max(0, MADE_TO_ORDER_MAX_QUANTITY - alreadyInCart);
  return Math.max(0, product.stockQuantity - alreadyInCart);
}

export type TStorefrontBadge =
  | { kind: 'made-to-order' }
  | { kind: 'out-of-stock' }
  | { kind: 'last'; count: number }
  | null;

/** Storefront card badge: made to order; out of stock at 0; 'last N' at 5 or less. */
export function storefrontStockBadge(product: StockFacts): TStorefrontBadge {
  if (product.madeToOrder) return { kind: 'made-to-order' };
  if (product.stockQuantity <= 0) return { kind: 'out-of-stock' };
  if (product.stockQuantity <= LOW_STOCK_BADGE_MAX) return { kind: 'last', count: product.stockQuantity };
  return null;
}

export type TProductPageStock =
  | { kind: 'made-to-order' }
  | { kind: 'in-stock' }
  | { kind: 'only-left'; count: number }
  | { kind: 'out-of-stock' };

/** Product page: made to order; more than 10 'In Stock'; 1 to 10 'only N left'; 0 out of stock. */
export function productPageStock(product: StockFacts): TProductPageStock {
  if (product.madeToOrder) return { kind: 'made-to-order' };
  if (product.stockQuantity > PRODUCT_PAGE_STOCK_THRESHOLD) return { kind: 'in-stock' };
  if (product.stockQuantity >= 1) return { kind: 'only-left', count: product.stockQuantity };
  return { kind: 'out-of-stock' };
}

export type TSearchStockBadge = { kind: 'made-to-order' } | { kind: 'out-of-stock' } | { kind: 'last-items' } | null;

/**
 * The one badge of a search result card: the storefront rule, with 'last items' in place of
 * 'last N' (spec §4: search page low stock is 'last items' at 5 or less).
 */
export function searchStockBadge(product: StockFacts): TSearchStockBadge {
  const badge = storefrontStockBadge(product);
  return badge?.kind === 'last' ? { kind: 'last-items' } : badge;
}

/** Shop card badge 'Nog {n} op voorraad' for stock 1 to 5; returns n or null. */
export function shopCardLowStockCount(product: StockFacts): number | null {
  if (product.madeToOrder) return null;
  return product.stockQuantity >= 1 && product.stockQuantity <= LOW_STOCK_BADGE_MAX ? product.stockQuantity : null;
}
