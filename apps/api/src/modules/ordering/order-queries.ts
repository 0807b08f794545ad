import { PAYMENT_STATUSES } from '@shop/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '#src/db/client.ts';
import { orderItemAddons, orderItems, orders, tenants } from '#src/db/schema/tables.ts';
import type { OrderMailFacts } from './mails.ts';
import { PAYABLE_STATUSES } from './order-rules.ts';
import { canMovePayment } from './status.ts';
import { changeStock, type StockActor, type StockReason } from './stock.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'tenantId' | 'id'>;

export interface OrderLineAddon {
  id: number;
  productAddonId: number | null;
  productAddonName: string;
  inputValue: string | null;
  unitPriceCents: number;
}

export interface OrderLine {
  id: number;
  productId: number | null;
  productName: string;
  productSku: string;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
  tookStock: boolean;
  addons: OrderLineAddon[];
}

export interface NewOrderLine {
  productId: number;
  productName: string;
  productSku: string;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
  tookStock: boolean;
  addons: { productAddonId: number; productAddonName: string; inputValue: string | null; unitPriceCents: number }[];
}

/** Writes the order, its lines and their add-ons (names, SKUs and prices as snapshots). */
export async function insertOrder(
  tx: Executor,
  tenantId: string,
  order: NewOrder,
  lines: NewOrderLine[],
): Promise<OrderRow> {
  const [row] = await tx
    .insert(orders)
    .values({ ...order, tenantId })
    .returning();
  if (!row) throw new Error('order not inserted');
  const itemRows = await tx
    .insert(orderItems)
    .values(lines.map(({ addons, ...line }) => ({ ...line, tenantId, orderId: row.id })))
    .returning({ id: orderItems.id });
  const addonValues = lines.flatMap((line, index) =>
    line.addons.map((addon) => ({ ...addon, tenantId, orderItemId: itemRows[index]?.id ?? 0 })),
  );
  if (addonValues.length > 0) await tx.insert(orderItemAddons).values(addonValues);
  return row;
}

export async function findOrderByNumber(db: Executor, tenantId: string, orderNumber: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.orderNumber, orderNumber)));
  return row ?? null;
}

export async function findOrderByIdempotencyKey(db: Executor, tenantId: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/** The newest order this browser session placed since `since`. */
export async function findRecentOrderOfSession(db: Executor, tenantId: string, sessionId: string, since: Date) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.sessionId, sessionId), gte(orders.createdAt, since)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ?? null;
}

export function findCustomerOrders(db: Executor, tenantId: string, customerId: number, limit: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** Locks one order of the shop, picked by `which` (its id, its number, its customer…); null when there is none. */
async function lockOrderWhere(tx: Executor, tenantId: string, which: SQL | undefined) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), which))
    .for('update');
  return row ?? null;
}

/** Locks the customer's own order; null when it is not theirs (or not in this shop). */
export function lockCustomerOrder(tx: Executor, tenantId: string, customerId: number, orderId: number) {
  return lockOrderWhere(tx, tenantId, and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
}

export function lockOrder(tx: Executor, tenantId: string, orderId: number) {
  return lockOrderWhere(tx, tenantId, eq(orders.id, orderId));
}

export function lockOrderByNumber(tx: Executor, tenantId: string, orderNumber: string) {
  return lockOrderWhere(tx, tenantId, eq(orders.orderNumber, orderNumber));
}

/** Lines of these orders with their add-ons, grouped by order id. */
export async function findOrderLines(db: Executor, tenantId: string, orderIds: number[]) {
  const byOrder = new Map<number, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const itemRows = await db
    .select({
      orderId: orderItems.orderId,
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      productSku: orderItems.productSku,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      totalPriceCents: orderItems.totalPriceCents,
      tookStock: orderItems.tookStock,
    })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), inArray(orderItems.orderId, orderIds)))
    .orderBy(asc(orderItems.id));
  const addonRows =
    itemRows.length === 0
      ? []
      : await db
          .select()
          .from(orderItemAddons)
          .where(
            and(
              eq(orderItemAddons.tenantId, tenantId),
              inArray(
                orderItemAddons.orderItemId,
                itemRows.map((item) => item.id),
              ),
            ),
          )
          .orderBy(asc(orderItemAddons.id));
  const addonsByItem = new Map<number, OrderLineAddon[]>();
  for (const addon of addonRows) {
    const list = addonsByItem.get(addon.orderItemId) ?? [];
    list.push({
      id: addon.id,
      productAddonId: addon.productAddonId,
      productAddonName: addon.productAddonName,
      inputValue: addon.inputValue,
      unitPriceCents: addon.unitPriceCents,
    });
    addonsByItem.set(addon.orderItemId, list);
  }
  for (const { orderId, ...item } of itemRows) {
    const list = byOrder.get(orderId) ?? [];
    list.push({ ...item, addons: addonsByItem.get(item.id) ?? [] });
    byOrder.set(orderId, list);
  }
  return byOrder;
}

