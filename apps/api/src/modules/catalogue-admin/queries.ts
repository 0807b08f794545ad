import { LOW_STOCK_MAX, type TProductListQueryParsed } from '@shop/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { categories, orderItems, productImages, products } from '#src/db/schema/tables.ts';

export type AdminProductRow = typeof products.$inferSelect & { categoryName: string | null };

type ListQuery = TProductListQueryParsed;

/** Whether a discount applies at `now` (the contracts' rule, in SQL). */
const discountRunning = (now: Date) =>
  sql`(${products.isDiscountActive} and coalesce(${products.discountPercentage}, 0) > 0
    and (${products.discountStartDate} is null or ${products.discountStartDate} <= ${now.toISOString()}::timestamptz)
    and (${products.discountEndDate} is null or ${products.discountEndDate} >= ${now.toISOString()}::timestamptz))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function listFilter(tenantId: string, query: ListQuery, now: Date): SQL | undefined {
  const term = query.search ? `%${escapeLike(query.search)}%` : null;
  return and(
    eq(products.tenantId, tenantId),
    term ? or(ilike(products.name, term), ilike(products.sku, term)) : undefined,
    query.categoryId === undefined ? undefined : eq(products.categoryId, query.categoryId),
    query.active === undefined ? undefined : eq(products.isActive, query.active),
    query.stock === 'out' ? sql`(not ${products.madeToOrder} and ${products.stockQuantity} <= 0)` : undefined,
    query.stock === 'low'
      ? sql`(not ${products.madeToOrder} and ${products.stockQuantity} between 1 and ${LOW_STOCK_MAX})`
      : undefined,
    query.stock === 'in' ? sql`(${products.madeToOrder} or ${products.stockQuantity} > ${LOW_STOCK_MAX})` : undefined,
    query.discounted === undefined
      ? undefined
      : query.discounted
        ? discountRunning(now)
        : sql`not ${discountRunning(now)}`,
  );
}

const SORT_COLUMNS = {
  displayOrder: products.displayOrder,
  name: sql`lower(${products.name})`,
  price: products.priceCents,
  stock: products.stockQuantity,
  updated: products.updatedAt,
} as const;

export async function findProductPage(db: Executor, tenantId: string, query: ListQuery, now: Date) {
  const where = listFilter(tenantId, query, now);
  const direction = query.direction === 'desc' ? desc : asc;
  const rows = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .leftJoin(categories, and(eq(categories.tenantId, products.tenantId), eq(categories.id, products.categoryId)))
    .where(where)
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(products.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ total: count() }).from(products).where(where);
  return {
    rows: rows.map(({ product, categoryName }) => ({ ...product, categoryName })),
    total: total?.total ?? 0,
  };
}

export async function findAdminProduct(db: Executor, tenantId: string, productId: number) {
  const [row] = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .leftJoin(categories, and(eq(categories.tenantId, products.tenantId), eq(categories.id, products.categoryId)))
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  return row ? { ...row.product, categoryName: row.categoryName } : null;
}

export interface PrimaryImage {
  productId: number;
  imageId: number;
  altText: string;
  count: number;
}

/** Each product's image count and its primary image (else its first). */
export async function findPrimaryImages(
  db: Executor,
  tenantId: string,
  productIds: number[],
): Promise<Map<number, PrimaryImage>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: productImages.productId,
      imageId: productImages.id,
      altText: productImages.altText,
      count: sql<number>`count(*) over (partition by ${productImages.productId})::int`,
    })
    .from(productImages)
    .where(and(eq(productImages.tenantId, tenantId), inArray(productImages.productId, productIds)))
    .orderBy(
      asc(productImages.productId),
      desc(productImages.isPrimary),
      asc(productImages.displayOrder),
      asc(productImages.id),
    );
  const byProduct = new Map<number, PrimaryImage>();
  for (const row of rows) if (!byProduct.has(row.productId)) byProduct.set(row.productId, row);
  return byProduct;
}

export async function countOrderLines(db: Executor, tenantId: string, productId: number): Promise<number> {
  const [row] = await db
    .select({ lines: count() })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.productId, productId)));
  return row?.lines ?? 0;
}

export async function categoryExists(db: Executor, tenantId: string, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId)));
  return Boolean(row);
}

export async function skuTaken(db: Executor, tenantId: string, sku: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        sql`lower(${products.sku}) = lower(${sku})`,
        exceptId === undefined ? undefined : sql`${products.id} <> ${exceptId}`,
      ),
    );
  return Boolean(row);
}

/** The ids of the list that belong to the shop. */
export async function findOwnIds(db: Executor, tenantId: string, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)));
  return rows.map((row) => row.id);
}

/** Every product id of the shop in display order. */
export async function findDisplayOrder(db: Executor, tenantId: string) {
  return db
    .select({ id: products.id, displayOrder: products.displayOrder })
    .from(products)
    .where(eq(products.tenantId, tenantId))
    .orderBy(asc(products.displayOrder), asc(products.id))
    .for('update');
}

export async function nextDisplayOrder(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${products.displayOrder}) + 1, 0)::int` })
    .from(products)
    .where(eq(products.tenantId, tenantId));
  return row?.next ?? 0;
}

export async function copyProductImages(db: Executor, tenantId: string, fromId: number, toId: number) {
  await db.execute(sql`insert into product_images (tenant_id, product_id, media_id, alt_text, is_primary, display_order)
    select tenant_id, ${toId}, media_id, alt_text, is_primary, display_order from product_images
    where tenant_id = ${tenantId} and product_id = ${fromId}`);
}
