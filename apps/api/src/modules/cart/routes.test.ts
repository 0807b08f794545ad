import { ZCart } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddon, createProduct, createProductImage, createTenant, newSessionId } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const cartUrl = (tenantId: string, sessionId: string) => `/api/cart/${sessionId}/${tenantId}`;

async function add(tenantId: string, sessionId: string, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: `${cartUrl(tenantId, sessionId)}/items`, payload: body });
}

async function addOk(tenantId: string, sessionId: string, body: Record<string, unknown>) {
  const response = await add(tenantId, sessionId, body);
  expect(response.statusCode, response.body).toBe(200);
  return ZCart.parse(response.json());
}

describe('GET /api/cart/:sessionId/:tenantId', () => {
  it('answers an empty cart for a new session', async () => {
    const tenant = await createTenant(ctx.database.db);
    const response = await ctx.app.inject({ url: cartUrl(tenant.id, newSessionId()) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [],
      itemCount: 0,
      totalValue: 0,
      totalAmount: 0,
      totalWeightGrams: 0,
      requiresPackageShipping: false,
    });
  });

  it('refuses a session id that is not session_{timestamp}_{random} (400)', async () => {
    const tenant = await createTenant(ctx.database.db);
    for (const bad of ['abc', 'session_12_x', 'session_1700000000000_ABC!!!', `${newSessionId()}%20drop`]) {
      const response = await ctx.app.inject({ url: cartUrl(tenant.id, bad) });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toBe('validation_error');
    }
  });

  it('answers 400 for a malformed tenant id and 404 for an unknown shop', async () => {
    const sessionId = newSessionId();
    expect((await ctx.app.inject({ url: cartUrl('not-a-uuid', sessionId) })).statusCode).toBe(400);
    const unknown = await ctx.app.inject({ url: cartUrl('00000000-0000-4000-8000-000000000000', sessionId) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Tenant not found' });
  });
});

describe('POST /api/cart/:sessionId/:tenantId/items', () => {
  it('adds a line and answers the cart with prices in euros, add-ons and totals', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id, {
      name: 'Kaars',
      sku: 'K-1',
      priceCents: 1250,
      stockQuantity: 8,
      weightGrams: 300,
    });
    await createProductImage(db, tenant.id, product.id);
    const ribbon = await createAddon(db, tenant.id, product.id, { name: 'Lint', priceCents: 150 });
    const sessionId = newSessionId();

    const cart = await addOk(tenant.id, sessionId, {
      productId: product.id,
      quantity: 2,
      selectedAddons: [{ productAddonId: ribbon.id, inputValue: 'genegeerd' }],
    });
    expect(cart.itemCount).toBe(2);
    expect(cart.totalValue).toBe(28);
    expect(cart.totalAmount).toBe(28);
    expect(cart.totalWeightGrams).toBe(600);
    expect(cart.requiresPackageShipping).toBe(false);
    const [item] = cart.items;
    expect(item).toMatchObject({
      quantity: 2,
      unitPrice: 14,
      totalPrice: 28,
      product: { id: product.id, name: 'Kaars', sku: 'K-1', price: 12.5, stockQuantity: 8, madeToOrder: false },
      addons: [{ id: ribbon.id, productAddon: { id: ribbon.id, name: 'Lint' }, inputValue: null, unitPrice: 1.5 }],
    });
    expect(item?.product.images).toHaveLength(1);

    const again = ZCart.parse((await ctx.app.inject({ url: cartUrl(tenant.id, sessionId) })).json());
    expect(again).toEqual(cart);
  });

  it('charges the discounted price while a discount runs', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id, {
      priceCents: 2000,
      isDiscountActive: true,
      discountPercentage: 25,
    });
    const cart = await addOk(tenant.id, newSessionId(), { productId: product.id, quantity: 1 });
    expect(cart.items[0]?.unitPrice).toBe(15);
    expect(cart.items[0]?.product.originalPrice).toBe(20);
  });

  it('always includes required add-ons, even when the client leaves them out', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id, { priceCents: 1000 });
    const box = await createAddon(db, tenant.id, product.id, { name: 'Doos', priceCents: 200, isRequired: true });
    await createAddon(db, tenant.id, product.id, { name: 'Optioneel', priceCents: 999 });
    const cart = await addOk(tenant.id, newSessionId(), { productId: product.id, quantity: 1, selectedAddons: [] });
    expect(cart.items[0]?.addons.map((addon) => addon.productAddon.name)).toEqual(['Doos']);
    expect(cart.items[0]?.addons[0]?.id).toBe(box.id);
    expect(cart.items[0]?.unitPrice).toBe(12);
  });

  it('needs a non-empty input for a Complex add-on whose input is required', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id);
    const engraving = await createAddon(db, tenant.id, product.id, {
      name: 'Gravure',
      type: 'Complex',
      isInputRequired: true,
    });
    const sessionId = newSessionId();
    for (const inputValue of [undefined, '', '   ']) {
      const response = await add(tenant.id, sessionId, {
        productId: product.id,
        quantity: 1,
        selectedAddons: [{ productAddonId: engraving.id, inputValue }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_error',
        message: 'Please fill in all required addon fields before adding to cart.',
        fields: [{ field: `addons.${engraving.id}.inputValue`, message: 'This field is required' }],
      });
    }
    const tooLong = await add(tenant.id, sessionId, {
      productId: product.id,
      quantity: 1,
      selectedAddons: [{ productAddonId: engraving.id, inputValue: 'x'.repeat(1001) }],
    });
    expect(tooLong.statusCode).toBe(400);

    const cart = await addOk(tenant.id, sessionId, {
      productId: product.id,
      quantity: 1,
      selectedAddons: [{ productAddonId: engraving.id, inputValue: `  ${'y'.repeat(1000)}  ` }],
    });
    expect(cart.items[0]?.addons[0]?.inputValue).toBe('y'.repeat(1000));
  });

  it('treats a required Complex add-on with required input as missing when left out', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id);
    const name = await createAddon(db, tenant.id, product.id, {
      type: 'Complex',
      isRequired: true,
      isInputRequired: true,
    });
    const response = await add(tenant.id, newSessionId(), { productId: product.id, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: `addons.${name.id}.inputValue`, message: 'This field is required' },
    ]);
  });

  it('refuses an add-on of another product, an inactive add-on and the same add-on twice', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id);
    const other = await createProduct(db, tenant.id);
    const foreign = await createAddon(db, tenant.id, other.id);
    const inactive = await createAddon(db, tenant.id, product.id, { isActive: false });
    const own = await createAddon(db, tenant.id, product.id);
    const sessionId = newSessionId();
    for (const selectedAddons of [
      [{ productAddonId: foreign.id }],
      [{ productAddonId: inactive.id }],
      [{ productAddonId: own.id }, { productAddonId: own.id }],
    ]) {
      const response = await add(tenant.id, sessionId, { productId: product.id, quantity: 1, selectedAddons });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_addon');
    }
    const cart = await ctx.app.inject({ url: cartUrl(tenant.id, sessionId) });
    expect(cart.json().items).toEqual([]);
  });

  it('merges the same product with the same add-ons and inputs into one line, keeps others apart', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id, { stockQuantity: 20 });
    const text = await createAddon(db, tenant.id, product.id, { type: 'Complex', priceCents: 0 });
    const sessionId = newSessionId();
    const line = (inputValue: string) => ({
      productId: product.id,
      quantity: 1,
      selectedAddons: [{ productAddonId: text.id, inputValue }],
    });
    await addOk(tenant.id, sessionId, line('Voor Anna'));
    await addOk(tenant.id, sessionId, line('Voor Anna'));
    await addOk(tenant.id, sessionId, line('Voor Bram'));
    const cart = await addOk(tenant.id, sessionId, { productId: product.id, quantity: 3 });
    expect(cart.items.map((item) => [item.quantity, item.addons[0]?.inputValue ?? null])).toEqual([
      [2, 'Voor Anna'],
      [1, 'Voor Bram'],
      [3, null],
    ]);
    expect(cart.itemCount).toBe(6);
  });

  it('allows at most the stock minus what is already in the cart (409 beyond)', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id, { name: 'Vaas', stockQuantity: 5 });
    const sessionId = newSessionId();
    await addOk(tenant.id, sessionId, { productId: product.id, quantity: 3 });
    const tooMany = await add(tenant.id, sessionId, { productId: product.id, quantity: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe('insufficient_stock');
    expect(tooMany.json().message).toContain('Vaas');
    expect(tooMany.json().message).toContain('nog 2');
    const cart = await addOk(tenant.id, sessionId, { productId: product.id, quantity: 2 });
    expect(cart.itemCount).toBe(5);
    expect((await add(tenant.id, sessionId, { productId: product.id, quantity: 1 })).statusCode).toBe(409);
  });

  it('allows up to 100 in total of a made-to-order product without stock', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id, { stockQuantity: 0, madeToOrder: true });
    const sessionId = newSessionId();
    await addOk(tenant.id, sessionId, { productId: product.id, quantity: 60 });
    expect((await add(tenant.id, sessionId, { productId: product.id, quantity: 41 })).statusCode).toBe(409);
    expect((await addOk(tenant.id, sessionId, { productId: product.id, quantity: 40 })).itemCount).toBe(100);
  });

  it('refuses unavailable products (inactive, or out of stock and not made to order) with 409', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const inactive = await createProduct(db, tenant.id, { isActive: false });
    const soldOut = await createProduct(db, tenant.id, { stockQuantity: 0 });
    for (const product of [inactive, soldOut]) {
      const response = await add(tenant.id, newSessionId(), { productId: product.id, quantity: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('product_unavailable');
    }
  });

  it('answers 404 for an unknown product and 400 for a bad body', async () => {
    const tenant = await createTenant(ctx.database.db);
    const sessionId = newSessionId();
    expect((await add(tenant.id, sessionId, { productId: 999999, quantity: 1 })).statusCode).toBe(404);
    for (const body of [{ productId: 1, quantity: 0 }, { productId: 'x', quantity: 1 }, { quantity: 1 }, {}]) {
      const response = await add(tenant.id, sessionId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('tells when the cart needs package shipping', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const bulky = await createProduct(db, tenant.id, { needsPackageSending: true });
    const cart = await addOk(tenant.id, newSessionId(), { productId: bulky.id, quantity: 1 });
    expect(cart.requiresPackageShipping).toBe(true);
  });
});

describe('PUT and DELETE /api/cart/:sessionId/:tenantId/items/id/:itemId', () => {
  it('changes the quantity within the stock and removes the line at 0', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id, { stockQuantity: 4 });
    const sessionId = newSessionId();
    const cart = await addOk(tenant.id, sessionId, { productId: product.id, quantity: 1 });
    const itemUrl = `${cartUrl(tenant.id, sessionId)}/items/id/${cart.items[0]?.id}`;

    const raised = await ctx.app.inject({ method: 'PUT', url: itemUrl, payload: { quantity: 4 } });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().itemCount).toBe(4);
    const tooMany = await ctx.app.inject({ method: 'PUT', url: itemUrl, payload: { quantity: 5 } });
    expect(tooMany.statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'PUT', url: itemUrl, payload: { quantity: -1 } })).statusCode).toBe(400);

    const removed = await ctx.app.inject({ method: 'PUT', url: itemUrl, payload: { quantity: 0 } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);
    expect((await ctx.app.inject({ method: 'PUT', url: itemUrl, payload: { quantity: 1 } })).statusCode).toBe(404);
  });

  it('counts the other lines of the same product against the stock, and always allows lowering', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id, { stockQuantity: 5 });
    const addon = await createAddon(db, tenant.id, product.id);
    const sessionId = newSessionId();
    await addOk(tenant.id, sessionId, { productId: product.id, quantity: 2 });
    const cart = await addOk(tenant.id, sessionId, {
      productId: product.id,
      quantity: 2,
      selectedAddons: [{ productAddonId: addon.id }],
    });
    const plainUrl = `${cartUrl(tenant.id, sessionId)}/items/id/${cart.items[0]?.id}`;
    expect((await ctx.app.inject({ method: 'PUT', url: plainUrl, payload: { quantity: 4 } })).statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'PUT', url: plainUrl, payload: { quantity: 3 } })).statusCode).toBe(200);

    await db.execute(sql`update products set stock_quantity = 1 where tenant_id = ${tenant.id} and id = ${product.id}`);
    const lowered = await ctx.app.inject({ method: 'PUT', url: plainUrl, payload: { quantity: 2 } });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json().itemCount).toBe(4);
  });

  it('deletes one line, and DELETE on the cart empties it', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const first = await createProduct(db, tenant.id);
    const second = await createProduct(db, tenant.id);
    const sessionId = newSessionId();
    await addOk(tenant.id, sessionId, { productId: first.id, quantity: 1 });
    const cart = await addOk(tenant.id, sessionId, { productId: second.id, quantity: 2 });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${cartUrl(tenant.id, sessionId)}/items/id/${cart.items[0]?.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().items.map((item: { product: { id: number } }) => item.product.id)).toEqual([second.id]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `${cartUrl(tenant.id, sessionId)}/items/id/${cart.items[0]?.id}`,
    });
    expect(again.statusCode).toBe(404);

    const cleared = await ctx.app.inject({ method: 'DELETE', url: cartUrl(tenant.id, sessionId) });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ items: [], itemCount: 0, totalAmount: 0 });
    const clearNew = await ctx.app.inject({ method: 'DELETE', url: cartUrl(tenant.id, newSessionId()) });
    expect(clearNew.statusCode).toBe(200);
  });
});

