import { describe, expect, it } from 'vitest';
import {
  isProductAvailable,
  isSearchLowStock,
  maxAddableQuantity,
  productPageStock,
  shopCardLowStockCount,
  storefrontStockBadge,
} from './availability.ts';

const stock = (stockQuantity: number, overrides: { isActive?: boolean; madeToOrder?: boolean } = {}) => ({
  isActive: true,
  madeToOrder: false,
  stockQuantity,
  ...overrides,
});

describe('isProductAvailable', () => {
  it('is unavailable when inactive, even with stock or made to order', () => {
    expect(isProductAvailable(stock(20, { isActive: false }))).toBe(false);
    expect(isProductAvailable(stock(0, { isActive: false, madeToOrder: true }))).toBe(false);
  });

  it('is unavailable at stock 0 unless made to order', () => {
    expect(isProductAvailable(stock(0))).toBe(false);
    expect(isProductAvailable(stock(0, { madeToOrder: true }))).toBe(true);
    expect(isProductAvailable(stock(1))).toBe(true);
  });
});

describe('maxAddableQuantity', () => {
  it('is the stock minus what is already in the cart, never below 0', () => {
    expect(maxAddableQuantity(stock(5), 0)).toBe(5);
    expect(maxAddableQuantity(stock(5), 2)).toBe(3);
    expect(maxAddableQuantity(stock(5), 5)).toBe(0);
    expect(maxAddableQuantity(stock(5), 7)).toBe(0);
  });

  it('allows up to 100 for made to order and nothing for unavailable products', () => {
    expect(maxAddableQuantity(stock(0, { madeToOrder: true }), 0)).toBe(100);
    expect(maxAddableQuantity(stock(0, { madeToOrder: true }), 40)).toBe(60);
    expect(maxAddableQuantity(stock(0), 0)).toBe(0);
    expect(maxAddableQuantity(stock(8, { isActive: false }), 0)).toBe(0);
  });
});

describe('storefrontStockBadge', () => {
  it.each([
    [0, { kind: 'out-of-stock' }],
    [1, { kind: 'last', count: 1 }],
    [5, { kind: 'last', count: 5 }],
    [6, null],
    [10, null],
    [11, null],
  ])('stock %i gives %o', (quantity, badge) => {
    expect(storefrontStockBadge(stock(quantity))).toEqual(badge);
  });

  it('shows made to order instead of a stock badge', () => {
    expect(storefrontStockBadge(stock(0, { madeToOrder: true }))).toEqual({ kind: 'made-to-order' });
    expect(storefrontStockBadge(stock(3, { madeToOrder: true }))).toEqual({ kind: 'made-to-order' });
  });
});

describe('productPageStock', () => {
  it.each([
    [0, { kind: 'out-of-stock' }],
    [1, { kind: 'only-left', count: 1 }],
    [5, { kind: 'only-left', count: 5 }],
    [6, { kind: 'only-left', count: 6 }],
    [10, { kind: 'only-left', count: 10 }],
    [11, { kind: 'in-stock' }],
  ])('stock %i gives %o', (quantity, display) => {
    expect(productPageStock(stock(quantity))).toEqual(display);
  });

  it('shows made to order whatever the stock', () => {
    expect(productPageStock(stock(0, { madeToOrder: true }))).toEqual({ kind: 'made-to-order' });
    expect(productPageStock(stock(50, { madeToOrder: true }))).toEqual({ kind: 'made-to-order' });
  });
});

describe('isSearchLowStock', () => {
  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
    [10, false],
    [11, false],
  ])('stock %i gives %s', (quantity, low) => {
    expect(isSearchLowStock(stock(quantity))).toBe(low);
  });

  it('is never low stock for made to order', () => {
    expect(isSearchLowStock(stock(2, { madeToOrder: true }))).toBe(false);
  });
});

describe('shopCardLowStockCount', () => {
  it.each([
    [0, null],
    [1, 1],
    [5, 5],
    [6, null],
    [10, null],
    [11, null],
  ])('stock %i gives %s', (quantity, count) => {
    expect(shopCardLowStockCount(stock(quantity))).toBe(count);
  });

  it('is null for made to order', () => {
    expect(shopCardLowStockCount(stock(3, { madeToOrder: true }))).toBeNull();
  });
});
