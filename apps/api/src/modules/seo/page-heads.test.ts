import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Validator, { type StructuredDataIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createProduct,
  createProductImage,
  createSocialMedia,
  createSubscription,
  createTenant,
  createTenantFile,
  createTheme,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// The shell as Vite builds it (apps/web/index.html): a static title, the boot spinner, the entry script.
const SHELL = `<!doctype html>
<html lang="nl" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0f172a" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Webshop</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"><div class="boot">…</div></div>
  </body>
</html>
`;

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-seo-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), SHELL);
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ SERVE_WEB: true, WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (host: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { host } });

/** The page's JSON-LD as a crawler reads it, and the issues of Google's rich-result rules (Adobe's validator). */
async function structuredData(html: string) {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = await new Validator().validate(extracted);
  return { jsonld: extracted.jsonld, issues };
}
const errorsOf = (issues: StructuredDataIssue[]) => issues.filter((issue) => issue.severity === 'ERROR');

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** The document as a browser parses it: its elements of one tag, with attributes and text. */
function elements(html: string, tag: string): { attrs: Record<string, string>; text: string }[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node && node.tagName === tag) found.push(node);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    if ('content' in node && node.content) walk(node.content);
  };
  walk(parse(html));
  return found.map((element) => ({
    attrs: Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value])),
    text: element.childNodes.map((child) => ('value' in child ? child.value : '')).join(''),
  }));
}
const parsedMeta = (html: string, key: string) =>
  elements(html, 'meta').find((meta) => meta.attrs.property === key || meta.attrs.name === key)?.attrs.content;

const MISSING_SHOP_TITLE_AND_ROBOTS = '<title>Webshop</title><meta name="robots" content="noindex">';

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
const linkHref = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)">`).exec(html)?.[1];

async function shop(displayName = 'Bakkerij Brood & Zo') {
  const tenant = await createTenant(ctx.database.db, {
    displayName,
    description: 'Vers brood, elke dag. Ambachtelijk gebakken in Utrecht.',
    contactEmail: 'winkel@example.com',
  });
  return { tenant, host: `${tenant.name}.localhost` };
}

