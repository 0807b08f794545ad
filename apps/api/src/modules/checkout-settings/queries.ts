import type { TShippingMethodInput } from '@shop/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { paymentMethods, shippingMethods } from '#src/db/schema/tables.ts';

export type ShippingValues = Omit<Required<TShippingMethodInput>, 'price' | 'minWeight' | 'maxWeight'> & {
  priceCents: number;
  minWeightGrams: number | null;
  maxWeightGrams: number | null;
};

export async function findShippingMethods(db: Executor, tenantId: string) {
  return db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.tenantId, tenantId))
    .orderBy(asc(shippingMethods.displayOrder), asc(shippingMethods.id));
}

export async function findShippingMethod(db: Executor, tenantId: string, id: number) {
  const [row] = await db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.tenantId, tenantId), eq(shippingMethods.id, id)));
  return row ?? null;
}

/** Serialises changes to one shop's list of shipping methods (new display order, reorder). */
export async function lockShopShipping(db: Executor, tenantId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('shipping_methods'), hashtext(${tenantId}))`);
}

export async function insertShippingMethod(db: Executor, tenantId: string, values: ShippingValues) {
  const [row] = await db
    .insert(shippingMethods)
    .values({
      tenantId,
      ...values,
      displayOrder: sql`(select coalesce(max(display_order) + 1, 0) from ${shippingMethods} where tenant_id = ${tenantId})`,
    })
    .returning({ id: shippingMethods.id });
  if (!row) throw new Error('shipping method not created');
  return row.id;
}

export async function updateShippingMethod(db: Executor, tenantId: string, id: number, values: ShippingValues) {
  const rows = await db
    .update(shippingMethods)
    .set(values)
    .where(and(eq(shippingMethods.tenantId, tenantId), eq(shippingMethods.id, id)))
    .returning({ id: shippingMethods.id });
  return rows.length > 0;
}

export async function deleteShippingMethod(db: Executor, tenantId: string, id: number) {
  const rows = await db
    .delete(shippingMethods)
    .where(and(eq(shippingMethods.tenantId, tenantId), eq(shippingMethods.id, id)))
    .returning({ id: shippingMethods.id });
  return rows.length > 0;
}

export async function setShippingOrder(db: Executor, tenantId: string, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await db
      .update(shippingMethods)
      .set({ displayOrder: index })
      .where(
        and(
          eq(shippingMethods.tenantId, tenantId),
          eq(shippingMethods.id, id),
          ne(shippingMethods.displayOrder, index),
        ),
      );
  }
}

/** The listed ids first, then the others in their current order; null when an id is not the shop's. */
export function orderedIds(existing: number[], listed: number[]): number[] | null {
  const known = new Set(existing);
  if (listed.some((id) => !known.has(id))) return null;
  const named = new Set(listed);
  return [...listed, ...existing.filter((id) => !named.has(id))];
}

export type PaymentMethodType = 'Stripe' | 'BankTransfer';
type PaymentValues = Partial<Omit<typeof paymentMethods.$inferInsert, 'tenantId' | 'id' | 'type'>>;

/** The shop's first method of a type (the one the back office manages), locked when asked. */
export async function findPaymentMethodOfType(
  db: Executor,
  tenantId: string,
  type: PaymentMethodType,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.type, type)))
    .orderBy(asc(paymentMethods.displayOrder), asc(paymentMethods.id))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

const DEFAULT_NAMES: Record<PaymentMethodType, string> = {
  Stripe: 'iDEAL, kaart of wallet',
  BankTransfer: 'Bankoverschrijving',
};

/** Changes the shop's method of this type, or adds it at the end of the list. */
export async function savePaymentMethod(
  db: Executor,
  tenantId: string,
  type: PaymentMethodType,
  id: number | null,
  values: PaymentValues,
) {
  if (id !== null) {
    await db
      .update(paymentMethods)
      .set(values)
      .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.id, id)));
    return;
  }
  await db.insert(paymentMethods).values({
    tenantId,
    type,
    name: DEFAULT_NAMES[type],
    ...values,
    displayOrder: sql`(select coalesce(max(display_order) + 1, 0) from ${paymentMethods} where tenant_id = ${tenantId})`,
  });
}
