import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/api/src/modules/invoices/pdf-text.ts';
import { chooseMethods, type DemoProduct, demoShop, fillCheckout, newSessionId, seedCart } from './buying-helpers.ts';
import { type ShopServer, startShop } from './harness.ts';
import { expectNoHorizontalScroll, logInInBrowser } from './platform-helpers.ts';
import { expectAccessible, openPage } from './storefront-helpers.ts';

/** The shop's legal details, and the invoice and packing slip of an order for the owner and the shopper. */
let shop: ShopServer;
let tenantId: string;
let product: DemoProduct;

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const OWNER = { email: 'demo@winkelwerf.nl', password: 'demo1234' };

beforeAll(async () => {
  shop = await startShop();
  const demo = await demoShop(shop);
  tenantId = demo.tenant.id;
  product = demo.simple;
}, 120_000);
afterAll(async () => {
  await shop?.stop();
});

async function ownerPage(viewport = DESKTOP): Promise<Page> {
  const page = await shop.newPage({ viewport });
  await logInInBrowser(page, shop.baseUrl(), OWNER.email, OWNER.password);
  await page.waitForURL(/\/dashboard/);
  return page;
}

/** The PDF behind a download link, fetched by the page itself (its cookies, its host). */
async function pdfBehind(page: Page, href: string | null) {
  expect(href).toBeTruthy();
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition') ?? '',
      base64: btoa(binary),
    };
  }, href as string);
  expect(answer.status).toBe(200);
  expect(answer.type).toBe('application/pdf');
  const body = Buffer.from(answer.base64, 'base64');
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  return { text: pdfText(body), disposition: answer.disposition };
}

describe('back office: invoices and the shop details they carry', () => {
  it('the owner fills in the legal details at 390 px; a wrong VAT number is told at its field', async () => {
    const owner = await ownerPage(MOBILE);
    await owner.goto(`${shop.baseUrl()}/demo/dashboard/look`);
    const form = owner.getByRole('form', { name: 'Winkel' });
    await form.getByLabel('Bedrijfsnaam (zoals bij de KvK)').fill('Ambachtsschuur B.V.');
    await form.getByLabel('Adres', { exact: true }).fill('Brink 12');
    await form.getByLabel('Postcode').fill('7411 BT');
    await form.getByLabel('Plaats').fill('Deventer');
    await form.getByLabel('KvK-nummer').fill('1234 5678');
    const vat = form.getByLabel('Btw-nummer');
    await vat.fill('BE0123456789');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    const vatError = form.locator('#look-vatNumber-error');
    await vatError.waitFor();
    expect(await vatError.textContent()).toBe('Gebruik een btw-nummer als NL123456789B01');
    expect(await vat.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(owner);
    await expectNoHorizontalScroll(owner);

    await vat.fill('nl123456789b01');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await form.getByText(/^Opgeslagen/).waitFor();
    expect(await vat.inputValue()).toBe('NL123456789B01');
    expect(await form.getByLabel('KvK-nummer').inputValue()).toBe('12345678');
    await owner.close();
  });

  it('a bank transfer marked paid has its invoice for the owner and the shopper; the packing slip is there before', async () => {
    const sessionId = newSessionId();
    await seedCart(shop, tenantId, sessionId, product.id);
    const shopper = await openPage(shop, `${shop.baseUrl('demo')}/checkout`, {
      storage: { shopping_session_id: sessionId },
    });
    await shopper.getByRole('heading', { level: 1, name: 'Afrekenen' }).waitFor();
    await fillCheckout(shopper);
    await chooseMethods(shopper, /Pakket PostNL/, /Bankoverschrijving/);
    await shopper.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await shopper.waitForURL(/\/order-confirmation\/WW-/);
    const orderNumber = decodeURIComponent(new URL(shopper.url()).pathname.split('/').pop() ?? '');
    await shopper.getByRole('heading', { level: 1 }).waitFor();
    expect(await shopper.getByRole('link', { name: /Factuur .* downloaden/ }).count()).toBe(0);

    const owner = await ownerPage(MOBILE);
    await owner.goto(`${shop.baseUrl()}/demo/dashboard/orders/${orderNumber}`);
    await owner.getByRole('heading', { level: 1, name: `Bestelling ${orderNumber}` }).waitFor();
    await owner.getByText(/De factuur wordt gemaakt zodra de bestelling betaald of verzonden is/).waitFor();
    const slip = await pdfBehind(
      owner,
      await owner.getByRole('link', { name: 'Pakbon downloaden' }).getAttribute('href'),
    );
    expect(slip.text).toContain(orderNumber);
    expect(slip.text).toContain('Kees Koper');
    expect(slip.text).not.toContain('€');

    await owner.getByRole('button', { name: 'Overboeking ontvangen' }).click();
    const invoiceLink = owner.getByRole('link', { name: /^Factuur F-\d{6} downloaden$/ });
    await invoiceLink.waitFor();
    const invoiceNumber = /F-\d{6}/.exec((await invoiceLink.textContent()) ?? '')?.[0] ?? '';
    await owner.getByText(`Factuur ${invoiceNumber} gemaakt`).waitFor();
    await expectAccessible(owner);
    await expectNoHorizontalScroll(owner);
    const invoice = await pdfBehind(owner, await invoiceLink.getAttribute('href'));
    expect(invoice.disposition).toBe(`attachment; filename="factuur-${invoiceNumber}.pdf"`);
    for (const expected of [
      'Factuur',
      invoiceNumber,
      orderNumber,
      'Ambachtsschuur B.V.',
      'KvK-nummer: 12345678',
      'Btw-nummer: NL123456789B01',
      'Kees Koper',
      'waarvan 21 % btw',
    ]) {
      expect(invoice.text).toContain(expected);
    }

    // The shopper finds it on the order page.
    await shopper.reload();
    const shopperLink = shopper.getByRole('link', { name: `Factuur ${invoiceNumber} downloaden (pdf)` });
    await shopperLink.waitFor();
    await expectAccessible(shopper);
    const forShopper = await pdfBehind(shopper, await shopperLink.getAttribute('href'));
    expect(forShopper.text).toContain(invoiceNumber);
    await owner.close();
    await shopper.close();
  });
});
