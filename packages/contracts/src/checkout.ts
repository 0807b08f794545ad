import { z } from 'zod';
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

/** Spec §5 checkout texts; the web shows the same ones. */
export const CHECKOUT_MESSAGES = {
  summary: 'Er zijn fouten gevonden in het formulier',
  firstName: 'Voornaam is verplicht',
  lastName: 'Achternaam is verplicht',
  email: 'E-mailadres is verplicht',
  emailInvalid: 'Voer een geldig e-mailadres in',
  billingAddress: 'Factuuradres is verplicht',
  city: 'Plaats is verplicht',
  postalCode: 'Postcode is verplicht',
  shippingAddress: 'Verzendadres is verplicht',
  shippingMethod: 'Selecteer een verzendmethode',
  paymentMethod: 'Selecteer een betaalmethode',
  country: 'Kies Nederland, België of Duitsland',
} as const;

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

/**
 * Spec §3 checkout form with the §5 rules and texts. `paymentMethod` is the id of an enabled
 * payment method or its type ('Stripe' | 'BankTransfer'). With useSameAsBilling the shipping
 * address is the billing address; otherwise its address, city and postal code are required.
 */
export const ZCheckoutForm = z
  .object({
    customerEmail: z
      .string({ error: CHECKOUT_MESSAGES.email })
      .trim()
      .min(1, { error: CHECKOUT_MESSAGES.email, abort: true })
      .max(254, { error: CHECKOUT_MESSAGES.emailInvalid, abort: true })
      .pipe(z.email({ error: CHECKOUT_MESSAGES.emailInvalid })),
    customerFirstName: required(CHECKOUT_MESSAGES.firstName, 100),
    customerLastName: required(CHECKOUT_MESSAGES.lastName, 100),
    phoneNumber: optionalText(50),
    mobileNumber: optionalText(50),
    billingAddress: required(CHECKOUT_MESSAGES.billingAddress, 200),
    billingCity: required(CHECKOUT_MESSAGES.city, 100),
    billingPostalCode: required(CHECKOUT_MESSAGES.postalCode, 20),
    billingCountry: country,
    useSameAsBilling: z.boolean().default(true),
    shippingAddress: optionalText(200),
    shippingCity: optionalText(100),
    shippingPostalCode: optionalText(20),
    shippingCountry: country,
    shippingMethodId: ZCalculateShippingRequest.shape.shippingMethodId,
    paymentMethod: z.union(
      [
        z.number().int().positive().max(2_147_483_647),
        z.string().trim().min(1, { error: CHECKOUT_MESSAGES.paymentMethod }).max(50),
      ],
      { error: CHECKOUT_MESSAGES.paymentMethod },
    ),
    notes: optionalText(2000),
    /** Language of the confirmation e-mail and texts. */
    language: z.enum(['nl', 'en']).default('nl'),
  })
  .refine((form) => form.useSameAsBilling !== false || Boolean(form.shippingAddress?.trim()), {
    path: ['shippingAddress'],
    error: CHECKOUT_MESSAGES.shippingAddress,
    when: () => true,
  })
  .refine((form) => form.useSameAsBilling !== false || Boolean(form.shippingCity?.trim()), {
    path: ['shippingCity'],
    error: CHECKOUT_MESSAGES.city,
    when: () => true,
  })
  .refine((form) => form.useSameAsBilling !== false || Boolean(form.shippingPostalCode?.trim()), {
    path: ['shippingPostalCode'],
    error: CHECKOUT_MESSAGES.postalCode,
    when: () => true,
  });
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
