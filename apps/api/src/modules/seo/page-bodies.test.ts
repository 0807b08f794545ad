import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createTenant, createTheme } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// The web app as built (`npm run build`: apps/web/dist and its server entry, apps/web/dist-server).
const webDir = fileURLToPath(new URL('../../../../web/', import.meta.url));
const webDist = resolve(webDir, 'dist');

let ctx: TestContext;
let plain: TestContext;
beforeAll(async () => {
  if (!existsSync(resolve(webDir, 'dist-server', 'entry-server.js')) || !existsSync(resolve(webDist, 'index.html'))) {
    const built = spawnSync('npm', ['run', 'build', '--silent', '-w', '@shop/web'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the web build failed');
  }
  ctx = await createTestApp({ SERVE_WEB: true, WEB_DIST_DIR: webDist });
  plain = await createTestApp({ SERVE_WEB: true, WEB_DIST_DIR: webDist, SERVER_RENDERING: false });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await plain?.close();
});

const page = (host: string, url: string, app = ctx) => app.app.inject({ method: 'GET', url, headers: { host } });

type Node = DefaultTreeAdapterMap['node'];

/** The text a reader sees in <div id="root"> without JavaScript (as a browser parses the page). */
function rootText(html: string): string {
  let root: Node | null = null;
  const find = (node: Node) => {
    if ('attrs' in node && node.attrs.some((attr) => attr.name === 'id' && attr.value === 'root')) root = node;
    if (!root && 'childNodes' in node) for (const child of node.childNodes) find(child);
  };
  find(parse(html));
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === '#text' && 'value' in node) parts.push(node.value);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  if (root) walk(root);
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** The data the page was rendered from, as the browser reads it (its query cache). */
function stateOf(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | null {
  const script = /<script id="shop-query-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return script?.[1] ? JSON.parse(script[1]) : null;
}

const euros = (text: string) => new RegExp(`€\\s?${text}`);

async function catalogue() {
  const db = ctx.database.db;
  const tenant = await createTenant(db, { displayName: 'Bakkerij Brood & Zo' });
  const category = await createCategory(db, tenant.id, { name: 'Broden' });
  const product = await createProduct(db, tenant.id, {
    name: 'Desem volkoren',
    shortDescription: 'Zuurdesem, 800 gram.',
    priceCents: 1250,
    categoryId: category.id,
  });
  const other = await createProduct(db, tenant.id, { name: 'Krentenbol', priceCents: 95, categoryId: category.id });
  const inactive = await createProduct(db, tenant.id, { name: 'Oud brood', isActive: false });
  return { tenant, host: `${tenant.name}.localhost`, category, product, other, inactive };
}

describe('server-rendered shopper pages (readable without JavaScript)', () => {
  it('a product page holds the shop, the product, its price, and the data it was rendered from', async () => {
    const { tenant, host, product, category } = await catalogue();
    const answer = await page(host, `/product/${product.id}`);
    expect(answer.statusCode).toBe(200);
    const text = rootText(answer.body);
    expect(text).toContain('Bakkerij Brood & Zo');
    expect(text).toContain('Desem volkoren');
    expect(text).toMatch(euros('12,50'));
    expect(text).toContain(category.name);
    const state = stateOf(answer.body);
    const keys = state?.queries.map((query) => JSON.stringify(query.queryKey)) ?? [];
    expect(keys).toContain(JSON.stringify(['tenant', tenant.name]));
    expect(keys).toContain(JSON.stringify(['shop', tenant.id, 'product', product.id]));
    // The shopper's own data (the cart) is the browser's to fetch.
    expect(keys.some((key) => key.includes('"cart"'))).toBe(false);
  });

  it('home, products, categories, category and search list the active products with their prices, never inactive ones', async () => {
    const { host, category, inactive } = await catalogue();
    for (const url of ['/', '/products', `/category/${category.id}`, '/search?q=brood', '/search?q=Krent']) {
      const text = rootText((await page(host, url)).body);
      expect(text, url).toContain('Bakkerij Brood & Zo');
      if (url !== '/search?q=brood') {
        expect(text, url).toContain('Krentenbol');
        expect(text, url).toMatch(euros('0,95'));
      }
      expect(text, url).not.toContain(inactive.name);
    }
    const categories = rootText((await page(host, '/categories')).body);
    expect(categories).toContain('Broden');
  });

  it('terms and contact pages come with their content', async () => {
    const { host } = await catalogue();
    const terms = await page(host, '/terms-and-conditions');
    expect(stateOf(terms.body)).not.toBeNull();
    expect(rootText(terms.body)).toContain('Bakkerij Brood & Zo');
    const contact = await page(host, '/contact');
    expect(stateOf(contact.body)).not.toBeNull();
    expect(contact.body).toMatch(/<form\b/);
  });

  it('keeps the cart, checkout and account pages, unknown shops (§8) and a switched-off renderer on the shell', async () => {
    const { host } = await catalogue();
    for (const url of ['/cart', '/checkout', '/order-history']) {
      const answer = await page(host, url);
      expect(answer.statusCode, url).toBe(200);
      expect(stateOf(answer.body), url).toBeNull();
      expect(rootText(answer.body), url).not.toContain('Bakkerij');
    }
    const unknown = await page('no-such-shop-here.localhost', '/');
    expect(unknown.statusCode).toBe(404);
    expect(stateOf(unknown.body)).toBeNull();
    // The app without the renderer has a database of its own: the same shop, made there.
    const plainShop = await createTenant(plain.database.db, { displayName: 'Bakkerij Brood & Zo' });
    await createProduct(plain.database.db, plainShop.id, { name: 'Krentenbol' });
    const off = await page(`${plainShop.name}.localhost`, '/products', plain);
    expect(off.statusCode).toBe(200);
    expect(off.body).toContain('<title>Producten | Bakkerij Brood &amp; Zo</title>');
    expect(stateOf(off.body)).toBeNull();
    expect(rootText(off.body)).not.toContain('Krentenbol');
  });

  it("paints in the shop's theme before any script: <html> carries its mode and colours", async () => {
    const { host } = await catalogue();
    expect((await page(host, '/products')).body).toMatch(/<html lang="nl" class="dark" style="--shop-bg: #0b1120; /);
    const db = ctx.database.db;
    const light = await createTenant(db);
    await createTheme(db, light.id, {
      useCustomTheme: true,
      customTheme: 'light',
      customPrimaryColor: '#ff0000',
      customFontFamily: '"Comic Sans", serif',
    });
    await createProduct(db, light.id);
    const html = (await page(`${light.name}.localhost`, '/products')).body;
    const tag = /<html[^>]*>/.exec(html)?.[0] ?? '';
    expect(tag).not.toContain('class="dark"');
    expect(tag).toContain('--shop-bg: #ffffff');
    expect(tag).toContain('--shop-primary: #ff0000');
    expect(tag).toContain('--shop-font: &quot;Comic Sans&quot;, serif');
  });

  it('writes shop text escaped: no product name can close an element or the state script', async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db, { displayName: 'Shop </script><script>alert(1)</script>' });
    await createProduct(db, tenant.id, { name: '<img src=x onerror=alert(2)></script>' });
    const answer = await page(`${tenant.name}.localhost`, '/products');
    expect(stateOf(answer.body)).not.toBeNull();
    expect(answer.body).not.toContain('<script>alert(1)');
    expect(answer.body).not.toContain('<img src=x');
    expect(rootText(answer.body)).toContain('<img src=x onerror=alert(2)></script>');
    const state = stateOf(answer.body);
    expect(JSON.stringify(state)).toContain('<img src=x onerror=alert(2)></script>');
  });
});

describe('a server render that fails or hangs', () => {
  /** The real shell next to a server entry whose render does what `body` says. */
  async function appWithEntry(body: string): Promise<{ app: TestContext; dir: string }> {
    const dir = mkdtempSync(join(tmpdir(), 'web-ssr-'));
    mkdirSync(join(dir, 'dist'));
    mkdirSync(join(dir, 'dist-server'));
    copyFileSync(resolve(webDist, 'index.html'), join(dir, 'dist', 'index.html'));
    writeFileSync(join(dir, 'dist-server', 'entry-server.js'), `export async function render() { ${body} }\n`);
    return { app: await createTestApp({ SERVE_WEB: true, WEB_DIST_DIR: join(dir, 'dist') }), dir };
  }

  it.each([
    ['throws', "throw new Error('render failed');"],
    ['never answers', 'return new Promise(() => {});'],
  ])(
    'serves the shell with its head when the render %s, never a 500',
    async (_case, body) => {
      const { app, dir } = await appWithEntry(body);
      try {
        const tenant = await createTenant(app.database.db, { displayName: 'Kaashandel Gouda' });
        await createProduct(app.database.db, tenant.id, { name: 'Belegen' });
        const answer = await page(`${tenant.name}.localhost`, '/products', app);
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toContain('<title>Producten | Kaashandel Gouda</title>');
        expect(stateOf(answer.body)).toBeNull();
        expect(answer.body).toContain('<div id="root">');
      } finally {
        await app.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    15_000,
  );
});
