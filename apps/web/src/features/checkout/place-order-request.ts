import type { TCheckoutForm } from '@shop/contracts';
import type { CheckoutValues } from '#src/features/checkout/checkout-validation.ts';
import type { TLocale } from '#src/lib/i18n.ts';

/**
 * The place-order body of filled-in checkout values: text trimmed, empty optional fields left out,
 * and with "same as billing" the billing address sent as the shipping address.
 */
export function toPlaceOrderRequest(values: CheckoutValues, language: TLocale): TCheckoutForm {
  const optional = (value: string) => value.trim() || undefined;
  const same = values.useSameAsBilling;
  return {
    customerEmail: values.customerEmail.trim(),
    customerFirstName: values.customerFirstName.trim(),
    customerLastName: values.customerLastName.trim(),
    phoneNumber: optional(values.phoneNumber),
    mobileNumber: optional(values.mobileNumber),
    billingAddress: values.billingAddress.trim(),
    billingCity: values.billingCity.trim(),
    billingPostalCode: values.billingPostalCode.trim(),
    billingCountry: values.billingCountry,
    useSameAsBilling: same,
    shippingAddress: same ? values.billingAddress.trim() : values.shippingAddress.trim(),
    shippingCity: same ? values.billingCity.trim() : values.shippingCity.trim(),
    shippingPostalCode: same ? values.billingPostalCode.trim() : values.shippingPostalCode.trim(),
    shippingCountry: same ? values.billingCountry : values.shippingCountry,
    shippingMethodId: values.shippingMethodId ?? 0,
    paymentMethod: values.paymentMethod ?? 0,
    notes: optional(values.notes),
    language,
  };
}

/** Sent with every submit of one checkout, so that a repeated submit answers the first order. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
