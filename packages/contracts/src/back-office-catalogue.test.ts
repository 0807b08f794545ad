import { describe, expect, it } from 'vitest';
import {
  discountPercentageOf,
  inputDiscountPercentage,
  PRODUCT_FIELD_TEXTS,
  stockLevel,
  ZProductInput,
} from './back-office-catalogue.ts';
import { fieldMessage } from './error-codes.ts';

const base = { name: 'Roos', price: 20, sku: 'R-1', stockQuantity: 1, weightGrams: 0 };

describe('product input', () => {
  it('has an English text for every field text', () => {
    for (const text of Object.values(PRODUCT_FIELD_TEXTS)) expect(fieldMessage(text, 'en'), text).not.toBe(text);
  });

  it('keeps a new price as the whole percentage it comes to', () => {
    expect(discountPercentageOf(2000, 1500)).toBe(25);
    expect(discountPercentageOf(1999, 1499)).toBe(25);
    const parsed = ZProductInput.parse({ ...base, discountType: 'price', discountPrice: 15 });
    expect(inputDiscountPercentage(parsed)).toBe(25);
    expect(inputDiscountPercentage(ZProductInput.parse({ ...base, discountPercentage: 30 }))).toBeNull();
  });

  it('names the discount field that is wrong', () => {
    const issues = (input: object) =>
      ZProductInput.safeParse({ ...base, ...input }).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ discountType: 'percentage' })).toEqual(['discountPercentage']);
    expect(issues({ discountType: 'percentage', discountPercentage: 0 })).toEqual(['discountPercentage']);
    expect(issues({ discountType: 'price', discountPrice: 20 })).toEqual(['discountPrice']);
    expect(issues({ discountType: 'price', discountPrice: 19.999 })).toEqual(['discountPrice']);
    expect(
      issues({
        discountType: 'percentage',
        discountPercentage: 10,
        discountStartDate: '2026-02-01T00:00:00Z',
        discountEndDate: '2026-01-01T00:00:00Z',
      }),
    ).toEqual(['discountEndDate']);
    expect(issues({ discountType: 'percentage', discountPercentage: 10 })).toBeUndefined();
    expect(
      issues({ discountType: 'percentage', discountPercentage: 10, discountStartDate: '0000-01-01T00:00:00Z' }),
    ).toEqual(['discountStartDate']);
  });

  it('reads stock levels by spec §4', () => {
    expect(stockLevel({ stockQuantity: 0, madeToOrder: false })).toBe('out');
    expect(stockLevel({ stockQuantity: 5, madeToOrder: false })).toBe('low');
    expect(stockLevel({ stockQuantity: 6, madeToOrder: false })).toBe('in');
    expect(stockLevel({ stockQuantity: 0, madeToOrder: true })).toBe('in');
  });
});
