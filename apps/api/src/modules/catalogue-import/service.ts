import { readFile } from 'node:fs/promises';
import type { TImportFormat, TImportPreview, TImportResult, TImportRow } from '@shop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '#src/db/client.ts';
import { categories, productAddons, productImages, products } from '#src/db/schema/tables.ts';
import { type MediaStore, storeImageForProduct } from '#src/modules/media-library/media-library.ts';
import { recordInitialStock, setStockByShop } from '#src/modules/ordering/ordering.ts';
import type { AddonDraft, ProductDraft } from './draft.ts';
import { issue } from './draft.ts';
import { fetchImages, type ImageFetchOptions } from './image-fetch.ts';
import { draftFromOurRow } from './our-format.ts';
import { ownImageId } from './own-images.ts';
import { findCategoryNames, findImagesOfShop, findProductsBySku, nextDisplayOrder } from './queries.ts';
import { readCsv } from './read-csv.ts';
import { draftsFromShopify } from './shopify-format.ts';

export interface ImportOptions {
  updateExisting: boolean;
  images: ImageFetchOptions;
  /** Where fetched images wait for the transaction; null for the preview, which keeps none. */
  imageDirectory: string | null;
}

type ResolvedImage = { altText: string } & (
  | { mediaId: number }
  | { path: string | null; fileName: string; url: string }
);

interface PlannedProduct {
  draft: ProductDraft;
  existingId: number | null;
  images: ResolvedImage[];
}

export interface ImportPlan {
  format: TImportFormat;
  preview: TImportPreview;
  products: PlannedProduct[];
}

const categoryKey = (name: string) => name.trim().toLocaleLowerCase('nl');

/** Reads the file, checks every row against the shop and fetches the images; writes nothing. */
export async function planImport(
  db: Executor,
  tenantId: string,
  bytes: Buffer,
  options: ImportOptions,
): Promise<ImportPlan> {
  const table = readCsv(bytes);
  const drafts =
    table.format === 'shopify'
      ? draftsFromShopify(table.records)
      : table.records.map((record) => draftFromOurRow(record.line, record.cells));

  const firstLineOfSku = new Map<string, number>();
  for (const draft of drafts) {
    if (draft.sku === '') continue;
    const key = draft.sku.toLowerCase();
    const first = firstLineOfSku.get(key);
    if (first === undefined) firstLineOfSku.set(key, draft.line);
    else
      draft.errors.push(
        issue(table.format === 'shopify' ? 'Variant SKU' : 'sku', 'duplicate_sku_in_file', { line: first }),
      );
  }

  const existing = new Map(
    (await findProductsBySku(db, tenantId, [...new Set(drafts.map((draft) => draft.sku).filter(Boolean))])).map(
      (row) => [row.sku, row],
    ),
  );
  for (const draft of drafts) {
    if (existing.has(draft.sku) && !options.updateExisting) {
      draft.errors.push(issue(table.format === 'shopify' ? 'Variant SKU' : 'sku', 'sku_exists', { sku: draft.sku }));
    }
  }

  const knownCategories = new Set((await findCategoryNames(db, tenantId)).map((row) => categoryKey(row.name)));
  const newCategories = new Map<string, string>();
  for (const draft of drafts) {
    if (draft.categoryName === null) continue;
    const key = categoryKey(draft.categoryName);
    if (knownCategories.has(key)) continue;
    if (!newCategories.has(key)) newCategories.set(key, draft.categoryName);
    draft.warnings.push(
      issue(table.format === 'shopify' ? 'Type' : 'category', 'category_created', { name: draft.categoryName }),
    );
  }

  const ownImages = new Map((await findImagesOfShop(db, tenantId)).map((image) => [image.id, image]));
  const external = drafts.flatMap((draft) =>
    draft.images.filter((image) => ownImageId(image.url, tenantId) === null).map((image) => image.url),
  );
  const fetched = await fetchImages(external, options.images, options.imageDirectory);

  const planned: PlannedProduct[] = drafts.map((draft) => {
    const images: ResolvedImage[] = [];
    for (const image of draft.images) {
      const ownId = ownImageId(image.url, tenantId);
      if (ownId !== null) {
        const own = ownImages.get(ownId);
        if (own) images.push({ mediaId: own.mediaId, altText: image.altText });
        else
          draft.errors.push(
            issue(imageColumn(table.format), 'image_fetch_failed', { url: image.url, reason: 'http_404' }),
          );
        continue;
      }
      const result = fetched.get(image.url);
      if (!result || 'failed' in result) {
        draft.errors.push(
          issue(imageColumn(table.format), 'image_fetch_failed', {
            url: image.url.slice(0, 300),
            reason: result && 'failed' in result ? result.failed : 'connection',
          }),
        );
      } else {
        images.push({ ...result, url: image.url, altText: image.altText });
      }
    }
    const match = existing.get(draft.sku);
    return { draft, existingId: match?.id ?? null, images };
  });

  const rows: TImportRow[] = planned.map(({ draft, existingId, images }) => ({
    line: draft.line,
    action: existingId === null ? 'create' : 'update',
    product: {
      name: draft.name,
      sku: draft.sku,
      price: draft.priceCents / 100,
      discountPercentage: draft.discountPercentage,
      isDiscountActive: draft.isDiscountActive,
      stockQuantity: draft.stockQuantity,
      weightGrams: draft.weightGrams,
      isActive: draft.isActive,
      category: draft.categoryName,
      imageCount: images.length,
      addonCount: draft.addons?.length ?? 0,
    },
    errors: draft.errors,
    warnings: draft.warnings,
  }));
  const preview: TImportPreview = {
    format: table.format,
    rows,
    summary: {
      products: rows.length,
      creates: rows.filter((row) => row.action === 'create').length,
      updates: rows.filter((row) => row.action === 'update').length,
      rowsWithErrors: rows.filter((row) => row.errors.length > 0).length,
      rowsWithWarnings: rows.filter((row) => row.warnings.length > 0).length,
      newCategories: [...newCategories.values()],
      images: new Set(drafts.flatMap((draft) => draft.images.map((image) => image.url))).size,
    },
  };
  return { format: table.format, preview, products: planned };
}

