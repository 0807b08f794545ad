import { ZProductAddon } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddon, createAddonImage, createProduct, createTenant } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const addonsUrl = (productId: number, tenantId: string) =>
  `/api/products/${productId}/addons/active?tenantId=${tenantId}`;

describe('GET /api/products/:productId/addons/active', () => {
  it('lists the active add-ons of a product in display order with euro prices and images', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id);
    const complex = await createAddon(db, tenant.id, product.id, {
      name: 'Gravure',
      description: 'Uw tekst in het glas',
      priceCents: 495,
      type: 'Complex',
      isInputRequired: true,
      inputFieldLabel: 'Tekst',
      inputFieldPlaceholder: 'Max. 20 tekens',
      displayOrder: 2,
    });
    const required = await createAddon(db, tenant.id, product.id, {
      name: 'Verpakking',
      priceCents: 0,
      isRequired: true,
      displayOrder: 1,
    });
    await createAddon(db, tenant.id, product.id, { name: 'Uit', isActive: false });
    const { image } = await createAddonImage(db, tenant.id, complex.id);

    const response = await ctx.app.inject({ url: addonsUrl(product.id, tenant.id) });
    expect(response.statusCode).toBe(200);
    const addons = ZProductAddon.array().parse(response.json());
    expect(addons.map((addon) => addon.id)).toEqual([required.id, complex.id]);
    expect(addons[0]).toMatchObject({
      name: 'Verpakking',
      price: 0,
      type: 'Simple',
      isRequired: true,
      isInputRequired: false,
      images: [],
    });
    expect(addons[1]).toMatchObject({
      name: 'Gravure',
      description: 'Uw tekst in het glas',
      price: 4.95,
      type: 'Complex',
      isRequired: false,
      isInputRequired: true,
      inputFieldLabel: 'Tekst',
      inputFieldPlaceholder: 'Max. 20 tekens',
    });
    expect(addons[1]?.images.map((img) => img.id)).toEqual([image.id]);
  });

  it('returns an empty list for a product without add-ons', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id);
    expect((await ctx.app.inject({ url: addonsUrl(product.id, tenant.id) })).json()).toEqual([]);
  });

  it('answers 404 Product not found for an inactive or unknown product', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const inactive = await createProduct(db, tenant.id, { isActive: false });
    await createAddon(db, tenant.id, inactive.id);
    for (const id of [inactive.id, 555_555]) {
      const response = await ctx.app.inject({ url: addonsUrl(id, tenant.id) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Product not found' });
    }
  });

  it('answers 400 without a tenantId', async () => {
    const response = await ctx.app.inject({ url: '/api/products/1/addons/active' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_error');
  });

  it("cannot see another tenant's addons", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    const product = await createProduct(db, owner.id);
    await createAddon(db, owner.id, product.id);
    const response = await ctx.app.inject({ url: addonsUrl(product.id, other.id) });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Product not found');
  });
});
