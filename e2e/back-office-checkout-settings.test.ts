import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';
import { expectNoHorizontalScroll, newOwner, signUpInBrowser } from './platform-helpers.ts';
import { expectAccessible } from './storefront-helpers.ts';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop?.stop());

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A new owner sets up a shipping method and bank transfer in 'Verzenden en betalen'. */
async function setUpShippingAndPayment(page: Page, label: string) {
  await page.goto(`${shop.baseUrl()}/register`);
  await signUpInBrowser(page, newOwner(label));
  await page
    .getByRole('navigation', { name: 'Onderdelen van je winkel' })
    .getByRole('link', { name: 'Verzenden en betalen' })
    .click();

  await page.getByRole('button', { name: 'Nieuwe verzendmethode' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Naam/).fill('Koerier aan huis');
  await dialog.getByLabel(/^Prijs in euro/).fill('6,95');
  await dialog.getByLabel('Maximumgewicht in gram').fill('10000');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText('Koerier aan huis is toegevoegd.').waitFor();
  await page
    .getByRole('list', { name: 'Verzendmethoden' })
    .getByRole('listitem')
    .filter({ hasText: 'Koerier aan huis' })
    .waitFor();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'Betaalmethoden' }).click();
  const iban = page.getByLabel('IBAN');
  await iban.fill('NL91 ABNA 0417 1643 01');
  await page.getByText('Dit IBAN klopt niet').waitFor();
  await iban.fill('NL91 ABNA 0417 1643 00');
  await page.getByText('Dit IBAN klopt.').waitFor();
  await page.getByLabel('Ten name van').fill('Atelier');
  await page.getByLabel('Bankoverschrijving aan bij het afrekenen').check();
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await page.getByText('De bankgegevens zijn opgeslagen.').waitFor();
  await page.getByRole('switch', { name: 'Stripe aan bij het afrekenen' }).click();
  await page.getByText('Sla eerst een werkende Stripe-sleutel op').waitFor();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
}

describe('back office: shipping and payment', () => {
  it('at 1280 px: a shipping method, bank transfer with a checked IBAN, Stripe refused without a key', async () => {
    const page = await shop.newPage({ viewport: DESKTOP });
    await setUpShippingAndPayment(page, 'Verzend');
  });

  it('the same at 390 px', async () => {
    const page = await shop.newPage({ viewport: MOBILE });
    await setUpShippingAndPayment(page, 'Mobiel');
  });
});
