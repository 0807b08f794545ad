import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '#src/db/client.ts';
import { orders, paymentMethods } from '#src/db/schema/tables.ts';
import { PAYABLE_STATUSES } from '#src/modules/orders/views.ts';

/** Records a provider payment once; answers the order's status when this call changed it. */
export async function markOrderPaid(db: Executor, tenantId: string, orderNumber: string, providerRef: string) {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: 'Paid', paidAt: sql`now()`, paymentProviderRef: providerRef, updatedAt: sql`now()` })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.orderNumber, orderNumber), ne(orders.paymentStatus, 'Paid')))
    .returning({ status: orders.status });
  return row ?? null;
}

export async function markOrderPaymentFailed(db: Executor, tenantId: string, orderNumber: string): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStatus: 'Failed', updatedAt: sql`now()` })
    .where(
      and(eq(orders.tenantId, tenantId), eq(orders.orderNumber, orderNumber), eq(orders.paymentStatus, 'Pending')),
    );
}

export async function findStripeWebhookSecrets(db: Executor, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ secret: paymentMethods.stripeWebhookSecret })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.tenantId, tenantId),
        eq(paymentMethods.type, 'Stripe'),
        isNotNull(paymentMethods.stripeWebhookSecret),
      ),
    )
    .orderBy(asc(paymentMethods.displayOrder), asc(paymentMethods.id));
  return rows.flatMap((row) => (row.secret ? [row.secret] : []));
}

/** The SQL form of awaitsCardPayment (orders/views.ts), plus a payment period that has ended. */
const expiredCardOrder = and(
  eq(orders.paymentMethodType, 'Stripe'),
  inArray(orders.paymentStatus, [...PAYABLE_STATUSES]),
  ne(orders.status, 'Cancelled'),
  isNull(orders.stockReleasedAt),
  lte(orders.paymentExpiresAt, sql`now()`),
);

/**
 * Unpaid card orders whose payment period has ended, in every shop: the expiry job is the one
 * place that works across tenants; each order is then handled with its own tenant id.
 */
export function findExpiredCardOrders(db: Database, limit: number) {
  return db
    .select({ tenantId: orders.tenantId, id: orders.id })
    .from(orders)
    .where(expiredCardOrder)
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(limit);
}

/** Locks the order if it is still expired and unreleased; skips it while another process holds it. */
export async function lockExpiredCardOrder(tx: Executor, tenantId: string, orderId: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId), expiredCardOrder))
    .for('update', { skipLocked: true });
  return row ?? null;
}
