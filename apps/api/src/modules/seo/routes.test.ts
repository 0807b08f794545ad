import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSubscription, createTenant } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { renderSitemap } from './sitemap.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const get = (host: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { host } });

/** The sitemap as a crawler reads it: well-formed XML, its addresses and their lastmod. */
function readSitemap(xml: string): { loc: string; lastmod?: string }[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ isArray: (name) => name === 'url', parseTagValue: false }).parse(xml);
  expect(parsed.urlset['@_xmlns'] ?? 'http://www.sitemaps.org/schemas/sitemap/0.9').toBe(
    'http://www.sitemaps.org/schemas/sitemap/0.9',
  );
  return parsed.urlset.url ?? [];
}

describe('GET /sitemap.xml on a shop host', () => {
  it("lists the pages, every active product and visible category with lastmod, no inactive one and never another shop's", async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    const other = await createTenant(db);
    const host = `${tenant.name}.localhost`;
    const visible = await createCategory(db, tenant.id);
    const hidden = await createCategory(db, tenant.id, { isActive: false });
    const active: Awaited<ReturnType<typeof createProduct>>[] = [];
    for (let index = 0; index < 3; index += 1)
      active.push(await createProduct(db, tenant.id, { categoryId: visible.id }));
    const inactive = await createProduct(db, tenant.id, { isActive: false });
    const foreign = await createProduct(db, other.id);
    const foreignCategory = await createCategory(db, other.id);
    await db.execute(
      sql`update products set updated_at = '2026-03-04T05:06:07.000Z' where tenant_id = ${tenant.id} and id = ${active[0]?.id ?? 0}`,
    );

    const answer = await get(host, '/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = readSitemap(answer.body);
    const locs = urls.map((url) => url.loc);
    const origin = `http://${host}`;
    expect(locs).toEqual([
      `${origin}/`,
      `${origin}/products`,
      `${origin}/categories`,
      `${origin}/contact`,
      `${origin}/terms-and-conditions`,
      `${origin}/category/${visible.id}`,
      ...active.map((product) => `${origin}/product/${product.id}`),
    ]);
    expect(locs).not.toContain(`${origin}/product/${inactive.id}`);
    expect(locs).not.toContain(`${origin}/category/${hidden.id}`);
    expect(answer.body).not.toContain(`/product/${foreign.id}<`);
    expect(answer.body).not.toContain(`/category/${foreignCategory.id}<`);
    expect(urls.find((url) => url.loc === `${origin}/product/${active[0]?.id}`)?.lastmod).toBe(
      '2026-03-04T05:06:07.000Z',
    );
    for (const url of urls.slice(5)) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);

    // The other shop's sitemap has its own product and none of this shop's.
    const theirs = readSitemap((await get(`${other.name}.localhost`, '/sitemap.xml')).body).map((url) => url.loc);
    expect(theirs).toContain(`http://${other.name}.localhost/product/${foreign.id}`);
    expect(theirs.filter((loc) => loc.includes(tenant.name))).toEqual([]);
    expect(theirs.some((loc) => active.some((product) => loc.endsWith(`/product/${product.id}`)))).toBe(false);
  });

  it('follows edits at once: a product switched off leaves, a new one comes', async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    const host = `${tenant.name}.localhost`;
    const first = await createProduct(db, tenant.id);
    expect(readSitemap((await get(host, '/sitemap.xml')).body).map((url) => url.loc)).toContain(
      `http://${host}/product/${first.id}`,
    );
    await db.execute(sql`update products set is_active = false where tenant_id = ${tenant.id} and id = ${first.id}`);
    const second = await createProduct(db, tenant.id);
    const locs = readSitemap((await get(host, '/sitemap.xml')).body).map((url) => url.loc);
    expect(locs).not.toContain(`http://${host}/product/${first.id}`);
    expect(locs).toContain(`http://${host}/product/${second.id}`);
  });

  it('leaves out the categories page of a one-product shop, which does not show it, and takes it back with the layout', async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    await createSubscription(db, tenant.id, { subscriptionType: 'OneProductStore' });
    const category = await createCategory(db, tenant.id);
    const product = await createProduct(db, tenant.id, { categoryId: category.id });
    const host = `${tenant.name}.localhost`;
    const origin = `http://${host}`;
    const locs = readSitemap((await get(host, '/sitemap.xml')).body).map((url) => url.loc);
    expect(locs).toEqual([
      `${origin}/`,
      `${origin}/products`,
      `${origin}/contact`,
      `${origin}/terms-and-conditions`,
      // A category's page still shows (the product page's breadcrumb leads there); only the listing is hidden.
      `${origin}/category/${category.id}`,
      `${origin}/product/${product.id}`,
    ]);

    await db.execute(
      sql`update tenant_subscriptions set subscription_type = 'FocusShop' where tenant_id = ${tenant.id}`,
    );
    const focus = readSitemap((await get(host, '/sitemap.xml')).body).map((url) => url.loc);
    expect(focus).toContain(`${origin}/categories`);
  });

  it('names the shop with ?tenant= on the platform host (development)', async () => {
    const tenant = await createTenant(ctx.database.db);
    const product = await createProduct(ctx.database.db, tenant.id);
    const locs = readSitemap((await get('localhost:3000', `/sitemap.xml?tenant=${tenant.name}`)).body).map(
      (url) => url.loc,
    );
    expect(locs).toContain(`http://localhost:3000/product/${product.id}?tenant=${tenant.name}`);
    expect(locs[0]).toBe(`http://localhost:3000/?tenant=${tenant.name}`);
  });

  it('answers 404 for a shop that does not exist or a host without a shop name', async () => {
    expect((await get('nosuchshop-q9.localhost', '/sitemap.xml')).statusCode).toBe(404);
    expect((await get('nosuchshop-q9.localhost', '/robots.txt')).statusCode).toBe(404);
    expect((await get('.localhost', '/sitemap.xml')).statusCode).toBe(404);
    expect((await get('localhost', '/sitemap.xml?tenant=a%26b')).statusCode).toBe(404);
  });

  it('escapes addresses as XML', () => {
    const xml = renderSitemap([{ loc: 'http://a.localhost/?x=1&y=<2>' }]);
    expect(xml).toContain('<loc>http://a.localhost/?x=1&amp;y=&lt;2&gt;</loc>');
    expect(readSitemap(xml)).toEqual([{ loc: 'http://a.localhost/?x=1&y=<2>' }]);
  });
});

