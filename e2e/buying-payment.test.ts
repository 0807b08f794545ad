import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseMethods, type DemoProduct, demoShop, fillCheckout, openWithCart } from './buying-helpers.ts';
import { type ShopServer, startShop } from './harness.ts';
import { expectAccessible } from './storefront-helpers.ts';

let shop: ShopServer;
let tenantId: string;
let product: DemoProduct;
beforeAll(async () => {
  shop = await startShop();
  const demo = await demoShop(shop);
  tenantId = demo.tenant.id;
  product = demo.simple;
});
afterAll(async () => shop?.stop());

/** Checks out the cart with the card provider; the demo shop has no Stripe keys, so the demo page answers. */
async function payByCard(): Promise<{ page: Page; orderNumber: string }> {
  const { page } = await openWithCart(shop, '/checkout', tenantId, product.id);
  await page.getByRole('heading', { level: 1, name: 'Afrekenen' }).waitFor();
  await fillCheckout(page);
  await chooseMethods(page, /Brievenbuspakje/, /iDEAL, creditcard of wallet/);
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await page.waitForURL(/\/api\/payments\/demo\/WW-/);
  const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await page.getByRole('button', { name: 'Betalen', exact: true }).waitFor();
  return { page, orderNumber };
}

describe('§2.10/§4 card payment through the demo provider', () => {
  it("'Betalen' returns to the confirmation, marked paid, without bank details", async () => {
    const { page, orderNumber } = await payByCard();
    await page.getByRole('button', { name: 'Betalen', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/order-confirmation/${orderNumber}`);
    await page.getByText('Uw betaling is ontvangen. Bedankt!').waitFor();
    await page.getByText('Betaald', { exact: true }).waitFor();
    expect(await page.getByTestId('bank-details').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Nu betalen' }).count()).toBe(0);
    await expectAccessible(page);
    await page.close();
  });

  it("'Betaling mislukt' returns to the confirmation with the failure and a way to pay again", async () => {
    const { page, orderNumber } = await payByCard();
    await page.getByRole('button', { name: 'Betaling mislukt' }).click();
    await page.waitForURL((url) => url.pathname === `/order-confirmation/${orderNumber}`);
    await page.getByText('De betaling is mislukt. U kunt het opnieuw proberen.').waitFor();
    await page.getByText('Betaling mislukt', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Nu betalen' }).click();
    await page.getByRole('button', { name: 'Betalen', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/order-confirmation/${orderNumber}`);
    await page.getByText('Betaald', { exact: true }).waitFor();
    await page.close();
  });

  it("'Annuleren' returns to the confirmation with the payment cancelled", async () => {
    const { page, orderNumber } = await payByCard();
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await page.waitForURL((url) => url.pathname === `/order-confirmation/${orderNumber}`);
    await page.getByText('De betaling is geannuleerd. U kunt het opnieuw proberen.').waitFor();
    await page.close();
  });
});
