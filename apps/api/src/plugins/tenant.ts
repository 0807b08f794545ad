import { resolveHost, ZTenantId } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { catalogueVersions, tenants } from '#src/db/schema/tables.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';

export interface TenantContext {
  id: string;
  name: string;
  displayName: string;
  description: string;
  theme: string;
  heroType: 'video' | 'image';
  contactEmail: string | null;
  logoMediaId: number | null;
  heroImageMediaId: number | null;
  heroVideoMediaId: number | null;
  /** Changes whenever anything the public catalogue shows changes. */
  catalogueVersion: number;
}

const tenantColumns = {
  id: tenants.id,
  name: tenants.name,
  displayName: tenants.displayName,
  description: tenants.description,
  theme: tenants.theme,
  heroType: sql<'video' | 'image'>`${tenants.heroType}`,
  contactEmail: tenants.contactEmail,
  logoMediaId: tenants.logoMediaId,
  heroImageMediaId: tenants.heroImageMediaId,
  heroVideoMediaId: tenants.heroVideoMediaId,
  catalogueVersion: sql<number>`coalesce(${catalogueVersions.version}, 0)`,
};

function selectTenants(db: Database) {
  return db.select(tenantColumns).from(tenants).leftJoin(catalogueVersions, eq(catalogueVersions.tenantId, tenants.id));
}

async function findTenantById(db: Database, id: string): Promise<TenantContext | null> {
  if (!ZTenantId.safeParse(id).success) return null;
  const [row] = await selectTenants(db).where(eq(tenants.id, id));
  return row ?? null;
}

async function findTenantByName(db: Database, name: string): Promise<TenantContext | null> {
  const [row] = await selectTenants(db).where(sql`lower(${tenants.name}) = lower(${name})`);
  return row ?? null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenant with this id, or a 404 'Tenant not found'. */
    requireTenantById(id: string): Promise<TenantContext>;
    requireTenantByName(name: string): Promise<TenantContext>;
  }
  interface FastifyRequest {
    /** The shop this request is for: X-Tenant-Id header, then the host (spec §2.1). */
    requireShopTenant(): Promise<TenantContext>;
  }
}

export const tenantPlugin = fp(async (app: FastifyInstance, options: { config: TConfig }) => {
  const domains = { platformDomain: options.config.PLATFORM_DOMAIN, stagingDomain: options.config.STAGING_DOMAIN };

  app.decorate('requireTenantById', async (id: string) => {
    const tenant = await findTenantById(app.database.db, id);
    if (!tenant) throw notFound('tenant');
    return tenant;
  });
  app.decorate('requireTenantByName', async (name: string) => {
    const tenant = await findTenantByName(app.database.db, name);
    if (!tenant) throw notFound('tenant');
    return tenant;
  });

  app.decorateRequest('requireShopTenant', async function requireShopTenant(this: FastifyRequest) {
    const header = this.headers['x-tenant-id'];
    const headerValue = Array.isArray(header) ? header[0] : header;
    if (headerValue) {
      if (!ZTenantId.safeParse(headerValue).success) throw new HttpError(400, 'invalid_tenant_header', {});
      return app.requireTenantById(headerValue);
    }
    const query = this.query as Record<string, unknown> | undefined;
    const tenantParam = typeof query?.tenant === 'string' ? query.tenant : null;
    const resolution = resolveHost(this.headers.host ?? '', domains, tenantParam);
    if (resolution.kind === 'shop') return app.requireTenantByName(resolution.tenantName);
    throw new HttpError(400, 'no_tenant', {});
  });
});
