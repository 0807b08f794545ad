import { bareHost, resolveHost, ZTenantId } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { catalogueVersions, shopDomains, tenants } from '#src/db/schema/tables.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { ExpiringCache } from '#src/lib/expiring-cache.ts';

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
  /** The shop's primary own domain (verified), where its canonical addresses and e-mail links point; or null. */
  primaryDomain: string | null;
  /** Every own domain the shop is served on (verified, or failing within its grace), the primary first. */
  customDomains: string[];
}

/** What a request's host (or `?tenant=`) names: the platform site, a shop, or nothing we serve. */
export type ShopResolution = { kind: 'platform' } | { kind: 'shop'; tenant: TenantContext } | { kind: 'none' };

/** A domain is served once verified, and while failing (its grace, modules/domains). */
const SERVED_STATUSES = sql.raw(`('verified', 'failing')`);
const SERVED = sql`${shopDomains.status} in ${SERVED_STATUSES}`;

/**
 * How long a process keeps what a custom host names (including "nothing"): a removed or lapsed
 * domain stops being served within this time on every node, without any message between them.
 */
export const CUSTOM_HOST_CACHE_MS = 3000;
const CUSTOM_HOST_CACHE_MAX = 10_000;

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
  primaryDomain: sql<
    string | null
  >`(select d.host from ${shopDomains} d where d.tenant_id = ${tenants.id} and d.is_primary and d.status in ${SERVED_STATUSES})`,
  customDomains: sql<
    string[]
  >`array(select d.host from ${shopDomains} d where d.tenant_id = ${tenants.id} and d.status in ${SERVED_STATUSES} order by d.is_primary desc, d.id)`,
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

/** The shop a verified (or failing, within grace) own domain belongs to. */
async function findTenantIdByCustomHost(db: Database, host: string): Promise<string | null> {
  const [row] = await db
    .select({ tenantId: shopDomains.tenantId })
    .from(shopDomains)
    .where(and(eq(shopDomains.host, host), SERVED))
    .limit(1);
  return row?.tenantId ?? null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenant with this id, or a 404 'Tenant not found'. */
    requireTenantById(id: string): Promise<TenantContext>;
    requireTenantByName(name: string): Promise<TenantContext>;
    /**
     * The shop a host names (spec §2.1, or one of the shops' own domains), `?tenant=` first;
     * `none` for a host that names no shop we have.
     */
    resolveShop(host: string, tenantParam?: string | null): Promise<ShopResolution>;
    /** The id of the shop served on this own domain (cached for CUSTOM_HOST_CACHE_MS), or null. */
    findCustomHostTenantId(host: string): Promise<string | null>;
    /** Drops this process's cached answer for an own domain (after it was verified or removed here). */
    forgetCustomHost(host: string): void;
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

  const customHosts = new ExpiringCache<string | null>(CUSTOM_HOST_CACHE_MS, CUSTOM_HOST_CACHE_MAX);
  app.decorate('findCustomHostTenantId', async (rawHost: string) => {
    const host = bareHost(rawHost);
    if (!host || host.length > 253) return null;
    return customHosts.get(host, () => findTenantIdByCustomHost(app.database.db, host));
  });

  app.decorate('forgetCustomHost', (rawHost: string) => {
    customHosts.delete(bareHost(rawHost));
  });

  app.decorate('resolveShop', async (host: string, tenantParam?: string | null): Promise<ShopResolution> => {
    const resolution = resolveHost(host, domains, tenantParam);
    if (resolution.kind === 'platform') return resolution;
    if (resolution.kind === 'shop') {
      const tenant = await findTenantByName(app.database.db, resolution.tenantName);
      return tenant ? { kind: 'shop', tenant } : { kind: 'none' };
    }
    const tenantId = await app.findCustomHostTenantId(host);
    const tenant = tenantId ? await findTenantById(app.database.db, tenantId) : null;
    return tenant ? { kind: 'shop', tenant } : { kind: 'none' };
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
    if (resolution.kind === 'missing-tenant') {
      // A shop's own domain (modules/domains).
      const tenantId = await app.findCustomHostTenantId(this.headers.host ?? '');
      if (tenantId) return app.requireTenantById(tenantId);
    }
    throw new HttpError(400, 'no_tenant', {});
  });
});
