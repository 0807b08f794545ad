import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../../test/factories.ts';
import { createTestApp, TEST_APP_SECRET, type TestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

/** DEMO_PAYMENTS=false (production): no card payment without Stripe keys, no demo page. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PAYMENTS: false });
});
afterAll(async () => ctx?.close());

describe('with demo payments switched off', () => {
  it('does not offer a card method that has no Stripe keys', async () => {
    const { tenant, bank } = await createCheckoutShop(ctx.database.db);
    const response = await ctx.app.inject({
      url: '/api/payment-methods/enabled',
      headers: { 'x-tenant-id': tenant.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((method: { id: number }) => method.id)).toEqual([bank.id]);
  });

  it('refuses to place a card order for such a shop, and keeps bank transfer working', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { stockQuantity: 5, weightGrams: 800 });
    const order = async (paymentMethod: string) => {
      const sessionId = newSessionId();
      const added = await ctx.app.inject({
        method: 'POST',
        url: `/api/cart/${sessionId}/${tenant.id}/items`,
        payload: { productId: product.id, quantity: 1, selectedAddons: [] },
      });
      expect(added.statusCode).toBeLessThan(300);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/checkout/${sessionId}/${tenant.id}/place-order`,
        payload: checkoutForm({ shippingMethodId: parcel.id, paymentMethod }),
      });
    };
    const card = await order('Stripe');
    expect(card.statusCode).toBe(400);
    expect(card.json().fields).toEqual([{ field: 'paymentMethod', message: 'Selecteer een betaalmethode' }]);
    const bank = await order('BankTransfer');
    expect(bank.statusCode).toBe(201);
  });

  it('does not serve the demo payment page, even for a card order placed while demo payments were on', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { stockQuantity: 5, weightGrams: 800 });
    const withDemo = await buildApp(
      loadConfig({}, { LOG_LEVEL: 'silent', SERVE_WEB: false, DEMO_PAYMENTS: true, APP_SECRET: TEST_APP_SECRET }),
      {
        database: ctx.database,
      },
    );
    try {
      const sessionId = newSessionId();
      await withDemo.inject({
        method: 'POST',
        url: `/api/cart/${sessionId}/${tenant.id}/items`,
        payload: { productId: product.id, quantity: 1, selectedAddons: [] },
      });
      const placed = await withDemo.inject({
        method: 'POST',
        url: `/api/checkout/${sessionId}/${tenant.id}/place-order`,
        payload: checkoutForm({ shippingMethodId: parcel.id, paymentMethod: 'Stripe' }),
      });
      expect(placed.statusCode).toBe(201);
      const page = (app: typeof withDemo) =>
        app.inject({ url: `/api/payments/demo/${placed.json().orderNumber}`, headers: { 'x-tenant-id': tenant.id } });
      expect((await page(withDemo)).statusCode).toBe(200);
      expect((await page(ctx.app)).statusCode).toBe(404);
    } finally {
      await withDemo.close();
    }
  });

  it('is the default in production: a card order cannot be paid on the demo page by anyone', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { stockQuantity: 5, weightGrams: 800 });
    const production = await buildApp(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: TEST_APP_SECRET }, { LOG_LEVEL: 'silent', SERVE_WEB: false }),
      { database: ctx.database },
    );
    const development = await buildApp(
      loadConfig({ NODE_ENV: 'development', APP_SECRET: TEST_APP_SECRET }, { LOG_LEVEL: 'silent', SERVE_WEB: false }),
      { database: ctx.database },
    );
    try {
      const sessionId = newSessionId();
      await development.inject({
        method: 'POST',
        url: `/api/cart/${sessionId}/${tenant.id}/items`,
        payload: { productId: product.id, quantity: 1, selectedAddons: [] },
      });
      const placed = await development.inject({
        method: 'POST',
        url: `/api/checkout/${sessionId}/${tenant.id}/place-order`,
        payload: checkoutForm({ shippingMethodId: parcel.id, paymentMethod: 'Stripe' }),
      });
      expect(placed.statusCode).toBe(201);
      const orderNumber = placed.json().orderNumber;
      const host = `${tenant.name}.localhost`;
      const page = await production.inject({ url: `/api/payments/demo/${orderNumber}`, headers: { host } });
      expect(page.statusCode).toBe(404);
      const pay = await production.inject({
        method: 'POST',
        url: `/api/payments/demo/${orderNumber}/pay`,
        headers: { host, origin: `http://${host}` },
      });
      expect(pay.statusCode).toBe(404);
      const methods = await production.inject({
        url: '/api/payment-methods/enabled',
        headers: { 'x-tenant-id': tenant.id },
      });
      expect(methods.json().map((method: { type: string }) => method.type)).toEqual(['BankTransfer']);
    } finally {
      await production.close();
      await development.close();
    }
  });
});
