import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutForm,
  createCheckoutShop,
  createCustomerWithToken,
  createProduct,
  newSessionId,
} from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** Issue: orders and the customer account were answered without Cache-Control: no-store. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('answers with personal data', () => {
  it('are no-store: an order by number, the customer, the order history, the cart', async () => {
    const { db } = ctx.database;
    const shop = await createCheckoutShop(db);
    const product = await createProduct(db, shop.tenant.id, { stockQuantity: 5, weightGrams: 600 });
    const { token } = await createCustomerWithToken(db, shop.tenant.id);
    const auth = { authorization: `Bearer ${token}`, 'x-tenant-id': shop.tenant.id };
    const sessionId = newSessionId();
    const cart = await ctx.app.inject({
      method: 'POST',
      url: `/api/cart/${sessionId}/${shop.tenant.id}/items`,
      payload: { productId: product.id, quantity: 1 },
    });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/${sessionId}/${shop.tenant.id}/place-order`,
      payload: checkoutForm({ shippingMethodId: shop.parcel.id }),
      headers: auth,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const answers = {
      cart,
      placed,
      order: await ctx.app.inject({
        url: `/api/orders/${placed.json().orderNumber}`,
        headers: { 'x-tenant-id': shop.tenant.id },
      }),
      me: await ctx.app.inject({ url: '/api/customers/me', headers: auth }),
      history: await ctx.app.inject({ url: '/api/orders/customer/history', headers: auth }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.statusCode, name).toBeLessThan(300);
      expect(answer.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('leaves the catalogue cacheable', async () => {
    const shop = await createCheckoutShop(ctx.database.db);
    const answer = await ctx.app.inject({ url: `/api/tenants/by-name/${shop.tenant.name}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});
