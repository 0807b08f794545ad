import { describe, expect, it } from 'vitest';
import {
  isProductAvailable,
  maxAddableQuantity,
  productPageStock,
  searchStockBadge,
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

describe('searchStockBadge: one badge per search card', () => {
  it.each([
    [0, { kind: 'out-of-stock' }],
    [1, { kind: 'last-items' }],
    [5, { kind: 'last-items' }],
    [6, null],
    [11, null],
  ])('stock %i gives %o', (quantity, badge) => {
    expect(searchStockBadge(stock(quantity))).toEqual(badge);
  });

  it('is made to order, whatever the stock', () => {
    expect(searchStockBadge(stock(0, { madeToOrder: true }))).toEqual({ kind: 'made-to-order' });
    expect(searchStockBadge(stock(2, { madeToOrder: true }))).toEqual({ kind: 'made-to-order' });
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
