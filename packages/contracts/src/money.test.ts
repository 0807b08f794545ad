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

describe('formatEuros without Intl on the common path', () => {
  const viaIntl = (euros: number, locale: 'nl' | 'en') =>
    new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-IE', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
      .format(euros)
      .replace(/\u00a0/g, ' ');

  it('writes exactly what Intl writes, for cents, rounding edges and thousands', () => {
    const samples = [0, 0.005, 0.01, 0.015, 0.994, 0.995, 1, 9.99, 12.5, 19.99, 999.995, 1000, 1234.56, 1_000_000.1];
    for (let cents = 0; cents < 300_000; cents += 997) samples.push(cents / 100);
    for (const euros of samples) {
      expect(formatEuros(euros, 'nl')).toBe(viaIntl(euros, 'nl'));
      expect(formatEuros(euros, 'en')).toBe(viaIntl(euros, 'en'));
    }
  });
});
