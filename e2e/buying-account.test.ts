import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseMethods, type DemoProduct, demoShop, newSessionId, seedCart } from './buying-helpers.ts';
import { type ShopServer, startShop } from './harness.ts';
import { openPage } from './storefront-helpers.ts';

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

const customer = {
  firstName: 'Lotte',
  lastName: 'Klant',
  email: `lotte.${Date.now()}@example.nl`,
  phone: '0612345678',
  address: 'Brink 7',
  postalCode: '7411 BR',
  city: 'Deventer',
  password: 'geheim123',
};

describe('§2.13/§4/§2.11 customer account', () => {
  it('register, log in, buy with a prefilled checkout, see the order in the history, cancel it, log out', async () => {
    const sessionId = newSessionId();
    await seedCart(shop, tenantId, sessionId, product.id);
    const page = await openPage(shop, `${shop.baseUrl('demo')}/`, { storage: { shopping_session_id: sessionId } });

    // register in the login dialog; it returns to login mode after 3 s
    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Nog geen account? Registreren' }).click();
    await dialog.getByRole('heading', { name: 'Account aanmaken' }).waitFor();
    await dialog.getByLabel(/^Voornaam/).fill(customer.firstName);
    await dialog.getByLabel(/^Achternaam/).fill(customer.lastName);
    await dialog.getByLabel(/^E-mailadres/).fill(customer.email);
    await dialog.getByLabel(/^Telefoonnummer/).fill(customer.phone);
    await dialog.getByLabel(/^Adres/).fill(customer.address);
    await dialog.getByLabel(/^Postcode/).fill(customer.postalCode);
    await dialog.getByLabel(/^Plaats/).fill(customer.city);
    await dialog.getByLabel(/^Wachtwoord/).fill(customer.password);
    await dialog.getByLabel(/^Bevestig wachtwoord/).fill('anders123');
    await dialog.getByRole('button', { name: 'Registreren' }).click();
    await dialog.getByText('Wachtwoorden komen niet overeen').waitFor();
    await dialog.getByLabel(/^Bevestig wachtwoord/).fill(customer.password);
    await dialog.getByRole('button', { name: 'Registreren' }).click();
    await dialog.getByText('Registratie succesvol! Check uw email voor verificatie.').waitFor();
    await dialog.getByRole('heading', { name: 'Inloggen' }).waitFor({ timeout: 5000 });

    // log in
    expect(await dialog.getByLabel(/^E-mailadres/).inputValue()).toBe(customer.email);
    await dialog.getByLabel(/^Wachtwoord/).fill('verkeerd1');
    await dialog.getByRole('button', { name: 'Inloggen' }).click();
    await dialog.getByRole('alert').waitFor();
    await dialog.getByLabel(/^Wachtwoord/).fill(customer.password);
    await dialog.getByRole('button', { name: 'Inloggen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => window.localStorage.getItem('customer_token'))).toBeTruthy();
    expect(await page.evaluate(() => window.localStorage.getItem('customer_id'))).toMatch(/^\d+$/);

    // the account menu; the profile check keeps the customer logged in after a reload
    await page.reload();
    const menuButton = page.getByRole('button', { name: 'Accountmenu' });
    await menuButton.click();
    const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
    await menu.getByText(`${customer.firstName} ${customer.lastName}`).waitFor();
    await menu.getByText(customer.email, { exact: true }).waitFor();
    await menu.getByRole('link', { name: 'Bestelgeschiedenis' }).waitFor();
    await menu.getByRole('button', { name: 'Uitloggen' }).waitFor();

    // checkout is prefilled from the profile
    await page.goto(`${shop.baseUrl('demo')}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Afrekenen' }).waitFor();
    expect(await page.getByLabel(/^E-mailadres/).inputValue()).toBe(customer.email);
    expect(await page.getByLabel(/^Voornaam/).inputValue()).toBe(customer.firstName);
    expect(
      await page
        .getByLabel(/^Adres/)
        .first()
        .inputValue(),
    ).toBe(customer.address);
    await chooseMethods(page, /Pakket PostNL/, /Bankoverschrijving/);
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.waitForURL(/\/order-confirmation\/WW-/);
    const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

    // history: the order, 'In behandeling', then cancelled
    // The menu's id is React's useId: a server-rendered page and a browser-rendered one number it differently.
    await menuButton.click();
    const historyMenu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
    await historyMenu.getByRole('link', { name: 'Bestelgeschiedenis' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bestelgeschiedenis' }).waitFor();
    const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
    await card.getByText('In behandeling').waitFor();
    await card.getByRole('button', { name: `Bestelling annuleren ${orderNumber}` }).click();
    await card.getByRole('button', { name: 'Ja, annuleren' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Bestelling ${orderNumber} is geannuleerd. U ontvangt een bevestiging per e-mail.` })
      .waitFor();
    await card.getByText('Geannuleerd').waitFor();
    expect(await card.getByRole('button', { name: /Bestelling annuleren/ }).count()).toBe(0);

    // log out: token and id gone, the history sends to the home page
    await menuButton.click();
    await historyMenu.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => window.localStorage.getItem('customer_token'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('customer_id'))).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).waitFor();
    await page.goto(`${shop.baseUrl('demo')}/order-history`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  it('§4 a stored token that fails the profile check is cleared (logged out)', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/`, {
      storage: { customer_token: 'not-a-real-token', customer_id: '1' },
    });
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('customer_token'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('customer_id'))).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).waitFor();
    await page.close();
  });

  it('the separate registration modal: §5 messages, then success and it closes itself', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/?login=true`);
    await page.getByRole('dialog').getByRole('button', { name: 'Registreren zonder wachtwoord' }).click();
    const modal = page.getByRole('dialog', { name: 'Registreren' });
    await modal.getByRole('button', { name: 'Registreren' }).click();
    await modal.getByText('First name is required').waitFor();
    await modal.getByText('Country is required').waitFor();
    await modal.getByLabel(/^Voornaam/).fill('Piet');
    expect(await modal.getByText('First name is required').count()).toBe(0);
    await modal.getByLabel(/^Achternaam/).fill('Snel');
    await modal.getByLabel(/^E-mailadres/).fill(`piet.${Date.now()}@example.nl`);
    await modal.getByLabel(/^Telefoonnummer/).fill('0612345678');
    await modal.getByLabel(/^Adres/).fill('Kade 1');
    await modal.getByLabel(/^Postcode/).fill('1000 AA');
    await modal.getByLabel(/^Plaats/).fill('Amsterdam');
    await modal.getByLabel(/^Land/).selectOption('Nederland');
    await modal.getByRole('button', { name: 'Registreren' }).click();
    await modal.getByText('Registratie gelukt!').waitFor();
    await modal.waitFor({ state: 'hidden', timeout: 5000 });
    await page.close();
  });
});
