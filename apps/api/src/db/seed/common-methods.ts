import type { Executor } from '#src/db/client.ts';
import { paymentMethods, shippingMethods } from '#src/db/schema/tables.ts';
import type { PaymentDefinition, ShippingDefinition } from '#src/db/seed/shop-definition.ts';

/** Test IBAN and BIC from the ABN AMRO examples: valid checksums, no real account. */
export const DEMO_IBAN = 'NL91ABNA0417164300';
export const DEMO_BIC = 'ABNANL2A';

export const ENVELOPE_MAX_WEIGHT_GRAMS = 500;
export const PARCEL_MIN_WEIGHT_GRAMS = 100;

/** Envelope for light carts, parcel for the rest, optionally pick-up at the shop. */
export function standardShippingMethods(options: { pickupAddress?: string } = {}): ShippingDefinition[] {
  const methods: ShippingDefinition[] = [
    {
      name: 'Brievenbuspakje',
      description: 'Past door de brievenbus, u hoeft niet thuis te zijn.',
      deliveryDescription: 'Binnen 1-2 werkdagen in de brievenbus',
      type: 'envelope',
      priceCents: 425,
      estimatedDays: 2,
      maxWeightGrams: ENVELOPE_MAX_WEIGHT_GRAMS,
    },
    {
      name: 'Pakket PostNL',
      description: 'Verzekerd pakket met track & trace.',
      deliveryDescription: 'Volgende werkdag bezorgd bij bestelling vóór 16:00',
      type: 'parcel',
      priceCents: 695,
      estimatedDays: 1,
      minWeightGrams: PARCEL_MIN_WEIGHT_GRAMS,
    },
  ];
  if (options.pickupAddress) {
    methods.push({
      name: 'Ophalen',
      description: `Gratis ophalen op ${options.pickupAddress}.`,
      deliveryDescription: 'U krijgt een bericht zodra uw bestelling klaarligt',
      type: 'pickup',
      priceCents: 0,
      estimatedDays: 1,
    });
  }
  return methods;
}

/** Card provider and bank transfer enabled; a second bank account disabled. */
export function standardPaymentMethods(accountName: string): PaymentDefinition[] {
  return [
    { type: 'Stripe', name: 'iDEAL, creditcard of wallet', isEnabled: true },
    {
      type: 'BankTransfer',
      name: 'Bankoverschrijving',
      isEnabled: true,
      bankIban: DEMO_IBAN,
      bankAccountName: accountName,
      bankBic: DEMO_BIC,
      instructions:
        'Maak het totaalbedrag binnen 7 dagen over onder vermelding van uw bestelnummer. Wij verzenden uw bestelling zodra de betaling binnen is.',
    },
    {
      type: 'BankTransfer',
      name: 'Betalen op rekening (zakelijk)',
      isEnabled: false,
      bankIban: DEMO_IBAN,
      bankAccountName: accountName,
      bankBic: DEMO_BIC,
      instructions: 'Alleen voor zakelijke klanten na overleg: betaling binnen 30 dagen na factuurdatum.',
    },
  ];
}

/** Shipping and payment methods in the given order. */
export async function insertShopMethods(
  tx: Executor,
  tenantId: string,
  shipping: ShippingDefinition[],
  payment: PaymentDefinition[],
): Promise<void> {
  await tx
    .insert(shippingMethods)
    .values(shipping.map((method, index) => ({ displayOrder: index + 1, ...method, tenantId })));
  await tx
    .insert(paymentMethods)
    .values(payment.map((method, index) => ({ displayOrder: index + 1, ...method, tenantId })));
}
