import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseExpiredPayments } from '#src/modules/ordering/ordering.ts';
import {
  checkoutForm,
  createCheckoutShop,
  createCustomerWithToken,
  createProduct,
  newSessionId,
} from '../../../test/factories.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, TEST_APP_SECRET, type TestContext } from '../../../test/test-app.ts';
import { demoPaymentToken } from './demo-page.ts';
import { startPaymentExpiry } from './expiry.ts';

const SECRET_KEY = 'sk_test_shop_123';
const WEBHOOK_SECRET = 'whsec_test_shop_abc';

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

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

async function orderRow(tenantId: string, orderNumber: string) {
  const [row] = await query<{
    id: number;
    status: string;
    payment_status: string;
    payment_provider_ref: string | null;
    paid_at: Date | null;
    stock_released_at: Date | null;
  }>('select * from orders where tenant_id = $1 and order_number = $2', [tenantId, orderNumber]);
  if (!row) throw new Error('order missing');
  return row;
}

const stockOf = async (tenantId: string, productId: number) =>
  (
    await query<{ stock_quantity: number }>('select stock_quantity from products where tenant_id = $1 and id = $2', [
      tenantId,
      productId,
    ])
  )[0]?.stock_quantity;

async function shopWithStripe(keys: boolean) {
  const shop = await createCheckoutShop(ctx.database.db);
  if (keys) {
    await query(
      'update payment_methods set stripe_secret_key = $3, stripe_webhook_secret = $4 where tenant_id = $1 and id = $2',
      [shop.tenant.id, shop.card.id, SECRET_KEY, WEBHOOK_SECRET],
    );
  }
  const product = await createProduct(ctx.database.db, shop.tenant.id, {
    name: 'Plaid',
    priceCents: 2500,
    stockQuantity: 5,
    weightGrams: 600,
  });
  return { ...shop, product };
}

async function placeCardOrder(shop: Awaited<ReturnType<typeof shopWithStripe>>, quantity = 2, headers = {}) {
  const sessionId = newSessionId();
  const added = await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/${sessionId}/${shop.tenant.id}/items`,
    payload: { productId: shop.product.id, quantity },
  });
  expect(added.statusCode).toBe(200);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${shop.tenant.id}/place-order`,
    payload: checkoutForm({ shippingMethodId: shop.parcel.id, paymentMethod: 'Stripe' }),
    headers: { host: `${shop.tenant.name}.localhost`, ...headers },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as { orderNumber: string; paymentUrl: string; requiresPayment: boolean };
}

