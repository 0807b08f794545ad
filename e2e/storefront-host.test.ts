import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';
import { expectAccessible, openPage } from './storefront-helpers.ts';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop?.stop());

describe('§2.1/§2.4/§8 host decides the app', () => {
  it('§8 an unknown tenant shows Webshop Not Found with the message and Go to Main Site', async () => {
    const page = await openPage(shop, `${shop.baseUrl('nosuchshop')}/`);
    await page.getByRole('heading', { name: 'Webshop Not Found' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('Tenant not found Please check the URL and try refreshing the page.');
    const link = page.getByRole('link', { name: 'Go to Main Site' });
    expect(await link.getAttribute('href')).toBe(`${shop.baseUrl()}/`);
    await expectAccessible(page);
    await page.close();
  });

  it('§2.1 ?tenant= opens a shop on the platform host', async () => {
    const page = await openPage(shop, `${shop.baseUrl()}/products?tenant=demo`);
    await page.getByRole('heading', { level: 1, name: 'Producten' }).waitFor();
    await page.close();
  });

  it('§2.4 the page title and favicon follow the shop', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(
      () => document.querySelector('link[rel="icon"]')?.getAttribute('href')?.includes('/logo'),
      null,
      {
        timeout: 10_000,
      },
    );
    await page.close();
  });
});

describe('§2.2 platform landing page', () => {
  it('has the login/register buttons, the hero calls to action and the plans', async () => {
    const page = await openPage(shop, `${shop.baseUrl()}/`);
    await page.getByRole('link', { name: 'Start gratis proefperiode' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Gratis proberen' }).getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'Bekijk demo' }).getAttribute('href')).toBe('/login');
    await page.getByRole('heading', { name: 'Kies je abonnement' }).waitFor();
    await page.getByText('Meest populair').first().waitFor();
    await page.getByText('per maand').first().waitFor();
    for (const name of ['Privacy', 'Voorwaarden', 'Support']) await page.getByRole('link', { name }).waitFor();
    await expectAccessible(page);
    await page.close();
  });
});
