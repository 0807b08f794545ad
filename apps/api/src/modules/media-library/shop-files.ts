import { readFile } from 'node:fs/promises';
import type { TShopFile, TShopFileSlot, TShopFiles } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '#src/db/client.ts';
import { media, tenants } from '#src/db/schema/tables.ts';
import { invalidRequest, keyedText } from '#src/lib/errors.ts';
import { type ProcessedImage, sha256Of, UnreadableImageError, videoContentType } from './process-image.ts';
import { type Upload, unreadableImage } from './read-upload.ts';
import { deleteUnusedMedia, discardStoredMedia, insertProcessedImage } from './service.ts';
import type { MediaKey, MediaStore } from './store.ts';
import { findVariants, variantView } from './variants.ts';

const COLUMNS = {
  logo: tenants.logoMediaId,
  'hero-image': tenants.heroImageMediaId,
  'hero-video': tenants.heroVideoMediaId,
} as const;
const PROPERTIES = { logo: 'logoMediaId', 'hero-image': 'heroImageMediaId', 'hero-video': 'heroVideoMediaId' } as const;

async function currentMediaId(db: Executor, tenantId: string, slot: TShopFileSlot): Promise<number | null> {
  const [row] = await db.select({ id: COLUMNS[slot] }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
  return row?.id ?? null;
}

async function setSlot(db: Executor, tenantId: string, slot: TShopFileSlot, mediaId: number | null) {
  const previous = await currentMediaId(db, tenantId, slot);
  await db
    .update(tenants)
    .set({ [PROPERTIES[slot]]: mediaId })
    .where(eq(tenants.id, tenantId));
  return previous === null || previous === mediaId ? [] : deleteUnusedMedia(db, tenantId, [previous]);
}

/** The shop's logo, hero image and hero video with their URLs. */
export async function findShopFiles(db: Executor, tenantId: string): Promise<TShopFiles> {
  const [shop] = await db
    .select({ logo: tenants.logoMediaId, hero: tenants.heroImageMediaId, video: tenants.heroVideoMediaId })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const ids = [shop?.logo, shop?.hero, shop?.video].filter((id): id is number => typeof id === 'number');
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: media.id,
            fileName: media.fileName,
            contentType: media.contentType,
            byteSize: media.byteSize,
            width: media.width,
            height: media.height,
          })
          .from(media)
          .where(and(eq(media.tenantId, tenantId), inArray(media.id, ids)));
  const variants = await findVariants(db, tenantId, ids);
  const fileOf = (mediaId: number | null | undefined, path: string): TShopFile | null => {
    const row = rows.find((candidate) => candidate.id === mediaId);
    if (!row) return null;
    const view = variantView(tenantId, variants.get(row.id) ?? []);
    return {
      mediaId: row.id,
      fileName: row.fileName,
      contentType: row.contentType,
      byteSize: row.byteSize,
      width: row.width,
      height: row.height,
      url: `/api/tenants/${tenantId}/${path}?v=${row.id}`,
      src: view.src,
      srcset: view.srcset,
    };
  };
  return {
    logo: fileOf(shop?.logo, 'logo'),
    heroImage: fileOf(shop?.hero, 'hero-image'),
    heroVideo: fileOf(shop?.video, 'hero-video'),
  };
}

/** Stores an uploaded logo or hero image; answers the store keys of the replaced one, to delete after commit. */
export async function storeShopImage(
  context: { db: Database; store: MediaStore },
  tenantId: string,
  slot: 'logo' | 'hero-image',
  upload: Upload,
  process: (path: string) => Promise<ProcessedImage>,
): Promise<MediaKey[]> {
  const processed = await process(upload.path).catch((error: unknown) => {
    if (error instanceof UnreadableImageError) throw unreadableImage(upload.fileName);
    throw error;
  });
  let keys: MediaKey[] = [];
  try {
    return await context.db.transaction(async (tx) => {
      const stored = await insertProcessedImage({ db: tx, store: context.store }, tenantId, processed, upload.fileName);
      keys = stored.keys;
      return setSlot(tx, tenantId, slot, stored.mediaId);
    });
  } catch (error) {
    await discardStoredMedia(context.store, keys);
    throw error;
  }
}

/** Stores an MP4 or WebM hero video as sent. */
export async function storeShopVideo(db: Database, tenantId: string, upload: Upload): Promise<MediaKey[]> {
  const contentType = videoContentType(upload.head);
  if (!contentType) {
    throw invalidRequest([{ field: 'file', message: keyedText('video_unreadable', { fileName: upload.fileName }) }]);
  }
  const data = await readFile(upload.path);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({
        tenantId,
        fileName: upload.fileName,
        contentType,
        byteSize: data.length,
        sha256: sha256Of(data),
        data,
      })
      .returning({ id: media.id });
    if (!row) throw new Error('media insert returned nothing');
    return setSlot(tx, tenantId, 'hero-video', row.id);
  });
}

/** Clears the slot; answers the store keys of its medium, to delete after commit. */
export const removeShopFile = (db: Executor, tenantId: string, slot: TShopFileSlot) =>
  setSlot(db, tenantId, slot, null);
