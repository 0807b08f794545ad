import {
  bareHost,
  DOMAIN_CHECKS_PER_MINUTE,
  type HostDomains,
  resolveHost,
  SHOP_DOMAINS_MAX,
  ZApiError,
  ZShopDomain,
  ZShopDomainId,
  ZShopDomainInput,
  ZShopDomainList,
  ZTenantName,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { ExpiringCache } from '#src/lib/expiring-cache.ts';
import { recordShopActivity } from '#src/plugins/platform-auth.ts';
import { CUSTOM_HOST_CACHE_MS } from '#src/plugins/tenant.ts';
import { createDnsChecker, type DnsChecker } from './dns-check.ts';
import { normalizeHostName } from './host-name.ts';
import {
  countDomains,
  deleteDomain,
  ensurePrimary,
  findDomain,
  hostExists,
  insertDomain,
  listDomains,
  lockHostName,
} from './queries.ts';
import { applyCheck, makePrimary, newVerificationToken } from './service.ts';
import { toDomainView } from './views.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError };
const params = z.object({ tenantName: ZTenantName });
const domainParams = params.extend({ domainId: ZShopDomainId });
const tags = ['Back office: domains'];

/** Where a shop's own domain points: DOMAIN_CNAME_TARGET, else `shops.<PLATFORM_DOMAIN>`. */
export const cnameTarget = (config: TConfig) => config.DOMAIN_CNAME_TARGET ?? `shops.${config.PLATFORM_DOMAIN}`;

/**
 * A shop's own domains, for its owner (or the Admin): add one (the DNS records to create come
 * back), list them, check now, make one primary, remove one. `GET /api/domains/allowed` answers
 * Caddy's on-demand TLS `ask`: a certificate only for the platform's hosts, existing shops' hosts
 * and verified own domains.
 */
export async function domainRoutes(app: FastifyInstance, options: { config: TConfig; check?: DnsChecker }) {
  const { config } = options;
  const db = app.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const domains: HostDomains = { platformDomain: config.PLATFORM_DOMAIN, stagingDomain: config.STAGING_DOMAIN };
  const check = options.check ?? createDnsChecker(config.DNS_RESOLVER);
  const target = cnameTarget(config);
  const graceMs = config.DOMAIN_GRACE_HOURS * 3_600_000;
  const base = '/api/platform/shops/:tenantName/domains';

  // Per shop, whoever asks: each check costs DNS lookups.
  const checks = app.createRateLimit({
    max: DOMAIN_CHECKS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `domain-check:${String((request.params as { tenantName?: unknown }).tenantName ?? '').toLowerCase()}`,
  });

  async function listView(tenantId: string) {
    const rows = await listDomains(db, tenantId);
    return { domains: rows.map((row) => toDomainView(row, target)), max: SHOP_DOMAINS_MAX };
  }

  routes.get(
    base,
    {
      schema: {
        tags,
        description: "The shop's own domains with their DNS records and status. Owner or Admin.",
        params,
        response: { 200: ZShopDomainList, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      return listView(access.tenant.id);
    },
  );

  routes.post(
    base,
    {
      schema: {
        tags,
        description:
          'Adds a domain (e.g. www.mijnwinkel.nl), pending until its TXT record is found. At most 5 a shop; a host name belongs to one shop.',
        params,
        body: ZShopDomainInput,
        response: { 201: ZShopDomain, ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const normalized = normalizeHostName(request.body.host, domains);
      if (normalized.problem) {
        throw new HttpError(400, 'domain_invalid', { reason: normalized.problem });
      }
      const row = await db.transaction(async (tx) => {
        await lockHostName(tx, normalized.host);
        if (await hostExists(tx, normalized.host)) throw new HttpError(409, 'domain_taken', {});
        if ((await countDomains(tx, access.tenant.id)) >= SHOP_DOMAINS_MAX) {
          throw new HttpError(409, 'domain_limit', { max: SHOP_DOMAINS_MAX });
        }
        const inserted = await insertDomain(tx, access.tenant.id, normalized.host, newVerificationToken());
        await recordShopActivity(tx, access, 'domain.added', { host: inserted.host });
        return inserted;
      });
      reply.code(201);
      return toDomainView(row, target);
    },
  );

  routes.post(
    `${base}/:domainId/verify`,
    {
      schema: {
        tags,
        description: `Looks the domain's TXT record up now. At most ${DOMAIN_CHECKS_PER_MINUTE} checks a minute per shop.`,
        params: domainParams,
        response: { 200: ZShopDomain, ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const row = await findDomain(db, access.tenant.id, request.params.domainId);
      if (!row) throw notFound('domain');
      const attempt = await checks(request);
      if (!attempt.isAllowed && attempt.isExceeded) {
        reply.header('retry-after', attempt.ttlInSeconds);
        throw new HttpError(429, 'too_many_requests', { what: 'requests', seconds: Math.ceil(attempt.ttl / 1000) });
      }
      const result = await check(row.host, row.verificationToken);
      const checked = await applyCheck(db, row, result, app.clock(), graceMs);
      // This node serves (and lets Caddy certify) a just-verified domain at once; others within their cache time.
      app.forgetCustomHost(row.host);
      return toDomainView(checked, target);
    },
  );

  routes.post(
    `${base}/:domainId/primary`,
    {
      schema: {
        tags,
        description:
          "Makes a verified domain the shop's primary address: canonical links, the sitemap and e-mails use it.",
        params: domainParams,
        response: { 200: ZShopDomainList, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const row = await findDomain(db, access.tenant.id, request.params.domainId);
      if (!row) throw notFound('domain');
      if (row.status === 'pending') throw new HttpError(409, 'domain_not_verified', {});
      await makePrimary(db, access.tenant.id, row.id);
      await recordShopActivity(db, access, 'domain.primary', { host: row.host });
      return listView(access.tenant.id);
    },
  );

  routes.delete(
    `${base}/:domainId`,
    {
      schema: {
        tags,
        description: `Removes a domain: the shop is no longer served there (on every node within ${CUSTOM_HOST_CACHE_MS / 1000} s).`,
        params: domainParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const host = await db.transaction(async (tx) => {
        const removed = await deleteDomain(tx, access.tenant.id, request.params.domainId);
        if (!removed) throw notFound('domain');
        await ensurePrimary(tx, access.tenant.id);
        await recordShopActivity(tx, access, 'domain.removed', { host: removed.host });
        return removed.host;
      });
      app.forgetCustomHost(host);
      return reply.code(204).send(null);
    },
  );

  /** Existing shops by name, briefly: Caddy asks at every new handshake of a name it has no certificate for. */
  const shopNames = new ExpiringCache<boolean>(CUSTOM_HOST_CACHE_MS, 10_000);
  const shopExists = (name: string) =>
    shopNames.get(name, () =>
      app.requireTenantByName(name).then(
        () => true,
        () => false,
      ),
    );

  const platformBases = [config.PLATFORM_DOMAIN, config.STAGING_DOMAIN].map((domain) => domain.toLowerCase());

  routes.get(
    '/api/domains/allowed',
    {
      // Caddy asks from one address for every shop: the per-IP budgets must not stop certificates.
      config: { rateLimit: false },
      schema: {
        tags: ['Platform'],
        description:
          "Caddy's on-demand TLS `ask`: 200 for a host the platform serves (its own hosts, existing shops' hosts, verified own domains), else 404.",
        querystring: z.object({ domain: z.string().max(300) }),
        response: { 200: z.object({ allowed: z.literal(true) }), 404: ZApiError },
      },
    },
    async (request) => {
      const host = bareHost(request.query.domain);
      const underPlatform = platformBases.some((domain) => host === domain || host.endsWith(`.${domain}`));
      const resolution = resolveHost(host, domains);
      let allowed = false;
      if (resolution.kind === 'platform') allowed = underPlatform;
      else if (resolution.kind === 'shop') allowed = underPlatform && (await shopExists(resolution.tenantName));
      else allowed = (await app.findCustomHostTenantId(host)) !== null;
      if (!allowed) throw notFound('domain');
      return { allowed: true as const };
    },
  );
}