function signedEvent(type: string, session: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', ...session } },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const postWebhook = (tenantId: string, payload: string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payments/stripe/webhook/${tenantId}`,
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

describe('Stripe (shop with keys), through the real SDK against a local fake', () => {
  it('creates a Checkout Session in cents with the order metadata and returns its URL', async () => {
    const shop = await shopWithStripe(true);
    const callsBefore = fakeStripe.calls.length;
    const answer = await placeCardOrder(shop);
    const call = fakeStripe.calls[callsBefore];
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${SECRET_KEY}`,
    });
    expect(call?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Plaid',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '695',
      'metadata[orderNumber]': answer.orderNumber,
      'metadata[tenantId]': shop.tenant.id,
      success_url: `http://${shop.tenant.name}.localhost/order-confirmation/${answer.orderNumber}`,
      cancel_url: `http://${shop.tenant.name}.localhost/order-confirmation/${answer.orderNumber}?payment=cancelled`,
      customer_email: 'koper@example.com',
    });
    const expiresInMinutes = (Number(call?.form.expires_at) * 1000 - Date.now()) / 60_000;
    expect(expiresInMinutes).toBeGreaterThan(29);
    expect(expiresInMinutes).toBeLessThan(32);
    expect(call?.idempotencyKey).toContain(answer.orderNumber);

    const row = await orderRow(shop.tenant.id, answer.orderNumber);
    expect(answer.requiresPayment).toBe(true);
    expect(answer.paymentUrl).toBe(`https://checkout.stripe.test/c/pay/${row.payment_provider_ref}`);
    expect(row.payment_provider_ref).toMatch(/^cs_test_/);
  });

  it('marks the order Paid once on a signed checkout.session.completed event', async () => {
    const shop = await shopWithStripe(true);
    const answer = await placeCardOrder(shop);
    const { payment_provider_ref: sessionId } = await orderRow(shop.tenant.id, answer.orderNumber);
    const event = signedEvent('checkout.session.completed', {
      id: sessionId,
      payment_status: 'paid',
      metadata: { orderNumber: answer.orderNumber, tenantId: shop.tenant.id },
    });

    const first = await postWebhook(shop.tenant.id, event.payload, event.signature);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const paid = await orderRow(shop.tenant.id, answer.orderNumber);
    expect(paid.payment_status).toBe('Paid');
    expect(paid.paid_at).not.toBeNull();

    const repeated = await postWebhook(shop.tenant.id, event.payload, event.signature);
    expect(repeated.statusCode).toBe(200);
    const again = await orderRow(shop.tenant.id, answer.orderNumber);
    expect(again.paid_at?.getTime()).toBe(paid.paid_at?.getTime());

    const view = await ctx.app.inject({
      url: `/api/orders/${answer.orderNumber}`,
      headers: { 'x-tenant-id': shop.tenant.id },
    });
    expect(view.json()).toMatchObject({ paymentStatus: 'Paid', requiresPayment: false, paymentUrl: null });
  });

  it('refuses a wrong, missing or stale signature and a body changed after signing (400), paying nothing', async () => {
    const shop = await shopWithStripe(true);
    const answer = await placeCardOrder(shop);
    const session = {
      id: 'cs_test_x',
      payment_status: 'paid',
      metadata: { orderNumber: answer.orderNumber, tenantId: shop.tenant.id },
    };
    const wrongSecret = signedEvent('checkout.session.completed', session, 'whsec_not_the_shop');
    expect((await postWebhook(shop.tenant.id, wrongSecret.payload, wrongSecret.signature)).statusCode).toBe(400);
    const good = signedEvent('checkout.session.completed', session);
    expect((await postWebhook(shop.tenant.id, good.payload)).statusCode).toBe(400);
    const tampered = good.payload.replace('"paid"', '"paid" ');
    expect((await postWebhook(shop.tenant.id, tampered, good.signature)).statusCode).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: good.payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const staleAnswer = await postWebhook(shop.tenant.id, good.payload, stale);
    expect(staleAnswer.statusCode).toBe(400);
    expect(staleAnswer.json().error).toBe('invalid_signature');
    expect((await orderRow(shop.tenant.id, answer.orderNumber)).payment_status).toBe('Pending');
  });

  it("cannot pay shop A's order through shop B's webhook or with B's metadata", async () => {
    const shopA = await shopWithStripe(true);
    const shopB = await shopWithStripe(false);
    const answer = await placeCardOrder(shopA);
    const event = signedEvent('checkout.session.completed', {
      id: 'cs_test_y',
      payment_status: 'paid',
      metadata: { orderNumber: answer.orderNumber, tenantId: shopA.tenant.id },
    });
    const viaB = await postWebhook(shopB.tenant.id, event.payload, event.signature);
    expect(viaB.statusCode).toBe(400);
    const otherMetadata = signedEvent('checkout.session.completed', {
      id: 'cs_test_z',
      payment_status: 'paid',
      metadata: { orderNumber: answer.orderNumber, tenantId: shopB.tenant.id },
    });
    expect((await postWebhook(shopA.tenant.id, otherMetadata.payload, otherMetadata.signature)).statusCode).toBe(200);
    expect((await orderRow(shopA.tenant.id, answer.orderNumber)).payment_status).toBe('Pending');
  });

  it('waits for async payments: completed-but-unpaid changes nothing, async_payment_failed marks Failed', async () => {
    const shop = await shopWithStripe(true);
    const answer = await placeCardOrder(shop);
    const metadata = { orderNumber: answer.orderNumber, tenantId: shop.tenant.id };
    const unpaid = signedEvent('checkout.session.completed', { id: 'cs_a', payment_status: 'unpaid', metadata });
    expect((await postWebhook(shop.tenant.id, unpaid.payload, unpaid.signature)).statusCode).toBe(200);
    expect((await orderRow(shop.tenant.id, answer.orderNumber)).payment_status).toBe('Pending');
    const failed = signedEvent('checkout.session.async_payment_failed', {
      id: 'cs_a',
      payment_status: 'unpaid',
      metadata,
    });
    expect((await postWebhook(shop.tenant.id, failed.payload, failed.signature)).statusCode).toBe(200);
    expect((await orderRow(shop.tenant.id, answer.orderNumber)).payment_status).toBe('Failed');
    const succeeded = signedEvent('checkout.session.async_payment_succeeded', {
      id: 'cs_a',
      payment_status: 'paid',
      metadata,
    });
    expect((await postWebhook(shop.tenant.id, succeeded.payload, succeeded.signature)).statusCode).toBe(200);
    expect((await orderRow(shop.tenant.id, answer.orderNumber)).payment_status).toBe('Paid');
  });

  it('keeps the order when Stripe is down and opens the session later through the pay link', async () => {
    const shop = await shopWithStripe(true);
    fakeStripe.setFailing(true);
    let answer: Awaited<ReturnType<typeof placeCardOrder>>;
    try {
      answer = await placeCardOrder(shop);
    } finally {
      fakeStripe.setFailing(false);
    }
    expect(answer.paymentUrl).toBe(`http://${shop.tenant.name}.localhost/api/payments/pay/${answer.orderNumber}`);
    expect(await stockOf(shop.tenant.id, shop.product.id)).toBe(3);

    const resumed = await ctx.app.inject({
      url: `/api/payments/pay/${answer.orderNumber}`,
      headers: { host: `${shop.tenant.name}.localhost` },
    });
    expect(resumed.statusCode).toBe(303);
    const row = await orderRow(shop.tenant.id, answer.orderNumber);
    expect(resumed.headers.location).toBe(`https://checkout.stripe.test/c/pay/${row.payment_provider_ref}`);

    const reused = await ctx.app.inject({
      url: `/api/payments/pay/${answer.orderNumber}`,
      headers: { host: `${shop.tenant.name}.localhost` },
    });
    expect(reused.headers.location).toBe(resumed.headers.location);
  }, 30_000);

  it('does not offer the demo page for a shop with Stripe keys', async () => {
    const shop = await shopWithStripe(true);
    const answer = await placeCardOrder(shop);
    const headers = { host: `${shop.tenant.name}.localhost` };
    expect((await ctx.app.inject({ url: `/api/payments/demo/${answer.orderNumber}`, headers })).statusCode).toBe(404);
    const pay = await demoForm(answer.orderNumber, 'pay', headers.host);
    expect(pay.statusCode).toBe(404);
    expect((await orderRow(shop.tenant.id, answer.orderNumber)).payment_status).toBe('Pending');
  });
});

