/**
 * The media library's entry (ADR 011): the media store every process shares, and storing an image
 * from bytes a caller already has (the CSV import fetches them from URLs).
 */
import type { TConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { findOwnerName } from './owners.ts';
import { processImage } from './process-image.ts';
import {
  attachImage,
  deleteAllUnusedMedia,
  deleteStoredObjects,
  discardStoredMedia,
  insertProcessedImage,
  type MediaContext,
} from './service.ts';
import { createPostgresMediaStore, createS3MediaStore, type MediaStore } from './store.ts';
import { findPreferredVariant, type PreferredVariant } from './variants.ts';

export {
  type BackfillOptions,
  type BackfillResult,
  MAX_VARIANT_FAILURES,
  runVariantBackfill,
  startVariantBackfill,
} from './backfill.ts';
export type { ImageOwner } from './owners.ts';
export { UnreadableImageError } from './process-image.ts';
export type { MediaContext } from './service.ts';
export { deleteStoredObjects, deleteUnusedMedia, discardStoredMedia } from './service.ts';
export type { MediaKey, MediaStore } from './store.ts';
export type { PreferredVariant } from './variants.ts';
export { findImageSources, findImageVersions, variantBaseUrl } from './variants.ts';

/**
 * For the storefront's image URLs (spec §7): the AVIF or WebP variant this browser takes (its hash,
 * size and store path, no bytes), or null to send the master. Bytes: `readStoredObject`.
 */
export function findVariantForBrowser(
  db: Database,
  file: { tenantId: string; mediaId: number },
  accept: string | undefined,
  preferredWidth: number,
): Promise<PreferredVariant | null> {
  return findPreferredVariant(db, file.tenantId, file.mediaId, accept, preferredWidth);
}

/** The bytes of a store object, or null when it is gone. */
export async function readStoredObject(store: MediaStore, tenantId: string, path: string): Promise<Buffer | null> {
  return (await store.get({ tenantId, path }))?.data ?? null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where image variants live: PostgreSQL, or the S3 bucket of MEDIA_S3_BUCKET. */
    mediaStore: MediaStore;
  }
}

/** The store the configuration asks for. */
export function createMediaStore(config: TConfig, db: Database): MediaStore {
  if (!config.MEDIA_S3_BUCKET) return createPostgresMediaStore(db);
  return createS3MediaStore({
    bucket: config.MEDIA_S3_BUCKET,
    region: config.MEDIA_S3_REGION,
    endpoint: config.MEDIA_S3_ENDPOINT,
    accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
  });
}

export interface StoredImage {
  imageId: number;
  mediaId: number;
  /** Call when the caller's transaction rolled back: removes the variants from the store. */
  discard: () => Promise<void>;
}

/**
 * Stores an image for a product: auto-rotated, without metadata, with its WebP/AVIF variants,
 * appended to the product's images (primary when it is the first). `context.db` may be the
 * caller's transaction. Alt text defaults to the product's name. Throws UnreadableImageError for
 * bytes that are not a complete image of a kind sharp reads, and Error when the tenant has no
 * such product.
 */
export async function storeImageForProduct(
  context: MediaContext,
  tenantId: string,
  productId: number,
  image: { bytes: Buffer; fileName: string; altText?: string },
): Promise<StoredImage> {
  const owner = { kind: 'product', id: productId } as const;
  const productName = await findOwnerName(context.db, tenantId, owner);
  if (productName === null) throw new Error(`Product ${productId} not found`);
  const processed = await processImage(image.bytes);
  const stored = await insertProcessedImage(context, tenantId, processed, image.fileName);
  try {
    const altText = image.altText?.trim() || productName;
    const imageId = await attachImage(context.db, tenantId, owner, stored.mediaId, altText.slice(0, 200));
    return { imageId, mediaId: stored.mediaId, discard: () => discardStoredMedia(context.store, stored.keys) };
  } catch (error) {
    await discardStoredMedia(context.store, stored.keys);
    throw error;
  }
}

/**
 * Removes the media nothing uses any more, e.g. after products, categories or add-ons were
 * deleted (their image rows go with them, their files stay until this runs): the rows inside
 * `db` (which may be the caller's transaction) and, with `afterCommit`, the store objects.
 */
export async function removeUnusedMedia(
  context: MediaContext,
  tenantId: string,
): Promise<{ afterCommit: () => Promise<void> }> {
  const keys = await deleteAllUnusedMedia(context.db, tenantId);
  return { afterCommit: () => deleteStoredObjects(context.store, keys, () => {}) };
}
