import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** Issue: anyone could mark an unpaid card order Paid with a bare POST to the demo provider. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

async function placeDemoCardOrder() {
  const { db } = ctx.database;
  const shop = await createCheckoutShop(db);
  const product = await createProduct(db, shop.tenant.id, { stockQuantity: 5, weightGrams: 600 });
  const sessionId = newSessionId();
  await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/${sessionId}/${shop.tenant.id}/items`,
    payload: { productId: product.id, quantity: 1 },
  });
  const host = `${shop.tenant.name}.localhost`;
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${shop.tenant.id}/place-order`,
    payload: checkoutForm({ shippingMethodId: shop.parcel.id, paymentMethod: 'Stripe' }),
    headers: { host },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { tenantId: shop.tenant.id, host, orderNumber: placed.json().orderNumber as string };
}

async function tokenOnPage(host: string, orderNumber: string) {
  const page = await ctx.app.inject({ url: `/api/payments/demo/${orderNumber}`, headers: { host } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['referrer-policy']).toBe('same-origin');
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  expect(token).toBeTruthy();
  return token ?? '';
}

const post = (orderNumber: string, host: string, body: string, origin?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payments/demo/${orderNumber}/pay`,
    payload: body,
    headers: {
      host,
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin === undefined ? {} : { origin }),
    },
  });

const paymentStatus = async (tenantId: string, orderNumber: string) =>
  (
    await ctx.database.pool.query<{ payment_status: string }>(
      'select payment_status from orders where tenant_id = $1 and order_number = $2',
      [tenantId, orderNumber],
    )
  ).rows[0]?.payment_status;

describe('the demo payment form', () => {
  it('pays with the signed token of its page, posted from the shop origin', async () => {
    const { tenantId, host, orderNumber } = await placeDemoCardOrder();
    const token = await tokenOnPage(host, orderNumber);
    const paid = await post(orderNumber, host, `paymentKind=ideal&token=${token}`, `http://${host}`);
    expect(paid.statusCode).toBe(303);
    expect(await paymentStatus(tenantId, orderNumber)).toBe('Paid');
  });

  it('refuses a POST without the token, or with the token of another order (403, still unpaid)', async () => {
    const { tenantId, host, orderNumber } = await placeDemoCardOrder();
    const other = await placeDemoCardOrder();
    const otherToken = await tokenOnPage(other.host, other.orderNumber);
    const bare = await post(orderNumber, host, 'paymentKind=ideal', `http://${host}`);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ error: 'forbidden' });
    expect((await post(orderNumber, host, `token=${otherToken}`, `http://${host}`)).statusCode).toBe(403);
    expect((await post(orderNumber, host, 'token=forged', `http://${host}`)).statusCode).toBe(403);
    expect(await paymentStatus(tenantId, orderNumber)).toBe('Pending');
  });

  it("refuses the form from another origin or without an Origin, even with the page's token", async () => {
    const { tenantId, host, orderNumber } = await placeDemoCardOrder();
    const token = await tokenOnPage(host, orderNumber);
    for (const origin of ['https://evil.example.com', 'null', undefined]) {
      const answer = await post(orderNumber, host, `token=${token}`, origin);
      expect(answer.statusCode, String(origin)).toBe(403);
    }
    expect(await paymentStatus(tenantId, orderNumber)).toBe('Pending');
  });
});
