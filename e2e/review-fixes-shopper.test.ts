import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoProduct, demoShop, newSessionId, seedCart } from './buying-helpers.ts';
import { type ShopServer, startShop } from './harness.ts';
import { apiJson, expectAccessible, openPage } from './storefront-helpers.ts';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop?.stop());

/** Counts the analytics calls the page sends from now on. */
function countTrackCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/track')) calls += 1;
  });
  return () => calls;
}

describe('§2.13/§4 cookie consent decides the analytics call', () => {
  it("'Alleen noodzakelijk' sends no track call, now or after a reload", async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/`, { consent: false });
    const trackCalls = countTrackCalls(page);
    await page.getByRole('button', { name: 'Alleen noodzakelijk' }).click();
    await page.waitForTimeout(1800);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(1800);
    expect(trackCalls()).toBe(0);
    await page.close();
  });

  it("'Alles accepteren' sends the page's track call", async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/`, { consent: false });
    const track = page.waitForRequest((request) => request.url().endsWith('/api/analytics/track'), {
      timeout: 10_000,
    });
    await page.getByRole('button', { name: 'Alles accepteren' }).click();
    await track;
    await page.close();
  });

  it("the footer's 'Cookie-instellingen' reopens the settings with the stored choice; allowing analytics then tracks", async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/`);
    const trackCalls = countTrackCalls(page);
    await page.waitForTimeout(1500);
    expect(trackCalls()).toBe(0);
    await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
    const settings = page.getByRole('region', { name: 'Cookies' });
    const analytics = settings.getByRole('checkbox', { name: /^Analyse/ });
    expect(await analytics.isChecked()).toBe(false);
    await expectAccessible(page);
    const track = page.waitForRequest((request) => request.url().endsWith('/api/analytics/track'));
    await analytics.check();
    await settings.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
    await track;
    await settings.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cookie_preferences') ?? '{}'));
    expect(stored).toMatchObject({ analytics: true, marketing: false });
    await page.close();
  });

  it('the reopened settings close without changing the stored choice', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/contact`);
    const before = await page.evaluate(() => window.localStorage.getItem('cookie_preferences'));
    await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
    const settings = page.getByRole('region', { name: 'Cookies' });
    await settings.getByRole('checkbox', { name: /^Marketing/ }).check();
    await settings.getByRole('button', { name: 'Sluiten zonder wijzigen' }).click();
    await settings.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.localStorage.getItem('cookie_preferences'))).toBe(before);
    await page.close();
  });
});

describe('§2.1/§2.3 ?tenant= on the platform host survives links and reloads', () => {
  it('internal links carry ?tenant=, and a reload after following one still shows the shop', async () => {
    const page = await openPage(shop, `${shop.baseUrl()}/?tenant=demo`);
    const contact = page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).first();
    expect(await contact.getAttribute('href')).toBe('/contact?tenant=demo');
    await contact.click();
    await page.waitForURL((url) => url.pathname === '/contact');
    expect(new URL(page.url()).searchParams.get('tenant')).toBe('demo');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    // the platform site's header buttons are not there: this is still the shop
    expect(await page.getByRole('link', { name: 'Gratis proberen' }).count()).toBe(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Producten' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    expect(new URL(page.url()).search).toBe('?tenant=demo');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/contact' && url.searchParams.get('tenant') === 'demo');
    await page.close();
  });

  it('a search there names the shop, so its URL opens the shop in a fresh browser too', async () => {
    const page = await openPage(shop, `${shop.baseUrl()}/products?tenant=demo`);
    const box = page.getByRole('combobox').first();
    await box.fill('kaars');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    const url = new URL(page.url());
    expect(url.searchParams.get('tenant')).toBe('demo');
    expect(url.searchParams.get('q')).toBe('kaars');
    const fresh = await openPage(shop, page.url());
    await fresh.getByRole('combobox').first().waitFor();
    expect(await fresh.getByRole('link', { name: 'Gratis proberen' }).count()).toBe(0);
    await fresh.close();
    await page.close();
  });

  it('a shop host keeps its clean URLs (no ?tenant= added)', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/`);
    const contact = page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).first();
    expect(await contact.getAttribute('href')).toBe('/contact');
    await page.close();
  });
});

/** Places a card order for another session through the API: it takes the stock until it is paid or given back. */
async function takeStock(tenantId: string, productId: number, quantity: number) {
  const sessionId = newSessionId();
  await seedCart(shop, tenantId, sessionId, productId, quantity);
  const methods = await apiJson<{ id: number; isValidForCurrentOrder: boolean }[]>(
    shop,
    `/api/checkout/${sessionId}/${tenantId}/shipping-methods`,
  );
  const shipping = methods.find((method) => method.isValidForCurrentOrder);
  if (!shipping) throw new Error('no valid shipping method');
  const response = await fetch(`http://127.0.0.1:${shop.port}/api/checkout/${sessionId}/${tenantId}/place-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customerEmail: 'ander@example.nl',
      customerFirstName: 'Anne',
      customerLastName: 'Ander',
      billingAddress: 'Brink 1',
      billingCity: 'Deventer',
      billingPostalCode: '7411 BR',
      billingCountry: 'Nederland',
      useSameAsBilling: true,
      shippingCountry: 'Nederland',
      shippingMethodId: shipping.id,
      paymentMethod: 'Stripe',
    }),
  });
  if (response.status !== 201) throw new Error(`place-order: ${response.status} ${await response.text()}`);
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  // gives the stock back: the unpaid order is cancelled
  return async () => {
    const restored = await fetch(
      `http://127.0.0.1:${shop.port}/api/cart/${sessionId}/${tenantId}/restore/${orderNumber}`,
      { method: 'POST' },
    );
    if (!restored.ok) throw new Error(`restore: ${restored.status}`);
  };
}

