import { describe, expect, it } from 'vitest';
import { type DiscountFacts, effectivePriceCents, hasActiveDiscount, nextPriceChange } from './pricing.ts';

const now = new Date('2025-06-15T12:00:00Z');
const at = (iso: string) => new Date(iso);

const product = (overrides: Partial<DiscountFacts> = {}): DiscountFacts => ({
  priceCents: 2000,
  isDiscountActive: true,
  discountPercentage: 25,
  discountStartDate: at('2025-06-01T00:00:00Z'),
  discountEndDate: at('2025-06-30T00:00:00Z'),
  ...overrides,
});

describe('hasActiveDiscount', () => {
  it('is active inside the window', () => {
    expect(hasActiveDiscount(product(), now)).toBe(true);
  });

  it('is active exactly at the start and at the end of the window', () => {
    expect(hasActiveDiscount(product({ discountStartDate: now }), now)).toBe(true);
    expect(hasActiveDiscount(product({ discountEndDate: now }), now)).toBe(true);
  });

  it('is not active before the start or after the end (ended discount)', () => {
    expect(hasActiveDiscount(product({ discountStartDate: at('2025-06-15T12:00:01Z') }), now)).toBe(false);
    expect(hasActiveDiscount(product({ discountEndDate: at('2025-06-15T11:59:59Z') }), now)).toBe(false);
  });

  it('is active without dates when switched on', () => {
    expect(hasActiveDiscount(product({ discountStartDate: null, discountEndDate: null }), now)).toBe(true);
  });

  it('is not active when switched off or without a percentage', () => {
    expect(hasActiveDiscount(product({ isDiscountActive: false }), now)).toBe(false);
    expect(hasActiveDiscount(product({ discountPercentage: null }), now)).toBe(false);
    expect(hasActiveDiscount(product({ discountPercentage: 0 }), now)).toBe(false);
  });
});

describe('effectivePriceCents', () => {
  it('applies the percentage inside the window, rounding to whole cents', () => {
    expect(effectivePriceCents(product(), now)).toBe(1500);
    expect(effectivePriceCents(product({ priceCents: 1999 }), now)).toBe(1499);
    expect(effectivePriceCents(product({ priceCents: 1001, discountPercentage: 50 }), now)).toBe(501);
  });

  it('is the full price for an ended, future or switched-off discount', () => {
    expect(effectivePriceCents(product({ discountEndDate: at('2025-06-10T00:00:00Z') }), now)).toBe(2000);
    expect(effectivePriceCents(product({ discountStartDate: at('2025-06-20T00:00:00Z') }), now)).toBe(2000);
    expect(effectivePriceCents(product({ isDiscountActive: false }), now)).toBe(2000);
  });
});

describe('nextPriceChange', () => {
  it('is the earliest future start or end of a switched-on discount', () => {
    const products = [
      product({ discountEndDate: at('2025-06-30T00:00:00Z') }),
      product({ discountStartDate: at('2025-06-20T00:00:00Z'), discountEndDate: at('2025-07-20T00:00:00Z') }),
      product({ isDiscountActive: false, discountStartDate: at('2025-06-16T00:00:00Z') }),
    ];
    expect(nextPriceChange(products, now)).toEqual(at('2025-06-20T00:00:00Z'));
  });

  it('is null when every moment lies in the past or no discount is switched on', () => {
    expect(nextPriceChange([product({ discountEndDate: at('2025-06-01T00:00:00Z') })], now)).toBeNull();
    expect(nextPriceChange([product({ isDiscountActive: false })], now)).toBeNull();
    expect(nextPriceChange([], now)).toBeNull();
  });
});
