import type { TManagedImage } from '@shop/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { media, mediaVariants } from '#src/db/schema/tables.ts';
import { type ImageOwner, imageTableOf } from './owners.ts';
import type { ProcessedImage } from './process-image.ts';
import type { MediaKey, MediaStore } from './store.ts';
import { findVariantKeys, findVariants, putVariants, variantView } from './variants.ts';

/** What storing needs: the database (or the caller's transaction) and the media store. */
export interface MediaContext {
  db: Executor;
  store: MediaStore;
}

export interface StoredMedia {
  mediaId: number;
  /** The objects put in the store; a caller whose transaction rolls back deletes them with discardStoredMedia. */
  keys: MediaKey[];
}

/**
 * Writes the master into `media` and the variants into the store and `media_variants`. When
 * anything fails the objects already put are removed again.
 */
export async function insertProcessedImage(
  context: MediaContext,
  tenantId: string,
  processed: ProcessedImage,
  fileName: string,
): Promise<StoredMedia> {
  const { master } = processed;
  const [row] = await context.db
    .insert(media)
    .values({
      tenantId,
      fileName,
      contentType: master.contentType,
      byteSize: master.data.length,
      sha256: master.sha256,
      width: master.width,
      height: master.height,
      data: master.data,
      version: 1,
    })
    .returning({ id: media.id, version: media.version });
  if (!row) throw new Error('media insert returned nothing');
  const keys: MediaKey[] = [];
  try {
    const variantRows = await putVariants(context.store, tenantId, row, processed.variants, keys);
    if (variantRows.length > 0) await context.db.insert(mediaVariants).values(variantRows);
  } catch (error) {
    await discardStoredMedia(context.store, keys);
    throw error;
  }
  return { mediaId: row.id, keys };
}

