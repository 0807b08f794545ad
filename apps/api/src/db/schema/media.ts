import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, tenantIdColumn } from './columns.ts';

/**
 * Uploaded files (logos, hero images/videos, product, category and add-on images). An uploaded
 * image keeps here its auto-rotated, metadata-free master; its resized variants live in the media
 * store (media_variants).
 */
export const media = pgTable(
  'media',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Content hash, used as the ETag. */
    sha256: text('sha256').notNull(),
    width: integer('width'),
    height: integer('height'),
    data: bytea('data').notNull(),
    /** Part of the variant URLs: a new set of variants gets a new version, so old URLs stay immutable. */
    version: integer('version').notNull().default(1),
    /**
     * Failed attempts at making the variants of an image stored before variants existed (the
     * variant backfill); it gives up at a limit, so a broken file is not tried forever.
     */
    variantFailures: integer('variant_failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), check('media_size', sql`${t.byteSize} >= 0`)],
);

/** The resized WebP and AVIF copies of an image, each stored in the media store under `storePath`. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    tenantId: tenantIdColumn(),
    mediaId: integer('media_id').notNull(),
    version: integer('version').notNull(),
    width: integer('width').notNull(),
    /** 'webp' or 'avif'. */
    format: text('format').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    storePath: text('store_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.mediaId, t.version, t.width, t.format] }),
    foreignKey({ columns: [t.tenantId, t.mediaId], foreignColumns: [media.tenantId, media.id] }).onDelete('cascade'),
    check('media_variants_format', sql`${t.format} in ('webp', 'avif')`),
    check('media_variants_size', sql`${t.width} > 0 and ${t.height} > 0 and ${t.byteSize} >= 0`),
  ],
);

/** The PostgreSQL media store's objects (ADR 011); unused when an S3-compatible store is configured. */
export const mediaObjects = pgTable(
  'media_objects',
  {
    tenantId: tenantIdColumn(),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.path] })],
);