describe('product page head (§2.6) for crawlers and link previews', () => {
  it('holds the shop, the product, its price and image, and JSON-LD that passes the rich-result rules', async () => {
    const db = ctx.database.db;
    const { tenant, host } = await shop();
    const category = await createCategory(db, tenant.id, { name: 'Broden' });
    const product = await createProduct(db, tenant.id, {
      name: 'Desem volkoren',
      shortDescription: 'Zuurdesem, 800 gram, met een krokante korst.',
      priceCents: 1250,
      isDiscountActive: true,
      discountPercentage: 20,
      discountEndDate: new Date(Date.now() + 5 * 24 * 3600_000),
      sku: 'DESEM-800',
      stockQuantity: 25,
      categoryId: category.id,
    });
    const { image } = await createProductImage(db, tenant.id, product.id);

    const answer = await page(host, `/product/${product.id}?utm_source=whatsapp&fbclid=abc`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['x-robots-tag']).toBeUndefined();
    const html = answer.body;
    const head = headOf(html);

    expect(html).toMatch(/^<!doctype html>\n<html lang="nl" class="dark">/);
    expect(head).toContain('<title>Desem volkoren | Bakkerij Brood &amp; Zo</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(head, 'description')).toBe('Zuurdesem, 800 gram, met een krokante korst.');
    const canonical = `http://${host}/product/${product.id}`;
    expect(linkHref(head, 'canonical')).toBe(canonical);
    expect(head).toContain(`<link rel="alternate" hreflang="nl" href="${canonical}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${canonical}?lang=en">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${canonical}">`);
    expect(head).not.toContain('noindex');
    const imageUrl = `http://${host}/api/products/${product.id}/images/${image.id}/file?tenantId=${tenant.id}`;
    expect(metaContent(head, 'og:type')).toBe('product');
    expect(metaContent(head, 'og:title')).toBe('Desem volkoren | Bakkerij Brood &amp; Zo');
    expect(metaContent(head, 'og:url')).toBe(canonical);
    expect(metaContent(head, 'og:image')).toBe(imageUrl);
    expect(metaContent(head, 'product:price:amount')).toBe('10.00');
    expect(metaContent(head, 'product:price:currency')).toBe('EUR');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:image')).toBe(imageUrl);
    // The SPA is untouched: its entry script and root element are as built.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(html).toContain('<div id="root"><div class="boot">…</div></div>');

    const data = await structuredData(html);
    expect(errorsOf(data.issues)).toEqual([]);
    expect(parsedMeta(html, 'og:title')).toBe('Desem volkoren | Bakkerij Brood & Zo');
    const [jsonProduct] = data.jsonld.Product ?? [];
    expect(jsonProduct).toMatchObject({
      name: 'Desem volkoren',
      sku: 'DESEM-800',
      url: canonical,
      image: [imageUrl],
      brand: { '@type': 'Brand', name: 'Bakkerij Brood & Zo' },
      offers: {
        '@type': 'Offer',
        price: '10.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: canonical,
        seller: { name: 'Bakkerij Brood & Zo' },
      },
    });
    const [breadcrumbs] = data.jsonld.BreadcrumbList ?? [];
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `http://${host}/` },
      { '@type': 'ListItem', position: 2, name: 'Broden', item: `http://${host}/category/${category.id}` },
      { '@type': 'ListItem', position: 3, name: 'Desem volkoren', item: canonical },
    ]);
  });

  it.each([
    [{ stockQuantity: 0, madeToOrder: false }, 'https://schema.org/OutOfStock'],
    [{ stockQuantity: 0, madeToOrder: true }, 'https://schema.org/MadeToOrder'],
    [{ stockQuantity: 3, madeToOrder: false }, 'https://schema.org/InStock'],
  ])('offers availability follows §4: %o is %s', async (stock, expected) => {
    const { tenant, host } = await shop();
    const product = await createProduct(ctx.database.db, tenant.id, { ...stock, priceCents: 999 });
    await createProductImage(ctx.database.db, tenant.id, product.id);
    const data = await structuredData((await page(host, `/product/${product.id}`)).body);
    expect(errorsOf(data.issues)).toEqual([]);
    expect(data.jsonld.Product?.[0]?.offers).toMatchObject({ price: '9.99', availability: expected });
  });

  it('answers the English address (?lang=en) in English: lang, canonical, og:locale and crumbs', async () => {
    const db = ctx.database.db;
    const { tenant, host } = await shop();
    const category = await createCategory(db, tenant.id, { name: 'Broden' });
    const product = await createProduct(db, tenant.id, { name: 'Desem', priceCents: 500, categoryId: category.id });

    const html = (await page(host, `/product/${product.id}?lang=en`)).body;
    const head = headOf(html);
    const dutch = `http://${host}/product/${product.id}`;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en"/);
    expect(linkHref(head, 'canonical')).toBe(`${dutch}?lang=en`);
    expect(head).toContain(`<link rel="alternate" hreflang="nl" href="${dutch}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${dutch}?lang=en">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${dutch}">`);
    expect(metaContent(head, 'og:locale')).toBe('en_GB');

    const products = headOf((await page(host, '/products?lang=en')).body);
    expect(products).toContain('<title>Products | Bakkerij Brood &amp; Zo</title>');
    const dutchProducts = headOf((await page(host, '/products')).body);
    expect(dutchProducts).toContain('<title>Producten | Bakkerij Brood &amp; Zo</title>');
  });

  it('shows an edit on the next request (catalogue version)', async () => {
    const { tenant, host } = await shop();
    const product = await createProduct(ctx.database.db, tenant.id, { name: 'Krentenbol', priceCents: 300 });
    expect(metaContent((await page(host, `/product/${product.id}`)).body, 'product:price:amount')).toBe('3.00');
    await ctx.database.db.execute(
      sql`update products set price_cents = 350, name = 'Krentenbol groot' where tenant_id = ${tenant.id} and id = ${product.id}`,
    );
    const after = (await page(host, `/product/${product.id}`)).body;
    expect(metaContent(after, 'product:price:amount')).toBe('3.50');
    expect(after).toContain('<title>Krentenbol groot | ');
  });

  it("never shows an inactive product or another shop's product: 404 with a not-found head, noindex", async () => {
    const db = ctx.database.db;
    const { tenant, host } = await shop();
    const other = await shop('Andere winkel');
    const inactive = await createProduct(db, tenant.id, { name: 'Geheim product', isActive: false });
    const foreign = await createProduct(db, other.tenant.id, { name: 'Product van de buren' });
    for (const id of [inactive.id, foreign.id, 999_999_999]) {
      const answer = await page(host, `/product/${id}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['x-robots-tag']).toBe('noindex');
      expect(answer.body).not.toContain('Geheim product');
      expect(answer.body).not.toContain('Product van de buren');
      expect(answer.body).not.toContain('application/ld+json');
      expect(headOf(answer.body)).toContain('<meta name="robots" content="noindex">');
      expect(headOf(answer.body)).toContain('<title>Pagina niet gevonden | Bakkerij Brood &amp; Zo</title>');
    }
  });
});

describe('other shop pages', () => {
  it('home: the shop as OnlineStore with logo and social profiles, og:image the hero', async () => {
    const db = ctx.database.db;
    const { tenant, host } = await shop();
    await createTenantFile(db, tenant.id, 'logo');
    await createTenantFile(db, tenant.id, 'heroImage');
    await createSocialMedia(db, tenant.id, {
      showFacebookIcon: true,
      facebookUrl: 'https://facebook.com/brood',
      instagramUrl: 'https://instagram.com/brood',
      twitterUrl: 'javascript:alert(1)',
    });
    const answer = await page(host, '/');
    const head = headOf(answer.body);
    // The storefront's own addresses, `t` the version of the tenant answer: one cached file.
    const versions = (await ctx.app.inject({ url: `/api/tenants/by-name/${tenant.name}` })).json();
    expect(versions.logoVersion).toEqual(expect.any(Number));
    expect(head).toContain('<title>Bakkerij Brood &amp; Zo</title>');
    expect(metaContent(head, 'description')).toBe('Vers brood, elke dag. Ambachtelijk gebakken in Utrecht.');
    expect(linkHref(head, 'canonical')).toBe(`http://${host}/`);
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'og:image')).toBe(
      `http://${host}/api/tenants/${tenant.id}/hero-image?t=${versions.heroImageVersion}`,
    );
    const data = await structuredData(answer.body);
    const [store] = data.jsonld.OnlineStore ?? [];
    expect(store).toMatchObject({
      '@type': 'OnlineStore',
      name: 'Bakkerij Brood & Zo',
      url: `http://${host}/`,
      logo: `http://${host}/api/tenants/${tenant.id}/logo?t=${versions.logoVersion}`,
      email: 'winkel@example.com',
      sameAs: ['https://facebook.com/brood', 'https://instagram.com/brood'],
    });
    // OnlineStore is an Organization; the validator has rules for the latter only.
    const asOrganization = { jsonld: { Organization: [{ ...store, '@type': 'Organization' }] } };
    expect(errorsOf(await new Validator().validate(asOrganization))).toEqual([]);
  });

  it('category, products, categories, contact and terms pages have their own title, canonical and breadcrumbs', async () => {
    const db = ctx.database.db;
    const { tenant, host } = await shop();
    const category = await createCategory(db, tenant.id, { name: 'Taarten', description: 'Taarten op bestelling.' });
    const categoryPage = headOf((await page(host, `/category/${category.id}`)).body);
    expect(categoryPage).toContain('<title>Taarten | Bakkerij Brood &amp; Zo</title>');
    expect(metaContent(categoryPage, 'description')).toBe('Taarten op bestelling.');
    expect(linkHref(categoryPage, 'canonical')).toBe(`http://${host}/category/${category.id}`);
    const data = await structuredData(categoryPage);
    expect(errorsOf(data.issues)).toEqual([]);
    expect(data.jsonld.BreadcrumbList?.[0]?.itemListElement).toHaveLength(3);

    for (const [path, title, canonical] of [
      ['/products', 'Producten', '/products'],
      ['/categories', 'Categorieën', '/categories'],
      ['/contact', 'Contact', '/contact'],
      ['/terms-and-conditions/retour', 'Algemene voorwaarden', '/terms-and-conditions'],
      ['/?page=products', 'Producten', '/products'],
      // The search page before a query is a page of the shop; its results are not (below).
      ['/search', 'Zoeken', '/search'],
    ] as const) {
      const answer = await page(host, path);
      const head = headOf(answer.body);
      expect(head, path).toContain(`<title>${title} | Bakkerij Brood &amp; Zo</title>`);
      expect(linkHref(head, 'canonical'), path).toBe(`http://${host}${canonical}`);
      expect(head, path).not.toContain('noindex');
    }
  });

  it.each([
    '/search?q=brood',
    '/cart',
    '/checkout',
    '/order-history',
    '/order-confirmation/ABCD-EFGH-JKLM',
    '/?page=cart',
    '/?order-confirmation=ABCD',
    '/no-such-page',
  ])('%s is noindex, without a canonical', async (path) => {
    const { host } = await shop();
    const answer = await page(host, path);
    expect(answer.statusCode).toBe(path === '/no-such-page' ? 404 : 200);
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    const head = headOf(answer.body);
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('ABCD');
  });

  it('a paused shop is noindex on every page', async () => {
    const db = ctx.database.db;
    const { tenant, host } = await shop();
    const product = await createProduct(db, tenant.id);
    await createSubscription(db, tenant.id, { status: 'Paused' });
    for (const path of ['/', `/product/${product.id}`, '/products']) {
      const answer = await page(host, path);
      expect(answer.headers['x-robots-tag'], path).toBe('noindex');
      expect(headOf(answer.body), path).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('escapes shop and product names in the head and inside the JSON-LD script', async () => {
    const db = ctx.database.db;
    const shopName = '</script><script>alert("shop")</script> & Co';
    const productName = 'Taart </script><script>alert(1)</script> & "room" <b>';
    const { tenant, host } = await shop(shopName);
    const product = await createProduct(db, tenant.id, {
      name: productName,
      shortDescription: '<img src=x onerror=alert(2)>',
    });
    await createProductImage(db, tenant.id, product.id);
    const html = (await page(host, `/product/${product.id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    // Parsed as a browser does: the SPA entry, Product and BreadcrumbList, and no other script or image.
    const scripts = elements(html, 'script');
    expect(scripts.map((script) => script.attrs.type)).toEqual([
      'application/ld+json',
      'application/ld+json',
      'module',
    ]);
    expect(elements(html, 'img')).toEqual([]);
    expect(JSON.parse(scripts[0]?.text ?? '')).toMatchObject({ name: productName });
    expect(elements(html, 'title').map((title) => title.text)).toEqual([`${productName} | ${shopName}`]);
    expect(headOf(html)).toContain(
      '<title>Taart &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;room&quot; &lt;b&gt; | &lt;/script&gt;',
    );
    const data = await structuredData(html);
    expect(data.jsonld.Product?.[0]).toMatchObject({ name: productName, brand: { name: shopName } });
    expect(parsedMeta(html, 'og:title')).toBe(`${productName} | ${shopName}`);
    expect(parsedMeta(html, 'description')).toBe('<img src=x onerror=alert(2)>');
  });

  it('names the shop with ?tenant= where the host does not (development on localhost)', async () => {
    const { tenant } = await shop();
    const product = await createProduct(ctx.database.db, tenant.id, { name: 'Stokbrood' });
    const head = headOf(
      (await page('localhost:3000', `/product/${product.id}?tenant=${tenant.name}&utm_medium=x`)).body,
    );
    expect(head).toContain('<title>Stokbrood | ');
    expect(linkHref(head, 'canonical')).toBe(`http://localhost:3000/product/${product.id}?tenant=${tenant.name}`);
  });
});

describe('theme-color', () => {
  /** The page's theme-color tags as a browser parses them. */
  const themeColors = async (host: string, path = '/') =>
    elements((await page(host, path)).body, 'meta')
      .filter((meta) => meta.attrs.name === 'theme-color')
      .map((meta) => meta.attrs.content);

  it("is the shop's background colour as the storefront sets it, in place of the shell's fixed one", async () => {
    const db = ctx.database.db;
    const dark = await shop();
    expect(await themeColors(dark.host)).toEqual(['#0b1120']);
    const product = await createProduct(db, dark.tenant.id);
    expect(await themeColors(dark.host, `/product/${product.id}`)).toEqual(['#0b1120']);
    expect(await themeColors(dark.host, '/cart')).toEqual(['#0b1120']);

    const light = await createTenant(db, { theme: 'light' });
    expect(await themeColors(`${light.name}.localhost`)).toEqual(['#ffffff']);

    const custom = await createTenant(db);
    await createTheme(db, custom.id, { useCustomTheme: true, customTheme: 'light', customBackgroundColor: '#fdf6e3' });
    expect(await themeColors(`${custom.name}.localhost`)).toEqual(['#fdf6e3']);
  });

  it('follows a theme edit on the next request, and ignores a custom background the storefront would not take', async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    const host = `${tenant.name}.localhost`;
    await createTheme(db, tenant.id, { useCustomTheme: false, customBackgroundColor: '#123456' });
    // Not used while the custom theme is off.
    expect(await themeColors(host)).toEqual(['#0b1120']);
    await db.execute(
      sql`update tenant_themes set use_custom_theme = true, custom_theme = 'light', custom_background_color = 'url(x)' where tenant_id = ${tenant.id}`,
    );
    expect(await themeColors(host)).toEqual(['#ffffff']);
    await db.execute(
      sql`update tenant_themes set custom_background_color = 'rgb(10, 20, 30)' where tenant_id = ${tenant.id}`,
    );
    expect(await themeColors(host)).toEqual(['rgb(10, 20, 30)']);
  });
});

describe('pages that are not there answer 404, with the storefront to show its not-found view', () => {
  it("an unknown address, another shop's or a missing category, a malformed id", async () => {
    const { host } = await shop();
    const other = await shop('Andere winkel');
    const foreign = await createCategory(ctx.database.db, other.tenant.id, { name: 'Categorie van de buren' });
    for (const path of ['/no/such/page', `/category/${foreign.id}`, '/category/999999999', '/product/abc']) {
      const answer = await page(host, path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      expect(answer.headers['x-robots-tag'], path).toBe('noindex');
      expect(answer.body, path).not.toContain('Categorie van de buren');
      expect(headOf(answer.body), path).toContain('<title>Pagina niet gevonden | Bakkerij Brood &amp; Zo</title>');
      expect(answer.body, path).toContain('<div id="root">');
    }
  });

  it('a host or ?tenant= that names no shop: the shell with noindex, 404', async () => {
    for (const [host, path] of [
      ['nosuchshop-x1.localhost', '/product/1'],
      ['localhost', '/?tenant=nosuchshop-x1'],
      ['.localhost', '/'],
    ] as const) {
      const answer = await page(host, path);
      expect(answer.statusCode, host).toBe(404);
      expect(answer.headers['x-robots-tag'], host).toBe('noindex');
      expect(answer.body, host).toBe(SHELL.replace('<title>Webshop</title>', MISSING_SHOP_TITLE_AND_ROBOTS));
    }
  });

  it('the pages that are there stay 200', async () => {
    const { tenant, host } = await shop();
    const product = await createProduct(ctx.database.db, tenant.id);
    const category = await createCategory(ctx.database.db, tenant.id);
    for (const path of [
      '/',
      '/products',
      `/product/${product.id}`,
      `/category/${category.id}`,
      '/search?q=x',
      '/cart',
    ]) {
      expect((await page(host, path)).statusCode, path).toBe(200);
    }
  });
});

describe('one address per page: a trailing slash is redirected away', () => {
  it('sends /product/1/ (and its query) to /product/1 for good, on shop and platform hosts', async () => {
    const { tenant, host } = await shop();
    const product = await createProduct(ctx.database.db, tenant.id);
    for (const [requestHost, path, location] of [
      [host, `/product/${product.id}/`, `/product/${product.id}`],
      [host, `/products//?lang=en`, '/products?lang=en'],
      [host, '/category/7/', '/category/7'],
      ['localhost', '/pricing/', '/pricing'],
    ] as const) {
      const answer = await page(requestHost, path);
      expect(answer.statusCode, path).toBe(301);
      expect(answer.headers.location, path).toBe(location);
    }
    expect((await page(host, '/')).statusCode).toBe(200);
  });

  it('never redirects off the host', async () => {
    const { host } = await shop();
    for (const path of ['//evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/', '///']) {
      const answer = await page(host, path);
      const location = String(answer.headers.location ?? '');
      expect(new URL(location, `http://${host}`).host, path).toBe(host);
    }
  });
});

describe('hosts that are no shop keep the shell as built', () => {
  it.each([
    ['the platform host', 'localhost', '/'],
    ['a path of the platform site', 'localhost', '/pricing'],
  ])('%s', async (_name, host, path) => {
    const answer = await page(host, path);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(SHELL);
    expect(answer.headers['x-robots-tag']).toBeUndefined();
  });

  it('compresses the page and answers HEAD like GET', async () => {
    const { tenant, host } = await shop();
    const product = await createProduct(ctx.database.db, tenant.id);
    const url = `/product/${product.id}`;
    const compressed = await ctx.app.inject({ method: 'GET', url, headers: { host, 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toContain(`<title>${product.name} | `);
    const brotli = await ctx.app.inject({ method: 'GET', url, headers: { host, 'accept-encoding': 'gzip, br;q=1' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain(`<title>${product.name} | `);
    const refused = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { host, 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain(`<title>${product.name} | `);
    const head = await ctx.app.inject({ method: 'HEAD', url, headers: { host } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
  });

  it('never answers 500, whatever the path, query or host', async () => {
    const { tenant, host } = await shop();
    await createProduct(ctx.database.db, tenant.id);
    const segment = fc.oneof(
      fc.constantFrom('product', 'category', 'terms-and-conditions', 'order-confirmation', '%00', '..', '%E0%A4%A'),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
      fc.integer({ min: -5, max: 2 ** 40 }).map(String),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom('', '?page=cart', '?page=x&tenant=', '?order-confirmation=&q=%FF', `?tenant=${tenant.name}`),
        fc.constantFrom(host, 'localhost', 'x.localhost', '', 'a..localhost'),
        async (segments, query, requestHost) => {
          const answer = await page(requestHost, `/${segments.join('/')}${query}`);
          expect(answer.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('API paths and missing files stay 404', async () => {
    const { host } = await shop();
    expect((await page(host, '/api/nothing-here')).statusCode).toBe(404);
    expect((await page(host, '/missing.png')).statusCode).toBe(404);
  });
});