/** The demo page's form as a browser on `host` sends it: its signed token, from the shop's origin. */
async function demoForm(orderNumber: string, outcome: string, host: string, body = 'paymentKind=ideal') {
  const [shop] = await query<{ id: string }>('select id from tenants where lower(name) = lower($1)', [
    host.split('.')[0],
  ]);
  const token = demoPaymentToken(TEST_APP_SECRET, shop?.id ?? '', orderNumber);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/payments/demo/${orderNumber}/${outcome}`,
    payload: [body, `token=${token}`].filter(Boolean).join('&'),
    headers: { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('demo payment page (shop without Stripe keys)', () => {
  const form = demoForm;

  it('shows the shop, amount, order number, the three payment kinds and the three buttons', async () => {
    const shop = await shopWithStripe(false);
    await query('update tenants set display_name = $2 where id = $1', [shop.tenant.id, 'Wol & <Zo>']);
    const answer = await placeCardOrder(shop);
    expect(answer.paymentUrl).toBe(`http://${shop.tenant.name}.localhost/api/payments/demo/${answer.orderNumber}`);
    const page = await ctx.app.inject({
      url: `/api/payments/demo/${answer.orderNumber}`,
      headers: { host: `${shop.tenant.name}.localhost` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('Wol &amp; &lt;Zo&gt;');
    expect(html).not.toContain('<Zo>');
    expect(html).toContain('€ 56,95');
    expect(html).toContain(answer.orderNumber);
    for (const text of ['iDEAL', 'Wallet', 'Creditcard', '>Betalen<', '>Betaling mislukt<', '>Annuleren<']) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain(`action="/api/payments/demo/${answer.orderNumber}/pay"`);
    expect(html).toContain(`formaction="/api/payments/demo/${answer.orderNumber}/fail"`);
    expect(html).toContain(`formaction="/api/payments/demo/${answer.orderNumber}/cancel"`);
  });

  it('pays: paymentStatus Paid and 303 back to the order confirmation; paying again is harmless', async () => {
    const shop = await shopWithStripe(false);
    const answer = await placeCardOrder(shop);
    const host = `${shop.tenant.name}.localhost`;
    const paid = await form(answer.orderNumber, 'pay', host, 'paymentKind=wallet');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://${host}/order-confirmation/${answer.orderNumber}`);
    const row = await orderRow(shop.tenant.id, answer.orderNumber);
    expect(row).toMatchObject({ payment_status: 'Paid', payment_provider_ref: 'demo-wallet', status: 'Pending' });
    expect((await form(answer.orderNumber, 'pay', host)).statusCode).toBe(303);
    expect((await form(answer.orderNumber, 'fail', host)).statusCode).toBe(409);
    expect((await orderRow(shop.tenant.id, answer.orderNumber)).payment_status).toBe('Paid');
    const closedPage = await ctx.app.inject({ url: `/api/payments/demo/${answer.orderNumber}`, headers: { host } });
    expect(closedPage.body).toContain('Betaling niet mogelijk');
    expect(closedPage.body).not.toContain('>Betalen<');
  });

  it('records a failed or cancelled attempt and still lets the shopper pay before the period ends', async () => {
    const shop = await shopWithStripe(false);
    const answer = await placeCardOrder(shop);
    const host = `${shop.tenant.name}.localhost`;
    expect((await form(answer.orderNumber, 'fail', host)).statusCode).toBe(303);
    expect((await orderRow(shop.tenant.id, answer.orderNumber)).payment_status).toBe('Failed');
    const view = await ctx.app.inject({ url: `/api/orders/${answer.orderNumber}`, headers: { host } });
    expect(view.json()).toMatchObject({ paymentStatus: 'Failed', requiresPayment: true });
    expect((await form(answer.orderNumber, 'cancel', host, '')).statusCode).toBe(303);
    expect((await orderRow(shop.tenant.id, answer.orderNumber)).payment_status).toBe('Cancelled');
    const page = await ctx.app.inject({ url: `/api/payments/demo/${answer.orderNumber}`, headers: { host } });
    expect(page.body).toContain('geannuleerd');
    expect((await form(answer.orderNumber, 'pay', host)).statusCode).toBe(303);
    expect((await orderRow(shop.tenant.id, answer.orderNumber)).payment_status).toBe('Paid');
    expect((await form(answer.orderNumber, 'steal', host)).statusCode).toBe(400);
  });

  it('sends the pay link of an unpaid order to the demo page, and of a paid one to the confirmation', async () => {
    const shop = await shopWithStripe(false);
    const answer = await placeCardOrder(shop);
    const host = `${shop.tenant.name}.localhost`;
    const before = await ctx.app.inject({ url: `/api/payments/pay/${answer.orderNumber}`, headers: { host } });
    expect(before.headers.location).toBe(`http://${host}/api/payments/demo/${answer.orderNumber}`);
    await form(answer.orderNumber, 'pay', host);
    const after = await ctx.app.inject({ url: `/api/payments/pay/${answer.orderNumber}`, headers: { host } });
    expect(after.headers.location).toBe(`http://${host}/order-confirmation/${answer.orderNumber}`);
  });

  it("has no demo page for a bank transfer order or for shop A's order on shop B's host", async () => {
    const shopA = await shopWithStripe(false);
    const shopB = await shopWithStripe(false);
    const answer = await placeCardOrder(shopA);
    const viaB = await ctx.app.inject({
      url: `/api/payments/demo/${answer.orderNumber}`,
      headers: { host: `${shopB.tenant.name}.localhost` },
    });
    expect(viaB.statusCode).toBe(404);
    expect((await form(answer.orderNumber, 'pay', `${shopB.tenant.name}.localhost`)).statusCode).toBe(404);
    expect((await orderRow(shopA.tenant.id, answer.orderNumber)).payment_status).toBe('Pending');

    const sessionId = newSessionId();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/cart/${sessionId}/${shopA.tenant.id}/items`,
      payload: { productId: shopA.product.id, quantity: 1 },
    });
    const bankOrder = await ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/${sessionId}/${shopA.tenant.id}/place-order`,
      payload: checkoutForm({ shippingMethodId: shopA.parcel.id, paymentMethod: 'BankTransfer' }),
    });
    const page = await ctx.app.inject({
      url: `/api/payments/demo/${bankOrder.json().orderNumber}`,
      headers: { 'x-tenant-id': shopA.tenant.id },
    });
    expect(page.statusCode).toBe(404);
  });
});