async function readImage(path: string | null): Promise<Buffer> {
  if (path === null) throw new Error('the preview keeps no images to store');
  return readFile(path);
}

const imageColumn = (format: TImportFormat) => (format === 'shopify' ? 'Image Src' : 'imageUrls');

function productValues(draft: ProductDraft, categoryId: number | null) {
  return {
    name: draft.name,
    sku: draft.sku,
    categoryId,
    shortDescription: draft.shortDescription,
    description: draft.description,
    priceCents: draft.priceCents,
    isDiscountActive: draft.isDiscountActive,
    discountPercentage: draft.discountPercentage,
    discountStartDate: draft.discountStartDate,
    discountEndDate: draft.discountEndDate,
    madeToOrder: draft.madeToOrder,
    needsPackageSending: draft.needsPackageSending,
    weightGrams: draft.weightGrams,
    isActive: draft.isActive,
    ...(draft.focus ?? {}),
  };
}

async function writeAddons(tx: Executor, tenantId: string, productId: number, addons: AddonDraft[]) {
  const current = await tx
    .select({ id: productAddons.id, name: productAddons.name })
    .from(productAddons)
    .where(and(eq(productAddons.tenantId, tenantId), eq(productAddons.productId, productId)));
  const byName = new Map(current.map((addon) => [addon.name.toLowerCase(), addon.id]));
  const kept = new Set<number>();
  for (const [displayOrder, addon] of addons.entries()) {
    const id = byName.get(addon.name.toLowerCase());
    if (id !== undefined && !kept.has(id)) {
      kept.add(id);
      await tx
        .update(productAddons)
        .set({ ...addon, displayOrder })
        .where(and(eq(productAddons.tenantId, tenantId), eq(productAddons.id, id)));
    } else {
      await tx.insert(productAddons).values({ tenantId, productId, ...addon, displayOrder });
    }
  }
  // Orders and carts may point at an add-on: one the file leaves out is switched off, not deleted.
  const dropped = current.filter((addon) => !kept.has(addon.id)).map((addon) => addon.id);
  if (dropped.length > 0) {
    await tx
      .update(productAddons)
      .set({ isActive: false })
      .where(and(eq(productAddons.tenantId, tenantId), inArray(productAddons.id, dropped)));
  }
}

/**
 * Makes the product's images the file's list, in its order, the first primary. A list equal to the
 * current one changes nothing (an export imported back keeps its image ids and URLs).
 */
