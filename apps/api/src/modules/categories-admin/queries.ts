import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { categories, categoryImages, productAddonImages, productAddons, products } from '#src/db/schema/tables.ts';

export interface ImageSummaryRow {
  ownerId: number;
  count: number;
  primaryImageId: number | null;
  primaryAltText: string;
}

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  color: categories.color,
  isActive: categories.isActive,
  displayOrder: categories.displayOrder,
  // Every product counts here, inactive ones too: they lose their category when it is deleted.
  productCount: sql<number>`(select count(*)::int from ${products} p where p.tenant_id = ${categories}.tenant_id and p.category_id = ${categories}.id)`,
};
export type CategoryRow = Awaited<ReturnType<typeof findCategories>>[number];

export function findCategories(db: Executor, tenantId: string, only?: SQL) {
  return db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), only))
    .orderBy(asc(categories.displayOrder), asc(categories.id));
}

export async function findCategory(db: Executor, tenantId: string, categoryId: number) {
  const [row] = await findCategories(db, tenantId, eq(categories.id, categoryId));
  return row ?? null;
}

/** The number of images per category and its first (primary, else lowest order) image. */
export async function findCategoryImageSummaries(db: Executor, tenantId: string): Promise<ImageSummaryRow[]> {
  const rows = await db.execute<{ owner_id: number; count: number; primary_id: number | null; alt: string | null }>(sql`
    select category_id as owner_id, count(*)::int as count,
      (array_agg(id order by is_primary desc, display_order, id))[1] as primary_id,
      (array_agg(alt_text order by is_primary desc, display_order, id))[1] as alt
    from ${categoryImages} where tenant_id = ${tenantId} group by category_id`);
  return rows.rows.map(toSummary);
}

export async function findAddonImageSummaries(
  db: Executor,
  tenantId: string,
  productId: number,
): Promise<ImageSummaryRow[]> {
  const rows = await db.execute<{ owner_id: number; count: number; primary_id: number | null; alt: string | null }>(sql`
    select i.addon_id as owner_id, count(*)::int as count,
      (array_agg(i.id order by i.is_primary desc, i.display_order, i.id))[1] as primary_id,
      (array_agg(i.alt_text order by i.is_primary desc, i.display_order, i.id))[1] as alt
    from ${productAddonImages} i
    join ${productAddons} a on a.tenant_id = i.tenant_id and a.id = i.addon_id
    where i.tenant_id = ${tenantId} and a.product_id = ${productId}
    group by i.addon_id`);
  return rows.rows.map(toSummary);
}

const toSummary = (row: { owner_id: number; count: number; primary_id: number | null; alt: string | null }) => ({
  ownerId: Number(row.owner_id),
  count: Number(row.count),
  primaryImageId: row.primary_id === null ? null : Number(row.primary_id),
  primaryAltText: row.alt ?? '',
});

