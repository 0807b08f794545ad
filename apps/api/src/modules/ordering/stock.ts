import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { products, stockMovements } from '#src/db/schema/tables.ts';

export type StockReason =
  | 'initial'
  | 'adjustment'
  | 'order-placed'
  | 'order-cancelled'
  | 'payment-expired'
  | 'cart-restored'
  | 'shop-cancelled';

/** Who caused a movement: the shopper at checkout, a logged-in customer, the shop's staff, a job, the seed. */
export type StockActor = 'shopper' | 'customer' | 'shop' | 'system' | 'seed';

export interface StockMovement {
  productId: number;
  /** Negative takes stock, positive gives it back. */
  delta: number;
  reason: StockReason;
  orderId: number | null;
  actor: StockActor;
}

export type StockedProduct = typeof products.$inferSelect;

/**
 * The one way stock changes after a product exists: one atomic UPDATE (a take never goes below zero,
 * whatever runs at the same time, and a sale needs an active product) and its movement row, in the
 * caller's transaction. Answers the product as it is under the row lock; null when nothing changed.
 */
export async function changeStock(
  tx: Executor,
  tenantId: string,
  movement: StockMovement,
): Promise<StockedProduct | null> {
  if (movement.delta === 0) return null;
  const taking = movement.delta < 0;
  const [row] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${movement.delta}` })
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.id, movement.productId),
        movement.reason === 'order-placed' ? eq(products.isActive, true) : undefined,
        taking ? gte(products.stockQuantity, -movement.delta) : undefined,
      ),
    )
    .returning();
  if (!row) return null;
  await tx.insert(stockMovements).values({ ...movement, tenantId });
  return row;
}

/** A new product's stock, set when its row is written, is its first movement. */
export async function recordInitialStock(
  tx: Executor,
  tenantId: string,
  created: { id: number; stockQuantity: number }[],
  actor: StockActor,
): Promise<void> {
  const rows = created
    .filter((product) => product.stockQuantity !== 0)
    .map((product) => ({
      tenantId,
      productId: product.id,
      orderId: null,
      reason: 'initial' as const,
      delta: product.stockQuantity,
      actor,
    }));
  if (rows.length > 0) await tx.insert(stockMovements).values(rows);
}

/** Each product's stock as its movements add up (products without movements are left out). */
export async function stockFromMovements(db: Executor, tenantId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: stockMovements.productId, stock: sql<number>`sum(${stockMovements.delta})::int` })
    .from(stockMovements)
    .where(eq(stockMovements.tenantId, tenantId))
    .groupBy(stockMovements.productId);
  return new Map(rows.map((row) => [row.productId, row.stock]));
}

/** A product's stock for the message that explains a refused take. */
export async function findProductStock(tx: Executor, tenantId: string, productId: number) {
  const [row] = await tx
    .select({ isActive: products.isActive, stockQuantity: products.stockQuantity })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  return row ?? null;
}

/**
 * The shop sets a product's stock to a number it counted: the difference, taken under the row lock,
 * is one 'adjustment' movement. Answers the stock as it is now.
 */
export async function setStockByShop(tx: Executor, tenantId: string, productId: number, quantity: number) {
  const [current] = await tx
    .select({ stockQuantity: products.stockQuantity })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)))
    .for('update');
  if (!current) return null;
  const delta = quantity - current.stockQuantity;
  await changeStock(tx, tenantId, { productId, delta, reason: 'adjustment', orderId: null, actor: 'shop' });
  return quantity;
}
