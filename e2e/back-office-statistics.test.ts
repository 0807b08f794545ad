import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';
import { expectNoHorizontalScroll, logInInBrowser } from './platform-helpers.ts';
import { expectAccessible, openPage } from './storefront-helpers.ts';

/** The back office overview's figures, on the shared demo server, as the demo shop's owner. */
let shop: ShopServer;
const OWNER = { email: 'demo@winkelwerf.nl', password: 'demo1234' };
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

beforeAll(async () => {
  shop = await startShop();
}, 60_000);
afterAll(async () => shop?.stop());

async function ownerPage(viewport = DESKTOP): Promise<Page> {
  const page = await shop.newPage({ viewport });
  await logInInBrowser(page, shop.baseUrl(), OWNER.email, OWNER.password);
  await page.waitForURL(/\/dashboard/);
  return page;
}

type Visits = { last7Days: number; topPages: { path: string; visits: number }[] };
const visitsOf = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/platform/shops/demo/dashboard/statistics');
    return ((await response.json()) as { visits: Visits }).visits;
  });

describe('Back office overview: figures', () => {
  it('counts a storefront visit only when the shopper allowed analytics cookies (§7 track call)', async () => {
    const owner = await ownerPage();
    const before = await visitsOf(owner);

    const withoutConsent = await openPage(shop, `${shop.baseUrl('demo')}/`);
    const sent: string[] = [];
    withoutConsent.on('request', (request) => {
      if (request.url().includes('/api/analytics/track')) sent.push(request.url());
    });
    await withoutConsent.waitForTimeout(2_500);
    expect(sent).toEqual([]);
    expect((await visitsOf(owner)).last7Days).toBe(before.last7Days);

    const withConsent = await openPage(shop, `${shop.baseUrl('demo')}/`, {
      storage: {
        cookie_consent: JSON.stringify({ given: true }),
        cookie_preferences: JSON.stringify({ necessary: true, analytics: true, marketing: false, preferences: false }),
      },
    });
    // The track call goes once the page is hydrated, which may be before openPage returns: the count tells.
    await expect.poll(async () => (await visitsOf(owner)).last7Days, { timeout: 15_000 }).toBe(before.last7Days + 1);
    const after = await visitsOf(owner);
    expect(after.topPages.map((page) => page.path)).toContain('/');
    await withoutConsent.context().close();
    await withConsent.context().close();
    await owner.context().close();
  });

  it.each([
    ['390 px', MOBILE],
    ['1280 px', DESKTOP],
  ])(
    'shows sales, the 30-day chart with its table, waiting orders, stock, visits and best sellers at %s',
    async (_label, viewport) => {
      const page = await ownerPage(viewport);
      await page.goto(`${shop.baseUrl()}/demo/dashboard`);
      for (const name of [
        'Verkoop',
        'Bestellingen die op je wachten',
        'Voorraad',
        'Bezoekers',
        'Best verkocht (30 dagen)',
      ]) {
        await page.getByRole('heading', { name, exact: true }).waitFor();
      }
      await page.getByRole('img', { name: /Staafdiagram van de omzet per dag/ }).waitFor();
      await page.getByText('Bekijk als tabel').click();
      const table = page.getByRole('table', { name: 'Omzet per dag, laatste 30 dagen' });
      await table.waitFor();
      expect(await table.getByRole('row').count()).toBe(31);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await page.context().close();
    },
  );
});
