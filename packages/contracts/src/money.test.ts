import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatEuros, vatIncludedInCents } from './money.ts';

describe('centsToEuros and eurosToCents', () => {
  it('converts integer cents to euros with 2 decimals', () => {
    expect(centsToEuros(1250)).toBe(12.5);
    expect(centsToEuros(1999)).toBe(19.99);
    expect(centsToEuros(5)).toBe(0.05);
    expect(centsToEuros(0)).toBe(0);
  });

  it('converts euros back to whole cents despite floating point', () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(12.5)).toBe(1250);
  });
});

describe('vatIncludedInCents', () => {
  it('derives the 21% VAT contained in a gross amount, rounded once', () => {
    expect(vatIncludedInCents(12100)).toBe(2100);
    expect(vatIncludedInCents(1250)).toBe(217);
    expect(vatIncludedInCents(999)).toBe(173);
    expect(vatIncludedInCents(0)).toBe(0);
  });

  it('accepts another rate', () => {
    expect(vatIncludedInCents(10900, 9)).toBe(900);
  });
});

describe('formatEuros', () => {
  it("formats Dutch as '€ 12,50'", () => {
    expect(formatEuros(12.5, 'nl')).toBe('€ 12,50');
    expect(formatEuros(0, 'nl')).toBe('€ 0,00');
    expect(formatEuros(1234.5, 'nl')).toBe('€ 1.234,50');
  });

  it("formats English as '€12.50'", () => {
    expect(formatEuros(12.5, 'en')).toBe('€12.50');
    expect(formatEuros(9.99, 'en')).toBe('€9.99');
    expect(formatEuros(1234.5, 'en')).toBe('€1,234.50');
  });

  it('always shows 2 decimals', () => {
    expect(formatEuros(19.999, 'en')).toBe('€20.00');
    expect(formatEuros(7, 'nl')).toBe('€ 7,00');
  });
});
