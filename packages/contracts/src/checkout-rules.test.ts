import { describe, expect, it } from 'vitest';
import { checkoutFieldErrors, ZCheckoutForm } from './checkout.ts';
import { CHECKOUT_RULE_MESSAGES, checkoutProblems } from './checkout-rules.ts';

const valid = {
  customerEmail: 'jan@example.com',
  customerFirstName: 'Jan',
  customerLastName: 'Jansen',
  billingAddress: 'Kerkstraat 1',
  billingCity: 'Amsterdam',
  billingPostalCode: '1011 AA',
  shippingMethodId: 3,
  paymentMethod: 'BankTransfer',
};

describe('checkoutProblems', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(checkoutProblems(valid)).toEqual({});
  });

  it('names the first broken rule per field', () => {
    expect(
      checkoutProblems({
        ...valid,
        customerEmail: 'x',
        customerFirstName: ' ',
        shippingMethodId: null,
        paymentMethod: null,
      }),
    ).toEqual({
      customerEmail: 'emailInvalid',
      customerFirstName: 'firstNameRequired',
      shippingMethodId: 'shippingMethodRequired',
      paymentMethod: 'paymentMethodRequired',
    });
    expect(checkoutProblems({ ...valid, customerEmail: '' }).customerEmail).toBe('emailRequired');
  });

  it('requires the shipping address only when it differs from billing', () => {
    expect(checkoutProblems({ ...valid, useSameAsBilling: false, shippingCity: 'Gent' })).toEqual({
      shippingAddress: 'shippingAddressRequired',
      shippingPostalCode: 'postalCodeRequired',
    });
  });

  it('counts a method that does not fit the order as not chosen', () => {
    expect(checkoutProblems(valid, [{ id: 3, isValidForCurrentOrder: false }]).shippingMethodId).toBe(
      'shippingMethodRequired',
    );
    expect(checkoutProblems(valid, [{ id: 3, isValidForCurrentOrder: true }])).toEqual({});
  });

  it.each([
    ['field rules', { ...valid, customerEmail: 'jan@', customerLastName: '', shippingMethodId: null }],
    ['the own shipping address', { ...valid, useSameAsBilling: false, shippingAddress: 'Dorpsstraat 2' }],
  ])('agrees with the API schema on %s and their messages', (_, form) => {
    const parsed = ZCheckoutForm.safeParse(form);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const expected = Object.entries(checkoutProblems(form)).map(([field, rule]) => ({
      field,
      message: CHECKOUT_RULE_MESSAGES[rule],
    }));
    const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field);
    expect(checkoutFieldErrors(parsed.error).sort(byField)).toEqual(expected.sort(byField));
  });
});
