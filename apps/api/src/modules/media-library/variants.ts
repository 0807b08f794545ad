import type { TImageSource, TImageVariant } from '@shop/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { media, mediaVariants } from '#src/db/schema/tables.ts';
import type { ProcessedVariant, TVariantFormat } from './process-image.ts';
import type { MediaKey, MediaStore } from './store.ts';

export const variantPath = (mediaId: number, version: number, width: number, format: TVariantFormat) =>
  `media/${mediaId}/v${version}/${width}.${format}`;

/** Where a medium's variants of one version live: append `{width}.{webp|avif}`. */
export const variantBaseUrl = (tenantId: string, mediaId: number, version: number) =>
  `/api/media/${tenantId}/${mediaId}/v${version}/`;

export const variantUrl = (tenantId: string, mediaId: number, version: number, width: number, format: string) =>
  `${variantBaseUrl(tenantId, mediaId, version)}${width}.${format}`;

/**
 * Puts a medium's variants of one version in the store and gives their media_variants rows. Each
 * stored key is added to `stored` as it is written, so a caller whose later step fails can remove them.
 */
export async function putVariants(
  store: MediaStore,
  tenantId: string,
  medium: { id: number; version: number },
  variants: ProcessedVariant[],
  stored: MediaKey[],
): Promise<(typeof mediaVariants.$inferInsert)[]> {
  const rows: (typeof mediaVariants.$inferInsert)[] = [];
  for (const variant of variants) {
    const key = { tenantId, path: variantPath(medium.id, medium.version, variant.width, variant.format) };
    await store.put(key, variant.data, variant.contentType);
    stored.push(key);
    rows.push({
      tenantId,
      mediaId: medium.id,
      version: medium.version,
      width: variant.width,
      height: variant.height,
      format: variant.format,
      byteSize: variant.data.length,
      sha256: variant.sha256,
      storePath: key.path,
    });
  }
  return rows;
}

export interface VariantRow {
  mediaId: number;
  version: number;
  width: number;
  height: number;
  format: string;
  byteSize: number;
}

/** The variants of the current version of each medium, by media id, widest last. */
export async function findVariants(db: Executor, tenantId: string, mediaIds: number[]) {
  const byMedia = new Map<number, VariantRow[]>();
  if (mediaIds.length === 0) return byMedia;
  const rows = await db
    .select({
      mediaId: mediaVariants.mediaId,
      version: mediaVariants.version,
      width: mediaVariants.width,
      height: mediaVariants.height,
      format: mediaVariants.format,
      byteSize: mediaVariants.byteSize,
    })
    .from(mediaVariants)
    .innerJoin(
      media,
      and(
        eq(media.tenantId, mediaVariants.tenantId),
        eq(media.id, mediaVariants.mediaId),
        eq(media.version, mediaVariants.version),
      ),
    )
    .where(and(eq(mediaVariants.tenantId, tenantId), inArray(mediaVariants.mediaId, mediaIds)))
    .orderBy(mediaVariants.width, desc(mediaVariants.format));
  for (const row of rows) byMedia.set(row.mediaId, [...(byMedia.get(row.mediaId) ?? []), row]);
  return byMedia;
}

/** The store keys of every variant of these media (all versions): what to delete after they go. */
export async function findVariantKeys(db: Executor, tenantId: string, mediaIds: number[]): Promise<MediaKey[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .select({ path: mediaVariants.storePath })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.tenantId, tenantId), inArray(mediaVariants.mediaId, mediaIds)));
  return rows.map((row) => ({ tenantId, path: row.path }));
}

export interface VariantView {
  variants: TImageVariant[];
  src: string | null;
  srcset: { webp: string; avif: string } | null;
}

/** URLs of the variants: `src` a WebP of about 640 px, `srcset` per format. */
export function variantView(tenantId: string, rows: VariantRow[]): VariantView {
  const variants = rows.map((row) => ({
    width: row.width,
    height: row.height,
    format: row.format as TImageVariant['format'],
    byteSize: row.byteSize,
    url: variantUrl(tenantId, row.mediaId, row.version, row.width, row.format),
  }));
  const webp = variants.filter((variant) => variant.format === 'webp');
  if (webp.length === 0) return { variants, src: null, srcset: null };
  const srcsetOf = (format: string) =>
    variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  const middle = webp.find((variant) => variant.width >= 640) ?? webp[webp.length - 1];
  return { variants, src: middle?.url ?? null, srcset: { webp: srcsetOf('webp'), avif: srcsetOf('avif') } };
}

