import type { Database } from '#src/db/client.ts';
import { HttpError, keyedText } from '#src/lib/errors.ts';
import { findPaymentMethodOfOrder, type OrderRow, refundOrder } from '#src/modules/ordering/ordering.ts';
import type { StripeGateway } from '#src/modules/payments/payments.ts';

/**
 * Refunds a paid order: a card payment first through Stripe, then recorded by the ordering core;
 * a bank transfer (or a demo card payment) is a manual refund and only recorded. `record` replaces
 * the plain refund record (a cancel by the shop records its own full refund).
 */
export async function refundThroughProvider(
  db: Database,
  stripe: StripeGateway,
  order: OrderRow,
  amountCents: number | null,
  record?: () => Promise<OrderRow>,
): Promise<OrderRow> {
  if (order.paymentStatus !== 'Paid') {
    throw new HttpError(409, 'payment_status_conflict', { from: order.paymentStatus, to: 'Refunded' });
  }
  const refundable = order.totalAmountCents - order.refundedAmountCents;
  const amount = amountCents ?? refundable;
  if (amount <= 0 || amount > refundable) {
    throw new HttpError(400, 'validation_error', { form: 'refund' }, [
      { field: 'amountCents', message: keyedText('refund_amount', { maxCents: refundable }) },
    ]);
  }
  if (order.paymentMethodType === 'Stripe') {
    const method = await findPaymentMethodOfOrder(db, order.tenantId, order);
    const sessionId = order.paymentProviderRef;
    if (method?.stripeSecretKey && sessionId && !sessionId.startsWith('demo-')) {
      try {
        await stripe.createRefund(method.stripeSecretKey, {
          checkoutSessionId: sessionId,
          amountCents: amount,
          // One key per refund: a retried call after a network error refunds once.
          idempotencyKey: `refund-${order.tenantId}-${order.orderNumber}-${order.refundedAmountCents}-${amount}`,
        });
      } catch (error) {
        throw new HttpError(502, 'payment_provider_error', { detail: String(error) });
      }
    }
  }
  return record ? record() : refundOrder(db, order.tenantId, order.id, amount);
}
