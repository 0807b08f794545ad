import { afterAll, beforeAll, describe, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop?.stop());

describe('smoke: the built product serves the demo shop', () => {
  it('renders the demo shop name and its products with React', async () => {
    const page = await shop.newPage();
    const tenant = await (await fetch(`http://127.0.0.1:${shop.port}/api/tenants/by-name/demo`)).json();
    await page.goto(`${shop.baseUrl('demo')}/products`);
    await page.getByText(tenant.displayName).first().waitFor({ timeout: 15_000 });
    const products = await (
      await fetch(`http://127.0.0.1:${shop.port}/api/tenants/${tenant.id}/products/public`)
    ).json();
    await page.getByText(products[0].name).first().waitFor({ timeout: 15_000 });
    await page.close();
  });
});
