import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';
import { expectNoHorizontalScroll, type NewOwner, newOwner, signUpInBrowser } from './platform-helpers.ts';
import { expectAccessible } from './storefront-helpers.ts';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop?.stop());

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A photo as a phone would send it: a JPEG of a few hundred pixels in one colour. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A datetime-local value some days from now (the browser's own time zone). */
const localDateTime = (daysFromNow: number) => {
  const date = new Date(Date.now() + daysFromNow * 24 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 10)}T09:00`;
};

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Onderdelen van je winkel' }).getByRole('link', { name }).click();
}

/** A new owner builds a shop through the back office; a shopper then sees it on the storefront. */
async function buildShop(page: Page, owner: NewOwner) {
  await page.goto(`${shop.baseUrl()}/register`);
  await signUpInBrowser(page, owner);

  // A category.
  await openSection(page, 'Categorieën');
  await page.getByRole('button', { name: 'Nieuwe categorie' }).click();
  const categoryDialog = page.getByRole('dialog');
  await categoryDialog.getByLabel(/^Naam/).fill('Keramiek');
  await categoryDialog.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText('Categorie "Keramiek" is aangemaakt.').waitFor();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // A product in it, with a discount that runs from yesterday until next week.
  await openSection(page, 'Producten');
  await page.getByRole('link', { name: 'Nieuw product' }).click();
  await page.getByRole('textbox', { name: /^Naam/ }).fill('Schaal met blauw glazuur');
  await page.getByRole('textbox', { name: /^Korte beschrijving/ }).fill('Handgedraaide schaal, 20 cm.');
  await page.getByRole('textbox', { name: /^Artikelnummer/ }).fill('SCHAAL-01');
  await page.getByLabel(/^Prijs in euro/).fill('40');
  await page.getByRole('radio', { name: 'Percentage' }).check();
  await page.getByLabel(/^Kortingspercentage/).fill('25');
  await page.getByLabel(/^Begint op/).fill(localDateTime(-1));
  await page.getByLabel(/^Eindigt op/).fill(localDateTime(7));
  await page.getByLabel(/^Voorraad \(stuks\)/).fill('8');
  await page.getByRole('combobox', { name: /^Categorie$/ }).selectOption({ label: 'Keramiek' });
  await page.getByRole('button', { name: 'Opslaan' }).first().click();
  await page.getByText('Schaal met blauw glazuur is aangemaakt.').waitFor();
  await page.waitForURL(/\/dashboard\/products\/\d+$/);

  // Two photos from disk.
  await page
    .locator('input[type="file"]:not([capture])')
    .first()
    .setInputFiles([await photo('schaal-voor.jpg', '#1d4ed8'), await photo('schaal-zij.jpg', '#0f766e')]);
  await expect
    .poll(() => page.getByRole('list', { name: 'Afbeeldingen, in volgorde' }).getByRole('listitem').count(), {
      timeout: 30_000,
    })
    .toBe(2);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // The shop's primary colour and the order of the home sections.
  await openSection(page, 'Uiterlijk');
  await page.getByRole('checkbox', { name: /^Eigen kleuren en lettertype gebruiken/ }).check();
  await page.getByRole('textbox', { name: 'Hoofdkleur (knoppen)', exact: true }).fill('#0f766e');
  await page.getByRole('button', { name: 'Opslaan' }).last().click();
  await page.getByText('Opgeslagen. De winkel toont het bij de volgende paginaweergave.').first().waitFor();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'Startpagina' }).click();
  for (const type of ['Carrousel', 'Categorieën', 'Producten']) {
    await page.getByLabel(/^Nieuw onderdeel/).selectOption({ label: type });
    await page.getByRole('button', { name: 'Toevoegen' }).click();
  }
  await page.getByRole('button', { name: /^Producten omhoog/ }).click();
  await page.getByRole('button', { name: /^Producten omhoog/ }).click();
  await page.getByRole('button', { name: 'Opslaan' }).last().click();
  await page.getByText('Opgeslagen. De winkel toont het bij de volgende paginaweergave.').first().waitFor();
  await expectAccessible(page);

  // The other look-and-feel tabs pass axe too.
  for (const tab of ['Focus-winkel', 'Sociale media', 'Voorwaarden']) {
    await page.getByRole('link', { name: tab, exact: true }).click();
    await page.getByRole('button', { name: 'Opslaan' }).last().waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  }
}

async function expectShopperSeesIt(owner: NewOwner, viewport: { width: number; height: number }) {
  const shopper = await shop.newPage({ viewport });
  await shopper.goto(shop.baseUrl(owner.subdomain));
  await shopper.getByRole('heading', { name: 'Schaal met blauw glazuur' }).first().waitFor();

  // The theme's primary colour reaches the storefront.
  const primary = await shopper.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--shop-primary').trim().toLowerCase(),
  );
  expect(primary).toBe('#0f766e');

  // The products section now comes before the carousel and the categories, as the storefront reads it.
  const theme = (await (await fetch(`http://127.0.0.1:${shop.port}/api/tenant-theme/${owner.subdomain}`)).json()) as {
    sectionsConfig: { type: string; enabled: boolean }[];
  };
  expect(theme.sectionsConfig.map((section) => section.type)).toEqual(['products', 'carousel', 'categories']);

  // The product page shows the discount and both photos.
  await shopper.goto(shop.baseUrl(owner.subdomain));
  await shopper
    .getByRole('link', { name: /Schaal met blauw glazuur/ })
    .first()
    .click();
  await shopper.getByText('€ 30,00').first().waitFor();
  await shopper.getByText('€ 40,00').first().waitFor();
  expect(await shopper.locator('main img[alt*="Schaal met blauw glazuur"]').count()).toBeGreaterThanOrEqual(1);
  await shopper.context().close();
}

