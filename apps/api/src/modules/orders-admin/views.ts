import {
  allowedOrderActions,
  type TBackOfficeOrder,
  type TBackOfficeOrderListRow,
  type TOrderStatus,
  type TPaymentStatus,
  trackingUrl,
} from '@shop/contracts';
import type { OrderLine, OrderRow } from '#src/modules/ordering/ordering.ts';

type Movement = { createdAt: Date; reason: string; delta: number; productName: string | null };
type TimelineEntry = TBackOfficeOrder['timeline'][number];
/** The order's invoice, once issued. */
type Invoice = { displayNumber: string; issuedAt: Date };

export function toOrderListRow(row: OrderRow): TBackOfficeOrderListRow {
  return {
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    status: row.status as TOrderStatus,
    paymentStatus: row.paymentStatus as TPaymentStatus,
    paymentMethodType: row.paymentMethodType,
    customerName: `${row.customerFirstName} ${row.customerLastName}`.trim(),
    customerEmail: row.customerEmail,
    shippingMethodName: row.shippingMethodName,
    totalAmountCents: row.totalAmountCents,
  };
}

/** Everything that happened to the order, from its own timestamps and its stock movements, oldest first. */
function timeline(row: OrderRow, movements: Movement[], invoice: Invoice | null): TimelineEntry[] {
  const stamps: [Date | null, TimelineEntry['kind'], string | null][] = [
    [row.createdAt, 'placed', null],
    [row.paidAt, 'paid', null],
    [row.processingAt, 'processing', null],
    [row.shippedAt, 'shipped', row.carrier && row.trackingNumber ? `${row.carrier} ${row.trackingNumber}` : null],
    [row.deliveredAt, 'delivered', null],
    [row.cancelledAt, 'cancelled', null],
    [row.refundedAt, 'refunded', String(row.refundedAmountCents)],
  ];
  const entries = stamps.flatMap(([at, kind, detail]) => (at ? [{ at, kind, detail }] : []));
  if (invoice) entries.push({ at: invoice.issuedAt, kind: 'invoiced', detail: invoice.displayNumber });
  for (const movement of movements) {
    const delta = movement.delta > 0 ? `+${movement.delta}` : String(movement.delta);
    entries.push({ at: movement.createdAt, kind: 'stock', detail: `${movement.productName ?? '?'} ${delta}` });
  }
  return entries
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}

export function toBackOfficeOrder(
  row: OrderRow,
  lines: OrderLine[],
  movements: Movement[],
  invoice: Invoice | null = null,
): TBackOfficeOrder {
  const refundableCents = row.paymentStatus === 'Paid' ? row.totalAmountCents - row.refundedAmountCents : 0;
  return {
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    status: row.status as TOrderStatus,
    paymentStatus: row.paymentStatus as TPaymentStatus,
    paymentMethodType: row.paymentMethodType,
    paymentMethodName: row.paymentMethodName,
    language: row.language,
    customer: {
      email: row.customerEmail,
      firstName: row.customerFirstName,
      lastName: row.customerLastName,
      phoneNumber: row.phoneNumber,
      mobileNumber: row.mobileNumber,
    },
    shippingAddress: {
      address: row.shippingAddress,
      postalCode: row.shippingPostalCode,
      city: row.shippingCity,
      country: row.shippingCountry,
    },
    billingAddress: {
      address: row.billingAddress,
      postalCode: row.billingPostalCode,
      city: row.billingCity,
      country: row.billingCountry,
    },
    notes: row.notes,
    shippingMethodName: row.shippingMethodName,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl:
      row.carrier && row.trackingNumber ? trackingUrl(row.carrier, row.trackingNumber, row.shippingPostalCode) : null,
    lines: lines.map((line) => ({
      id: line.id,
      productName: line.productName,
      productSku: line.productSku,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalPriceCents: line.totalPriceCents,
      addons: line.addons.map((addon) => ({
        id: addon.id,
        name: addon.productAddonName,
        inputValue: addon.inputValue,
        unitPriceCents: addon.unitPriceCents,
      })),
    })),
    subTotalCents: row.subTotalCents,
    shippingCostCents: row.shippingCostCents,
    taxAmountCents: row.taxAmountCents,
    totalAmountCents: row.totalAmountCents,
    refundedAmountCents: row.refundedAmountCents,
    refundableCents,
    timeline: timeline(row, movements, invoice),
    actions: allowedOrderActions({ ...row, refundableCents }),
    invoiceNumber: invoice?.displayNumber ?? null,
  };
}