/**
 * Gives the stock an order took back, once: only while stock_released_at is unset, which the
 * caller sets in the same transaction. Products are updated in id order, as checkout locks them.
 */
export async function releaseOrderStock(
  tx: Executor,
  tenantId: string,
  order: OrderRow,
  cause: { reason: StockReason; actor: StockActor },
): Promise<void> {
  if (order.stockReleasedAt) return;
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, order.id), eq(orderItems.tookStock, true)))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    if (line.productId === null) continue;
    await changeStock(tx, tenantId, { productId: line.productId, delta: line.quantity, orderId: order.id, ...cause });
  }
}

export async function updateOrder(
  tx: Executor,
  tenantId: string,
  orderId: number,
  changes: Partial<Omit<OrderRow, 'tenantId' | 'id'>>,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .returning();
  if (!row) throw new Error('order not updated');
  return row;
}

export async function findShopName(
  db: Executor,
  tenantId: string,
): Promise<{ displayName: string; contactEmail: string | null }> {
  const [row] = await db
    .select({ displayName: tenants.displayName, contactEmail: tenants.contactEmail })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? { displayName: '', contactEmail: null };
}

/**
 * What an e-mail about an existing order tells (no bank details, no confirmation link: these
 * mails are sent from the back office and background jobs); `lines` when the caller has them.
 */
export async function findOrderMailFacts(tx: Executor, order: OrderRow, lines?: OrderLine[]): Promise<OrderMailFacts> {
  const shop = await findShopName(tx, order.tenantId);
  return {
    shopName: shop.displayName,
    shopEmail: shop.contactEmail,
    order,
    lines: lines ?? (await findOrderLines(tx, order.tenantId, [order.id])).get(order.id) ?? [],
    bankTransfer: null,
    confirmationUrl: null,
  };
}

/** Every payment status from which a payment may be recorded (see status.ts). */
const PAYABLE_BY_PROVIDER = PAYMENT_STATUSES.filter((status) => canMovePayment(status, 'Paid'));

/** Records a provider payment once; answers the order when this call changed it (locked until the caller commits). */
export async function markOrderPaid(
  db: Executor,
  tenantId: string,
  orderNumber: string,
  providerRef: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: 'Paid', paidAt: sql`now()`, paymentProviderRef: providerRef, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.orderNumber, orderNumber),
        inArray(orders.paymentStatus, PAYABLE_BY_PROVIDER),
      ),
    )
    .returning();
  return row ?? null;
}

/** The provider says a pending payment failed; any other payment status stays. */
export async function markOrderPaymentFailed(db: Executor, tenantId: string, orderNumber: string): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStatus: 'Failed', updatedAt: sql`now()` })
    .where(
      and(eq(orders.tenantId, tenantId), eq(orders.orderNumber, orderNumber), eq(orders.paymentStatus, 'Pending')),
    );
}

/** The SQL form of awaitsCardPayment (order-rules.ts), plus a payment period that has ended. */
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
