import type { TPaymentStatus } from '@shop/contracts';
import type { Database, Executor } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { enqueueMail } from '#src/modules/mail/mail.ts';
import { type CancellationReason, orderCancelledMail } from './mails.ts';
import {
  findExpiredCardOrders,
  findOrderLines,
  findOrderMailFacts,
  lockCustomerOrder,
  lockExpiredCardOrder,
  lockOrderByNumber,
  type OrderLine,
  type OrderRow,
  releaseOrderStock,
  updateOrder,
} from './order-queries.ts';
import { awaitsCardPayment } from './order-rules.ts';
import { assertOrderTransition, assertPaymentTransition, canMoveOrder } from './status.ts';
import type { StockActor, StockReason } from './stock.ts';

export interface CancelCause {
  /** The cancellation e-mail to send; null when the caller sends its own. */
  mail: CancellationReason | null;
  stock: { reason: StockReason; actor: StockActor };
}

/** A payment that was made stays recorded; one that was not is closed with the cancellation. */
function paymentStatusAfterCancel(order: OrderRow, cause: CancelCause): string {
  if (order.paymentStatus === 'Paid' || order.paymentStatus === 'Refunded') return order.paymentStatus;
  return cause.mail === 'payment-expired' ? 'Expired' : 'Cancelled';
}

/**
 * Cancels a locked order inside the caller's transaction: stock back once (stock_released_at),
 * status Cancelled, an unpaid payment Cancelled (or Expired), and the cancellation e-mail in the outbox
 * (with `lines` when the caller has already read them).
 */
export async function cancelOrderInTransaction(
  tx: Executor,
  tenantId: string,
  order: OrderRow,
  cause: CancelCause,
  lines?: OrderLine[],
): Promise<OrderRow> {
  assertOrderTransition(order.status, 'Cancelled');
  const paymentStatus = paymentStatusAfterCancel(order, cause);
  if (paymentStatus !== order.paymentStatus)
    assertPaymentTransition(order.paymentStatus, paymentStatus as TPaymentStatus);
  await releaseOrderStock(tx, tenantId, order, cause.stock);
  const cancelled = await updateOrder(tx, tenantId, order.id, {
    status: 'Cancelled',
    paymentStatus,
    cancelledAt: new Date(),
    stockReleasedAt: order.stockReleasedAt ?? new Date(),
  });
  if (cause.mail) await enqueueMail(tx, orderCancelledMail(await findOrderMailFacts(tx, cancelled, lines), cause.mail));
  return cancelled;
}

/**
 * Spec §4: a customer cancels an own order while Pending or Processing. Cancelling an order
 * that is already Cancelled answers it again (idempotent: no second stock release or e-mail);
 * another customer's order is 404; Shipped or Delivered is 409.
 */
export async function cancelCustomerOrder(
  db: Database,
  tenantId: string,
  customerId: number,
  orderId: number,
): Promise<{ order: OrderRow; alreadyCancelled: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, tenantId, customerId, orderId);
    if (!order) throw notFound('order');
    if (order.status === 'Cancelled') return { order, alreadyCancelled: true };
    if (!canMoveOrder(order.status, 'Cancelled')) {
      throw new HttpError(409, 'order_not_cancellable', { status: order.status });
    }
    const cause: CancelCause = { mail: 'customer', stock: { reason: 'order-cancelled', actor: 'customer' } };
    return { order: await cancelOrderInTransaction(tx, tenantId, order, cause), alreadyCancelled: false };
  });
}

/**
 * The shopper gives up paying a card order and wants the cart back, inside the cart's transaction:
 * the order is cancelled (stock back, cancellation e-mail) and its lines are answered for the cart.
 * Only the session that placed it may, and only while the order still waits for its payment.
 */
export async function cancelUnpaidOrderForCart(
  tx: Executor,
  tenantId: string,
  sessionId: string,
  orderNumber: string,
): Promise<OrderLine[]> {
  const order = await lockOrderByNumber(tx, tenantId, orderNumber);
  if (!order || order.sessionId !== sessionId) throw notFound('order');
  if (!awaitsCardPayment(order)) {
    throw new HttpError(409, 'payment_closed', { action: 'restore' });
  }
  const lines = (await findOrderLines(tx, tenantId, [order.id])).get(order.id) ?? [];
  const cause: CancelCause = { mail: 'customer', stock: { reason: 'cart-restored', actor: 'shopper' } };
  await cancelOrderInTransaction(tx, tenantId, order, cause, lines);
  return lines;
}

/**
 * Cancels unpaid card orders whose payment period ended: stock back once, paymentStatus
 * Expired, status Cancelled, a cancellation e-mail. Each order in its own transaction, so its
 * products are locked in id order like a checkout locks them (no deadlock), and SKIP LOCKED lets
 * several processes run this at once without doing an order twice. Returns how many it released.
 */
export async function releaseExpiredPayments(db: Database, batchSize = 100): Promise<number> {
  let released = 0;
  for (;;) {
    const candidates = await findExpiredCardOrders(db, batchSize);
    let releasedNow = 0;
    for (const candidate of candidates) {
      const done = await db.transaction(async (tx) => {
        const order = await lockExpiredCardOrder(tx, candidate.tenantId, candidate.id);
        if (!order) return false;
        await cancelOrderInTransaction(tx, order.tenantId, order, {
          mail: 'payment-expired',
          stock: { reason: 'payment-expired', actor: 'system' },
        });
        return true;
      });
      if (done) releasedNow += 1;
    }
    released += releasedNow;
    if (candidates.length < batchSize || releasedNow === 0) return released;
  }
}
