import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';
import { expectAccessible, openPage, tenantOf } from './storefront-helpers.ts';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop?.stop());

describe('§2.5 home by layout', () => {
  it('standard: hero with shop name, carousel with arrows and dots, categories, 3 featured products', async () => {
    const tenant = await tenantOf(shop, 'demo');
    const page = await openPage(shop, `${shop.baseUrl('demo')}/`);
    await page.getByRole('heading', { level: 1, name: tenant.displayName }).waitFor();
    const carousel = page.locator('section[aria-roledescription="carrousel"]');
    await carousel.waitFor();
    await carousel.getByRole('button', { name: 'Volgende' }).waitFor();
    expect(await carousel.getByRole('button', { name: /Ga naar slide/ }).count()).toBeLessThanOrEqual(6);
    await page.getByRole('heading', { name: 'Shop per categorie' }).waitFor();
    const featured = page.locator('section', { has: page.getByRole('heading', { name: 'Populaire producten' }) });
    expect(await featured.locator('article').count()).toBe(3);
    await expectAccessible(page);
    await page.close();
  });

  it('FocusShop: hero button scrolls to the grid, Shop nu cards, comparison section', async () => {
    const page = await openPage(shop, `${shop.baseUrl('focus')}/`);
    const grid = page.locator('#focus-product-grid');
    await grid.waitFor();
    // the grid is there before its products have loaded
    await page
      .getByRole('link', { name: /^Shop nu/ })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: /^Shop nu/ }).count()).toBeGreaterThan(1);
    await page.getByRole('table').waitFor();
    const heroButton = page.locator('section[aria-labelledby="focus-hero-title"] button');
    await heroButton.click();
    await page.waitForFunction(() => {
      const top = document.getElementById('focus-product-grid')?.getBoundingClientRect().top ?? 9999;
      return top < 200;
    });
    await expectAccessible(page);
    await page.close();
  });

  it('OneProductStore: single-product home, no search box, no categories link, at most 4 products', async () => {
    const page = await openPage(shop, `${shop.baseUrl('solo')}/`);
    await page.locator('#one-product-title').waitFor();
    expect(await page.getByRole('combobox').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Categorieën' }).count()).toBe(0);
    const cards = await page.locator('main article').count();
    expect(cards).toBeLessThanOrEqual(3);
    await expectAccessible(page);
    await page.close();
  });

  it('§7 the analytics call goes out about 1 s after load (with analytics consent)', async () => {
    const tenant = await tenantOf(shop, 'demo');
    const page = await shop.newPage();
    await page.addInitScript(() => {
      window.localStorage.setItem('cookie_consent', JSON.stringify({ given: true }));
      window.localStorage.setItem(
        'cookie_preferences',
        JSON.stringify({ necessary: true, analytics: true, marketing: false, preferences: false }),
      );
    });
    const started = Date.now();
    const request = page.waitForRequest((req) => req.url().endsWith('/api/analytics/track'), { timeout: 10_000 });
    await page.goto(`${shop.baseUrl('demo')}/`);
    const track = await request;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(JSON.parse(track.postData() ?? '{}')).toMatchObject({
      tenantId: tenant.id,
      pageUrl: `${shop.baseUrl('demo')}/`,
    });
    await page.close();
  });
});
