import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { paymentMethods } from '#src/db/schema/tables.ts';
import type { OrderRow } from './order-queries.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The shop's payment methods of one type, enabled or not. */
export function findPaymentMethodsOfType(db: Executor, tenantId: string, type: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.type, type)))
    .orderBy(asc(paymentMethods.displayOrder), asc(paymentMethods.id));
}

/** Of methods of the order's type, the one the order names (by name, else the first). */
export function paymentMethodOfOrder(methods: PaymentMethodRow[], order: OrderRow): PaymentMethodRow | null {
  return methods.find((method) => method.name === order.paymentMethodName) ?? methods[0] ?? null;
}

/** The payment method an order names (bank details are read from it); enabled or not. */
export async function findPaymentMethodOfOrder(db: Executor, tenantId: string, order: OrderRow) {
  return paymentMethodOfOrder(await findPaymentMethodsOfType(db, tenantId, order.paymentMethodType), order);
}

/**
 * The shop's enabled methods. A card method without Stripe keys is paid on the demo payment page,
 * so it is offered only while demo payments are allowed (DEMO_PAYMENTS).
 */
export function findEnabledPaymentMethods(
  db: Executor,
  tenantId: string,
  options: { demoPayments: boolean },
): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.tenantId, tenantId),
        eq(paymentMethods.isEnabled, true),
        options.demoPayments
          ? undefined
          : sql`not (${paymentMethods.type} = 'Stripe' and coalesce(${paymentMethods.stripeSecretKey}, '') = '')`,
      ),
    )
    .orderBy(asc(paymentMethods.displayOrder), asc(paymentMethods.id));
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
