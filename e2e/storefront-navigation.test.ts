import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';
import { expectAccessible, MOBILE, openPage } from './storefront-helpers.ts';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop?.stop());

describe('§2.3 routes', () => {
  it.each([
    ['products', '/products'],
    ['categories', '/categories'],
    ['terms', '/terms-and-conditions'],
    ['cart', '/cart'],
  ])('legacy ?page=%s is rewritten to %s', async (value, path) => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/?page=${value}`);
    await page.waitForURL((url) => url.pathname === path && !url.searchParams.has('page'));
    await page.close();
  });

  it('legacy ?order-confirmation= becomes /order-confirmation/{number}', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/?order-confirmation=AB12CD34`);
    await page.waitForURL((url) => url.pathname === '/order-confirmation/AB12CD34' && url.search === '');
    await page.close();
  });

  it('legacy ?login=true opens the login dialog and is removed', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/?login=true`);
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.close();
  });

  it('back and forward follow the views', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/`);
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Producten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Producten' }).waitFor();
    await page.locator('main article a').first().click();
    await page.waitForURL(/\/product\/\d+$/);
    await page.goBack();
    await page.waitForURL(/\/products$/);
    await page.getByRole('heading', { level: 1, name: 'Producten' }).waitFor();
    await page.goForward();
    await page.waitForURL(/\/product\/\d+$/);
    await page.close();
  });

  it('product paths are re-read every 100 ms (an address set outside the router shows its view)', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/products`);
    await page.getByRole('heading', { level: 1, name: 'Producten' }).waitFor();
    const href = await page.locator('main article a').first().getAttribute('href');
    if (!href) throw new Error('no product link');
    // The prototype's pushState bypasses the router's own history hooks.
    await page.evaluate((path) => History.prototype.pushState.call(window.history, null, '', path), href);
    await page.getByRole('heading', { level: 1, name: 'Producten' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'In winkelwagen' }).waitFor();
    await page.close();
  });

  it('a new view starts at the top of the page', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/products`);
    await page.getByRole('heading', { level: 1, name: 'Producten' }).waitFor();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // the home page is far taller than the viewport, so only a deliberate scroll brings it to the top
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Producten' }).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.documentElement.scrollHeight > window.innerHeight * 2);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('an unknown path shows the not-found view inside the shop chrome', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/no/such/page`);
    await page.getByRole('heading', { name: 'Pagina niet gevonden' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.close();
  });
});

describe('§2.4 chrome', () => {
  it('footer: copyright line with the platform name, language switch nl/en persisted', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/products`);
    const footer = page.getByRole('contentinfo');
    await footer.getByText(new RegExp(`© ${new Date().getFullYear()} .+\\. All rights reserved\\.`)).waitFor();
    expect(await footer.innerText()).toContain('Winkelwerf');
    await footer.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page
      .getByText(/€\d+\.\d\d/)
      .first()
      .waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.close();
  });

  it('mobile 375 px: search below the header, menu opens with the links and closes with Escape', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/`, { viewport: MOBILE });
    const search = page.locator('#mobile-search-input');
    await search.waitFor();
    const headerBox = await page.locator('header .h-16').boundingBox();
    const searchBox = await search.boundingBox();
    expect(searchBox && headerBox && searchBox.y >= headerBox.y + headerBox.height).toBe(true);
    const toggle = page.getByRole('button', { name: 'Menu openen' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobiel menu' });
    await menu.getByRole('link', { name: 'Categorieën' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expectAccessible(page);
    await page.close();
  });
});

describe('§2.13/§4 cookie consent', () => {
  it('shows the banner when nothing is stored, links to the terms and stores the choice', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/`, { consent: false });
    const banner = page.locator('section', { has: page.getByRole('heading', { name: 'Cookies' }) });
    await banner.waitFor();
    expect(await banner.getByRole('link').getAttribute('href')).toBe('/terms-and-conditions');
    await expectAccessible(page);
    await banner.getByRole('button', { name: 'Aanpassen' }).click();
    await banner.getByRole('checkbox', { name: /Analyse/ }).check();
    await banner.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
    await banner.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cookie_preferences') ?? '{}'));
    expect(stored).toEqual({ necessary: true, analytics: true, marketing: false, preferences: false });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(600);
    expect(await page.getByRole('heading', { name: 'Cookies' }).count()).toBe(0);
    await page.close();
  });
});
