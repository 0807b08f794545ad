import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { paymentMethods, products, shippingMethods } from '#src/db/schema/tables.ts';
import { cartProductColumns } from '#src/modules/cart/queries.ts';

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

/**
 * Takes stock atomically (never below zero, whatever runs at the same time) and answers the row's
 * price facts as they are under the lock; null when the product is inactive or has too little.
 */
export async function takeStock(tx: Executor, tenantId: string, productId: number, quantity: number) {
  const [row] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.id, productId),
        eq(products.isActive, true),
        gte(products.stockQuantity, quantity),
      ),
    )
    .returning(cartProductColumns);
  return row ?? null;
}

export async function findProductStock(tx: Executor, tenantId: string, productId: number) {
  const [row] = await tx
    .select({ isActive: products.isActive, stockQuantity: products.stockQuantity })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  return row ?? null;
}