describe('GET /sitemap.xml on the platform host', () => {
  it('lists the public platform pages and no shop', async () => {
    const tenant = await createTenant(ctx.database.db);
    await createProduct(ctx.database.db, tenant.id);
    const answer = await get('localhost:3000', '/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(readSitemap(answer.body).map((url) => url.loc)).toEqual(
      ['/', '/register', '/login', '/privacy', '/terms', '/support'].map((path) => `http://localhost:3000${path}`),
    );
    const production = readSitemap((await get('winkelwerf.nl', '/sitemap.xml')).body);
    expect(production[0]?.loc).toBe('http://winkelwerf.nl/');
  });
});

describe('GET /robots.txt', () => {
  it('on a shop: open except the shopper-own pages and the API (images stay open), naming the sitemap', async () => {
    const tenant = await createTenant(ctx.database.db);
    const host = `${tenant.name}.localhost`;
    const answer = await get(host, '/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = answer.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/cart', '/checkout', '/order-confirmation/', '/order-history', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Allow: /api/products/*/images/');
    expect(lines).toContain('Allow: /api/tenants/*/logo');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: http://${host}/sitemap.xml`);
  });

  it('on a paused shop stays open, so crawlers read the pages’ noindex', async () => {
    const tenant = await createTenant(ctx.database.db);
    await createSubscription(ctx.database.db, tenant.id, { status: 'Paused' });
    const answer = await get(`${tenant.name}.localhost`, '/robots.txt');
    expect(answer.body.split('\n')).not.toContain('Disallow: /');
  });

  it('on the platform host: the back office, Admin and one-time pages closed, naming its sitemap', async () => {
    const answer = await get('localhost:3000', '/robots.txt');
    const lines = answer.body.split('\n');
    for (const path of ['/select-tenant', '/admin', '/*/dashboard', '/api/', '/reset-password', '/staff-invitation/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(lines).not.toContain('Disallow: /');
  });
});
