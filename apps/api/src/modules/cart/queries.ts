import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { cartItemAddons, cartItems, carts, productAddons, products } from '#src/db/schema/tables.ts';

/** The database or a transaction: cart reads are reused inside the place-order transaction. */

export const cartProductColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  priceCents: products.priceCents,
  isDiscountActive: products.isDiscountActive,
  discountPercentage: products.discountPercentage,
  discountStartDate: products.discountStartDate,
  discountEndDate: products.discountEndDate,
  stockQuantity: products.stockQuantity,
  madeToOrder: products.madeToOrder,
  needsPackageSending: products.needsPackageSending,
  weightGrams: products.weightGrams,
  isActive: products.isActive,
};

export type CartProductRow = NonNullable<Awaited<ReturnType<typeof findCartProduct>>>;

export interface CartLineAddon {
  productAddonId: number;
  name: string;
  priceCents: number;
  type: 'Simple' | 'Complex';
  inputValue: string | null;
}

export interface CartLine {
  id: number;
  quantity: number;
  product: CartProductRow;
  addons: CartLineAddon[];
}

/** Creates the cart row of a session if needed and locks it, so changes to one cart run one at a time. */
export async function lockOrCreateCart(tx: Executor, tenantId: string, sessionId: string): Promise<void> {
  await tx.insert(carts).values({ tenantId, sessionId }).onConflictDoNothing();
  await tx
    .select({ sessionId: carts.sessionId })
    .from(carts)
    .where(and(eq(carts.tenantId, tenantId), eq(carts.sessionId, sessionId)))
    .for('update');
}

/** Locks an existing cart; false when the session never had one. */
export async function lockCart(tx: Executor, tenantId: string, sessionId: string): Promise<boolean> {
  const rows = await tx
    .select({ sessionId: carts.sessionId })
    .from(carts)
    .where(and(eq(carts.tenantId, tenantId), eq(carts.sessionId, sessionId)))
    .for('update');
  return rows.length > 0;
}

export async function touchCart(tx: Executor, tenantId: string, sessionId: string): Promise<void> {
  await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(carts.tenantId, tenantId), eq(carts.sessionId, sessionId)));
}

/** The cart's lines in the order they were added, each with its product and add-ons. */
export async function findCartLines(db: Executor, tenantId: string, sessionId: string): Promise<CartLine[]> {
  const rows = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity, product: cartProductColumns })
    .from(cartItems)
    .innerJoin(products, and(eq(products.tenantId, cartItems.tenantId), eq(products.id, cartItems.productId)))
    .where(and(eq(cartItems.tenantId, tenantId), eq(cartItems.sessionId, sessionId)))
    .orderBy(asc(cartItems.id));
  if (rows.length === 0) return [];
  const addonRows = await db
    .select({
      cartItemId: cartItemAddons.cartItemId,
      productAddonId: cartItemAddons.productAddonId,
      inputValue: cartItemAddons.inputValue,
      name: productAddons.name,
      priceCents: productAddons.priceCents,
      type: sql<'Simple' | 'Complex'>`${productAddons.type}`,
    })
    .from(cartItemAddons)
    .innerJoin(
      productAddons,
      and(eq(productAddons.tenantId, cartItemAddons.tenantId), eq(productAddons.id, cartItemAddons.productAddonId)),
    )
    .where(
      and(
        eq(cartItemAddons.tenantId, tenantId),
        inArray(
          cartItemAddons.cartItemId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(productAddons.displayOrder), asc(productAddons.id));
  const addonsByItem = new Map<number, CartLineAddon[]>();
  for (const { cartItemId, ...addon } of addonRows) {
    const list = addonsByItem.get(cartItemId) ?? [];
    list.push(addon);
    addonsByItem.set(cartItemId, list);
  }
  return rows.map((row) => ({ ...row, addons: addonsByItem.get(row.id) ?? [] }));
}

/** A product of this tenant, active or not (the caller decides what an inactive one means). */
export async function findCartProduct(db: Executor, tenantId: string, productId: number) {
  const [row] = await db
    .select(cartProductColumns)
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  return row ?? null;
}

export function findActiveAddonsOfProduct(db: Executor, tenantId: string, productId: number) {
  return db
    .select({
      id: productAddons.id,
      name: productAddons.name,
      type: sql<'Simple' | 'Complex'>`${productAddons.type}`,
      isRequired: productAddons.isRequired,
      isInputRequired: productAddons.isInputRequired,
    })
    .from(productAddons)
    .where(
      and(
        eq(productAddons.tenantId, tenantId),
        eq(productAddons.productId, productId),
        eq(productAddons.isActive, true),
      ),
    )
    .orderBy(asc(productAddons.displayOrder), asc(productAddons.id));
}

export async function insertCartLine(
  tx: Executor,
  tenantId: string,
  sessionId: string,
  line: { productId: number; quantity: number; addons: { productAddonId: number; inputValue: string | null }[] },
): Promise<number> {
  const [item] = await tx
    .insert(cartItems)
    .values({ tenantId, sessionId, productId: line.productId, quantity: line.quantity })
    .returning({ id: cartItems.id });
  if (!item) throw new Error('cart item not inserted');
  if (line.addons.length > 0) {
    await tx.insert(cartItemAddons).values(line.addons.map((addon) => ({ tenantId, cartItemId: item.id, ...addon })));
  }
  return item.id;
}

export async function updateCartLineQuantity(
  tx: Executor,
  tenantId: string,
  sessionId: string,
  itemId: number,
  quantity: number,
): Promise<void> {
  await tx
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.tenantId, tenantId), eq(cartItems.sessionId, sessionId), eq(cartItems.id, itemId)));
}

export async function deleteCartLine(tx: Executor, tenantId: string, sessionId: string, itemId: number) {
  const deleted = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.tenantId, tenantId), eq(cartItems.sessionId, sessionId), eq(cartItems.id, itemId)))
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}

export async function deleteCartLines(tx: Executor, tenantId: string, sessionId: string): Promise<void> {
  await tx.delete(cartItems).where(and(eq(cartItems.tenantId, tenantId), eq(cartItems.sessionId, sessionId)));
}
