import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';
import { apiJson, tenantOf } from './storefront-helpers.ts';

interface Product {
  id: number;
  name: string;
  hasAddons: boolean;
  stockQuantity: number;
  madeToOrder: boolean;
}

let shop: ShopServer;
let tenant: { id: string; name: string; displayName: string };
let product: Product;
beforeAll(async () => {
  shop = await startShop();
  tenant = await tenantOf(shop, 'demo');
  const products = await apiJson<Product[]>(shop, `/api/tenants/${tenant.id}/products/public`);
  const found = products.find((p) => !p.hasAddons && !p.madeToOrder && p.stockQuantity > 5);
  if (!found) throw new Error('demo needs a well-stocked product without add-ons');
  product = found;
});
afterAll(async () => shop?.stop());

/** A page in Dutch with consent given, that records console errors, page errors and API requests. */
async function watchedPage(): Promise<{ page: Page; errors: string[]; apiCalls: string[] }> {
  const page = await shop.newPage();
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}`);
  });
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie_consent', JSON.stringify({ given: true }));
    window.localStorage.setItem(
      'cookie_preferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false }),
    );
    // Elements of the server's HTML that hydration threw away (it should take them all over).
    const removed: string[] = [];
    Object.assign(window, { removedByHydration: removed });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.removedNodes)
            if (node instanceof Element) removed.push(node.outerHTML.slice(0, 120));
        }
      }).observe(root, { childList: true, subtree: true });
    });
  });
  return { page, errors, apiCalls };
}

/** Hydration is over once its last part is in (`<html data-hydrated>`) and the shop's effects stored the current shop (spec §3). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForFunction(() => window.localStorage.getItem('current_tenant') !== null, undefined, {
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle');
}

describe('server-rendered shopper pages', () => {
  it('without JavaScript a product page shows the shop, the product and its price', async () => {
    const context = await shop.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl('demo')}/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 5000 });
    expect(await page.locator('#root').innerText()).toMatch(/€\s?\d+,\d\d/);
    expect(await page.locator('#root').innerText()).toContain(tenant.displayName);
    await page.goto(`${shop.baseUrl('demo')}/products`);
    await page.getByText(product.name).first().waitFor({ timeout: 5000 });
    await context.close();
  });

  it("without JavaScript the header's search box leads to the search page with its results", async () => {
    const context = await shop.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl('demo')}/products`);
    await page.locator('#desktop-search-input').fill('kaars');
    await page.locator('#desktop-search-input').press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'kaars');
    await page.getByRole('heading', { level: 1, name: 'Zoekresultaten voor “kaars”' }).waitFor({ timeout: 5000 });
    await page.getByText(/producten? gevonden/).waitFor({ timeout: 5000 });
    expect(await page.locator('main ul.grid > li').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('hydrates every shopper page without console errors and without fetching the rendered data again', async () => {
    const pages = [
      ...[
        '/',
        '/products',
        '/categories',
        `/product/${product.id}`,
        '/search?q=a',
        // Every product with its pagination, and the list view's rows (each hydrated in a turn of its own).
        '/search',
        '/search?q=a&view=list',
        '/contact',
        '/terms-and-conditions',
      ],
      // The home's other two layouts (spec §4): FocusStore and OneProductStore.
      'focus:/',
      'solo:/',
    ];
    for (const entry of pages) {
      const [shopName, path] = entry.includes(':') ? entry.split(':') : ['demo', entry];
      const { page, errors, apiCalls } = await watchedPage();
      await page.goto(`${shop.baseUrl(shopName)}${path}`);
      expect(await page.locator('#shop-query-state').count(), entry).toBe(1);
      await hydrated(page);
      await page.waitForTimeout(500);
      expect(errors, entry).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { removedByHydration: string[] }).removedByHydration),
        entry,
      ).toEqual([]);
      const refetched = apiCalls.filter(
        (call) =>
          call.includes('/by-name/') ||
          call.includes('/products/public') ||
          call.includes('/categories/public') ||
          call === `GET /api/products/${product.id}` ||
          call.includes('/theme') ||
          call.includes('/subscription'),
      );
      expect(refetched, entry).toEqual([]);
      await page.context().close();
    }
  });

  it('the English address (?lang=en) arrives in English, hydrates without fetching its data again and keeps the choice', async () => {
    const context = await shop.browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`${shop.baseUrl('demo')}/product/${product.id}?lang=en`);
    expect(await bare.locator('html').getAttribute('lang')).toBe('en');
    await bare.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 5000 });
    expect(await bare.locator('#root').innerText()).toContain('Description');
    expect(await bare.locator('#root').innerText()).not.toContain('Productomschrijving');
    await context.close();

    const { page, errors, apiCalls } = await watchedPage();
    await page.goto(`${shop.baseUrl('demo')}/product/${product.id}?lang=en`);
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
    expect(apiCalls.filter((call) => call === `GET /api/products/${product.id}` || call.includes('/by-name/'))).toEqual(
      [],
    );
    expect(await page.evaluate(() => window.localStorage.getItem('shop_language'))).toBe('en');
    await page.context().close();
  });

  it('a product page whose JavaScript loads slowly shows its content first and works once it arrives', async () => {
    const { page, errors } = await watchedPage();
    let releaseScripts: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((release) => {
      releaseScripts = release;
    });
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`${shop.baseUrl('demo')}/product/${product.id}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 5000 });
    expect(await page.locator('#root').innerText()).toMatch(/€\s?\d+,\d\d/);
    releaseScripts();
    await hydrated(page);
    await page.getByRole('button', { name: 'In winkelwagen' }).first().click();
    await page.getByRole('link', { name: /Winkelwagen.*1/i }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a missing product, an unknown address and an unknown shop answer 404 and still show their not-found view (§8)', async () => {
    for (const [url, heading] of [
      [`${shop.baseUrl('demo')}/product/999999999`, 'Product Not Found'],
      [`${shop.baseUrl('demo')}/no/such/page`, 'Pagina niet gevonden'],
      [`${shop.baseUrl('nosuchshop')}/`, 'Webshop Not Found'],
    ] as const) {
      const { page } = await watchedPage();
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      expect(await response?.headerValue('x-robots-tag'), url).toBe('noindex');
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.context().close();
    }
  });
});
