import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, chooseMethods, type DemoProduct, demoShop, fillCheckout, openWithCart } from './buying-helpers.ts';
import { type ShopServer, startShop } from './harness.ts';
import { expectAccessible, openPage } from './storefront-helpers.ts';

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

describe('§2.9 cart', () => {
  it('add on the product page, then plus/minus, remove and clear with confirmation; the badge follows', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/product/${product.id}`);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await page.getByText(`${product.name} toegevoegd aan winkelwagen!`).waitFor();
    const badge = page.getByTestId('cart-badge');
    await expect.poll(() => badge.textContent()).toBe('1');

    await page.getByRole('link', { name: /^Winkelwagen, 1 artikel/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Winkelwagen' }).waitFor();
    await page.getByRole('link', { name: product.name }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: `Aantal van ${product.name} verhogen` }).click();
    await expect.poll(() => badge.textContent()).toBe('2');
    await page.getByText(/Subtotaal \(2 artikelen\)/).waitFor();
    await page.getByRole('button', { name: `Aantal van ${product.name} verlagen` }).click();
    await expect.poll(() => badge.textContent()).toBe('1');

    await page.getByRole('button', { name: 'Winkelwagen legen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Winkelwagen legen' });
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Winkelwagen legen' }).click();
    await dialog.getByRole('button', { name: 'Ja, winkelwagen legen' }).click();
    await page.getByText('Uw winkelwagen is leeg').waitFor();
    expect(await badge.count()).toBe(0);
    await page.getByRole('link', { name: 'Verder winkelen' }).click();
    await page.waitForURL(/\/products$/);
    await page.close();
  });

  it('the remove button takes one line out and the summary links to checkout and products', async () => {
    const { page } = await openWithCart(shop, '/cart', tenantId, product.id);
    await page.getByRole('link', { name: product.name }).waitFor();
    expect(await page.getByRole('link', { name: 'Afrekenen' }).getAttribute('href')).toBe('/checkout');
    expect(
      await page.getByRole('complementary').getByRole('link', { name: 'Verder winkelen' }).getAttribute('href'),
    ).toBe('/products');
    await page.getByRole('button', { name: `Verwijderen: ${product.name}` }).click();
    await page.getByText('Uw winkelwagen is leeg').waitFor();
    await page.close();
  });
});

describe('§2.10/§5 checkout', () => {
  it('an empty submit shows the summary and every required message; editing clears a field', async () => {
    const { page } = await openWithCart(shop, '/checkout', tenantId, product.id);
    await page.getByRole('heading', { level: 1, name: 'Afrekenen' }).waitFor();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Er zijn fouten gevonden in het formulier' });
    await summary.waitFor();
    const expected = [
      'E-mailadres is verplicht',
      'Voornaam is verplicht',
      'Achternaam is verplicht',
      'Factuuradres is verplicht',
      'Postcode is verplicht',
      'Plaats is verplicht',
      'Selecteer een verzendmethode',
      'Selecteer een betaalmethode',
    ];
    expect((await summary.getByRole('listitem').allTextContents()).map((text) => text.trim())).toEqual(expected);
    await page.getByLabel(/^Voornaam/).fill('Kees');
    await expect.poll(() => page.getByText('Voornaam is verplicht').count()).toBe(0);
    await page.getByLabel('Verzendadres is hetzelfde als factuuradres').uncheck();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await summary.getByText('Verzendadres is verplicht').waitFor();
    const country = page.getByLabel(/^Land/).first();
    expect(await country.inputValue()).toBe('Nederland');
    expect(await country.locator('option').allTextContents()).toEqual(['Nederland', 'België', 'Duitsland']);
    await expectAccessible(page);
    await page.close();
  });

  it('bank transfer: order placed, confirmation with IBAN, account name, BIC, amount and the order number as reference', async () => {
    const { page } = await openWithCart(shop, '/cart', tenantId, product.id);
    await page.getByRole('link', { name: 'Afrekenen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Afrekenen' }).waitFor();
    await fillCheckout(page);
    await chooseMethods(page, /Pakket PostNL/, /Bankoverschrijving/);
    await page.getByText(/Waarvan btw/).waitFor();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.waitForURL(/\/order-confirmation\/WW-/);
    const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByRole('heading', { level: 1, name: 'Orderbevestiging' }).waitFor();
    await page.getByText(`Bedankt voor uw bestelling, ${BUYER.firstName}!`).waitFor();
    const bank = page.getByTestId('bank-details');
    await bank.waitFor();
    const text = (await bank.textContent()) ?? '';
    expect(text).toContain('NL91ABNA0417164300');
    expect(text).toContain('ABNANL2A');
    expect(text).toContain('De Ambachtsschuur');
    expect(text).toContain(orderNumber);
    expect(text).toMatch(/€ \d+,\d\d/);
    await page.getByText('In behandeling').first().waitFor();
    expect(await page.getByTestId('cart-badge').count()).toBe(0);
    await expectAccessible(page);
    await page.close();
  });

  it("§8 an unknown order number shows 'Order not found' with a way home", async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/order-confirmation/WW-0000-0000-0000-00`);
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    await page.getByRole('link', { name: 'Terug naar home' }).waitFor();
    await page.close();
  });
});