describe('back office I: a new owner builds the shop, a shopper sees it', () => {
  it('at 1280 px: a category, a product with two photos and a discount, a colour and the home order', async () => {
    const owner = newOwner('bo');
    const page = await shop.newPage({ viewport: DESKTOP });
    await buildShop(page, owner);
    await page.context().close();
    await expectShopperSeesIt(owner, DESKTOP);
  });

  it('the same at 390 px', async () => {
    const owner = newOwner('bophone');
    const page = await shop.newPage({ viewport: MOBILE });
    await buildShop(page, owner);
    await page.context().close();
    await expectShopperSeesIt(owner, MOBILE);
  });
});

describe('back office I: import from a Shopify export', () => {
  it('previews the rows with their errors, then imports all of them once fixed', async () => {
    const owner = newOwner('import');
    const page = await shop.newPage({ viewport: DESKTOP });
    await page.goto(`${shop.baseUrl()}/register`);
    await signUpInBrowser(page, owner);
    await openSection(page, 'Importeren en exporteren');
    await expectAccessible(page);

    const header =
      'Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Grams,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Requires Shipping,Image Src,Image Position,Image Alt Text,Status';
    const rows = [
      'linnen-schort,Linnen schort,<p>Stevig <strong>linnen</strong> schort.</p>,Atelier,,Keukentextiel,,true,Kleur,Naturel,SCH-NAT,350,12,34.95,,true,,,,active',
      'linnen-schort,,,,,,,,,Zwart,SCH-ZWA,350,4,29.95,34.95,true,,,,',
      'keramiek-mok,Keramiek mok,<p>Mok van 300 ml.</p>,Studio,,Keramiek,,true,Title,Default Title,MOK-01,420,25,geen-prijs,,true,,,,active',
    ];
    const file = (lines: string[]) => ({
      name: 'products_export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${[header, ...lines].join('\n')}\n`),
    });
    const input = page.locator('input[type="file"]').first();
    await input.setInputFiles(file(rows));
    await page
      .getByText(/Shopify/)
      .first()
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Importeer/ }).isDisabled()).toBe(true);

    await input.setInputFiles(file(rows.map((row) => row.replace('geen-prijs', '11.95'))));
    const importButton = page.getByRole('button', { name: /^Importeer 3/ });
    await expect.poll(() => importButton.isEnabled(), { timeout: 20_000 }).toBe(true);
    await importButton.click();
    // The products are there once the import says it is done (not when the click is made).
    await page.getByText(/^Klaar: 3 nieuw/).waitFor({ timeout: 30_000 });
    await openSection(page, 'Producten');
    await page.getByText('Linnen schort – Zwart').first().waitFor();
    await page.getByText('Keramiek mok').first().waitFor();
    await expectAccessible(page);
    await page.context().close();
  });
});
