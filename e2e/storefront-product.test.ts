import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';
import { apiJson, expectAccessible, openPage, tenantOf } from './storefront-helpers.ts';

interface Product {
  id: number;
  name: string;
  sku: string;
  hasAddons: boolean;
  stockQuantity: number;
  madeToOrder: boolean;
  category: { id: number; name: string } | null;
}

let shop: ShopServer;
let demoProducts: Product[];
beforeAll(async () => {
  shop = await startShop();
  const demo = await tenantOf(shop, 'demo');
  demoProducts = await apiJson<Product[]>(shop, `/api/tenants/${demo.id}/products/public`);
});
afterAll(async () => shop?.stop());

describe('§2.6 product detail', () => {
  it('standard layout: breadcrumb, name, price, SKU, stock text, category link', async () => {
    const product = demoProducts.find((p) => !p.madeToOrder && p.stockQuantity > 10 && p.category);
    if (!product?.category) throw new Error('demo needs a well-stocked product with a category');
    const page = await openPage(shop, `${shop.baseUrl('demo')}/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    expect(await crumbs.innerText()).toContain(product.category.name);
    await page.getByText(product.sku).waitFor();
    await page.getByText('In Stock').waitFor();
    await page
      .getByText(/€ \d+,\d\d/)
      .first()
      .waitFor();
    await expectAccessible(page);
    await page.close();
  });

  it("§4 low stock reads 'only N left', made to order is shown as such", async () => {
    const low = demoProducts.find((p) => !p.madeToOrder && p.stockQuantity >= 1 && p.stockQuantity <= 10);
    const made = demoProducts.find((p) => p.madeToOrder);
    if (!low || !made) throw new Error('demo needs a low-stock and a made-to-order product');
    const page = await openPage(shop, `${shop.baseUrl('demo')}/product/${low.id}`);
    await page.getByText(`only ${low.stockQuantity} left`).waitFor();
    await page.goto(`${shop.baseUrl('demo')}/product/${made.id}`);
    await page.getByText('Op bestelling gemaakt').first().waitFor();
    await page.close();
  });

  it('§5 add-on validation: required add-on locked, Complex input required with the exact messages', async () => {
    const product = demoProducts.find((p) => p.hasAddons);
    if (!product) throw new Error('demo needs a product with add-ons');
    const page = await openPage(shop, `${shop.baseUrl('demo')}/product/${product.id}`);
    const fieldset = page.locator('fieldset', { hasText: 'Opties' });
    await fieldset.waitFor();
    const locked = fieldset.locator('input[type="checkbox"][disabled]');
    expect(await locked.count()).toBeGreaterThan(0);
    expect(await locked.first().isChecked()).toBe(true);
    const complex = fieldset.locator('label', { hasText: 'gravure' }).locator('input[type="checkbox"]');
    await complex.check();
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await page.getByText('This field is required').waitFor();
    await page.getByText('Please fill in all required addon fields before adding to cart.').waitFor();
    await expectAccessible(page);
    await page.close();
  });

  it("§8 a missing product shows 'Product Not Found' with a way back to the products", async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/product/999999`);
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.getByText('Product not found', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Terug naar producten' }).click();
    await page.waitForURL(/\/products$/);
    await page.close();
  });

  it('focus-shop variant: info sections toggle expanded/collapsed', async () => {
    const focus = await tenantOf(shop, 'solo');
    const [product] = await apiJson<Product[]>(shop, `/api/tenants/${focus.id}/products/public`);
    if (!product) throw new Error('solo needs a product');
    const page = await openPage(shop, `${shop.baseUrl('solo')}/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const toggles = page.locator('main button[aria-expanded]');
    await toggles.first().waitFor();
    const last = toggles.last();
    const before = await last.getAttribute('aria-expanded');
    await last.click();
    expect(await last.getAttribute('aria-expanded')).not.toBe(before);
    await expectAccessible(page);
    await page.close();
  });
});
