import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { domainToASCII } from 'node:url';
import { type TShopDomain, type TShopDomainList, ZShopDomain, ZShopDomainList } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, shopDomains } from '#src/db/schema/tables.ts';
import { CUSTOM_HOST_CACHE_MS } from '#src/plugins/tenant.ts';
import { createProduct, createTenant } from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createDnsChecker } from './dns-check.ts';
import { type LoopbackDns, startLoopbackDns } from './loopback-dns.ts';
import { runDomainChecks } from './service.ts';

const SHELL = `<!doctype html>
<html lang="nl"><head><meta charset="UTF-8" /><title>Webshop</title></head>
<body><div id="root"></div></body></html>
`;

let ctx: TestContext;
let dns: LoopbackDns;
let webDist: string;
beforeAll(async () => {
  dns = await startLoopbackDns();
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-domains-'));
  writeFileSync(join(webDist, 'index.html'), SHELL);
  mkdirSync(join(webDist, 'assets'));
  ctx = await createTestApp({
    DNS_RESOLVER: [dns.address],
    SERVE_WEB: true,
    WEB_DIST_DIR: webDist,
    SERVER_RENDERING: false,
    PLATFORM_DOMAIN: 'winkelwerf.nl',
  });
});
afterAll(async () => {
  await ctx?.close();
  await dns?.close();
  rmSync(webDist, { recursive: true, force: true });
});

let counter = 0;
const uniqueHost = () => {
  counter += 1;
  return `www.winkel-${process.pid}-${Date.now().toString(36)}-${counter}.nl`;
};

async function ownedShop() {
  const db = ctx.database.db;
  const tenant = await createTenant(db);
  const owner = await createPlatformUser(db, { shopIds: [tenant.id] });
  return { tenant, cookie: await platformSessionCookie(db, owner.id) };
}

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, language = 'nl') =>
  ctx.app.inject({ method, url, headers: { cookie, 'accept-language': language }, ...(payload ? { payload } : {}) });

async function addDomain(shop: Awaited<ReturnType<typeof ownedShop>>, host: string): Promise<TShopDomain> {
  const response = await call(shop.cookie, 'POST', `/api/platform/shops/${shop.tenant.name}/domains`, { host });
  expect(response.statusCode, response.body).toBe(201);
  return ZShopDomain.parse(response.json());
}