/** Removes objects put in the store for a transaction that did not commit. Never throws. */
export async function discardStoredMedia(store: MediaStore, keys: MediaKey[]): Promise<void> {
  if (keys.length === 0) return;
  await store.delete(keys).catch(() => {});
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Adds an image row for a stored medium: last in order, primary when it is the owner's first. */
export async function attachImage(
  db: Executor,
  tenantId: string,
  owner: ImageOwner,
  mediaId: number,
  altText: string,
): Promise<number> {
  const { ownerColumn } = imageTableOf(owner.kind);
  const tableName = sql.identifier(tableNameOf(owner.kind));
  const column = sql.identifier(ownerColumn.name);
  const result = await db.execute(sql`
    insert into ${tableName} (tenant_id, ${column}, media_id, alt_text, is_primary, display_order)
    select ${tenantId}, ${owner.id}, ${mediaId}, ${altText},
      not exists (select 1 from ${tableName} where tenant_id = ${tenantId} and ${column} = ${owner.id}),
      coalesce((select max(display_order) + 1 from ${tableName} where tenant_id = ${tenantId} and ${column} = ${owner.id}), 0)
    returning id`);
  const [inserted] = rowsOf<{ id: number }>(result);
  if (!inserted) throw new Error('image insert returned nothing');
  return inserted.id;
}

const tableNameOf = (kind: ImageOwner['kind']) =>
  ({ product: 'product_images', category: 'category_images', addon: 'product_addon_images' })[kind];

interface ImageRow {
  id: number;
  media_id: number;
  alt_text: string;
  is_primary: boolean;
  display_order: number;
  file_name: string;
  width: number | null;
  height: number | null;
}

/** The owner's images in display order, with their variant URLs. */
export async function listImages(db: Executor, tenantId: string, owner: ImageOwner): Promise<TManagedImage[]> {
  const tableName = sql.identifier(tableNameOf(owner.kind));
  const column = sql.identifier(imageTableOf(owner.kind).ownerColumn.name);
  const rows = rowsOf<ImageRow>(
    await db.execute(sql`
      select i.id, i.media_id, i.alt_text, i.is_primary, i.display_order, m.file_name, m.width, m.height
      from ${tableName} i
      join media m on m.tenant_id = i.tenant_id and m.id = i.media_id
      where i.tenant_id = ${tenantId} and i.${column} = ${owner.id}
      order by i.display_order, i.id`),
  );
  const variants = await findVariants(
    db,
    tenantId,
    rows.map((row) => row.media_id),
  );
  return rows.map((row) => {
    const view = variantView(tenantId, variants.get(row.media_id) ?? []);
    return {
      id: row.id,
      mediaId: row.media_id,
      fileName: row.file_name,
      altText: row.alt_text,
      isPrimary: row.is_primary,
      displayOrder: row.display_order,
      width: row.width,
      height: row.height,
      src: view.src ?? originalUrl(tenantId, owner, row.id, row.media_id),
      srcset: view.srcset ?? { webp: '', avif: '' },
      variants: view.variants,
    };
  });
}

/** The storefront's URL of the stored master (spec §7), for an image made before variants existed. */
function originalUrl(tenantId: string, owner: ImageOwner, imageId: number, mediaId: number): string {
  const query = `?tenantId=${tenantId}&v=${mediaId}`;
  if (owner.kind === 'product') return `/api/products/${owner.id}/images/${imageId}/file${query}`;
  if (owner.kind === 'category') return `/api/categories/${owner.id}/images/${imageId}/file${query}`;
  return `/api/products/${owner.productId}/addons/${owner.id}/images/${imageId}/file${query}`;
}

/** Sets the order; false when `ids` is not exactly the owner's images, each once. */
export async function reorderImages(db: Executor, tenantId: string, owner: ImageOwner, ids: number[]) {
  const tableName = sql.identifier(tableNameOf(owner.kind));
  const column = sql.identifier(imageTableOf(owner.kind).ownerColumn.name);
  const current = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from ${tableName} where tenant_id = ${tenantId} and ${column} = ${owner.id} for update`,
    ),
  ).map((row) => row.id);
  const same =
    ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
  if (!same) return false;
  for (const [index, id] of ids.entries()) {
    await db.execute(
      sql`update ${tableName} set display_order = ${index} where tenant_id = ${tenantId} and id = ${id}`,
    );
  }
  return true;
}

const imageWhere = (owner: ImageOwner, tenantId: string, imageId: number): SQL => {
  const column = sql.identifier(imageTableOf(owner.kind).ownerColumn.name);
  return sql`tenant_id = ${tenantId} and ${column} = ${owner.id} and id = ${imageId}`;
};

/** Changes alt text and/or makes the image primary; false when the owner has no such image. */
export async function updateImage(
  db: Executor,
  tenantId: string,
  owner: ImageOwner,
  imageId: number,
  change: { altText?: string; isPrimary?: true },
): Promise<boolean> {
  const tableName = sql.identifier(tableNameOf(owner.kind));
  const column = sql.identifier(imageTableOf(owner.kind).ownerColumn.name);
  const found = rowsOf<{ id: number }>(
    await db.execute(sql`select id from ${tableName} where ${imageWhere(owner, tenantId, imageId)} for update`),
  );
  if (found.length === 0) return false;
  if (change.altText !== undefined) {
    await db.execute(
      sql`update ${tableName} set alt_text = ${change.altText} where ${imageWhere(owner, tenantId, imageId)}`,
    );
  }
  if (change.isPrimary) {
    await db.execute(
      sql`update ${tableName} set is_primary = (id = ${imageId}) where tenant_id = ${tenantId} and ${column} = ${owner.id}`,
    );
  }
  return true;
}

/**
 * Deletes the image row and its medium (unless something else still uses it); when it was the
 * primary one, the next in order becomes primary. Answers the store keys to delete after commit,
 * or null when the owner has no such image.
 */
export async function deleteImage(
  db: Executor,
  tenantId: string,
  owner: ImageOwner,
  imageId: number,
): Promise<MediaKey[] | null> {
  const tableName = sql.identifier(tableNameOf(owner.kind));
  const column = sql.identifier(imageTableOf(owner.kind).ownerColumn.name);
  const [deleted] = rowsOf<{ media_id: number; is_primary: boolean }>(
    await db.execute(
      sql`delete from ${tableName} where ${imageWhere(owner, tenantId, imageId)} returning media_id, is_primary`,
    ),
  );
  if (!deleted) return null;
  if (deleted.is_primary) {
    await db.execute(sql`
      update ${tableName} set is_primary = true
      where tenant_id = ${tenantId} and id = (
        select id from ${tableName} where tenant_id = ${tenantId} and ${column} = ${owner.id}
        order by display_order, id limit 1)`);
  }
  return deleteUnusedMedia(db, tenantId, [deleted.media_id]);
}

/** Deletes the media no image or shop file uses any more; answers their variants' store keys. */
export async function deleteUnusedMedia(db: Executor, tenantId: string, mediaIds: number[]): Promise<MediaKey[]> {
  if (mediaIds.length === 0) return [];
  const unused = rowsOf<{ id: number }>(
    await db.execute(sql`
      select m.id from media m
      where m.tenant_id = ${tenantId} and m.id in ${sql.raw(`(${mediaIds.map(Number).join(',')})`)}
        and not exists (select 1 from product_images i where i.tenant_id = m.tenant_id and i.media_id = m.id)
        and not exists (select 1 from category_images i where i.tenant_id = m.tenant_id and i.media_id = m.id)
        and not exists (select 1 from product_addon_images i where i.tenant_id = m.tenant_id and i.media_id = m.id)
        and not exists (select 1 from tenants t where t.id = m.tenant_id
          and m.id in (coalesce(t.logo_media_id, -1), coalesce(t.hero_image_media_id, -1), coalesce(t.hero_video_media_id, -1)))`),
  ).map((row) => row.id);
  if (unused.length === 0) return [];
  const keys = await findVariantKeys(db, tenantId, unused);
  await db.delete(media).where(and(eq(media.tenantId, tenantId), inArray(media.id, unused)));
  return keys;
}

/**
 * Deletes every medium of the tenant that nothing uses any more (after deleting products,
 * categories or add-ons, whose image rows go with them); answers the store keys to delete after commit.
 */
export async function deleteAllUnusedMedia(db: Executor, tenantId: string): Promise<MediaKey[]> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from media where tenant_id = ${tenantId}`));
  return deleteUnusedMedia(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
}

/** Deletes store objects after the transaction that dropped their rows has committed. */
export async function deleteStoredObjects(store: MediaStore, keys: MediaKey[], log: (error: unknown) => void) {
  if (keys.length === 0) return;
  await store.delete(keys).catch(log);
}
