import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import type { DatabaseHandle } from './client.ts';

/**
 * DESIGN §4: every tenant-owned table (one with a tenant_id column) has tenant_id in its primary
 * key, in every unique constraint or index, and in every foreign key to another tenant table.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

async function tenantTables(): Promise<string[]> {
  const result = await database.pool.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'tenant_id' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

/**
 * Unique indexes of a link's token hash: the link (a staff invitation) is opened before anyone
 * knows its shop, so the hash of a random 256-bit token is looked up across shops.
 */
const GLOBAL_TOKEN_INDEXES = new Set(['staff_invitations.staff_invitations_token_key']);

describe('tenancy keys in the schema', () => {
  it('finds the tenant-owned tables', async () => {
    const tables = await tenantTables();
    expect(tables).toEqual(expect.arrayContaining(['products', 'categories', 'orders', 'customers', 'cart_items']));
    expect(tables.length).toBeGreaterThan(20);
  });

  it('puts tenant_id in every primary key and unique index of a tenant table', async () => {
    const tables = await tenantTables();
    const result = await database.pool.query<{
      table_name: string;
      index_name: string;
      columns: string[];
      is_primary: boolean;
    }>(
      `select t.relname as table_name, i.relname as index_name, x.indisprimary as is_primary,
              array(select a.attname from unnest(x.indkey) as k(attnum)
                    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum) as columns
       from pg_index x
       join pg_class t on t.oid = x.indrelid
       join pg_class i on i.oid = x.indexrelid
       join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = 'public' and x.indisunique`,
    );
    const offenders = result.rows
      .filter((row) => tables.includes(row.table_name) && !row.columns.includes('tenant_id'))
      .filter((row) => !GLOBAL_TOKEN_INDEXES.has(`${row.table_name}.${row.index_name}`))
      .map((row) => `${row.table_name}.${row.index_name}`);
    expect(offenders).toEqual([]);
    const withPrimaryKey = new Set(result.rows.filter((row) => row.is_primary).map((row) => row.table_name));
    expect(tables.filter((table) => !withPrimaryKey.has(table))).toEqual([]);
  });

  it('includes tenant_id on both sides of every foreign key between tenant tables', async () => {
    const tables = await tenantTables();
    const result = await database.pool.query<{
      name: string;
      source: string;
      target: string;
      source_columns: string[];
      target_columns: string[];
    }>(
      `select c.conname as name, s.relname as source, t.relname as target,
              array(select a.attname from unnest(c.conkey) k(n) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as source_columns,
              array(select a.attname from unnest(c.confkey) k(n) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n) as target_columns
       from pg_constraint c
       join pg_class s on s.oid = c.conrelid
       join pg_class t on t.oid = c.confrelid
       join pg_namespace n on n.oid = s.relnamespace
       where c.contype = 'f' and n.nspname = 'public'`,
    );
    const offenders = result.rows
      .filter((fk) => tables.includes(fk.source) && tables.includes(fk.target))
      .filter((fk) => !fk.source_columns.includes('tenant_id') || !fk.target_columns.includes('tenant_id'))
      .map((fk) => `${fk.source}.${fk.name}`);
    expect(offenders).toEqual([]);
    // A foreign key into a tenant table from a tenant table must not be the tenant reference itself only.
    expect(result.rows.some((fk) => fk.source === 'product_images' && fk.target === 'products')).toBe(true);
  });
});
