import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { paymentMethods, shippingMethods } from '#src/db/schema/tables.ts';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export function findActiveShippingMethods(db: Executor, tenantId: string): Promise<ShippingMethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.tenantId, tenantId), eq(shippingMethods.isActive, true)))
    .orderBy(asc(shippingMethods.displayOrder), asc(shippingMethods.id));
}

export async function findActiveShippingMethod(db: Executor, tenantId: string, id: number) {
  const [row] = await db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.tenantId, tenantId), eq(shippingMethods.id, id), eq(shippingMethods.isActive, true)));
  return row ?? null;
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