export interface PreferredVariant {
  contentType: string;
  sha256: string;
  storePath: string;
  byteSize: number;
  createdAt: Date;
}

/**
 * The variant a browser that sent this Accept header should get instead of the master: AVIF or
 * WebP, `preferredWidth` wide or the widest below it (else the narrowest). Null when it accepts
 * neither or there are none. One indexed query that reads no bytes.
 */
export async function findPreferredVariant(
  db: Executor,
  tenantId: string,
  mediaId: number,
  accept: string | undefined,
  preferredWidth: number,
): Promise<PreferredVariant | null> {
  const format = accept?.includes('image/avif') ? 'avif' : accept?.includes('image/webp') ? 'webp' : null;
  if (!format) return null;
  const fits = sql`${mediaVariants.width} <= ${preferredWidth}`;
  const [row] = await db
    .select({
      sha256: mediaVariants.sha256,
      storePath: mediaVariants.storePath,
      byteSize: mediaVariants.byteSize,
      createdAt: mediaVariants.createdAt,
    })
    .from(mediaVariants)
    .innerJoin(
      media,
      and(
        eq(media.tenantId, mediaVariants.tenantId),
        eq(media.id, mediaVariants.mediaId),
        eq(media.version, mediaVariants.version),
      ),
    )
    .where(and(eq(media.tenantId, tenantId), eq(media.id, mediaId), eq(mediaVariants.format, format)))
    .orderBy(desc(fits), sql`case when ${fits} then -${mediaVariants.width} else ${mediaVariants.width} end`)
    .limit(1);
  return row ? { ...row, contentType: `image/${format}` } : null;
}

const webpWidths = sql<
  number[]
>`array(select mv.width from ${mediaVariants} mv where mv.tenant_id = ${media.tenantId} and mv.media_id = ${media.id} and mv.version = ${media.version} and mv.format = 'webp' order by mv.width)`;

/** Size and variants of each of these media (logo, hero image), by media id: one query. */
export async function findImageSources(
  db: Executor,
  tenantId: string,
  mediaIds: number[],
): Promise<Map<number, TImageSource>> {
  const sources = new Map<number, TImageSource>();
  if (mediaIds.length === 0) return sources;
  const rows = await db
    .select({ id: media.id, width: media.width, height: media.height, version: media.version, widths: webpWidths })
    .from(media)
    .where(and(eq(media.tenantId, tenantId), inArray(media.id, mediaIds)));
  for (const row of rows) {
    sources.set(row.id, {
      width: row.width,
      height: row.height,
      ...(row.widths.length > 0
        ? { variants: { base: variantBaseUrl(tenantId, row.id, row.version), widths: row.widths } }
        : {}),
    });
  }
  return sources;
}

/**
 * When each of these media (logo, hero image) last changed as the browser gets it, in epoch ms: a
 * new file is a new medium, and variants made later change what the address answers. The
 * storefront puts it in the address (`?t=`), so the answer to that address never changes.
 */
export async function findImageVersions(
  db: Executor,
  tenantId: string,
  mediaIds: number[],
): Promise<Map<number, number>> {
  const versions = new Map<number, number>();
  if (mediaIds.length === 0) return versions;
  const changedAt = sql<string>`floor(extract(epoch from greatest(${media.createdAt}, (select max(mv.created_at) from ${mediaVariants} mv where mv.tenant_id = ${media.tenantId} and mv.media_id = ${media.id} and mv.version = ${media.version}))) * 1000)::bigint`;
  const rows = await db
    .select({ id: media.id, changedAt })
    .from(media)
    .where(and(eq(media.tenantId, tenantId), inArray(media.id, mediaIds)));
  for (const row of rows) versions.set(row.id, Number(row.changedAt));
  return versions;
}
