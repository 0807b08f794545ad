import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  BUYER,
  chooseMethods,
  demoShop,
  fillCheckout,
  newSessionId,
  openWithCart,
  seedCart,
} from './buying-helpers.ts';
import { type ShopServer, startShop } from './harness.ts';
import { openPage } from './storefront-helpers.ts';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop?.stop());

describe('server messages in the shopper language', () => {
  it('a refused login shows the server message in Dutch, and in English once the shopper chose English', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/products`);
    const logIn = async (account: string, email: string, password: string, button: string) => {
      await page.getByRole('banner').getByRole('button', { name: account, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(new RegExp(`^${email}`)).fill('niemand@example.nl');
      await dialog.getByLabel(new RegExp(`^${password}`)).fill('verkeerd1');
      await dialog.getByRole('button', { name: button, exact: true }).click();
      return dialog;
    };
    const dutch = await logIn('Account', 'E-mailadres', 'Wachtwoord', 'Inloggen');
    await dutch.getByRole('alert').filter({ hasText: 'Onjuist e-mailadres of wachtwoord.' }).waitFor();
    await page.keyboard.press('Escape');
    await dutch.waitFor({ state: 'hidden' });

    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    const english = await logIn('Account', 'E-mail address', 'Password', 'Log in');
    await english.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await page.close();
  });
});

describe('place-order refusal in the shopper language', () => {
  it('an English shopper whose open checkout asks more than is left reads the stock refusal in English', async () => {
    const { tenant, products, simple } = await demoShop(shop);
    // The best-stocked other product: the one unit sold here leaves the low-stock products as they are.
    const [product] = products
      .filter((p) => p.id !== simple.id && !p.madeToOrder && !p.hasAddons && p.stockQuantity >= 10)
      .sort((a, b) => b.stockQuantity - a.stockQuantity);
    if (!product) throw new Error('demo needs a second stocked product without add-ons');
    const sessionId = newSessionId();
    await seedCart(shop, tenant.id, sessionId, product.id, product.stockQuantity);

    const page = await openPage(shop, `${shop.baseUrl('demo')}/checkout`, {
      storage: { shopping_session_id: sessionId },
    });
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByLabel(/^E-mail address/).fill(BUYER.email);
    await page.getByLabel(/^First name/).fill(BUYER.firstName);
    await page.getByLabel(/^Last name/).fill(BUYER.lastName);
    await page
      .getByLabel(/^Address/)
      .first()
      .fill(BUYER.address);
    await page
      .getByLabel(/^Postal code/)
      .first()
      .fill(BUYER.postalCode);
    await page.getByLabel(/^City/).first().fill(BUYER.city);
    await chooseMethods(page, /Pakket PostNL/, /Bankoverschrijving/);

    // Meanwhile another shopper buys one: the open checkout now asks one more than is left.
    const { page: other } = await openWithCart(shop, '/checkout', tenant.id, product.id);
    await fillCheckout(other);
    await chooseMethods(other, /Pakket PostNL/, /Bankoverschrijving/);
    await other.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await other.waitForURL(/\/order-confirmation\/WW-/);
    await other.close();

    await page.getByRole('button', { name: 'Place order' }).click();
    const left = product.stockQuantity - 1;
    await page
      .getByText(`Not enough stock of "${product.name}": ${left} available, ${product.stockQuantity} requested.`)
      .waitFor();
    await page.close();
  });
});
