import { describe, expect, it } from 'vitest';
import { checkoutFieldErrors, ZCheckoutForm } from './checkout.ts';
import { normalizeOrderNumber } from './order.ts';

const valid = {
  customerEmail: ' jan@example.com ',
  customerFirstName: 'Jan',
  customerLastName: 'Jansen',
  billingAddress: 'Kerkstraat 1',
  billingCity: 'Amsterdam',
  billingPostalCode: '1011 AA',
  shippingMethodId: 3,
  paymentMethod: 'BankTransfer',
};

describe('ZCheckoutForm (spec §5)', () => {
  it('accepts a complete form with defaults: Nederland, same address, Dutch', () => {
    const form = ZCheckoutForm.parse(valid);
    expect(form).toMatchObject({
      customerEmail: 'jan@example.com',
      billingCountry: 'Nederland',
      shippingCountry: 'Nederland',
      useSameAsBilling: true,
      language: 'nl',
    });
    expect(ZCheckoutForm.parse({ ...valid, shippingMethodId: '3', paymentMethod: 12 }).shippingMethodId).toBe(3);
  });

  it('gives one Dutch message per field', () => {
    const result = ZCheckoutForm.safeParse({
      ...valid,
      customerFirstName: '  ',
      customerEmail: 'x',
      shippingMethodId: null,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(checkoutFieldErrors(result.error)).toEqual([
      { field: 'customerEmail', message: 'Voer een geldig e-mailadres in' },
      { field: 'customerFirstName', message: 'Voornaam is verplicht' },
      { field: 'shippingMethodId', message: 'Selecteer een verzendmethode' },
    ]);
  });

  it('requires the shipping address only when it differs from billing', () => {
    expect(ZCheckoutForm.safeParse({ ...valid, useSameAsBilling: true }).success).toBe(true);
    const result = ZCheckoutForm.safeParse({ ...valid, useSameAsBilling: false, shippingCity: 'Gent' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(checkoutFieldErrors(result.error)).toEqual([
      { field: 'shippingAddress', message: 'Verzendadres is verplicht' },
      { field: 'shippingPostalCode', message: 'Postcode is verplicht' },
    ]);
  });

  it('allows only Nederland, België and Duitsland', () => {
    expect(ZCheckoutForm.safeParse({ ...valid, billingCountry: 'België' }).success).toBe(true);
    expect(ZCheckoutForm.safeParse({ ...valid, billingCountry: 'Frankrijk' }).success).toBe(false);
  });
});

describe('normalizeOrderNumber', () => {
  it('trims and upper-cases a valid number, refuses anything else', () => {
    expect(normalizeOrderNumber(' ww-7k3m-9qx2-hd4p-t8 ')).toBe('WW-7K3M-9QX2-HD4P-T8');
    expect(normalizeOrderNumber('WW-7K3M-9QX2-HD4P-TU')).toBeNull();
    expect(normalizeOrderNumber('1')).toBeNull();
  });
});
