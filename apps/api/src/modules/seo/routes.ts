import { type HostDomains, shopLayout } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { notFound } from '#src/lib/errors.ts';
import { shopUrl } from '#src/lib/shop-url.ts';
import { VersionedCache } from '#src/lib/versioned-cache.ts';
import { platformOrigin } from '#src/modules/accounts/accounts.ts';
import { findSubscriptionType } from '#src/modules/billing/billing.ts';
import type { TenantContext } from '#src/plugins/tenant.ts';
import { findSitemapItems } from './queries.ts';
import { PLATFORM_PAGES, platformRobots, renderSitemap, shopPages, shopRobots } from './sitemap.ts';

/** One sitemap file holds at most 50,000 addresses (sitemaps.org); the fixed pages come first. */
const SITEMAP_MAX_ITEMS = 49_000;
const ZHostQuery = z.object({ tenant: z.string().max(100).optional() });
/** Crawlers fetch these often; a few minutes keeps them cheap without hiding new products for long. */
const CACHE_CONTROL = 'public, max-age=300';

export async function seoRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const { config } = options;
  const db = app.database.db;
  const domains: HostDomains = { platformDomain: config.PLATFORM_DOMAIN, stagingDomain: config.STAGING_DOMAIN };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const sitemaps = new VersionedCache<string>(2000);
  const ttlMs = config.CATALOGUE_CACHE_TTL_SECONDS * 1000;

  /** The shop this host (or `?tenant=`, or a shop's own domain) names, null for the platform host; 404 for a host that names no shop we have. */
  async function hostShop(request: FastifyRequest, tenantParam: string | undefined): Promise<TenantContext | null> {
    const resolution = await app.resolveShop(request.headers.host ?? '', tenantParam);
    if (resolution.kind === 'platform') return null;
    if (resolution.kind === 'none') throw notFound('tenant');
    return resolution.tenant;
  }

  async function shopSitemap(request: FastifyRequest, tenant: TenantContext): Promise<string> {
    const url = (path: string) => shopUrl(request, tenant, domains, path);
    const key = `${tenant.id}|${url('/')}`;
    const hit = sitemaps.get(key, tenant.catalogueVersion);
    if (hit !== undefined) return hit;
    const [items, subscriptionType] = await Promise.all([
      findSitemapItems(db, tenant.id, SITEMAP_MAX_ITEMS),
      findSubscriptionType(db, tenant.id),
    ]);
    const xml = renderSitemap([
      ...shopPages(shopLayout(subscriptionType)).map((path) => ({ loc: url(path) })),
      ...items.categories.map((row) => ({ loc: url(`/category/${row.id}`), lastmod: row.updatedAt })),
      ...items.products.map((row) => ({ loc: url(`/product/${row.id}`), lastmod: row.updatedAt })),
    ]);
    sitemaps.set(key, tenant.catalogueVersion, xml, ttlMs);
    return xml;
  }

  routes.get('/sitemap.xml', { schema: { hide: true, querystring: ZHostQuery } }, async (request, reply) => {
    const tenant = await hostShop(request, request.query.tenant);
    const xml = tenant
      ? await shopSitemap(request, tenant)
      : renderSitemap(PLATFORM_PAGES.map((path) => ({ loc: `${platformOrigin(request, config)}${path}` })));
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml);
  });

  routes.get('/robots.txt', { schema: { hide: true, querystring: ZHostQuery } }, async (request, reply) => {
    const tenant = await hostShop(request, request.query.tenant);
    // A paused shop stays open to crawlers, so they read its pages' noindex and drop them.
    const text = tenant
      ? shopRobots(shopUrl(request, tenant, domains, '/sitemap.xml'))
      : platformRobots(`${platformOrigin(request, config)}/sitemap.xml`);
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(text);
  });
}
