import { z } from 'zod';
import { ZBankTransferDetails } from './checkout.ts';
import { ORDER_STATUSES } from './constants.ts';

export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Cancelled', 'Expired', 'Refunded'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The confirmation URL a payment provider's cancel button returns to carries `?payment=cancelled`:
 * the provider tells nothing else, and the page then says the payment was cancelled.
 */
export const PAYMENT_RETURN_QUERY_PARAM = 'payment';
export const PAYMENT_RETURN_CANCELLED = 'cancelled';

/** Crockford base32 (no I, L, O, U): 'WW-' then 4-4-4-2 characters, 70 random bits. */
export const ORDER_NUMBER_PATTERN =
  /^WW-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;

/** The order number in its canonical form (trimmed, upper case), or null when it cannot be one. */
export function normalizeOrderNumber(text: string): string | null {
  const candidate = text.trim().toUpperCase();
  return ORDER_NUMBER_PATTERN.test(candidate) ? candidate : null;
}

export const ZOrderNumberParam = z.object({ orderNumber: z.string().max(64) });

export const ZOrderIdParam = z.object({ orderId: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZOrderItemAddon = z.object({
  id: z.number().int(),
  productAddonId: z.number().int().nullable(),
  productAddonName: z.string(),
  inputValue: z.string().nullable(),
  unitPrice: z.number(),
});
export type TOrderItemAddon = z.infer<typeof ZOrderItemAddon>;

export const ZOrderItem = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  productSku: z.string(),
  quantity: z.number().int(),
  /** Product plus add-ons, euros, as charged. */
  unitPrice: z.number(),
  totalPrice: z.number(),
  addons: z.array(ZOrderItemAddon),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

/** Spec §3 Order. Money in euros; taxAmount is the VAT contained in totalAmount. */
export const ZOrder = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerEmail: z.string(),
  customerFirstName: z.string(),
  customerLastName: z.string(),
  phoneNumber: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  shippingAddress: z.string(),
  shippingCity: z.string(),
  shippingPostalCode: z.string(),
  shippingCountry: z.string(),
  billingAddress: z.string(),
  billingCity: z.string(),
  billingPostalCode: z.string(),
  billingCountry: z.string(),
  notes: z.string().nullable(),
  language: z.enum(['nl', 'en']),
  items: z.array(ZOrderItem),
  subTotal: z.number(),
  shippingCost: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
  shippingMethodName: z.string(),
  /** The payment method's type: 'Stripe' (card provider) or 'BankTransfer'. */
  paymentMethod: z.string(),
  paymentMethodName: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  trackingNumber: z.string().nullable(),
  /** True while a card order waits for its payment. */
  requiresPayment: z.boolean(),
  paymentUrl: z.string().nullable(),
  bankTransfer: ZBankTransferDetails.nullable(),
  cancelledAt: z.string().nullable(),
  /** The invoice's number once the order is paid or shipped; its PDF is at /api/orders/:orderNumber/invoice.pdf. */
  invoiceNumber: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZCancelOrderResponse = z.object({ message: z.string(), order: ZOrder });
export type TCancelOrderResponse = z.infer<typeof ZCancelOrderResponse>;