describe('cart tenancy', () => {
  it("cannot see or change shop A's cart through shop B's id", async () => {
    const { db } = ctx.database;
    const shopA = await createTenant(db);
    const shopB = await createTenant(db);
    const product = await createProduct(db, shopA.id);
    const sessionId = newSessionId();
    const cart = await addOk(shopA.id, sessionId, { productId: product.id, quantity: 1 });
    const itemId = cart.items[0]?.id;

    const viaB = await ctx.app.inject({ url: cartUrl(shopB.id, sessionId) });
    expect(viaB.json().items).toEqual([]);
    const itemViaB = `${cartUrl(shopB.id, sessionId)}/items/id/${itemId}`;
    expect((await ctx.app.inject({ method: 'PUT', url: itemViaB, payload: { quantity: 2 } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: itemViaB })).statusCode).toBe(404);
    expect((await add(shopB.id, sessionId, { productId: product.id, quantity: 1 })).statusCode).toBe(404);
    await ctx.app.inject({ method: 'DELETE', url: cartUrl(shopB.id, sessionId) });

    const stillInA = ZCart.parse((await ctx.app.inject({ url: cartUrl(shopA.id, sessionId) })).json());
    expect(stillInA.items.map((item) => [item.id, item.quantity])).toEqual([[itemId, 1]]);
  });
});
