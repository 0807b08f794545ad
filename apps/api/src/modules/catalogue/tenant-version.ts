import type pg from 'pg';
import { notFound } from '#src/lib/errors.ts';
import type { TenantContext } from '#src/plugins/tenant.ts';

/** What the catalogue needs of a shop: which one, and the version its cached answers must carry. */
export type CatalogueTenant = Pick<TenantContext, 'id' | 'catalogueVersion'>;

// The same tenant and version as requireTenantById (plugins/tenant.ts) reads, without the other
// columns: read on every request, so an edit through any node shows at the next one.
const VERSION_SQL = `select t.id, coalesce(v.version, 0) as version
  from tenants t left join catalogue_versions v on v.tenant_id = t.id where t.id = $1`;

/** The shop with this id (a UUID, checked by the route's schema) and its catalogue version, or a 404 'Tenant not found'. */
export async function requireCatalogueTenant(pool: pg.Pool, id: string): Promise<CatalogueTenant> {
  const { rows } = await pool.query<{ id: string; version: number }>({
    name: 'catalogue-tenant-version',
    text: VERSION_SQL,
    values: [id],
  });
  const row = rows[0];
  if (!row) throw notFound('tenant');
  return { id: row.id, catalogueVersion: Number(row.version) };
}
