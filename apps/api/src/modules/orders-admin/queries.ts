import type { TBackOfficeOrderListQueryParsed } from '@shop/contracts';
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { orderSearchText, orders, products, shippingMethods, stockMovements } from '#src/db/schema/tables.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A day of the list's date filter as a moment in Dutch time. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Amsterdam'`;

function listFilter(tenantId: string, query: TBackOfficeOrderListQueryParsed): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.tenantId, tenantId)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.paymentStatus) conditions.push(eq(orders.paymentStatus, query.paymentStatus));
  if (query.shippingMethodId) conditions.push(eq(orders.shippingMethodId, query.shippingMethodId));
  if (query.from) conditions.push(gte(orders.createdAt, dayStart(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, sql`${dayStart(query.to)} + interval '1 day'`));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    // One expression for number, e-mail and name: the trigram index orders_search_idx answers it.
    conditions.push(ilike(sql`(${orderSearchText(orders)})`, pattern));
  }
  return and(...conditions);
}

/** One page of the shop's orders, newest first, with the number that match. */
export async function findOrderPage(db: Executor, tenantId: string, query: TBackOfficeOrderListQueryParsed) {
  const where = listFilter(tenantId, query);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(orders).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function countPendingOrders(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.status, 'Pending')));
  return row?.total ?? 0;
}

/** The stock changes an order caused, oldest first, with the product's current name. */
export function findOrderStockMovements(db: Executor, tenantId: string, orderId: number) {
  return db
    .select({
      createdAt: stockMovements.createdAt,
      reason: stockMovements.reason,
      delta: stockMovements.delta,
      productName: products.name,
    })
    .from(stockMovements)
    .leftJoin(products, and(eq(products.tenantId, stockMovements.tenantId), eq(products.id, stockMovements.productId)))
    .where(and(eq(stockMovements.tenantId, tenantId), eq(stockMovements.orderId, orderId)))
    .orderBy(asc(stockMovements.createdAt), asc(stockMovements.id));
}

export function findShippingMethodNames(db: Executor, tenantId: string) {
  return db
    .select({ id: shippingMethods.id, name: shippingMethods.name })
    .from(shippingMethods)
    .where(eq(shippingMethods.tenantId, tenantId))
    .orderBy(asc(shippingMethods.displayOrder), asc(shippingMethods.id));
}
