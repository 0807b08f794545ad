import { z } from 'zod';

/** Field texts of the shipping and payment forms (Dutch; English in the error-codes field catalogue). */
export const CHECKOUT_SETTINGS_FIELD_TEXTS = {
  nameRequired: 'Naam is verplicht',
  nameTooLong: 'Maximaal 200 tekens',
  descriptionTooLong: 'Maximaal 2000 tekens',
  price: 'Kies een prijs van € 0,00 tot € 100.000,00 in hele centen',
  estimatedDays: 'Kies 0 tot 365 dagen',
  weight: 'Kies een gewicht van 0 tot 1.000.000 gram',
  weightRange: 'Het minimumgewicht mag niet boven het maximum liggen',
  iban: 'Dit IBAN klopt niet',
  bic: 'Deze BIC klopt niet',
  ibanRequired: 'Vul eerst een geldig IBAN in',
} as const;

const texts = CHECKOUT_SETTINGS_FIELD_TEXTS;

export const SHIPPING_TYPES = ['envelope', 'parcel', 'pickup'] as const;
export type TShippingType = (typeof SHIPPING_TYPES)[number];

const weight = z
  .number({ error: texts.weight })
  .int({ error: texts.weight })
  .min(0, { error: texts.weight })
  .max(1_000_000, { error: texts.weight })
  .nullable()
  .default(null);

/** POST and PUT /api/platform/shops/:tenantName/shipping-methods[/:methodId] (spec §3 Shipping method). */
export const ZShippingMethodInput = z
  .object({
    name: z.string().trim().min(1, { error: texts.nameRequired }).max(200, { error: texts.nameTooLong }),
    description: z.string().trim().max(2000, { error: texts.descriptionTooLong }).default(''),
    deliveryDescription: z.string().trim().max(2000, { error: texts.descriptionTooLong }).default(''),
    type: z.enum(SHIPPING_TYPES),
    /** Euros; whole cents. */
    price: z
      .number({ error: texts.price })
      .min(0, { error: texts.price })
      .max(100_000, { error: texts.price })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: texts.price }),
    estimatedDays: z
      .number({ error: texts.estimatedDays })
      .int({ error: texts.estimatedDays })
      .min(0, { error: texts.estimatedDays })
      .max(365, { error: texts.estimatedDays })
      .default(2),
    minWeight: weight,
    maxWeight: weight,
    isActive: z.boolean().default(true),
  })
  .refine((input) => input.minWeight === null || input.maxWeight === null || input.minWeight <= input.maxWeight, {
    error: texts.weightRange,
    path: ['minWeight'],
  });
export type TShippingMethodInput = z.input<typeof ZShippingMethodInput>;

/** A shipping method as the back office lists it, inactive ones too. */
export const ZBackOfficeShippingMethod = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  deliveryDescription: z.string(),
  type: z.enum(SHIPPING_TYPES),
  price: z.number(),
  estimatedDays: z.number().int(),
  minWeight: z.number().int().nullable(),
  maxWeight: z.number().int().nullable(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
});
export type TBackOfficeShippingMethod = z.infer<typeof ZBackOfficeShippingMethod>;

/** An IBAN without spaces, in capitals. */
export const normalizeIban = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/** The ISO 13616 check: country, two check digits, up to 30 letters and digits, remainder 1 modulo 97. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A BIC: bank, country and location code, optionally a branch (8 or 11 characters). */
export const isValidBic = (value: string): boolean => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value);

export const STRIPE_FIELD_TEXTS = {
  secretKeyFormat: 'Een geheime sleutel begint met sk_ of rk_',
  webhookSecretFormat: 'Een webhook-secret begint met whsec_',
  keyRefused: 'Deze Stripe-sleutel werkt niet',
  keyRequired: 'Sla eerst een werkende Stripe-sleutel op',
} as const;

/** The Stripe events the shop's webhook must receive. */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
] as const;

const optionalSecret = (pattern: RegExp, error: string) =>
  z
    .string()
    .trim()
    .max(300)
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || pattern.test(value), { error });

/** PUT …/payment-methods/stripe: a key or secret left out keeps the stored one. */
export const ZStripeSettingsInput = z.object({
  secretKey: optionalSecret(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{4,}$/, STRIPE_FIELD_TEXTS.secretKeyFormat),
  webhookSecret: optionalSecret(/^whsec_[A-Za-z0-9_+/=]{4,}$/, STRIPE_FIELD_TEXTS.webhookSecretFormat),
  isEnabled: z.boolean(),
});
export type TStripeSettingsInput = z.input<typeof ZStripeSettingsInput>;

/** PUT …/payment-methods/bank-transfer (spec §3 Payment method, bank transfer). */
export const ZBankTransferSettingsInput = z
  .object({
    iban: z.string().max(64).transform(normalizeIban),
    accountName: z.string().trim().max(200, { error: texts.nameTooLong }),
    bic: z
      .string()
      .max(20)
      .transform((value) => value.replace(/\s+/g, '').toUpperCase()),
    instructions: z.string().trim().max(2000, { error: texts.descriptionTooLong }),
    isEnabled: z.boolean(),
  })
  .superRefine((input, context) => {
    if (input.iban && !isValidIban(input.iban))
      context.addIssue({ code: 'custom', path: ['iban'], message: texts.iban });
    else if (!input.iban && input.isEnabled) {
      context.addIssue({ code: 'custom', path: ['iban'], message: texts.ibanRequired });
    }
    if (input.bic && !isValidBic(input.bic)) context.addIssue({ code: 'custom', path: ['bic'], message: texts.bic });
  });
export type TBankTransferSettingsInput = z.input<typeof ZBankTransferSettingsInput>;

/** The shop's payment methods for its owner: never a secret, only whether one is stored. */
export const ZPaymentSettings = z.object({
  stripe: z.object({
    isEnabled: z.boolean(),
    hasSecretKey: z.boolean(),
    /** The stored key's last four characters, to recognise it. */
    secretKeyLast4: z.string().nullable(),
    isLiveKey: z.boolean(),
    hasWebhookSecret: z.boolean(),
    webhookUrl: z.string(),
    webhookEvents: z.array(z.string()),
  }),
  bankTransfer: z.object({
    isEnabled: z.boolean(),
    iban: z.string(),
    accountName: z.string(),
    bic: z.string(),
    instructions: z.string(),
  }),
});
export type TPaymentSettings = z.infer<typeof ZPaymentSettings>;
