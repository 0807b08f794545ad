import { afterAll, beforeAll, describe, it } from 'vitest';
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