describe('§2.9/§2.10 a cart line whose stock sold out meanwhile', () => {
  let tenantId: string;
  let product: DemoProduct;
  beforeAll(async () => {
    const demo = await demoShop(shop);
    tenantId = demo.tenant.id;
    const candidates = demo.products.filter((p) => !p.madeToOrder && !p.hasAddons && p.stockQuantity >= 3);
    // the least stocked one, so the other specs' well-stocked product stays untouched
    const chosen = candidates.sort((a, b) => a.stockQuantity - b.stockQuantity)[0];
    if (!chosen) throw new Error('demo needs a stocked product without add-ons');
    product = chosen;
  });

  it("shows 'Nog 1 op voorraad' on the cart and checkout, blocks ordering, and lowers the quantity in one click", async () => {
    const sessionId = newSessionId();
    await seedCart(shop, tenantId, sessionId, product.id, 2);
    const giveBack = await takeStock(tenantId, product.id, product.stockQuantity - 1);
    let giveBackLast: (() => Promise<void>) | null = null;
    try {
      const page = await openPage(shop, `${shop.baseUrl('demo')}/checkout`, {
        storage: { shopping_session_id: sessionId },
      });
      const problems = page.getByRole('alert').filter({ hasText: 'Niet alles is nog op voorraad' });
      await problems.getByText(`${product.name}: Nog 1 op voorraad`).waitFor();
      expect(await page.getByRole('button', { name: 'Bestelling plaatsen' }).isDisabled()).toBe(true);
      await expectAccessible(page);

      await problems.getByRole('link', { name: 'Winkelwagen aanpassen' }).click();
      await page.waitForURL((url) => url.pathname === '/cart');
      const line = page.locator('li').filter({ has: page.getByRole('link', { name: product.name }) });
      await line.getByText('Nog 1 op voorraad').waitFor();
      expect(await page.getByRole('link', { name: 'Afrekenen' }).count()).toBe(0);
      await expectAccessible(page);
      await line.getByRole('button', { name: `Aantal van ${product.name} aanpassen naar 1` }).click();
      await line.locator('output').filter({ hasText: '1' }).waitFor();
      await page.getByRole('link', { name: 'Afrekenen' }).waitFor();
      expect(await line.getByText('Nog 1 op voorraad').count()).toBe(0);

      // the last one goes too: the line is sold out
      giveBackLast = await takeStock(tenantId, product.id, 1);
      await page.reload();
      await line.getByText('Uitverkocht').waitFor();
      expect(await page.getByRole('link', { name: 'Afrekenen' }).count()).toBe(0);
      await line.getByRole('button', { name: `Verwijderen: ${product.name}` }).click();
      await page.getByText('Uw winkelwagen is leeg').waitFor();
      await page.close();
    } finally {
      await giveBack();
      await giveBackLast?.();
    }
  });
});
