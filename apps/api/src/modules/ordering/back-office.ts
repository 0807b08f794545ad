import type { Database, Executor } from '#src/db/client.ts';
import { HttpError, keyedText, notFound } from '#src/lib/errors.ts';
import { enqueueMail } from '#src/modules/mail/mail.ts';
import { cancelOrderInTransaction } from './cancel.ts';
import { invoiceMailFile, issueInvoice } from './invoice.ts';
import { findOrderLines, findOrderMailFacts, lockOrder, type OrderRow, updateOrder } from './order-queries.ts';
import { assertOrderTransition, assertPaymentTransition } from './status.ts';
import { type OrderUpdate, orderUpdateMail } from './update-mails.ts';

/** The shop's order operations; each is one transaction with the e-mail that tells the shopper. */

async function inLockedOrder(
  db: Database,
  tenantId: string,
  orderId: number,
  change: (tx: Executor, order: OrderRow) => Promise<{ order: OrderRow; update: OrderUpdate }>,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenantId, orderId);
    if (!order) throw notFound('order');
    const result = await change(tx, order);
    await enqueueUpdateMail(tx, result.order, result.update);
    return result.order;
  });
}

/** Paid or shipped, whichever comes first, issues the invoice; the mail of that step carries it. */
const INVOICING_UPDATES: ReadonlySet<OrderUpdate['kind']> = new Set(['payment-received', 'shipped']);

/**
 * The shopper's e-mail about this step, in the step's transaction. A step that issues the
 * invoice (the number is taken in this transaction, so a rollback leaves no gap) attaches it.
 */
export async function enqueueUpdateMail(tx: Executor, order: OrderRow, update: OrderUpdate): Promise<void> {
  const lines = (await findOrderLines(tx, order.tenantId, [order.id])).get(order.id) ?? [];
  const facts = await findOrderMailFacts(tx, order, lines);
  const issued = INVOICING_UPDATES.has(update.kind) ? await issueInvoice(tx, order, lines) : null;
  const attachment = issued ? { displayNumber: issued.displayNumber, file: await invoiceMailFile(issued) } : null;
  await enqueueMail(tx, orderUpdateMail(facts, update, attachment));
}

/** The shop saw the bank transfer arrive; the shopper hears that the payment came in. */
export function markPaidByBankTransfer(db: Database, tenantId: string, orderId: number): Promise<OrderRow> {
  return inLockedOrder(db, tenantId, orderId, async (tx, order) => {
    if (order.paymentMethodType !== 'BankTransfer') {
      throw new HttpError(409, 'payment_method_mismatch', {});
    }
    if (order.status === 'Cancelled') {
      throw new HttpError(409, 'cancelled_order_unpayable', {});
    }
    assertPaymentTransition(order.paymentStatus, 'Paid');
    const paid = await updateOrder(tx, tenantId, order.id, {
      paymentStatus: 'Paid',
      paidAt: new Date(),
      paymentProviderRef: 'bank-transfer',
    });
    return { order: paid, update: { kind: 'payment-received' } };
  });
}

export function processOrder(db: Database, tenantId: string, orderId: number): Promise<OrderRow> {
  return inLockedOrder(db, tenantId, orderId, async (tx, order) => {
    assertOrderTransition(order.status, 'Processing');
    const processing = await updateOrder(tx, tenantId, order.id, { status: 'Processing', processingAt: new Date() });
    return { order: processing, update: { kind: 'processing' } };
  });
}

export interface Shipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string | null;
}

export async function shipOrder(
  db: Database,
  tenantId: string,
  orderId: number,
  shipment: Shipment,
): Promise<OrderRow> {
  const carrier = shipment.carrier.trim();
  const trackingNumber = shipment.trackingNumber.trim();
  if (!carrier || !trackingNumber) {
    throw new HttpError(400, 'validation_error', { form: 'shipment' }, [
      ...(carrier ? [] : [{ field: 'carrier', message: 'Vervoerder is verplicht.' }]),
      ...(trackingNumber ? [] : [{ field: 'trackingNumber', message: 'Track & trace-code is verplicht.' }]),
    ]);
  }
  return inLockedOrder(db, tenantId, orderId, async (tx, order) => {
    assertOrderTransition(order.status, 'Shipped');
    const shipped = await updateOrder(tx, tenantId, order.id, {
      status: 'Shipped',
      carrier,
      trackingNumber,
      shippedAt: new Date(),
    });
    return {
      order: shipped,
      update: { kind: 'shipped', carrier, trackingNumber, trackingUrl: shipment.trackingUrl ?? null },
    };
  });
}

export function deliverOrder(db: Database, tenantId: string, orderId: number): Promise<OrderRow> {
  return inLockedOrder(db, tenantId, orderId, async (tx, order) => {
    assertOrderTransition(order.status, 'Delivered');
    const delivered = await updateOrder(tx, tenantId, order.id, { status: 'Delivered', deliveredAt: new Date() });
    return { order: delivered, update: { kind: 'delivered' } };
  });
}

/** What is still refundable of a paid order. */
const refundableCents = (order: OrderRow) => order.totalAmountCents - order.refundedAmountCents;

/**
 * Records a refund the shop made (the provider is called outside the core, before this): a part keeps
 * the payment Paid with the refunded amount, the rest of it makes the payment Refunded.
 */
async function recordRefund(tx: Executor, order: OrderRow, amountCents: number): Promise<OrderRow> {
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > refundableCents(order)) {
    throw new HttpError(400, 'validation_error', { form: 'refund' }, [
      { field: 'amount', message: keyedText('refund_amount', { maxCents: refundableCents(order) }) },
    ]);
  }
  // Only a Paid payment may be refunded, in part or in full (status.ts).
  assertPaymentTransition(order.paymentStatus, 'Refunded');
  const complete = amountCents === refundableCents(order);
  return updateOrder(tx, order.tenantId, order.id, {
    refundedAmountCents: order.refundedAmountCents + amountCents,
    refundedAt: new Date(),
    ...(complete ? { paymentStatus: 'Refunded' } : {}),
  });
}

/** Refunds all that is left (no amount) or a part of a paid order. */
export function refundOrder(db: Database, tenantId: string, orderId: number, amountCents?: number): Promise<OrderRow> {
  return inLockedOrder(db, tenantId, orderId, async (tx, order) => {
    const amount = amountCents ?? refundableCents(order);
    const refunded = await recordRefund(tx, order, amount);
    return {
      order: refunded,
      update: { kind: 'refunded', amountCents: amount, complete: refunded.paymentStatus === 'Refunded' },
    };
  });
}

/** The shop cancels an order it will not deliver: stock back, and a recorded payment refunded in full. */
export function cancelOrderByShop(db: Database, tenantId: string, orderId: number): Promise<OrderRow> {
  return inLockedOrder(db, tenantId, orderId, async (tx, order) => {
    assertOrderTransition(order.status, 'Cancelled');
    const refundedCents = order.paymentStatus === 'Paid' ? refundableCents(order) : 0;
    const cancelled = await cancelOrderInTransaction(tx, tenantId, order, {
      mail: null,
      stock: { reason: 'shop-cancelled', actor: 'shop' },
    });
    const settled = refundedCents > 0 ? await recordRefund(tx, cancelled, refundedCents) : cancelled;
    return { order: settled, update: { kind: 'cancelled-by-shop', refundedCents } };
  });
}
