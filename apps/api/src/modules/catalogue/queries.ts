import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  categories,
  categoryImages,
  media,
  productAddonImages,
  productAddons,
  productImages,
  products,
} from '#src/db/schema/tables.ts';

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];
export type ImageRow = {
  ownerId: number;
  id: number;
  isPrimary: boolean;
  fileName: string;
  altText: string;
  displayOrder: number;
  width: number | null;
  height: number | null;
};

const productColumns = {
  id: products.id,
  name: products.name,
  shortDescription: products.shortDescription,
  description: products.description,
  priceCents: products.priceCents,
  isDiscountActive: products.isDiscountActive,
  discountPercentage: products.discountPercentage,
  discountStartDate: products.discountStartDate,
  discountEndDate: products.discountEndDate,
  sku: products.sku,
  stockQuantity: products.stockQuantity,
  madeToOrder: products.madeToOrder,
  needsPackageSending: products.needsPackageSending,
  weightGrams: products.weightGrams,
  isActive: products.isActive,
  displayOrder: products.displayOrder,
  categoryId: categories.id,
  categoryName: categories.name,
  focusShopProductInfoSections: products.focusShopProductInfoSections,
  focusShopShowBreadcrumb: products.focusShopShowBreadcrumb,
  focusShopShowCategory: products.focusShopShowCategory,
  focusShopShowSku: products.focusShopShowSku,
  focusShopShowStock: products.focusShopShowStock,
  focusShopPriceTextColor: products.focusShopPriceTextColor,
  focusShopTitleTextColor: products.focusShopTitleTextColor,
  // Columns spelled out: drizzle leaves them unqualified in some selects, which would bind them to the subquery.
  hasAddons: sql<boolean>`exists (select 1 from product_addons pa where pa.tenant_id = "products"."tenant_id" and pa.product_id = "products"."id" and pa.is_active)`,
};

/** Active products of one tenant, in display order. */
function selectProducts(db: Database, tenantId: string, extra?: SQL, limit?: number) {
  const query = db
    .select(productColumns)
    .from(products)
    // An inactive category is hidden, its products stay visible without a category link.
    .leftJoin(
      categories,
      and(
        eq(categories.tenantId, products.tenantId),
        eq(categories.id, products.categoryId),
        eq(categories.isActive, true),
      ),
    )
    .where(and(eq(products.tenantId, tenantId), eq(products.isActive, true), extra))
    .orderBy(asc(products.displayOrder), asc(products.id));
  return limit ? query.limit(limit) : query;
}

export function findPublicProducts(db: Database, tenantId: string) {
  return selectProducts(db, tenantId);
}

export function findPublicProductsOfCategory(db: Database, tenantId: string, categoryId: number) {
  return selectProducts(db, tenantId, eq(products.categoryId, categoryId));
}

export function findCarouselProducts(db: Database, tenantId: string, limit: number) {
  return selectProducts(db, tenantId, sql`(${products.madeToOrder} or ${products.stockQuantity} > 0)`, limit);
}

export async function findPublicProduct(db: Database, tenantId: string, productId: number) {
  const [row] = await selectProducts(db, tenantId, eq(products.id, productId));
  return row ?? null;
}

export function findProductsByIds(db: Database, tenantId: string, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectProducts(db, tenantId, inArray(products.id, ids));
}

export function findProductImages(db: Database, tenantId: string, productIds: number[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      ownerId: productImages.productId,
      id: productImages.id,
      isPrimary: productImages.isPrimary,
      fileName: media.fileName,
      altText: productImages.altText,
      displayOrder: productImages.displayOrder,
      width: media.width,
      height: media.height,
    })
    .from(productImages)
    .innerJoin(media, and(eq(media.tenantId, productImages.tenantId), eq(media.id, productImages.mediaId)))
    .where(and(eq(productImages.tenantId, tenantId), inArray(productImages.productId, productIds)))
    .orderBy(asc(productImages.displayOrder), asc(productImages.id));
}

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  color: categories.color,
  isActive: categories.isActive,
  displayOrder: categories.displayOrder,
  // Qualified by hand: in a single-table select Drizzle drops table names, and the bare columns
  // would then resolve to the subquery's own table (counting products whose category_id = id).
  productCount: sql<number>`(select count(*) from ${products} p where p.tenant_id = ${categories}.tenant_id and p.category_id = ${categories}.id and p.is_active)`,
};

export type CategoryRow = Awaited<ReturnType<typeof findPublicCategories>>[number];

export function findPublicCategories(db: Database, tenantId: string) {
  return db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.isActive, true)))
    .orderBy(asc(categories.displayOrder), asc(categories.id));
}

export async function findPublicCategory(db: Database, tenantId: string, categoryId: number) {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId), eq(categories.isActive, true)));
  return row ?? null;
}

export function findCategoryImages(db: Database, tenantId: string, categoryIds: number[]): Promise<ImageRow[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      ownerId: categoryImages.categoryId,
      id: categoryImages.id,
      isPrimary: categoryImages.isPrimary,
      fileName: media.fileName,
      altText: categoryImages.altText,
      displayOrder: categoryImages.displayOrder,
      width: media.width,
      height: media.height,
    })
    .from(categoryImages)
    .innerJoin(media, and(eq(media.tenantId, categoryImages.tenantId), eq(media.id, categoryImages.mediaId)))
    .where(and(eq(categoryImages.tenantId, tenantId), inArray(categoryImages.categoryId, categoryIds)))
    .orderBy(asc(categoryImages.displayOrder), asc(categoryImages.id));
}

export function findActiveAddons(db: Database, tenantId: string, productId: number) {
  return db
    .select({
      id: productAddons.id,
      name: productAddons.name,
      description: productAddons.description,
      priceCents: productAddons.priceCents,
      type: sql<'Simple' | 'Complex'>`${productAddons.type}`,
      isRequired: productAddons.isRequired,
      isInputRequired: productAddons.isInputRequired,
      inputFieldLabel: productAddons.inputFieldLabel,
      inputFieldPlaceholder: productAddons.inputFieldPlaceholder,
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

export function findAddonImages(db: Database, tenantId: string, addonIds: number[]): Promise<ImageRow[]> {
  if (addonIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      ownerId: productAddonImages.addonId,
      id: productAddonImages.id,
      isPrimary: productAddonImages.isPrimary,
      fileName: media.fileName,
      altText: productAddonImages.altText,
      displayOrder: productAddonImages.displayOrder,
      width: media.width,
      height: media.height,
    })
    .from(productAddonImages)
    .innerJoin(media, and(eq(media.tenantId, productAddonImages.tenantId), eq(media.id, productAddonImages.mediaId)))
    .where(and(eq(productAddonImages.tenantId, tenantId), inArray(productAddonImages.addonId, addonIds)))
    .orderBy(asc(productAddonImages.displayOrder), asc(productAddonImages.id));
}
