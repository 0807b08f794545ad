import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createMedia, createProduct, createTenant, createTheme } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// Every edit below is plain SQL on the pool, as another process or an admin tool would make it.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const json = async (url: string) => (await ctx.app.inject({ url })).json();
const sqlEdit = (text: string, values: unknown[]) => ctx.database.pool.query(text, values);

async function shop() {
  const { db } = ctx.database;
  const tenant = await createTenant(db);
  const category = await createCategory(db, tenant.id, { name: 'Kaarsen' });
  const product = await createProduct(db, tenant.id, {
    name: 'Bijenwas kaars',
    categoryId: category.id,
    priceCents: 1000,
  });
  const urls = {
    list: `/api/tenants/${tenant.id}/products/public`,
    detail: `/api/products/${product.id}?tenantId=${tenant.id}`,
    search: `/api/products/search/public?tenantId=${tenant.id}&searchTerm=bijenwas`,
    carousel: `/api/products/carousel/${tenant.id}`,
    categories: `/api/tenants/${tenant.id}/categories/public`,
    category: `/api/categories/${category.id}?tenantId=${tenant.id}`,
    categoryProducts: `/api/products/public/category/${category.id}?tenantId=${tenant.id}`,
  };
  // Warm every cache first.
  for (const url of Object.values(urls)) expect((await ctx.app.inject({ url })).statusCode).toBe(200);
  return { tenant, category, product, urls };
}

describe('an edit shows on the very next request', () => {
  it('a new price in lists, detail, category products and search', async () => {
    const { tenant, product, urls } = await shop();
    await sqlEdit('update products set price_cents = 1575 where tenant_id = $1 and id = $2', [tenant.id, product.id]);
    expect((await json(urls.list))[0].price).toBe(15.75);
    expect((await json(urls.detail)).price).toBe(15.75);
    expect((await json(urls.categoryProducts))[0].price).toBe(15.75);
    expect((await json(urls.search))[0].price).toBe(15.75);
  });

  it('a new stock quantity, and the carousel drops a product that sold out', async () => {
    const { tenant, product, urls } = await shop();
    await sqlEdit('update products set stock_quantity = 0 where tenant_id = $1 and id = $2', [tenant.id, product.id]);
    expect((await json(urls.list))[0]).toMatchObject({ stockQuantity: 0, isAvailable: false });
    expect((await json(urls.detail)).stockQuantity).toBe(0);
    expect(await json(urls.carousel)).toEqual([]);
    const inStock = await json(`/api/products/search/public?tenantId=${tenant.id}&inStock=true`);
    expect(inStock).toEqual([]);
  });

  it('a product switched off disappears everywhere', async () => {
    const { tenant, product, urls } = await shop();
    await sqlEdit('update products set is_active = false where tenant_id = $1 and id = $2', [tenant.id, product.id]);
    expect(await json(urls.list)).toEqual([]);
    expect((await ctx.app.inject({ url: urls.detail })).statusCode).toBe(404);
    expect(await json(urls.search)).toEqual([]);
    expect(await json(urls.categoryProducts)).toEqual([]);
    expect((await json(urls.category)).productCount).toBe(0);
  });

  it('a new image appears in lists and detail', async () => {
    const { tenant, product, urls } = await shop();
    const file = await createMedia(ctx.database.db, tenant.id);
    await sqlEdit(
      'insert into product_images (tenant_id, product_id, media_id, is_primary) values ($1, $2, $3, true)',
      [tenant.id, product.id, file.id],
    );
    expect((await json(urls.list))[0].images).toHaveLength(1);
    expect((await json(urls.detail)).images).toHaveLength(1);
    expect((await json(urls.search))[0].images).toHaveLength(1);
  });

  it('a renamed category shows in categories, category detail and the products that link to it', async () => {
    const { tenant, category, urls } = await shop();
    await sqlEdit('update categories set name = $3 where tenant_id = $1 and id = $2', [
      tenant.id,
      category.id,
      'Waxinelichtjes',
    ]);
    expect((await json(urls.categories))[0].name).toBe('Waxinelichtjes');
    expect((await json(urls.category)).name).toBe('Waxinelichtjes');
    expect((await json(urls.list))[0].category.name).toBe('Waxinelichtjes');
    expect((await json(urls.detail)).category.name).toBe('Waxinelichtjes');
    expect((await json(urls.search))[0].category.name).toBe('Waxinelichtjes');
  });

  it('a category switched off disappears and its products lose the link', async () => {
    const { tenant, category, urls } = await shop();
    await sqlEdit('update categories set is_active = false where tenant_id = $1 and id = $2', [tenant.id, category.id]);
    expect(await json(urls.categories)).toEqual([]);
    expect((await ctx.app.inject({ url: urls.category })).statusCode).toBe(404);
    expect((await json(urls.list))[0].category).toBeNull();
  });

  it('a renamed product is found by its new name in search', async () => {
    const { tenant, product } = await shop();
    const url = `/api/products/search/public?tenantId=${tenant.id}&searchTerm=honing`;
    expect(await json(url)).toEqual([]);
    await sqlEdit('update products set name = $3 where tenant_id = $1 and id = $2', [
      tenant.id,
      product.id,
      'Honingkaars',
    ]);
    expect((await json(url)).map((found: { name: string }) => found.name)).toEqual(['Honingkaars']);
  });

  it('a theme change shows in the theme call', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    await createTheme(db, tenant.id, { customPrimaryColor: '#111111' });
    const url = `/api/tenant-theme/${tenant.name}`;
    expect((await json(url)).customPrimaryColor).toBe('#111111');
    await sqlEdit('update tenant_themes set custom_primary_color = $2, use_custom_theme = true where tenant_id = $1', [
      tenant.id,
      '#ff0000',
    ]);
    await sqlEdit('update tenants set theme = $2 where id = $1', [tenant.id, 'light']);
    expect(await json(url)).toMatchObject({ customPrimaryColor: '#ff0000', useCustomTheme: true, theme: 'light' });
    expect((await json(`/api/tenants/by-name/${tenant.name}`)).theme).toBe('light');
  });
});