async function verify(shop: Awaited<ReturnType<typeof ownedShop>>, domain: TShopDomain): Promise<TShopDomain> {
  const response = await call(
    shop.cookie,
    'POST',
    `/api/platform/shops/${shop.tenant.name}/domains/${domain.id}/verify`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return ZShopDomain.parse(response.json());
}

/** Adds a domain, creates its TXT record on the loopback DNS server and verifies it. */
async function verifiedDomain(shop: Awaited<ReturnType<typeof ownedShop>>, host = uniqueHost()) {
  const domain = await addDomain(shop, host);
  const txt = domain.records.find((record) => record.type === 'TXT');
  dns.setTxt(txt?.name ?? '', txt?.value ?? '');
  return verify(shop, domain);
}

const get = (host: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { host } });
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('adding a domain', () => {
  it('keeps a valid host in its one form and shows the CNAME and TXT records to create', async () => {
    const shop = await ownedShop();
    const domain = await addDomain(shop, '  HTTPS://WWW.Bloemen-Test-1.NL./winkel ');
    expect(domain.host).toBe('www.bloemen-test-1.nl');
    expect(domain.status).toBe('pending');
    expect(domain.primary).toBe(false);
    expect(domain.records).toEqual([
      { type: 'CNAME', name: 'www.bloemen-test-1.nl', value: 'shops.winkelwerf.nl' },
      {
        type: 'TXT',
        name: '_winkelwerf.www.bloemen-test-1.nl',
        value: expect.stringMatching(/^winkelwerf-verify=[0-9a-f]{32}$/),
      },
    ]);
  });

  it('stores an international name in punycode', async () => {
    const shop = await ownedShop();
    const domain = await addDomain(shop, `bücher-${process.pid}.nl`);
    expect(domain.host).toBe(domainToASCII(`bücher-${process.pid}.nl`));
    expect(domain.host).toMatch(/^xn--bcher-\d+-[a-z0-9]+\.nl$/);
  });

  it('refuses IP addresses, platform, local and malformed names with a clear text in nl and en', async () => {
    const shop = await ownedShop();
    const cases: [string, string, RegExp][] = [
      ['192.168.1.10', 'ip', /IP-adres/],
      ['[::1]', 'ip', /IP-adres/],
      ['mijnwinkel.winkelwerf.nl', 'platform', /platform/],
      ['winkelwerf.nl', 'platform', /platform/],
      ['shop.staging.winkelwerf.nl', 'platform', /platform/],
      ['localhost', 'local', /lokaal/],
      ['printer.local', 'local', /lokaal/],
      ['nodots', 'format', /geen geldige domeinnaam/],
      ['bad_name.nl', 'format', /geen geldige domeinnaam/],
      ['-start.nl', 'format', /geen geldige domeinnaam/],
      ['www.shop.nl:8443', 'format', /geen geldige domeinnaam/],
      [`${'a'.repeat(64)}.nl`, 'too_long', /te lang/],
      [`${'abcdefghi.'.repeat(26)}nl`, 'too_long', /te lang/],
    ];
    for (const [host, , dutch] of cases) {
      const response = await call(shop.cookie, 'POST', `/api/platform/shops/${shop.tenant.name}/domains`, { host });
      expect(response.statusCode, host).toBe(400);
      expect(response.json().error, host).toBe('domain_invalid');
      expect(response.json().message, host).toMatch(dutch);
    }
    const english = await call(
      shop.cookie,
      'POST',
      `/api/platform/shops/${shop.tenant.name}/domains`,
      { host: '10.0.0.1' },
      'en',
    );
    expect(english.json().message).toMatch(/An IP address cannot be/);
  });

  it('gives a host to one shop only, and at most 5 domains to a shop', async () => {
    const shop = await ownedShop();
    const other = await ownedShop();
    const host = uniqueHost();
    await addDomain(shop, host);
    const taken = await call(other.cookie, 'POST', `/api/platform/shops/${other.tenant.name}/domains`, {
      host: host.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('domain_taken');
    for (let index = 0; index < 4; index += 1) await addDomain(shop, uniqueHost());
    const sixth = await call(shop.cookie, 'POST', `/api/platform/shops/${shop.tenant.name}/domains`, {
      host: uniqueHost(),
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error).toBe('domain_limit');
  });
});

describe('ownership', () => {
  it("is the owner's only: another shop's owner gets 404 on every domain route, staff 403", async () => {
    const shop = await ownedShop();
    const other = await ownedShop();
    const domain = await addDomain(shop, uniqueHost());
    const base = `/api/platform/shops/${shop.tenant.name}/domains`;
    for (const [method, url] of [
      ['GET', base],
      ['POST', `${base}/${domain.id}/verify`],
      ['POST', `${base}/${domain.id}/primary`],
      ['DELETE', `${base}/${domain.id}`],
    ] as const) {
      const response = await call(other.cookie, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Another shop's domain id under one's own shop: not found either.
    const own = `/api/platform/shops/${other.tenant.name}/domains/${domain.id}`;
    expect((await call(other.cookie, 'POST', `${own}/verify`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'DELETE', own)).statusCode).toBe(404);
    const staff = await createPlatformUser(ctx.database.db, { shopIds: [shop.tenant.id], shopRole: 'Staff' });
    const staffCookie = await platformSessionCookie(ctx.database.db, staff.id);
    const refused = await call(staffCookie, 'GET', base);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('owner_only');
    const list = ZShopDomainList.parse((await call(shop.cookie, 'GET', base)).json());
    expect(list.domains.map((entry) => entry.host)).toEqual([domain.host]);
  });
});

describe('verification through DNS (a loopback DNS server)', () => {
  it('verifies a domain whose TXT record holds its token, and keeps one without it pending with the reason', async () => {
    const shop = await ownedShop();
    const missing = await verify(shop, await addDomain(shop, uniqueHost()));
    expect(missing.status).toBe('pending');
    expect(missing.lastError).toBe('txt_missing');
    expect(missing.lastCheckedAt).not.toBeNull();

    const wrong = await addDomain(shop, uniqueHost());
    dns.setTxt(`_winkelwerf.${wrong.host}`, 'winkelwerf-verify=someone-else');
    expect((await verify(shop, wrong)).lastError).toBe('txt_mismatch');

    const domain = await verifiedDomain(shop);
    expect(domain.status).toBe('verified');
    expect(domain.lastError).toBeNull();
    expect(domain.verifiedAt).not.toBeNull();
    // The first verified domain becomes the shop's primary address.
    expect(domain.primary).toBe(true);
  });

  it('limits "Check now" per shop', async () => {
    const shop = await ownedShop();
    const domain = await addDomain(shop, uniqueHost());
    const url = `/api/platform/shops/${shop.tenant.name}/domains/${domain.id}/verify`;
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) statuses.push((await call(shop.cookie, 'POST', url)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('the background check marks a verified domain whose record went away failing (still served), then pending after the grace', async () => {
    const shop = await ownedShop();
    const domain = await verifiedDomain(shop);
    dns.setTxt(`_winkelwerf.${domain.host}`, null);
    const db = ctx.database.db;
    await db
      .update(shopDomains)
      .set({ nextCheckAt: new Date(Date.now() - 1000) })
      .where(eq(shopDomains.host, domain.host));
    const options = { check: createDnsChecker([dns.address]), graceMs: 60_000, log: () => {} };
    await runDomainChecks(db, options);
    const [failing] = await db.select().from(shopDomains).where(eq(shopDomains.host, domain.host));
    expect(failing?.status).toBe('failing');
    expect(failing?.lastError).toBe('txt_missing');
    expect((await get(domain.host, '/robots.txt')).statusCode).toBe(200);

    await db
      .update(shopDomains)
      .set({ nextCheckAt: new Date(Date.now() - 1000), failingSince: new Date(Date.now() - 120_000) })
      .where(eq(shopDomains.host, domain.host));
    await runDomainChecks(db, options);
    const [lapsed] = await db.select().from(shopDomains).where(eq(shopDomains.host, domain.host));
    expect(lapsed?.status).toBe('pending');
    expect(lapsed?.isPrimary).toBe(false);
  });
});

describe("Caddy's ask: GET /api/domains/allowed", () => {
  it('allows the platform hosts, existing shops under the platform domain and verified domains only', async () => {
    const shop = await ownedShop();
    const pending = await addDomain(shop, uniqueHost());
    const verified = await verifiedDomain(shop);
    const ask = (domain: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/domains/allowed?domain=${encodeURIComponent(domain)}` });
    expect((await ask('winkelwerf.nl')).statusCode).toBe(200);
    expect((await ask('www.winkelwerf.nl')).statusCode).toBe(200);
    expect((await ask(`${shop.tenant.name}.winkelwerf.nl`)).statusCode).toBe(200);
    expect((await ask(verified.host)).statusCode).toBe(200);
    expect((await ask(pending.host)).statusCode).toBe(404);
    expect((await ask('no-such-shop-xyz.winkelwerf.nl')).statusCode).toBe(404);
    expect((await ask('example.org')).statusCode).toBe(404);
    expect((await ask('127.0.0.1')).statusCode).toBe(404);
    expect((await ask('localhost')).statusCode).toBe(404);
  });

  it('certifies a domain at once once it is verified, though its refusal was just cached', async () => {
    const shop = await ownedShop();
    const domain = await addDomain(shop, uniqueHost());
    const ask = () => ctx.app.inject({ method: 'GET', url: `/api/domains/allowed?domain=${domain.host}` });
    expect((await ask()).statusCode).toBe(404);
    const txt = domain.records.find((record) => record.type === 'TXT');
    dns.setTxt(txt?.name ?? '', txt?.value ?? '');
    expect((await verify(shop, domain)).status).toBe('verified');
    expect((await ask()).statusCode).toBe(200);
  });

  it('is not held back by the per-IP budgets', async () => {
    const answers = await Promise.all(
      Array.from({ length: 700 }, () =>
        ctx.app.inject({ method: 'GET', url: '/api/domains/allowed?domain=winkelwerf.nl' }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });
});

describe('serving a shop on its own domain', () => {
  it('resolves the tenant by the custom host, and stops within seconds of its removal', async () => {
    const shop = await ownedShop();
    const domain = await verifiedDomain(shop);
    // requireShopTenant: the shop is found by the host (its order is not there: 404 of an order, not 400 of a host).
    const order = await get(domain.host, '/api/orders/ABCD-EFGH-JKLM');
    expect(order.statusCode, order.body).toBe(404);
    expect(order.json().message).toBe('Order not found');
    expect((await get(uniqueHost(), '/api/orders/ABCD-EFGH-JKLM')).statusCode).toBe(400);
    expect((await get(domain.host, '/robots.txt')).body).toContain(`https://${domain.host}/sitemap.xml`);

    const removed = await call(shop.cookie, 'DELETE', `/api/platform/shops/${shop.tenant.name}/domains/${domain.id}`);
    expect(removed.statusCode).toBe(204);
    await sleep(CUSTOM_HOST_CACHE_MS + 100);
    expect((await get(domain.host, '/api/orders/ABCD-EFGH-JKLM')).statusCode).toBe(400);
    expect((await get(domain.host, '/robots.txt')).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/domains/allowed?domain=${domain.host}` })).statusCode,
    ).toBe(404);
  });

  it('puts canonical links, the sitemap, robots.txt and e-mail links on the primary domain, on every host of the shop', async () => {
    const shop = await ownedShop();
    const product = await createProduct(ctx.database.db, shop.tenant.id);
    const domain = await verifiedDomain(shop);
    expect(domain.primary).toBe(true);
    const origin = `https://${domain.host}`;
    for (const host of [domain.host, `${shop.tenant.name}.localhost:3000`]) {
      const page = await get(host, `/product/${product.id}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="${origin}/product/${product.id}">`);
      expect(page.body).toContain(`<meta property="og:url" content="${origin}/product/${product.id}">`);
      const sitemap = await get(host, '/sitemap.xml');
      expect(sitemap.body).toContain(`<loc>${origin}/product/${product.id}</loc>`);
      expect(sitemap.body).not.toContain('localhost');
      expect((await get(host, '/robots.txt')).body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    }
    // On its own domain the page names its shop for the browser.
    expect((await get(domain.host, '/')).body).toContain(`<meta name="shop-name" content="${shop.tenant.name}">`);
    expect((await get(`${shop.tenant.name}.localhost`, '/')).body).not.toContain('name="shop-name"');

    const registered = await ctx.app.inject({
      method: 'POST',
      url: `/api/customers/register/${shop.tenant.name}`,
      headers: { host: `${shop.tenant.name}.localhost:3000` },
      payload: {
        email: `klant-${Date.now()}@example.com`,
        firstName: 'Sanne',
        lastName: 'de Vries',
        phoneNumber: '0612345678',
        address: 'Dorpsstraat 1',
        city: 'Utrecht',
        postalCode: '3511 AA',
        country: 'Nederland',
        language: 'nl',
      },
    });
    expect(registered.statusCode, registered.body).toBeLessThan(300);
    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.tenantId, shop.tenant.id));
    const text = mails.map((mail) => JSON.stringify(mail)).join('\n');
    expect(text).toContain(`${origin}/?`);
    expect(text).not.toContain('localhost');
  });

  it('a primary can be chosen among verified domains only', async () => {
    const shop = await ownedShop();
    const first = await verifiedDomain(shop);
    const second = await verifiedDomain(shop);
    const pending = await addDomain(shop, uniqueHost());
    const base = `/api/platform/shops/${shop.tenant.name}/domains`;
    const refused = await call(shop.cookie, 'POST', `${base}/${pending.id}/primary`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('domain_not_verified');
    const chosen = await call(shop.cookie, 'POST', `${base}/${second.id}/primary`);
    const list: TShopDomainList = ZShopDomainList.parse(chosen.json());
    expect(list.domains.filter((entry) => entry.primary).map((entry) => entry.host)).toEqual([second.host]);
    // Removing the primary hands it to the other verified domain.
    await call(shop.cookie, 'DELETE', `${base}/${second.id}`);
    const after = ZShopDomainList.parse((await call(shop.cookie, 'GET', base)).json());
    expect(after.domains.find((entry) => entry.primary)?.host).toBe(first.host);
  });
});
