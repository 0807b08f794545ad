import { and, eq, type SQL, sql } from 'drizzle-orm';
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

const fileColumns = {
  tenantId: media.tenantId,
  mediaId: media.id,
  fileName: media.fileName,
  contentType: media.contentType,
  byteSize: media.byteSize,
  sha256: media.sha256,
  createdAt: media.createdAt,
};

/** What a stored file's answer needs before its bytes: revalidation reads no bytes. */
export type MediaFile = {
  tenantId: string;
  mediaId: number;
  fileName: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  createdAt: Date;
};

/** The bytes of a stored file. */
export async function findMediaData(db: Database, tenantId: string, mediaId: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: media.data })
    .from(media)
    .where(and(eq(media.tenantId, tenantId), eq(media.id, mediaId)));
  return row?.data ?? null;
}

export async function findMediaFile(db: Database, tenantId: string, mediaId: number): Promise<MediaFile | null> {
  const [row] = await db
    .select(fileColumns)
    .from(media)
    .where(and(eq(media.tenantId, tenantId), eq(media.id, mediaId)));
  return row ?? null;
}

export async function findProductImageFile(db: Database, tenantId: string, productId: number, imageId: number) {
  const [row] = await db
    .select(fileColumns)
    .from(productImages)
    .innerJoin(media, and(eq(media.tenantId, productImages.tenantId), eq(media.id, productImages.mediaId)))
    .where(
      and(eq(productImages.tenantId, tenantId), eq(productImages.productId, productId), eq(productImages.id, imageId)),
    );
  return row ?? null;
}

export async function findCategoryImageFile(db: Database, tenantId: string, categoryId: number, imageId: number) {
  const [row] = await db
    .select(fileColumns)
    .from(categoryImages)
    .innerJoin(media, and(eq(media.tenantId, categoryImages.tenantId), eq(media.id, categoryImages.mediaId)))
    .where(
      and(
        eq(categoryImages.tenantId, tenantId),
        eq(categoryImages.categoryId, categoryId),
        eq(categoryImages.id, imageId),
      ),
    );
  return row ?? null;
}

const productIsActive = (tenantId: string, productId: number) =>
  sql`exists (select 1 from products p where p.tenant_id = ${tenantId} and p.id = ${productId} and p.is_active)`;

/** Images of an active add-on of an active product: what the storefront may show. */
function addonOfProduct(tenantId: string, productId: number, addonId: number): SQL | undefined {
  return and(
    eq(productAddonImages.tenantId, tenantId),
    eq(productAddonImages.addonId, addonId),
    eq(productAddons.productId, productId),
    eq(productAddons.isActive, true),
    productIsActive(tenantId, productId),
  );
}

export async function findAddonImageFile(
  db: Database,
  tenantId: string,
  productId: number,
  addonId: number,
  imageId: number,
) {
  const [row] = await db
    .select(fileColumns)
    .from(productAddonImages)
    .innerJoin(
      productAddons,
      and(eq(productAddons.tenantId, productAddonImages.tenantId), eq(productAddons.id, productAddonImages.addonId)),
    )
    .innerJoin(media, and(eq(media.tenantId, productAddonImages.tenantId), eq(media.id, productAddonImages.mediaId)))
    .where(and(addonOfProduct(tenantId, productId, addonId), eq(productAddonImages.id, imageId)));
  return row ?? null;
}

export async function findProductName(db: Database, tenantId: string, productId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId), eq(products.isActive, true)));
  return row?.name ?? null;
}

export async function addonBelongsToProduct(db: Database, tenantId: string, productId: number, addonId: number) {
  const [row] = await db
    .select({ id: productAddons.id })
    .from(productAddons)
    .where(
      and(
        eq(productAddons.tenantId, tenantId),
        eq(productAddons.productId, productId),
        eq(productAddons.id, addonId),
        eq(productAddons.isActive, true),
        productIsActive(tenantId, productId),
      ),
    );
  return Boolean(row);
}

export async function isPublicCategory(db: Database, tenantId: string, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId), eq(categories.isActive, true)));
  return Boolean(row);
}
