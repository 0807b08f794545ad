import { ZCategory, ZProduct } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCategoryImage, createProduct, createTenant } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ url });

describe('GET /api/tenants/:tenantId/categories/public', () => {
  it('lists active categories in display order with images and active product counts', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const second = await createCategory(db, tenant.id, { name: 'Lampen', displayOrder: 2, description: 'Licht' });
    const first = await createCategory(db, tenant.id, { name: 'Kaarsen', displayOrder: 1, color: '#123456' });
    await createCategory(db, tenant.id, { name: 'Verborgen', isActive: false, displayOrder: 0 });
    await createProduct(db, tenant.id, { categoryId: first.id });
    await createProduct(db, tenant.id, { categoryId: first.id, stockQuantity: 0 });
    await createProduct(db, tenant.id, { categoryId: first.id, isActive: false });
    const { image } = await createCategoryImage(db, tenant.id, second.id);

    const response = await get(`/api/tenants/${tenant.id}/categories/public`);
    expect(response.statusCode).toBe(200);
    const categories = ZCategory.array().parse(response.json());
    expect(categories.map((category) => category.name)).toEqual(['Kaarsen', 'Lampen']);
    expect(categories[0]).toMatchObject({
      id: first.id,
      color: '#123456',
      isActive: true,
      productCount: 2,
      images: [],
    });
    expect(categories[1]).toMatchObject({ id: second.id, description: 'Licht', productCount: 0 });
    expect(categories[1]?.images.map((img) => img.id)).toEqual([image.id]);
  });

  it('answers 404 for an unknown tenant', async () => {
    const response = await get('/api/tenants/00000000-0000-4000-8000-000000000000/categories/public');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Tenant not found' });
  });

  it("cannot see another tenant's categories", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    await createCategory(db, owner.id);
    expect((await get(`/api/tenants/${other.id}/categories/public`)).json()).toEqual([]);
  });
});

describe('GET /api/categories/:id', () => {
  it('returns one active category', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const category = await createCategory(db, tenant.id, { name: 'Servies', description: 'Borden en kommen' });
    await createProduct(db, tenant.id, { categoryId: category.id });
    const { image } = await createCategoryImage(db, tenant.id, category.id);

    const response = await get(`/api/categories/${category.id}?tenantId=${tenant.id}`);
    expect(response.statusCode).toBe(200);
    const view = ZCategory.parse(response.json());
    expect(view).toMatchObject({ id: category.id, name: 'Servies', description: 'Borden en kommen', productCount: 1 });
    expect(view.images).toEqual([
      {
        id: image.id,
        isPrimary: true,
        fileName: expect.any(String),
        altText: '',
        displayOrder: 0,
        width: 600,
        height: 600,
      },
    ]);
  });

  it('answers 404 Category not found for an inactive or unknown category', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const inactive = await createCategory(db, tenant.id, { isActive: false });
    for (const id of [inactive.id, 987_654]) {
      const response = await get(`/api/categories/${id}?tenantId=${tenant.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Categorie niet gevonden' });
    }
  });

  it('answers 400 for a malformed id or tenantId', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    for (const url of [
      `/api/categories/x?tenantId=${tenant.id}`,
      '/api/categories/1?tenantId=nope',
      '/api/categories/1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toBe('validation_error');
    }
  });

  it("cannot see another tenant's category", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    const category = await createCategory(db, owner.id);
    const response = await get(`/api/categories/${category.id}?tenantId=${other.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Categorie niet gevonden');
  });
});

describe('GET /api/products/public/category/:id', () => {
  it('lists the active products of one category in display order', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const category = await createCategory(db, tenant.id);
    const elsewhere = await createCategory(db, tenant.id);
    await createProduct(db, tenant.id, { categoryId: category.id, name: 'Tweede', displayOrder: 2 });
    await createProduct(db, tenant.id, { categoryId: category.id, name: 'Eerste', displayOrder: 1, priceCents: 795 });
    await createProduct(db, tenant.id, { categoryId: category.id, name: 'Inactief', isActive: false });
    await createProduct(db, tenant.id, { categoryId: elsewhere.id, name: 'Andere categorie' });
    await createProduct(db, tenant.id, { name: 'Zonder categorie' });

    const response = await get(`/api/products/public/category/${category.id}?tenantId=${tenant.id}`);
    expect(response.statusCode).toBe(200);
    const products = ZProduct.array().parse(response.json());
    expect(products.map((product) => product.name)).toEqual(['Eerste', 'Tweede']);
    expect(products[0]).toMatchObject({ price: 7.95, category: { id: category.id, name: category.name } });
  });

  it('answers 404 Category not found for an unknown or inactive category', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const inactive = await createCategory(db, tenant.id, { isActive: false });
    await createProduct(db, tenant.id, { categoryId: inactive.id });
    for (const id of [inactive.id, 123_456]) {
      const response = await get(`/api/products/public/category/${id}?tenantId=${tenant.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Categorie niet gevonden' });
    }
  });

  it("cannot see another tenant's category products", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    const category = await createCategory(db, owner.id);
    await createProduct(db, owner.id, { categoryId: category.id });
    const response = await get(`/api/products/public/category/${category.id}?tenantId=${other.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Categorie niet gevonden');
  });
});
