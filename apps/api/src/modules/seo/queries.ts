import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { categories, productImages, products, tenantSocialMedia, tenantThemes } from '#src/db/schema/tables.ts';

/** An active product of the tenant with what its page head shows; its category only while that is active. */
export async function findHeadProduct(db: Database, tenantId: string, productId: number) {
  const [row] = await db
    .select({
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
      isActive: products.isActive,
      categoryId: categories.id,
      categoryName: categories.name,
    })
    .from(products)
    .leftJoin(
      categories,
      and(
        eq(categories.tenantId, products.tenantId),
        eq(categories.id, products.categoryId),
        eq(categories.isActive, true),
      ),
    )
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId), eq(products.isActive, true)));
  return row ?? null;
}

export type HeadProduct = NonNullable<Awaited<ReturnType<typeof findHeadProduct>>>;

/** The product's image ids, primary first, then in display order. */
export async function findHeadProductImageIds(db: Database, tenantId: string, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productImages.id, isPrimary: productImages.isPrimary })
    .from(productImages)
    .where(and(eq(productImages.tenantId, tenantId), eq(productImages.productId, productId)))
    .orderBy(asc(productImages.displayOrder), asc(productImages.id));
  return [...rows.filter((row) => row.isPrimary), ...rows.filter((row) => !row.isPrimary)].map((row) => row.id);
}

export async function findHeadCategory(db: Database, tenantId: string, categoryId: number) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, description: categories.description })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId), eq(categories.isActive, true)));
  return row ?? null;
}

export async function findSocialProfiles(db: Database, tenantId: string) {
  const [row] = await db.select().from(tenantSocialMedia).where(eq(tenantSocialMedia.tenantId, tenantId));
  return row ?? null;
}

/** What a shop's sitemap lists: its active products and categories, with their last change. */
export async function findSitemapItems(db: Database, tenantId: string, limit: number) {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.isActive, true)))
      .orderBy(asc(products.displayOrder), asc(products.id))
      .limit(limit),
    db
      .select({ id: categories.id, updatedAt: categories.updatedAt })
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), eq(categories.isActive, true)))
      .orderBy(asc(categories.displayOrder), asc(categories.id))
      .limit(limit),
  ]);
  return { products: productRows, categories: categoryRows };
}

/** What of the shop's theme record decides its background colour. */
export async function findThemeBackground(db: Database, tenantId: string) {
  const [row] = await db
    .select({
      useCustomTheme: tenantThemes.useCustomTheme,
      customTheme: tenantThemes.customTheme,
      customBackgroundColor: tenantThemes.customBackgroundColor,
    })
    .from(tenantThemes)
    .where(eq(tenantThemes.tenantId, tenantId));
  return row ?? null;
}
