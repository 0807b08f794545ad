import { z } from 'zod';
import { ORDER_STATUSES } from './constants.ts';
import { PAYMENT_STATUSES } from './order.ts';

/** The back office's orders: list, detail, and the shop's actions on one order. */

export const ORDER_LIST_MAX_PAGE_SIZE = 100;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZBackOfficeOrderListQuery = z.object({
  search: z.string().trim().max(200).optional().default(''),
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  shippingMethodId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ORDER_LIST_MAX_PAGE_SIZE).default(25),
});
export type TBackOfficeOrderListQuery = z.input<typeof ZBackOfficeOrderListQuery>;
export type TBackOfficeOrderListQueryParsed = z.output<typeof ZBackOfficeOrderListQuery>;

export const ZBackOfficeOrderListRow = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethodType: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  shippingMethodName: z.string(),
  totalAmountCents: z.number().int(),
});
export type TBackOfficeOrderListRow = z.infer<typeof ZBackOfficeOrderListRow>;

export const ZBackOfficeOrderListPage = z.object({
  items: z.array(ZBackOfficeOrderListRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Orders still Pending: the back office's badge. */
  pendingCount: z.number().int(),
  /** The shop's shipping methods, for the filter. */
  shippingMethods: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TBackOfficeOrderListPage = z.infer<typeof ZBackOfficeOrderListPage>;

export const ORDER_ACTIONS = ['markPaid', 'process', 'ship', 'deliver', 'cancel', 'refund'] as const;
export type TOrderAction = (typeof ORDER_ACTIONS)[number];

const ZAddress = z.object({ address: z.string(), postalCode: z.string(), city: z.string(), country: z.string() });

export const ZBackOfficeOrderTimelineEntry = z.object({
  at: z.string(),
  kind: z.enum(['placed', 'paid', 'invoiced', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded', 'stock']),
  /** For stock entries: the product and the change; for refunds: the refunded total; for the invoice: its number. */
  detail: z.string().nullable(),
});

export const ZBackOfficeOrder = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethodType: z.string(),
  paymentMethodName: z.string(),
  language: z.string(),
  customer: z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string().nullable(),
    mobileNumber: z.string().nullable(),
  }),
  shippingAddress: ZAddress,
  billingAddress: ZAddress,
  notes: z.string().nullable(),
  shippingMethodName: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      productName: z.string(),
      productSku: z.string(),
      quantity: z.number().int(),
      unitPriceCents: z.number().int(),
      totalPriceCents: z.number().int(),
      addons: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          inputValue: z.string().nullable(),
          unitPriceCents: z.number().int(),
        }),
      ),
    }),
  ),
  subTotalCents: z.number().int(),
  shippingCostCents: z.number().int(),
  taxAmountCents: z.number().int(),
  totalAmountCents: z.number().int(),
  refundedAmountCents: z.number().int(),
  refundableCents: z.number().int(),
  timeline: z.array(ZBackOfficeOrderTimelineEntry),
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** The invoice's number ('F-000123') once it is issued (paid or shipped, whichever came first). */
  invoiceNumber: z.string().nullable(),
});
export type TBackOfficeOrder = z.infer<typeof ZBackOfficeOrder>;

export const CARRIERS = ['PostNL', 'DHL', 'DPD', 'GLS', 'UPS', 'Other'] as const;
export type TCarrier = (typeof CARRIERS)[number];

export const ZShipOrderInput = z.object({
  carrier: z.enum(CARRIERS, { error: 'Kies een vervoerder.' }),
  trackingNumber: z
    .string({ error: 'Vul de track & trace-code in.' })
    .trim()
    .min(1, { error: 'Vul de track & trace-code in.' })
    .max(100, { error: 'De track & trace-code is te lang.' }),
});
export type TShipOrderInput = z.input<typeof ZShipOrderInput>;

export const ZRefundOrderInput = z.object({
  /** Absent: everything that is still refundable. */
  amountCents: z
    .number({ error: 'Vul een bedrag in.' })
    .int({ error: 'Vul een bedrag in.' })
    .positive({ error: 'Vul een bedrag in.' })
    .optional(),
});
export type TRefundOrderInput = z.input<typeof ZRefundOrderInput>;

/** A tracking link for the common Dutch carriers; null for any other carrier. */
export function trackingUrl(carrier: string, trackingNumber: string, postalCode = '', country = 'NL'): string | null {
  const code = encodeURIComponent(trackingNumber.trim().replace(/\s+/g, ''));
  if (!code) return null;
  const postal = encodeURIComponent(postalCode.replace(/\s+/g, '').toUpperCase());
  switch (carrier) {
    case 'PostNL':
      return `https://jouw.postnl.nl/track-and-trace/${code}-${country === 'NL' ? 'NL' : country}-${postal}`;
    case 'DHL':
      return `https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?tracking-id=${code}`;
    case 'DPD':
      return `https://tracking.dpd.de/status/nl_NL/parcel/${code}`;
    case 'GLS':
      return `https://gls-group.com/NL/nl/pakket-volgen?match=${code}`;
    case 'UPS':
      return `https://www.ups.com/track?loc=nl_NL&tracknum=${code}`;
    default:
      return null;
  }
}

/** The actions the shop may take on an order in this state (the ordering core's status tables). */
export function allowedOrderActions(order: {
  status: string;
  paymentStatus: string;
  paymentMethodType: string;
  refundableCents: number;
}): TOrderAction[] {
  const actions: TOrderAction[] = [];
  if (
    order.paymentMethodType === 'BankTransfer' &&
    order.status !== 'Cancelled' &&
    order.paymentStatus !== 'Paid' &&
    order.paymentStatus !== 'Refunded'
  ) {
    actions.push('markPaid');
  }
  if (order.status === 'Pending') actions.push('process');
  if (order.status === 'Processing') actions.push('ship');
  if (order.status === 'Shipped') actions.push('deliver');
  if (order.status === 'Pending' || order.status === 'Processing') actions.push('cancel');
  if (order.paymentStatus === 'Paid' && order.refundableCents > 0) actions.push('refund');
  return actions;
}
