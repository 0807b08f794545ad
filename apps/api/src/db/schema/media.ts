import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, tenantIdColumn } from './columns.ts';

/** Uploaded files (logos, hero images/videos, product, category and add-on images). */
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
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), check('media_size', sql`${t.byteSize} >= 0`)],
);
