import {
  inputDiscountPercentage,
  PRODUCT_FIELD_TEXTS,
  type TProductBulkInput,
  type TProductInputParsed,
} from '@shop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '#src/db/client.ts';
import { productImages, products } from '#src/db/schema/tables.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { sanitizeRichText } from '#src/lib/rich-text.ts';
import { deleteUnusedMedia, type MediaKey } from '#src/modules/media-library/media-library.ts';
import { recordInitialStock, setStockByShop } from '#src/modules/ordering/ordering.ts';
import {
  categoryExists,
  copyProductImages,
  findAdminProduct,
  findDisplayOrder,
  findOwnIds,
  nextDisplayOrder,
  skuTaken,
} from './queries.ts';

const skuConflict = () =>
  new HttpError(409, 'validation_error', { form: 'request' }, [
    { field: 'body.sku', message: PRODUCT_FIELD_TEXTS.skuTaken },
  ]);

const isSkuViolation = (error: unknown): boolean => {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    depth++
  ) {
    if (current.code === '23505' && current.constraint === 'products_sku_key') return true;
    current = current.cause as typeof current;
  }
  return false;
};

/** The columns of an input, without stock (stock moves through the ordering core). */
function columnsOf(input: TProductInputParsed) {
  const percentage = inputDiscountPercentage(input);
  const discounted = percentage !== null;
  return {
    name: input.name,
    shortDescription: input.shortDescription,
    description: sanitizeRichText(input.description),
    priceCents: Math.round(input.price * 100),
    isDiscountActive: discounted,
    discountPercentage: percentage,
    discountStartDate: discounted && input.discountStartDate ? new Date(input.discountStartDate) : null,
    discountEndDate: discounted && input.discountEndDate ? new Date(input.discountEndDate) : null,
    sku: input.sku,
    madeToOrder: input.madeToOrder,
    needsPackageSending: input.needsPackageSending,
    weightGrams: input.weightGrams,
    isActive: input.isActive,
    categoryId: input.categoryId,
    focusShopProductInfoSections: input.focusShopProductInfoSections,
    focusShopShowBreadcrumb: input.focusShopShowBreadcrumb,
    focusShopShowCategory: input.focusShopShowCategory,
    focusShopShowSku: input.focusShopShowSku,
    focusShopShowStock: input.focusShopShowStock,
    focusShopPriceTextColor: input.focusShopPriceTextColor,
    focusShopTitleTextColor: input.focusShopTitleTextColor,
  };
}

async function checkReferences(tx: Executor, tenantId: string, input: TProductInputParsed, productId?: number) {
  if (input.categoryId !== null && !(await categoryExists(tx, tenantId, input.categoryId))) {
    throw new HttpError(400, 'validation_error', { form: 'request' }, [
      { field: 'body.categoryId', message: PRODUCT_FIELD_TEXTS.categoryMissing },
    ]);
  }
  if (await skuTaken(tx, tenantId, input.sku, productId)) throw skuConflict();
}

async function inTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isSkuViolation(error)) throw skuConflict();
    throw error;
  }
}

export async function createProduct(db: Database, tenantId: string, input: TProductInputParsed): Promise<number> {
  return inTransaction(db, async (tx) => {
    await checkReferences(tx, tenantId, input);
    const [row] = await tx
      .insert(products)
      .values({
        tenantId,
        ...columnsOf(input),
        stockQuantity: input.stockQuantity,
        displayOrder: await nextDisplayOrder(tx, tenantId),
      })
      .returning({ id: products.id, stockQuantity: products.stockQuantity });
    if (!row) throw new Error('product not created');
    await recordInitialStock(tx, tenantId, [row], 'shop');
    return row.id;
  });
}

