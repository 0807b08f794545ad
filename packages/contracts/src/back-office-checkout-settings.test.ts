import { describe, expect, it } from 'vitest';
import { isValidBic, isValidIban, normalizeIban, ZShippingMethodInput } from './back-office-checkout-settings.ts';

describe('isValidIban', () => {
  it('accepts valid IBANs with spaces and lower case', () => {
    expect(isValidIban('NL91 ABNA 0417 1643 00')).toBe(true);
    expect(isValidIban('nl91abna0417164300')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('BE68 5390 0754 7034')).toBe(true);
  });

  it('refuses a changed digit, a bad shape and an empty value', () => {
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
    expect(isValidIban('91NLABNA0417164300')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('normalises spaces and case', () => {
    expect(normalizeIban(' nl91 abna 0417 1643 00 ')).toBe('NL91ABNA0417164300');
  });
});

describe('isValidBic', () => {
  it('accepts 8 and 11 characters, refuses others', () => {
    expect(isValidBic('ABNANL2A')).toBe(true);
    expect(isValidBic('ABNANL2AXXX')).toBe(true);
    expect(isValidBic('ABNANL2')).toBe(false);
    expect(isValidBic('1BNANL2A')).toBe(false);
  });
});

describe('ZShippingMethodInput', () => {
  const base = { name: 'Pakket', type: 'parcel', price: 6.95 };

  it('fills the defaults', () => {
    expect(ZShippingMethodInput.parse(base)).toMatchObject({ estimatedDays: 2, minWeight: null, isActive: true });
  });

  it('refuses a minimum above the maximum, and fractions of cents', () => {
    expect(ZShippingMethodInput.safeParse({ ...base, minWeight: 500, maxWeight: 100 }).success).toBe(false);
    expect(ZShippingMethodInput.safeParse({ ...base, price: 1.234 }).success).toBe(false);
    expect(ZShippingMethodInput.safeParse({ ...base, minWeight: 100, maxWeight: 100 }).success).toBe(true);
  });
});
