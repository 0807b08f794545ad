import { z } from 'zod';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_RULE_MESSAGES,
  CHECKOUT_TEXT_LIMITS,
  EMAIL_PATTERN,
  needsOwnShippingAddress,
  SHIPPING_ADDRESS_FIELDS,
} from './checkout-rules.ts';
import { CHECKOUT_COUNTRIES, DEFAULT_COUNTRY } from './constants.ts';

export const PAYMENT_METHOD_TYPES = ['Stripe', 'BankTransfer'] as const;
export type TPaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Spec §3 Payment method; the provider's keys never leave the server. */
export const ZPaymentMethod = z.object({
  id: z.number().int(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  name: z.string(),
  isEnabled: z.boolean(),
  instructions: z.string(),
  bankIBAN: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankBIC: z.string().nullable(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** Spec §3 Shipping method, judged against the current cart. Weights in grams. */
export const ZShippingMethod = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  deliveryDescription: z.string(),
  type: z.enum(['envelope', 'parcel', 'pickup']),
  totalPrice: z.number(),
  estimatedDays: z.number().int(),
  isValidForCurrentOrder: z.boolean(),
  weightExceedsLimit: z.boolean(),
  maxWeight: z.number().int().nullable(),
  weightBelowMinimum: z.boolean(),
  minWeight: z.number().int().nullable(),
  /** The cart needs package shipping (so an envelope is not valid). */
  requiresPackageShipping: z.boolean(),
  cartWeight: z.number().int(),
});
export type TShippingMethod = z.infer<typeof ZShippingMethod>;

export const ZCalculateShippingRequest = z.object({
  shippingMethodId: z.coerce
    .number({ error: CHECKOUT_MESSAGES.shippingMethod })
    .int({ error: CHECKOUT_MESSAGES.shippingMethod })
    .positive({ error: CHECKOUT_MESSAGES.shippingMethod })
    .max(2_147_483_647, { error: CHECKOUT_MESSAGES.shippingMethod }),
});
export type TCalculateShippingRequest = z.input<typeof ZCalculateShippingRequest>;

/** Euros; taxAmount is the 21% VAT contained in totalAmount (prices include VAT). */
export const ZShippingCalculation = z.object({
  subTotal: z.number(),
  shippingCost: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
});
export type TShippingCalculation = z.infer<typeof ZShippingCalculation>;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Maximaal ${max} tekens` });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Maximaal ${max} tekens` })
    .nullish();

const country = z.enum(CHECKOUT_COUNTRIES, { error: CHECKOUT_MESSAGES.country }).default(DEFAULT_COUNTRY);

const ZCheckoutFields = z.object({
  customerEmail: z
    .string({ error: CHECKOUT_MESSAGES.email })
    .trim()
    .min(1, { error: CHECKOUT_MESSAGES.email, abort: true })
    .max(CHECKOUT_TEXT_LIMITS.customerEmail, { error: CHECKOUT_MESSAGES.emailInvalid, abort: true })
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: CHECKOUT_MESSAGES.emailInvalid })),
  customerFirstName: required(CHECKOUT_MESSAGES.firstName, CHECKOUT_TEXT_LIMITS.customerFirstName),
  customerLastName: required(CHECKOUT_MESSAGES.lastName, CHECKOUT_TEXT_LIMITS.customerLastName),
  phoneNumber: optionalText(CHECKOUT_TEXT_LIMITS.phoneNumber),
  mobileNumber: optionalText(CHECKOUT_TEXT_LIMITS.mobileNumber),
  billingAddress: required(CHECKOUT_MESSAGES.billingAddress, CHECKOUT_TEXT_LIMITS.billingAddress),
  billingCity: required(CHECKOUT_MESSAGES.city, CHECKOUT_TEXT_LIMITS.billingCity),
  billingPostalCode: required(CHECKOUT_MESSAGES.postalCode, CHECKOUT_TEXT_LIMITS.billingPostalCode),
  billingCountry: country,
  useSameAsBilling: z.boolean().default(true),
  shippingAddress: optionalText(CHECKOUT_TEXT_LIMITS.shippingAddress),
  shippingCity: optionalText(CHECKOUT_TEXT_LIMITS.shippingCity),
  shippingPostalCode: optionalText(CHECKOUT_TEXT_LIMITS.shippingPostalCode),
  shippingCountry: country,
  shippingMethodId: ZCalculateShippingRequest.shape.shippingMethodId,
  paymentMethod: z.union(
    [
      z.number().int().positive().max(2_147_483_647),
      z.string().trim().min(1, { error: CHECKOUT_MESSAGES.paymentMethod }).max(50),
    ],
    { error: CHECKOUT_MESSAGES.paymentMethod },
  ),
  notes: optionalText(CHECKOUT_TEXT_LIMITS.notes),
  /** Language of the confirmation e-mail and texts. */
  language: z.enum(['nl', 'en']).default('nl'),
});

/**
 * Spec §3 checkout form with the rules of checkout-rules.ts. `paymentMethod` is the id of an
 * enabled payment method or its type ('Stripe' | 'BankTransfer'). With useSameAsBilling the
 * shipping address is the billing address; otherwise its address, city and postal code are required.
 */
// Building the schema has no side effect: the bundler may drop it (and zod) where it is unused.
export const ZCheckoutForm = /* @__PURE__ */ SHIPPING_ADDRESS_FIELDS.reduce<
  z.ZodType<z.output<typeof ZCheckoutFields>, z.input<typeof ZCheckoutFields>>
>(
  (schema, [field, rule]) =>
    schema.refine((form) => !needsOwnShippingAddress(form) || Boolean(form[field]?.trim()), {
      path: [field],
      error: CHECKOUT_RULE_MESSAGES[rule],
      when: () => true,
    }),
  ZCheckoutFields,
);
export type TCheckoutForm = z.input<typeof ZCheckoutForm>;
export type TCheckoutFormParsed = z.output<typeof ZCheckoutForm>;

/** Field errors of a checkout form, first message per field (the web shows one per field). */
export function checkoutFieldErrors(error: z.ZodError): { field: string; message: string }[] {
  const seen = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}

/** Bank transfer details shown on the confirmation and in the e-mail; the order number is the reference. */
export const ZBankTransferDetails = z.object({
  bankIBAN: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankBIC: z.string().nullable(),
  instructions: z.string(),
  amount: z.number(),
  reference: z.string(),
});
export type TBankTransferDetails = z.infer<typeof ZBankTransferDetails>;

export const ZPlaceOrderResponse = z.object({
  orderNumber: z.string(),
  /** True when the browser must go to paymentUrl to pay by card. */
  requiresPayment: z.boolean(),
  paymentUrl: z.string().nullable(),
  message: z.string(),
  totalAmount: z.number(),
  paymentStatus: z.string(),
  bankTransfer: ZBankTransferDetails.nullable(),
});
export type TPlaceOrderResponse = z.infer<typeof ZPlaceOrderResponse>;
