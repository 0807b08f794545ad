import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every tenant-owned table starts with this column and has it in its primary key, in its foreign
 * keys to other tenant tables and in its unique constraints (tenancy.test.ts checks all tables).
 */
export const tenantIdColumn = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
