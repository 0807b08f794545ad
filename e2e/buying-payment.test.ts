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

  it("'Betaling mislukt' returns to a page that leads with the failure and 'Nu betalen', never a thank-you", async () => {
    const { page, orderNumber } = await payByCard();
    await page.getByRole('button', { name: 'Betaling mislukt' }).click();
    await page.waitForURL((url) => url.pathname === `/order-confirmation/${orderNumber}`);
    await page.getByRole('heading', { level: 1, name: 'Betaling mislukt' }).waitFor();
    await page.getByText('De betaling is mislukt. U kunt het opnieuw proberen.').waitFor();
    expect(await page.getByText(/Bedankt voor uw bestelling/).count()).toBe(0);
    expect(await page.title()).toContain('Betaling mislukt');
    // the order stays Pending ('In behandeling') with the payment honestly failed
    await page.getByText('In behandeling', { exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Nu betalen' }).click();
    await page.getByRole('button', { name: 'Betalen', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/order-confirmation/${orderNumber}`);
    await page.getByText('Betaald', { exact: true }).waitFor();
    await page.close();
  });

  it("'Annuleren' returns to a page headed 'Betaling geannuleerd' with 'Nu betalen'", async () => {
    const { page, orderNumber } = await payByCard();
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await page.waitForURL((url) => url.pathname === `/order-confirmation/${orderNumber}`);
    await page.getByRole('heading', { level: 1, name: 'Betaling geannuleerd' }).waitFor();
    await page.getByText('De betaling is geannuleerd. U kunt het opnieuw proberen.').waitFor();
    await page.getByRole('link', { name: 'Nu betalen' }).waitFor();
    expect(await page.getByText(/Bedankt voor uw bestelling/).count()).toBe(0);
    await page.close();
  });

  it("a provider's cancel return (?payment=cancelled) leads with 'Betaling geannuleerd'; without an answer, 'Betaling nog niet afgerond'", async () => {
    const { page, orderNumber } = await payByCard();
    await page.goto(`${shop.baseUrl('demo')}/order-confirmation/${orderNumber}`);
    await page.getByRole('heading', { level: 1, name: 'Betaling nog niet afgerond' }).waitFor();
    await page.getByRole('link', { name: 'Nu betalen' }).waitFor();
    await page.goto(`${shop.baseUrl('demo')}/order-confirmation/${orderNumber}?payment=cancelled`);
    await page.getByRole('heading', { level: 1, name: 'Betaling geannuleerd' }).waitFor();
    await page.getByText('De betaling is geannuleerd. U kunt het opnieuw proberen.').waitFor();
    expect(await page.getByText(/Bedankt voor uw bestelling/).count()).toBe(0);
    await expectAccessible(page);
    await page.close();
  });

  it("after a failed payment 'Terug naar winkelwagen' cancels the unpaid order and gives the cart back", async () => {
    const { page, orderNumber } = await payByCard();
    await page.getByRole('button', { name: 'Betaling mislukt' }).click();
    await page.waitForURL((url) => url.pathname === `/order-confirmation/${orderNumber}`);
    await page.getByRole('button', { name: 'Terug naar winkelwagen' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('link', { name: product.name }).waitFor();
    await page.goto(`${shop.baseUrl('demo')}/order-confirmation/${orderNumber}`);
    await page.getByRole('heading', { level: 1, name: 'Bestelling geannuleerd' }).waitFor();
    expect(await page.getByRole('link', { name: 'Nu betalen' }).count()).toBe(0);
    await page.close();
  });
});