describe('unpaid card orders give their stock back after the payment period', () => {
  const expire = (tenantId: string, orderNumber: string) =>
    query(
      "update orders set payment_expires_at = now() - interval '1 minute' where tenant_id = $1 and order_number = $2",
      [tenantId, orderNumber],
    );

  it('releases the stock once, marks the payment Expired and the order Cancelled, and mails the shopper', async () => {
    const shop = await shopWithStripe(false);
    const expired = await placeCardOrder(shop, 2);
    const stillRunning = await placeCardOrder(shop, 1);
    expect(await stockOf(shop.tenant.id, shop.product.id)).toBe(2);
    await expire(shop.tenant.id, expired.orderNumber);

    const released = await Promise.all([
      releaseExpiredPayments(ctx.database.db),
      releaseExpiredPayments(ctx.database.db),
    ]);
    expect(released.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await releaseExpiredPayments(ctx.database.db)).toBe(0);
    expect(await stockOf(shop.tenant.id, shop.product.id)).toBe(4);
    const row = await orderRow(shop.tenant.id, expired.orderNumber);
    expect(row).toMatchObject({ status: 'Cancelled', payment_status: 'Expired' });
    expect(row.stock_released_at).not.toBeNull();
    expect((await orderRow(shop.tenant.id, stillRunning.orderNumber)).payment_status).toBe('Pending');
    const mails = await query<{ text: string }>(
      "select text from email_outbox where tenant_id = $1 and kind = 'order-cancelled'",
      [shop.tenant.id],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('niet op tijd ontvangen');

    const host = `${shop.tenant.name}.localhost`;
    const late = await demoForm(expired.orderNumber, 'pay', host);
    expect(late.statusCode).toBe(409);
    const view = await ctx.app.inject({ url: `/api/orders/${expired.orderNumber}`, headers: { host } });
    expect(view.json()).toMatchObject({ status: 'Cancelled', paymentStatus: 'Expired', requiresPayment: false });
  });

  it('leaves paid card orders and bank transfers alone, and a customer cancel after expiry gives nothing back twice', async () => {
    const shop = await shopWithStripe(false);
    const me = await createCustomerWithToken(ctx.database.db, shop.tenant.id);
    const paid = await placeCardOrder(shop, 1);
    const mine = await placeCardOrder(shop, 1, { authorization: `Bearer ${me.token}` });
    await query("update orders set payment_status = 'Paid' where tenant_id = $1 and order_number = $2", [
      shop.tenant.id,
      paid.orderNumber,
    ]);
    await query("update orders set payment_expires_at = now() - interval '1 minute' where tenant_id = $1", [
      shop.tenant.id,
    ]);
    expect(await releaseExpiredPayments(ctx.database.db)).toBe(1);
    expect((await orderRow(shop.tenant.id, paid.orderNumber)).status).toBe('Pending');
    expect(await stockOf(shop.tenant.id, shop.product.id)).toBe(4);

    const { id } = await orderRow(shop.tenant.id, mine.orderNumber);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/customer/${id}/cancel`,
      headers: { authorization: `Bearer ${me.token}`, 'x-tenant-id': shop.tenant.id },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe('Deze bestelling was al geannuleerd.');
    expect(await stockOf(shop.tenant.id, shop.product.id)).toBe(4);
  });

  it('runs on an interval with startPaymentExpiry until stopped', async () => {
    const shop = await shopWithStripe(false);
    const answer = await placeCardOrder(shop, 1);
    await expire(shop.tenant.id, answer.orderNumber);
    const messages: string[] = [];
    const stop = startPaymentExpiry(ctx.database.db, (message) => messages.push(message), 50);
    try {
      await expect
        .poll(async () => (await orderRow(shop.tenant.id, answer.orderNumber)).payment_status, { timeout: 5000 })
        .toBe('Expired');
    } finally {
      await stop();
    }
    expect(messages.join('\n')).toContain('Released the stock of');
  });
});