export async function updateProduct(db: Database, tenantId: string, productId: number, input: TProductInputParsed) {
  await inTransaction(db, async (tx) => {
    if ((await findOwnIds(tx, tenantId, [productId])).length === 0) throw notFound('product');
    await checkReferences(tx, tenantId, input, productId);
    const [row] = await tx
      .update(products)
      .set({ ...columnsOf(input), updatedAt: sql`now()` })
      .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)))
      .returning({ id: products.id });
    if (!row) throw notFound('product');
    await setStockByShop(tx, tenantId, productId, input.stockQuantity);
  });
}

/**
 * Deletes products with their images, add-ons and stock history (cascades); the files only they
 * used go too. Answers the store keys to remove once the transaction has committed.
 */
async function deleteProducts(tx: Executor, tenantId: string, ids: number[]): Promise<MediaKey[]> {
  const mine = and(eq(products.tenantId, tenantId), inArray(products.id, ids));
  const images = await tx
    .select({ mediaId: productImages.mediaId })
    .from(productImages)
    .where(and(eq(productImages.tenantId, tenantId), inArray(productImages.productId, ids)));
  await tx.delete(products).where(mine);
  return deleteUnusedMedia(tx, tenantId, [...new Set(images.map((image) => image.mediaId))]);
}

export async function deleteProduct(db: Database, tenantId: string, productId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
    if (!row) throw notFound('product');
    return { ...row, mediaKeys: await deleteProducts(tx, tenantId, [productId]) };
  });
}

/** A copy that starts inactive, named "(kopie)", with a free SKU; its images share the original's files. */
export async function duplicateProduct(db: Database, tenantId: string, productId: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const original = await findAdminProduct(tx, tenantId, productId);
    if (!original) throw notFound('product');
    let sku = `${original.sku}-KOPIE`;
    for (let attempt = 2; await skuTaken(tx, tenantId, sku); attempt++) sku = `${original.sku}-KOPIE-${attempt}`;
    const {
      id: _id,
      tenantId: _tenant,
      categoryName: _name,
      searchVector: _vector,
      createdAt: _c,
      updatedAt: _u,
      ...copy
    } = original;
    const [row] = await tx
      .insert(products)
      .values({
        ...copy,
        tenantId,
        name: `${original.name} (kopie)`.slice(0, 200),
        sku,
        isActive: false,
        displayOrder: await nextDisplayOrder(tx, tenantId),
      })
      .returning({ id: products.id, stockQuantity: products.stockQuantity });
    if (!row) throw new Error('product not copied');
    await recordInitialStock(tx, tenantId, [row], 'shop');
    await copyProductImages(tx, tenantId, productId, row.id);
    return row.id;
  });
}

/** Every id must be the shop's, else nothing changes (404). */
export async function bulkChange(db: Database, tenantId: string, input: TProductBulkInput) {
  return db.transaction(async (tx) => {
    const own = await findOwnIds(tx, tenantId, input.ids);
    if (own.length !== input.ids.length) throw notFound('product');
    if (input.action === 'delete') return { count: own.length, mediaKeys: await deleteProducts(tx, tenantId, own) };
    await tx
      .update(products)
      .set({ isActive: input.action === 'activate', updatedAt: sql`now()` })
      .where(and(eq(products.tenantId, tenantId), inArray(products.id, own)));
    return { count: own.length, mediaKeys: [] as MediaKey[] };
  });
}

/** The listed products take, in their new order, the places they held among all the shop's products. */
export async function reorderProducts(db: Database, tenantId: string, ids: number[]) {
  await db.transaction(async (tx) => {
    const current = await findDisplayOrder(tx, tenantId);
    const listed = new Set(ids);
    const known = new Set(current.map((row) => row.id));
    if (ids.some((id) => !known.has(id))) throw notFound('product');
    const queue = [...ids];
    const next = current.map((row) => (listed.has(row.id) ? (queue.shift() as number) : row.id));
    for (const [index, id] of next.entries()) {
      const before = current[index];
      if (before && before.id === id && before.displayOrder === index) continue;
      await tx
        .update(products)
        .set({ displayOrder: index })
        .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
    }
  });
}