/** Serialises name checks and ordering of one shop's categories inside a transaction. */
export async function lockShopCategories(db: Executor, tenantId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`categories:${tenantId}`}))`);
}

/** Whether another category of the shop has this name (letter case and outer spaces ignored). */
export async function isCategoryNameTaken(db: Executor, tenantId: string, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.tenantId, tenantId),
        sql`lower(trim(${categories.name})) = lower(${name.trim()})`,
        exceptId === undefined ? undefined : ne(categories.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface CategoryValues {
  name: string;
  description: string;
  color: string;
  isActive: boolean;
}

/** A new category goes to the end of the list. */
export async function insertCategory(db: Executor, tenantId: string, values: CategoryValues) {
  const [row] = await db
    .insert(categories)
    .values({
      tenantId,
      ...values,
      displayOrder: sql`(select coalesce(max(display_order) + 1, 0) from ${categories} where tenant_id = ${tenantId})`,
    })
    .returning({ id: categories.id });
  if (!row) throw new Error('category not inserted');
  return row.id;
}

export async function updateCategory(db: Executor, tenantId: string, categoryId: number, values: CategoryValues) {
  const rows = await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId)))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/** Deletes a category; its products stay, without a category (the foreign key does not cascade). */
export async function deleteCategory(db: Executor, tenantId: string, categoryId: number) {
  const detached = await db
    .update(products)
    .set({ categoryId: null, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.categoryId, categoryId)))
    .returning({ id: products.id });
  const deleted = await db
    .delete(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId)))
    .returning({ id: categories.id, name: categories.name });
  return deleted[0] ? { name: deleted[0].name, detachedProducts: detached.length } : null;
}

/**
 * The new display order: the listed ids first, in their order, then any the list did not name
 * (added meanwhile elsewhere) in their present order. False when an id is not one of `existing`.
 */
export function orderedIds(existing: number[], listed: number[]): number[] | null {
  const known = new Set(existing);
  if (listed.some((id) => !known.has(id))) return null;
  const named = new Set(listed);
  return [...listed, ...existing.filter((id) => !named.has(id))];
}

export async function setCategoryOrder(db: Executor, tenantId: string, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await db
      .update(categories)
      .set({ displayOrder: index })
      .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id), ne(categories.displayOrder, index)));
  }
}

export async function productExists(db: Executor, tenantId: string, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  return Boolean(row);
}

/** Locks the product row, so its add-ons are ordered one save at a time. */
export async function lockProduct(db: Executor, tenantId: string, productId: number) {
  const rows = await db.execute(
    sql`select id from ${products} where tenant_id = ${tenantId} and id = ${productId} for update`,
  );
  return rows.rows.length > 0;
}

const addonColumns = {
  id: productAddons.id,
  productId: productAddons.productId,
  name: productAddons.name,
  description: productAddons.description,
  priceCents: productAddons.priceCents,
  type: productAddons.type,
  isRequired: productAddons.isRequired,
  isInputRequired: productAddons.isInputRequired,
  inputFieldLabel: productAddons.inputFieldLabel,
  inputFieldPlaceholder: productAddons.inputFieldPlaceholder,
  isActive: productAddons.isActive,
  displayOrder: productAddons.displayOrder,
};
export type AddonRow = Awaited<ReturnType<typeof findAddons>>[number];

export function findAddons(db: Executor, tenantId: string, productId: number, only?: SQL) {
  return db
    .select(addonColumns)
    .from(productAddons)
    .where(and(eq(productAddons.tenantId, tenantId), eq(productAddons.productId, productId), only))
    .orderBy(asc(productAddons.displayOrder), asc(productAddons.id));
}

export async function findAddon(db: Executor, tenantId: string, productId: number, addonId: number) {
  const [row] = await findAddons(db, tenantId, productId, eq(productAddons.id, addonId));
  return row ?? null;
}

export interface AddonValues {
  name: string;
  description: string;
  priceCents: number;
  type: 'Simple' | 'Complex';
  isRequired: boolean;
  isInputRequired: boolean;
  inputFieldLabel: string | null;
  inputFieldPlaceholder: string | null;
  isActive: boolean;
}

export async function insertAddon(db: Executor, tenantId: string, productId: number, values: AddonValues) {
  const [row] = await db
    .insert(productAddons)
    .values({
      tenantId,
      productId,
      ...values,
      displayOrder: sql`(select coalesce(max(display_order) + 1, 0) from ${productAddons} where tenant_id = ${tenantId} and product_id = ${productId})`,
    })
    .returning({ id: productAddons.id });
  if (!row) throw new Error('add-on not inserted');
  return row.id;
}

const addonOf = (tenantId: string, productId: number, addonId: number) =>
  and(eq(productAddons.tenantId, tenantId), eq(productAddons.productId, productId), eq(productAddons.id, addonId));

export async function updateAddon(
  db: Executor,
  tenantId: string,
  productId: number,
  addonId: number,
  values: AddonValues,
) {
  const rows = await db
    .update(productAddons)
    .set(values)
    .where(addonOf(tenantId, productId, addonId))
    .returning({ id: productAddons.id });
  return rows.length > 0;
}

export async function deleteAddon(db: Executor, tenantId: string, productId: number, addonId: number) {
  const [row] = await db
    .delete(productAddons)
    .where(addonOf(tenantId, productId, addonId))
    .returning({ name: productAddons.name });
  return row ?? null;
}

export async function setAddonOrder(db: Executor, tenantId: string, productId: number, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await db
      .update(productAddons)
      .set({ displayOrder: index })
      .where(and(addonOf(tenantId, productId, id), ne(productAddons.displayOrder, index)));
  }
}
