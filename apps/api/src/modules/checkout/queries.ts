import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { shippingMethods } from '#src/db/schema/tables.ts';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

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