async function writeImages(
  context: { db: Executor; store: MediaStore },
  tenantId: string,
  productId: number,
  images: ResolvedImage[],
): Promise<{ stored: number; discards: (() => Promise<void>)[] }> {
  const { db: tx } = context;
  const current = await tx
    .select({ mediaId: productImages.mediaId, altText: productImages.altText })
    .from(productImages)
    .where(and(eq(productImages.tenantId, tenantId), eq(productImages.productId, productId)))
    .orderBy(sql`${productImages.isPrimary} desc`, productImages.displayOrder, productImages.id);
  const same =
    current.length === images.length &&
    images.every((image, index) => {
      const row = current[index];
      return 'mediaId' in image && row?.mediaId === image.mediaId && row.altText === image.altText;
    });
  const discards: (() => Promise<void>)[] = [];
  if (same) return { stored: 0, discards };
  await tx
    .delete(productImages)
    .where(and(eq(productImages.tenantId, tenantId), eq(productImages.productId, productId)));
  for (const [displayOrder, image] of images.entries()) {
    if ('mediaId' in image) {
      await tx.insert(productImages).values({
        tenantId,
        productId,
        mediaId: image.mediaId,
        altText: image.altText,
        isPrimary: displayOrder === 0,
        displayOrder,
      });
    } else {
      const stored = await storeImageForProduct(context, tenantId, productId, {
        bytes: await readImage(image.path),
        fileName: image.fileName,
        altText: image.altText,
      });
      discards.push(stored.discard);
    }
  }
  return { stored: discards.length, discards };
}

/** Writes a plan without errors in one transaction: categories, products, stock, images, add-ons. */
export async function applyImport(
  db: Database,
  store: MediaStore,
  tenantId: string,
  plan: ImportPlan,
): Promise<TImportResult> {
  const discards: (() => Promise<void>)[] = [];
  try {
    return await db.transaction(async (tx) => {
      const categoryIds = new Map(
        (await findCategoryNames(tx, tenantId)).map((row) => [categoryKey(row.name), row.id]),
      );
      let categoryOrder = await nextDisplayOrder(tx, categories, tenantId);
      for (const name of plan.preview.summary.newCategories) {
        const [row] = await tx
          .insert(categories)
          .values({ tenantId, name, displayOrder: categoryOrder++ })
          .returning({ id: categories.id });
        if (row) categoryIds.set(categoryKey(name), row.id);
      }

      let imagesStored = 0;
      let productOrder = await nextDisplayOrder(tx, products, tenantId);
      let created = 0;
      let updated = 0;
      for (const { draft, existingId, images } of plan.products) {
        const categoryId =
          draft.categoryName === null ? null : (categoryIds.get(categoryKey(draft.categoryName)) ?? null);
        let productId: number;
        if (existingId === null) {
          const [row] = await tx
            .insert(products)
            .values({
              tenantId,
              ...productValues(draft, categoryId),
              stockQuantity: draft.stockQuantity,
              displayOrder: draft.displayOrder ?? productOrder++,
            })
            .returning({ id: products.id, stockQuantity: products.stockQuantity });
          if (!row) throw new Error('product not created');
          await recordInitialStock(tx, tenantId, [row], 'shop');
          productId = row.id;
          created++;
        } else {
          productId = existingId;
          await tx
            .update(products)
            .set({
              ...productValues(draft, categoryId),
              ...(draft.displayOrder === null ? {} : { displayOrder: draft.displayOrder }),
            })
            .where(and(eq(products.tenantId, tenantId), eq(products.id, existingId)));
          // A movement of the difference with the stock as it is now (an order may have taken some).
          await setStockByShop(tx, tenantId, productId, draft.stockQuantity);
          updated++;
        }
        const written = await writeImages({ db: tx, store }, tenantId, productId, images);
        discards.push(...written.discards);
        imagesStored += written.stored;
        if (draft.addons !== undefined) await writeAddons(tx, tenantId, productId, draft.addons);
      }
      return {
        format: plan.format,
        created,
        updated,
        categoriesCreated: plan.preview.summary.newCategories.length,
        imagesStored,
      };
    });
  } catch (error) {
    // The rows rolled back; image variants already in object storage go too.
    await Promise.allSettled(discards.map((discard) => discard()));
    throw error;
  }
}
