import { z } from 'zod';

/**
 * What an invoice says, fixed when it is issued (the invoices row's `snapshot`): the seller's legal
 * details as they were then, the buyer, the lines with their add-ons, shipping, totals and the VAT
 * contained in them. Later changes to the shop, the order or the customer never alter it.
 */
export const ZInvoiceSnapshot = z.object({
  version: z.literal(1),
  number: z.number().int().positive(),
  /** 'F-000123'. */
  displayNumber: z.string(),
  language: z.enum(['nl', 'en']),
  issuedAt: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  paymentMethodName: z.string(),
  paidAt: z.string().nullable(),
  seller: z.object({
    legalName: z.string(),
    shopName: z.string(),
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
    kvkNumber: z.string(),
    vatNumber: z.string(),
    email: z.string().nullable(),
  }),
  buyer: z.object({
    name: z.string(),
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
    email: z.string(),
  }),
  lines: z.array(
    z.object({
      productName: z.string(),
      productSku: z.string(),
      quantity: z.number().int(),
      /** Product plus add-ons, VAT included, as charged. */
      unitPriceCents: z.number().int(),
      totalPriceCents: z.number().int(),
      addons: z.array(
        z.object({ name: z.string(), inputValue: z.string().nullable(), unitPriceCents: z.number().int() }),
      ),
    }),
  ),
  shippingMethodName: z.string(),
  subTotalCents: z.number().int(),
  shippingCostCents: z.number().int(),
  totalAmountCents: z.number().int(),
  /** The VAT contained in the total, as the order computed it (rounded once). */
  taxAmountCents: z.number().int(),
  vatRatePercent: z.number(),
});
export type TInvoiceSnapshot = z.infer<typeof ZInvoiceSnapshot>;

/** What a packing slip shows: no prices. */
export interface PackingSlipFacts {
  language: 'nl' | 'en';
  shopName: string;
  orderNumber: string;
  orderDate: Date;
  shipTo: { name: string; address: string; postalCode: string; city: string; country: string };
  shippingMethodName: string;
  lines: {
    productName: string;
    productSku: string;
    quantity: number;
    addons: { name: string; inputValue: string | null }[];
  }[];
  notes: string | null;
}
