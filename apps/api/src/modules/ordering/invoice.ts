import { formatInvoiceNumber, invoiceFileName, isInvoiceDue, VAT_RATE_PERCENT } from '@shop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '#src/db/client.ts';
import { invoiceCounters, invoices, tenants } from '#src/db/schema/tables.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { renderInvoicePdf, type TInvoiceSnapshot, ZInvoiceSnapshot } from '#src/modules/invoices/invoices.ts';
import type { OutgoingMail } from '#src/modules/mail/mail.ts';
import { findOrderLines, lockOrder, type OrderLine, type OrderRow } from './order-queries.ts';

export interface IssuedInvoice {
  number: number;
  displayNumber: string;
  snapshot: TInvoiceSnapshot;
}

type MailFile = NonNullable<OutgoingMail['attachments']>[number];

async function findSellerDetails(tx: Executor, tenantId: string) {
  const [row] = await tx
    .select({
      displayName: tenants.displayName,
      contactEmail: tenants.contactEmail,
      legalName: tenants.legalName,
      legalAddress: tenants.legalAddress,
      legalPostalCode: tenants.legalPostalCode,
      legalCity: tenants.legalCity,
      legalCountry: tenants.legalCountry,
      kvkNumber: tenants.kvkNumber,
      vatNumber: tenants.vatNumber,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw new Error('shop of the order not found');
  return row;
}

/**
 * Takes the shop's next invoice number: the counter row is created or raised by one and stays
 * locked until the transaction ends. Another issue for the same shop waits for it; a rollback
 * takes the raise back with it, so numbers run 1, 2, 3… without gaps or doubles.
 */
async function takeNextInvoiceNumber(tx: Executor, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ tenantId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.tenantId,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('invoice counter not raised');
  return row.lastNumber;
}

/**
 * Issues the order's invoice inside the transaction that marks it paid or shipped, whichever
 * comes first: null when it has one already, or when the order is cancelled (a late payment of a
 * cancelled order is refunded, not invoiced). The caller holds the order's row lock.
 */
export async function issueInvoice(tx: Executor, order: OrderRow, lines?: OrderLine[]): Promise<IssuedInvoice | null> {
  if (order.status === 'Cancelled') return null;
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.tenantId, order.tenantId), eq(invoices.orderId, order.id)));
  if (existing) return null;
  const seller = await findSellerDetails(tx, order.tenantId);
  const orderLines = lines ?? (await findOrderLines(tx, order.tenantId, [order.id])).get(order.id) ?? [];
  // The number is taken last, so the counter stays locked for as short a time as possible.
  const number = await takeNextInvoiceNumber(tx, order.tenantId);
  const issuedAt = new Date();
  const snapshot: TInvoiceSnapshot = {
    version: 1,
    number,
    displayNumber: formatInvoiceNumber(number),
    language: order.language === 'en' ? 'en' : 'nl',
    issuedAt: issuedAt.toISOString(),
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    paymentMethodName: order.paymentMethodName,
    paidAt: order.paymentStatus === 'Paid' && order.paidAt ? order.paidAt.toISOString() : null,
    seller: {
      legalName: seller.legalName.trim() || seller.displayName,
      shopName: seller.displayName,
      address: seller.legalAddress,
      postalCode: seller.legalPostalCode,
      city: seller.legalCity,
      country: seller.legalCountry,
      kvkNumber: seller.kvkNumber,
      vatNumber: seller.vatNumber,
      email: seller.contactEmail?.trim() || null,
    },
    buyer: {
      name: `${order.customerFirstName} ${order.customerLastName}`.trim(),
      address: order.billingAddress,
      postalCode: order.billingPostalCode,
      city: order.billingCity,
      country: order.billingCountry,
      email: order.customerEmail,
    },
    lines: orderLines.map((line) => ({
      productName: line.productName,
      productSku: line.productSku,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalPriceCents: line.totalPriceCents,
      addons: line.addons.map((addon) => ({
        name: addon.productAddonName,
        inputValue: addon.inputValue,
        unitPriceCents: addon.unitPriceCents,
      })),
    })),
    shippingMethodName: order.shippingMethodName,
    subTotalCents: order.subTotalCents,
    shippingCostCents: order.shippingCostCents,
    totalAmountCents: order.totalAmountCents,
    taxAmountCents: order.taxAmountCents,
    vatRatePercent: VAT_RATE_PERCENT,
  };
  await tx.insert(invoices).values({ tenantId: order.tenantId, orderId: order.id, number, issuedAt, snapshot });
  return { number, displayNumber: snapshot.displayNumber, snapshot };
}

/** The invoice's PDF as an e-mail attachment ('factuur-F-000123.pdf'). */
export async function invoiceMailFile(invoice: IssuedInvoice): Promise<MailFile> {
  const pdf = await renderInvoicePdf(invoice.snapshot);
  return {
    filename: invoiceFileName(invoice.number, invoice.snapshot.language),
    contentType: 'application/pdf',
    contentBase64: pdf.toString('base64'),
  };
}

/** The order's invoice as issued, or null when it has none yet. */
export async function findInvoiceOfOrder(
  db: Executor,
  tenantId: string,
  orderId: number,
): Promise<IssuedInvoice | null> {
  const [row] = await db
    .select({ number: invoices.number, snapshot: invoices.snapshot })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.orderId, orderId)));
  if (!row) return null;
  const snapshot = ZInvoiceSnapshot.parse(row.snapshot);
  return { number: row.number, displayNumber: snapshot.displayNumber, snapshot };
}

/** The invoice numbers ('F-000123') and issue times of these orders, by order id. */
export async function findInvoiceNumbers(
  db: Executor,
  tenantId: string,
  orderIds: number[],
): Promise<Map<number, { displayNumber: string; issuedAt: Date }>> {
  const found = new Map<number, { displayNumber: string; issuedAt: Date }>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select({ orderId: invoices.orderId, number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), inArray(invoices.orderId, orderIds)));
  for (const row of rows) {
    found.set(row.orderId, { displayNumber: formatInvoiceNumber(row.number), issuedAt: row.issuedAt });
  }
  return found;
}

/**
 * The invoice of a paid or shipped order that has none because it got there before invoices
 * existed: issued now, in the same sequence (no e-mail; the shopper finds it on the order page).
 * An order that has one answers it again.
 */
export async function issueInvoiceOnRequest(db: Database, tenantId: string, orderId: number): Promise<IssuedInvoice> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenantId, orderId);
    if (!order) throw notFound('order');
    const existing = await findInvoiceOfOrder(tx, tenantId, orderId);
    if (existing) return existing;
    if (!isInvoiceDue(order)) throw new HttpError(409, 'invoice_not_due', {});
    const issued = await issueInvoice(tx, order);
    if (!issued) throw new HttpError(409, 'invoice_not_due', {});
    return issued;
  });
}
