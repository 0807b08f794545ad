import { describe, expect, it } from 'vitest';
import { cartStockIssues, type TCartItem } from './cart.ts';

function line(id: number, productId: number, quantity: number, product: Partial<TCartItem['product']> = {}): TCartItem {
  return {
    id,
    quantity,
    unitPrice: 10,
    totalPrice: 10 * quantity,
    addons: [],
    product: {
      id: productId,
      name: `Product ${productId}`,
      sku: `SKU-${productId}`,
      price: 10,
      originalPrice: null,
      images: [],
      stockQuantity: 10,
      madeToOrder: false,
      needsPackageSending: false,
      weightGrams: 100,
      isActive: true,
      isAvailable: true,
      ...product,
    },
  };
}

describe('cartStockIssues', () => {
  it('finds nothing while every line fits the stock', () => {
    expect(cartStockIssues({ items: [line(1, 7, 3, { stockQuantity: 3 })] }).size).toBe(0);
  });

  it('says sold out at stock 0 and what is left when fewer than asked remain', () => {
    const issues = cartStockIssues({
      items: [line(1, 7, 2, { stockQuantity: 0, isAvailable: false }), line(2, 8, 5, { stockQuantity: 2 })],
    });
    expect(issues.get(1)).toEqual({ kind: 'soldOut' });
    expect(issues.get(2)).toEqual({ kind: 'tooMany', available: 2 });
  });

  it('serves the earlier lines of one product first', () => {
    const issues = cartStockIssues({
      items: [line(1, 7, 2, { stockQuantity: 3 }), line(2, 7, 2, { stockQuantity: 3 })],
    });
    expect(issues.has(1)).toBe(false);
    expect(issues.get(2)).toEqual({ kind: 'tooMany', available: 1 });
  });

  it('marks an inactive product unavailable and caps made-to-order at 100', () => {
    const issues = cartStockIssues({
      items: [line(1, 7, 1, { isActive: false }), line(2, 8, 101, { stockQuantity: 0, madeToOrder: true })],
    });
    expect(issues.get(1)).toEqual({ kind: 'unavailable' });
    expect(issues.get(2)).toEqual({ kind: 'tooMany', available: 100 });
  });
});
