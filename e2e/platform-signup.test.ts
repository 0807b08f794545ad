import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newSessionId } from './buying-helpers.ts';
import { type ShopServer, startShop } from './harness.ts';
import {
  connectToServerDatabase,
  expectNoHorizontalScroll,
  logInInBrowser,
  type NewOwner,
  newOwner,
  signUpInBrowser,
} from './platform-helpers.ts';
import { expectAccessible } from './storefront-helpers.ts';

let shop: ShopServer;
let database: pg.Client;
beforeAll(async () => {
  shop = await startShop();
  database = await connectToServerDatabase(inject('shopDataDir'));
});
afterAll(async () => {
  await database?.end();
  await shop?.stop();
});

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The owner signed up by the first test; later tests use the shop. */
let owner: NewOwner;

describe('§2.2 sign-up: from the landing page to a live shop', () => {
  it('takes a visitor from the landing page to their own live shop in under 60 seconds', async () => {
    owner = newOwner('e2e');
    const page = await shop.newPage({ viewport: DESKTOP });
    const started = performance.now();
    await page.goto(shop.baseUrl());
    await page.getByRole('banner').getByRole('link', { name: 'Gratis proberen' }).click();
    await page.waitForURL('**/register');
    const { fields } = await signUpInBrowser(page, owner);

    // The checklist and the trial are there at once.
    await page.getByRole('heading', { name: 'Je winkel inrichten' }).waitFor();
    await page.getByText('Je proefperiode loopt').waitFor();

    // The shop answers on its own subdomain with its own name, 'coming soon' until it has a product.
    const storefront = await shop.newPage({ viewport: DESKTOP });
    await storefront.goto(shop.baseUrl(owner.subdomain));
    await storefront.getByRole('heading', { name: 'Binnenkort open' }).waitFor();
    await storefront.getByRole('banner').getByText(owner.shopName).waitFor();
    const seconds = (performance.now() - started) / 1000;
    console.log(`sign-up journey in Chromium: landing page to live shop in ${seconds.toFixed(1)} s, ${fields} fields`);
    expect(seconds).toBeLessThan(60);
    expect(fields).toBeLessThanOrEqual(6);
    await page.context().close();
    await storefront.context().close();
  });

  it('refuses a taken or reserved web address while typing and offers a free one', async () => {
    const page = await shop.newPage({ viewport: MOBILE });
    await page.goto(`${shop.baseUrl()}/register`);
    const subdomain = page.getByRole('textbox', { name: /^Webadres van je winkel/ });
    await subdomain.fill('demo');
    await page.getByText('Dit webadres is al in gebruik.').waitFor();
    await subdomain.fill('admin');
    await page.getByText('Dit webadres is gereserveerd.').waitFor();
    const suggestion = page.getByRole('button', { name: /^Gebruik / });
    await suggestion.click();
    await page.getByText(/is beschikbaar$/).waitFor();
    expect(await subdomain.inputValue()).not.toBe('admin');
    await page.context().close();
  });

  it('sends a signed-in owner who opens the landing page to their dashboard (§2.2)', async () => {
    const context = await shop.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await logInInBrowser(page, shop.baseUrl(), owner.email, owner.password);
    await page.waitForURL(`**/${owner.subdomain}/dashboard`);
    await page.goto(shop.baseUrl());
    await page.waitForURL(`**/${owner.subdomain}/dashboard`);
    await context.close();
  });
});

describe('trial and plan', () => {
  it('pauses the shop when the trial is over and reopens it at once with a plan (demo billing)', async () => {
    await database.query(
      `update tenant_subscriptions set trial_ends_at = now() - interval '1 minute'
       where tenant_id = (select id from tenants where name = $1)`,
      [owner.subdomain],
    );

    // The storefront is closed, for people and for search engines, and takes no orders.
    const storefront = await shop.newPage({ viewport: MOBILE });
    await storefront.goto(shop.baseUrl(owner.subdomain));
    await storefront.getByRole('heading', { name: 'Tijdelijk gesloten' }).waitFor();
    expect(await storefront.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    const tenant = (await (
      await fetch(`http://127.0.0.1:${shop.port}/api/tenants/by-name/${owner.subdomain}`)
    ).json()) as { id: string; shopState: string };
    expect(tenant.shopState).toBe('paused');
    const refused = await fetch(
      `http://127.0.0.1:${shop.port}/api/checkout/${newSessionId()}/${tenant.id}/place-order`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: `${owner.subdomain}.localhost` },
        body: JSON.stringify({
          customerEmail: 'koper@example.nl',
          customerFirstName: 'Kees',
          customerLastName: 'Koper',
          billingAddress: 'Dorpsstraat 1',
          billingCity: 'Utrecht',
          billingPostalCode: '3511 AA',
          billingCountry: 'Nederland',
          useSameAsBilling: true,
          shippingMethodId: 1,
          paymentMethod: 'BankTransfer',
        }),
      },
    );
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe('shop_paused');

    // The owner still has the dashboard, sees why, and chooses a plan.
    const context = await shop.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await logInInBrowser(page, shop.baseUrl(), owner.email, owner.password);
    await page.waitForURL(`**/${owner.subdomain}/dashboard`);
    await page.getByRole('heading', { name: 'Je winkel is gepauzeerd' }).waitFor();
    await page.getByRole('button', { name: 'Kies Normal' }).click();
    await page.getByRole('heading', { name: 'Abonnement afrekenen' }).waitFor();
    await page.getByRole('button', { name: 'Betalen' }).click();
    await page.waitForURL(`**/${owner.subdomain}/dashboard?billing=success`);
    await page.getByRole('heading', { name: 'Je abonnement' }).waitFor();

    await storefront.reload();
    await storefront.getByRole('heading', { name: 'Binnenkort open' }).waitFor();
    await storefront.context().close();
    await context.close();
  });
});

describe('the platform pages: accessible, and usable on a phone', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`has no serious or critical axe violation and no horizontal scroll at ${viewport.width} px`, async () => {
      const page = await shop.newPage({ viewport });
      for (const path of ['/', '/register', '/login', '/forgot-password', '/privacy', '/terms', '/support']) {
        await page.goto(`${shop.baseUrl()}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectNoHorizontalScroll(page);
        await expectAccessible(page);
      }
      await logInInBrowser(page, shop.baseUrl(), owner.email, owner.password);
      await page.waitForURL(`**/${owner.subdomain}/dashboard`);
      await page.getByRole('heading', { name: 'Je winkel inrichten' }).waitFor();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await page.context().close();
    });
  }
});
