import { ZProduct } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createProductImage, createTenant } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('GET /api/tenants/:tenantId/products/public', () => {
  it('lists active products with euro prices and images, never inactive ones', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const category = await createCategory(db, tenant.id);
    const visible = await createProduct(db, tenant.id, { categoryId: category.id, priceCents: 1999, name: 'Kaars' });
    await createProductImage(db, tenant.id, visible.id);
    await createProduct(db, tenant.id, { isActive: false, name: 'Verborgen' });

    const response = await ctx.app.inject({ method: 'GET', url: `/api/tenants/${tenant.id}/products/public` });
    expect(response.statusCode).toBe(200);
    const body = ZProduct.array().parse(response.json());
    expect(body.map((product) => product.name)).toEqual(['Kaars']);
    expect(body[0]?.price).toBe(19.99);
    expect(body[0]?.category).toEqual({ id: category.id, name: category.name });
    expect(body[0]?.images).toHaveLength(1);
  });

  it('shows an edit on the next request', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id, { priceCents: 1000 });
    const url = `/api/tenants/${tenant.id}/products/public`;
    expect((await ctx.app.inject({ url })).json()[0].price).toBe(10);
    await ctx.database.pool.query('update products set price_cents = 1500 where tenant_id = $1 and id = $2', [
      tenant.id,
      product.id,
    ]);
    expect((await ctx.app.inject({ url })).json()[0].price).toBe(15);
  });

  it('answers 404 for an unknown tenant and 400 for a malformed id', async () => {
    const missing = await ctx.app.inject({ url: '/api/tenants/00000000-0000-4000-8000-000000000000/products/public' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Tenant not found' });
    const malformed = await ctx.app.inject({ url: '/api/tenants/not-a-uuid/products/public' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('validation_error');
  });
});
