import type { Database } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { enqueueUpdateMail } from './back-office.ts';
import { lockOrderByNumber, markOrderPaid, type OrderRow, updateOrder } from './order-queries.ts';
import { awaitsCardPayment } from './order-rules.ts';
import { assertPaymentTransition } from './status.ts';

export type DemoOutcome = 'pay' | 'fail' | 'cancel';
const DEMO_PAYMENT_STATUS: Record<DemoOutcome, 'Paid' | 'Failed' | 'Cancelled'> = {
  pay: 'Paid',
  fail: 'Failed',
  cancel: 'Cancelled',
};

/**
 * The demo provider's answer. Failed and Cancelled leave the order payable until its payment
 * period ends (the shopper may try again); paying twice is a no-op.
 */
export async function recordDemoOutcome(
  db: Database,
  tenantId: string,
  orderNumber: string,
  outcome: DemoOutcome,
  paymentKind: string,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrderByNumber(tx, tenantId, orderNumber);
    if (!order) throw notFound('order');
    if (order.paymentStatus === 'Paid' && outcome === 'pay') return order;
    if (!awaitsCardPayment(order)) {
      throw new HttpError(409, 'payment_closed', { action: 'pay' });
    }
    const status = DEMO_PAYMENT_STATUS[outcome];
    assertPaymentTransition(order.paymentStatus, status);
    const changed = await updateOrder(tx, tenantId, order.id, {
      paymentStatus: status,
      paymentProviderRef: `demo-${paymentKind}`,
      ...(status === 'Paid' ? { paidAt: new Date() } : {}),
    });
    if (status === 'Paid') await enqueueUpdateMail(tx, changed, { kind: 'payment-received' });
    return changed;
  });
}

/**
 * The provider says the order is paid. Recorded once (a repeated event changes nothing), with the
 * shopper's payment mail and the invoice in the same transaction. A payment that arrives after the
 * order expired is still recorded, so the shop sees it must refund.
 */
export async function markOrderPaidByProvider(
  db: Database,
  tenantId: string,
  orderNumber: string,
  providerRef: string,
  log: (message: string) => void,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await markOrderPaid(tx, tenantId, orderNumber, providerRef);
    if (!changed) return false;
    if (changed.status === 'Cancelled') log(`Order ${orderNumber} was paid after it was cancelled: refund needed`);
    // The shopper hears the payment came in, with the invoice it issues (none for a cancelled order).
    else await enqueueUpdateMail(tx, changed, { kind: 'payment-received' });
    return true;
  });
}

/** The provider's checkout session for an unpaid order, so its events and the pay link find it. */
export async function attachPaymentSession(db: Database, order: OrderRow, sessionRef: string): Promise<void> {
  await updateOrder(db, order.tenantId, order.id, { paymentProviderRef: sessionRef });
}
