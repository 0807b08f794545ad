import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { categories, productAddons, productImages, products } from '#src/db/schema/tables.ts';

export async function findProductsForExport(db: Executor, tenantId: string) {
  return db
    .select({ product: products, category: categories.name })
    .from(products)
    .leftJoin(categories, and(eq(categories.tenantId, products.tenantId), eq(categories.id, products.categoryId)))
    .where(eq(products.tenantId, tenantId))
    .orderBy(asc(products.displayOrder), asc(products.id));
}

export async function findImagesOfShop(db: Executor, tenantId: string) {
  return db
    .select({
      id: productImages.id,
      productId: productImages.productId,
      mediaId: productImages.mediaId,
      altText: productImages.altText,
    })
    .from(productImages)
    .where(eq(productImages.tenantId, tenantId))
    .orderBy(
      asc(productImages.productId),
      sql`${productImages.isPrimary} desc`,
      asc(productImages.displayOrder),
      asc(productImages.id),
    );
}

export async function findAddonsOfShop(db: Executor, tenantId: string) {
  return db
    .select()
    .from(productAddons)
    .where(eq(productAddons.tenantId, tenantId))
    .orderBy(asc(productAddons.productId), asc(productAddons.displayOrder), asc(productAddons.id));
}

export async function findProductsBySku(db: Executor, tenantId: string, skus: string[]) {
  if (skus.length === 0) return [];
  return db
    .select({ id: products.id, sku: products.sku, stockQuantity: products.stockQuantity })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.sku, skus)));
}

export async function findCategoryNames(db: Executor, tenantId: string) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.tenantId, tenantId));
}

export async function nextDisplayOrder(db: Executor, table: typeof products | typeof categories, tenantId: string) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${table.displayOrder}), -1)::int + 1` })
    .from(table)
    .where(eq(table.tenantId, tenantId));
  return row?.next ?? 0;
}
