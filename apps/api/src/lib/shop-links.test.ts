import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../test/factories.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** Issue: order links were built from any Host header; now they follow the one shop-URL policy. */
let ctx: TestContext;
let fakeStripe: FakeStripe;
beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  ctx = await createTestApp({ STRIPE_API_BASE: fakeStripe.url });
});
afterAll(async () => {
  await ctx?.close();
  await fakeStripe?.close();
});

const HOSTILE_HOST = 'evil.example.com';

async function placeCardOrder(host: string, stripeKeys: boolean) {
  const { db, pool } = ctx.database;
  const shop = await createCheckoutShop(db);
  if (stripeKeys) {
    await pool.query('update payment_methods set stripe_secret_key = $3 where tenant_id = $1 and id = $2', [
      shop.tenant.id,
      shop.card.id,
      'sk_test_links',
    ]);
  }
  const product = await createProduct(db, shop.tenant.id, { stockQuantity: 5, weightGrams: 600 });
  const sessionId = newSessionId();
  await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/${sessionId}/${shop.tenant.id}/items`,
    payload: { productId: product.id, quantity: 1 },
  });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${shop.tenant.id}/place-order`,
    payload: checkoutForm({ shippingMethodId: shop.parcel.id, paymentMethod: 'Stripe' }),
    headers: { host },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { tenant: shop.tenant, answer: placed.json() as { orderNumber: string; paymentUrl: string } };
}

describe('links that leave the server with an order', () => {
  it('never point at a Host we do not serve: demo paymentUrl, order view and the order e-mail', async () => {
    const { tenant, answer } = await placeCardOrder(HOSTILE_HOST, false);
    const canonical = `https://${tenant.name}.winkelwerf.nl`;
    expect(answer.paymentUrl).toBe(`${canonical}/api/payments/demo/${answer.orderNumber}`);

    const view = await ctx.app.inject({
      url: `/api/orders/${answer.orderNumber}`,
      headers: { host: HOSTILE_HOST, 'x-tenant-id': tenant.id },
    });
    expect(view.json().paymentUrl).toBe(`${canonical}/api/payments/pay/${answer.orderNumber}`);

    const { rows } = await ctx.database.pool.query<{ text: string; html: string }>(
      'select text, html from email_outbox where tenant_id = $1',
      [tenant.id],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const mail of rows) {
      expect(mail.text).not.toContain(HOSTILE_HOST);
      expect(mail.html).not.toContain(HOSTILE_HOST);
    }
    expect(rows.map((mail) => mail.text).join('\n')).toContain(`${canonical}/order-confirmation/${answer.orderNumber}`);
  });

  it('gives Stripe success and cancel URLs on the shop, not on the Host header', async () => {
    const callsBefore = fakeStripe.calls.length;
    const { tenant, answer } = await placeCardOrder(HOSTILE_HOST, true);
    const call = fakeStripe.calls.slice(callsBefore).find((entry) => entry.path === '/v1/checkout/sessions');
    const confirmation = `https://${tenant.name}.winkelwerf.nl/order-confirmation/${answer.orderNumber}`;
    expect(call?.form).toMatchObject({ success_url: confirmation, cancel_url: `${confirmation}?payment=cancelled` });
  });

  it('keeps the host of the shop itself, and the platform host with ?tenant= in development', async () => {
    const own = await placeCardOrder('shop-host.localhost:5173', false);
    expect(own.answer.paymentUrl).toMatch(/^https:\/\/.+\.winkelwerf\.nl\//);
    const { tenant, answer } = await placeCardOrder('localhost:5173', false);
    expect(answer.paymentUrl).toBe(
      `http://localhost:5173/api/payments/demo/${answer.orderNumber}?tenant=${encodeURIComponent(tenant.name)}`,
    );
  });
});
