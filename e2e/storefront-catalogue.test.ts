import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';
import { apiJson, expectAccessible, openPage, tenantOf } from './storefront-helpers.ts';

interface Category {
  id: number;
  name: string;
  color: string;
}

let shop: ShopServer;
let categories: Category[];
beforeAll(async () => {
  shop = await startShop();
  const demo = await tenantOf(shop, 'demo');
  categories = await apiJson<Category[]>(shop, `/api/tenants/${demo.id}/categories/public`);
});
afterAll(async () => shop?.stop());

describe('§2.7 category page', () => {
  it('shows name, colour dot, product count in producten and a 4-column grid', async () => {
    const [category] = categories;
    if (!category) throw new Error('demo needs a category');
    const page = await openPage(shop, `${shop.baseUrl('demo')}/category/${category.id}`);
    await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
    await page
      .getByText(/^\d+ producten?$/)
      .first()
      .waitFor();
    const dot = page.getByTestId('category-colour');
    expect(await dot.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    const columns = await page
      .locator('main ul.grid')
      .first()
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    await expectAccessible(page);
    await page.close();
  });

  it("§8 an unknown category shows 'Category Not Found' with a link to the categories", async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/category/999999`);
    await page.getByRole('heading', { name: 'Category Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Terug naar categorieën' }).waitFor();
    await page.close();
  });

  it('§2.3 the categories listing has a breadcrumb and every active category', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/categories`);
    await page.getByRole('navigation', { name: 'Kruimelpad' }).waitFor();
    for (const category of categories) await page.getByRole('heading', { name: category.name }).waitFor();
    await expectAccessible(page);
    await page.close();
  });
});

describe('§2.8 terms page', () => {
  it('shows the sanitised terms or the being-drafted notice with contact and home buttons', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/terms-and-conditions`);
    await page.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' }).waitFor();
    const html = page.locator('.prose-shop');
    if ((await html.count()) > 0) {
      expect(await html.locator('script, iframe, [onerror]').count()).toBe(0);
    } else {
      await page.getByRole('link', { name: 'Contact opnemen' }).first().waitFor();
    }
    await expectAccessible(page);
    await page.close();
  });
});

describe('§2.12/§5 search', () => {
  it('suggestions from 2 characters, at most 5, keyboard navigable', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/`);
    const input = page.locator('#desktop-search-input');
    await input.fill('k');
    await page.waitForTimeout(500);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await input.fill('ka');
    const list = page.locator('#desktop-search-suggestions');
    await list.getByRole('option').first().waitFor();
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(5);
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe('desktop-search-suggestions-0');
    await input.press('Enter');
    await page.waitForURL(/\/product\/\d+$/);
    await page.close();
  });

  it('the search page keeps query, sort, view and page in the URL', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/`);
    const input = page.locator('#desktop-search-input');
    await input.fill('kaars');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'kaars');
    await page.getByText(/producten? gevonden/).waitFor();
    await page.getByLabel('Sorteren op').selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    await page.getByRole('button', { name: 'Lijstweergave' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'list');
    await page.reload();
    expect(await page.getByLabel('Sorteren op').inputValue()).toBe('price_asc');
    expect(await page.getByRole('button', { name: 'Lijstweergave' }).getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page);
    await page.goto(`${shop.baseUrl('demo')}/search?q=zzzqqqxxx`);
    await page.getByRole('heading', { name: 'Geen producten gevonden' }).waitFor();
    await page.close();
  });

  it('on a phone the search filters fold away so the results start in the first screen; on a desktop they show', async () => {
    const phone = await openPage(shop, `${shop.baseUrl('demo')}/search?q=kaars`, {
      viewport: { width: 390, height: 844 },
    });
    const category = phone.getByLabel('Categorie');
    expect(await category.isVisible()).toBe(false);
    const firstResult = phone.locator('main ul.grid > li').first();
    expect((await firstResult.boundingBox())?.y).toBeLessThan(844);
    await phone.getByText('Filters', { exact: true }).click();
    await category.waitFor({ state: 'visible' });
    await phone.getByLabel('Alleen op voorraad').check();
    await phone.getByLabel('Minimumprijs (€)').fill('5');
    await phone.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await phone.waitForURL(
      (url) => url.searchParams.get('inStock') === 'true' && url.searchParams.get('minPrice') === '5',
    );
    // Filters that are set stay in sight, counted on the toggle.
    await phone.getByText('Filters (2 actief)').waitFor();
    expect(await phone.getByLabel('Alleen op voorraad').isChecked()).toBe(true);
    expect(await phone.getByLabel('Minimumprijs (€)').inputValue()).toBe('5');
    expect(await category.isVisible()).toBe(true);
    await expectAccessible(phone);
    await phone.close();

    const desktop = await openPage(shop, `${shop.baseUrl('demo')}/search?q=kaars`, {
      viewport: { width: 1280, height: 800 },
    });
    expect(await desktop.getByLabel('Categorie').isVisible()).toBe(true);
    expect(await desktop.getByLabel('Minimumprijs (€)').isVisible()).toBe(true);
    expect(await desktop.getByText('Filters', { exact: true }).isVisible()).toBe(false);
    await expectAccessible(desktop);
    await desktop.close();
  });
});
