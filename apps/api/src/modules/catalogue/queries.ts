import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  categories,
  categoryImages,
  media,
  mediaVariants,
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
  tenantId: string;
  mediaId: number;
  mediaVersion: number;
  /** The widths of the current version's variants (each in WebP and AVIF), narrowest first; empty without. */
  variantWidths: number[];
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

/** The first discount start or end after `now` among the tenant's active products with a discount switched on. */
export async function findNextDiscountChange(db: Database, tenantId: string, now: Date): Promise<Date | null> {
  const result = await db.execute<{ next: Date | string | null }>(sql`
    select min(moment) as next from (
      select discount_start_date as moment from products
        where tenant_id = ${tenantId} and is_active and is_discount_active and discount_start_date > ${now}
      union all
      select discount_end_date from products
        where tenant_id = ${tenantId} and is_active and is_discount_active and discount_end_date > ${now}
    ) moments`);
  const next = result.rows[0]?.next;
  return next ? new Date(next) : null;
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

type ImageTable = typeof productImages | typeof categoryImages | typeof productAddonImages;

/** Images of the given owners (products, categories or add-ons), in display order, with their media sizes. */
function findImages(
  db: Database,
  tenantId: string,
  table: ImageTable,
  owner: typeof productImages.productId | typeof categoryImages.categoryId | typeof productAddonImages.addonId,
  ownerIds: number[],
): Promise<ImageRow[]> {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      ownerId: owner,
      id: table.id,
      isPrimary: table.isPrimary,
      fileName: media.fileName,
      altText: table.altText,
      displayOrder: table.displayOrder,
      width: media.width,
      height: media.height,
      tenantId: media.tenantId,
      mediaId: media.id,
      mediaVersion: media.version,
      variantWidths: sql<
        number[]
      >`array(select mv.width from ${mediaVariants} mv where mv.tenant_id = ${media.tenantId} and mv.media_id = ${media.id} and mv.version = ${media.version} and mv.format = 'webp' order by mv.width)`,
    })
    .from(table)
    .innerJoin(media, and(eq(media.tenantId, table.tenantId), eq(media.id, table.mediaId)))
    .where(and(eq(table.tenantId, tenantId), inArray(owner, ownerIds)))
    .orderBy(asc(table.displayOrder), asc(table.id));
}

export const findProductImages = (db: Database, tenantId: string, productIds: number[]) =>
  findImages(db, tenantId, productImages, productImages.productId, productIds);

export const findCategoryImages = (db: Database, tenantId: string, categoryIds: number[]) =>
  findImages(db, tenantId, categoryImages, categoryImages.categoryId, categoryIds);

export const findAddonImages = (db: Database, tenantId: string, addonIds: number[]) =>
  findImages(db, tenantId, productAddonImages, productAddonImages.addonId, addonIds);
