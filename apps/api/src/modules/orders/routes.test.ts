import { ZCancelOrderResponse, ZOrder } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutForm,
  createAddon,
  createCheckoutShop,
  createCustomerWithToken,
  createProduct,
  newSessionId,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

const stockOf = async (tenantId: string, productId: number) =>
  (
    await query<{ stock_quantity: number }>('select stock_quantity from products where tenant_id = $1 and id = $2', [
      tenantId,
      productId,
    ])
  )[0]?.stock_quantity;

const cancelMailsOf = (tenantId: string) =>
  query<{ to_address: string; subject: string; text: string; html: string }>(
    "select to_address, subject, text, html from email_outbox where tenant_id = $1 and kind = 'order-cancelled' order by id",
    [tenantId],
  );

/** Places an order through the API and answers its number and id. */
async function order(
  shop: Awaited<ReturnType<typeof createCheckoutShop>>,
  items: { productId: number; quantity: number; selectedAddons?: unknown[] }[],
  options: { token?: string; paymentMethod?: string | number; language?: 'nl' | 'en' } = {},
) {
  const sessionId = newSessionId();
  for (const item of items) {
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/cart/${sessionId}/${shop.tenant.id}/items`,
      payload: item,
    });
    expect(added.statusCode).toBe(200);
  }
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${shop.tenant.id}/place-order`,
    payload: checkoutForm({
      shippingMethodId: shop.parcel.id,
      paymentMethod: options.paymentMethod ?? 'BankTransfer',
      language: options.language ?? 'nl',
    }),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderNumber = placed.json().orderNumber as string;
  const [row] = await query<{ id: number }>('select id from orders where tenant_id = $1 and order_number = $2', [
    shop.tenant.id,
    orderNumber,
  ]);
  return { orderNumber, id: row?.id as number };
}

const getOrder = (orderNumber: string, headers: Record<string, string>) =>
  ctx.app.inject({ url: `/api/orders/${orderNumber}`, headers });

describe('GET /api/orders/:orderNumber', () => {
  it('answers the order with lines, add-ons, totals and bank details to anyone with the number', async () => {
    const { db } = ctx.database;
    const shop = await createCheckoutShop(db);
    const product = await createProduct(db, shop.tenant.id, {
      name: 'Mok',
      sku: 'MOK-1',
      priceCents: 995,
      weightGrams: 350,
    });
    const text = await createAddon(db, shop.tenant.id, product.id, { name: 'Tekst', type: 'Complex', priceCents: 250 });
    const { orderNumber, id } = await order(shop, [
      { productId: product.id, quantity: 2, selectedAddons: [{ productAddonId: text.id, inputValue: 'Hoi' }] },
    ]);

    const response = await getOrder(orderNumber, { 'x-tenant-id': shop.tenant.id });
    expect(response.statusCode).toBe(200);
    const view = ZOrder.parse(response.json());
    expect(view).toMatchObject({
      id,
      orderNumber,
      status: 'Pending',
      customerFirstName: 'Jan',
      customerLastName: 'Jansen',
      customerEmail: 'koper@example.com',
      shippingAddress: 'Kerkstraat 1',
      shippingCity: 'Amsterdam',
      shippingPostalCode: '1011 AA',
      shippingCountry: 'Nederland',
      subTotal: 24.9,
      shippingCost: 6.95,
      taxAmount: 5.53,
      totalAmount: 31.85,
      shippingMethodName: 'Pakket PostNL',
      paymentMethod: 'BankTransfer',
      paymentStatus: 'Pending',
      trackingNumber: null,
      requiresPayment: false,
      paymentUrl: null,
      bankTransfer: {
        bankIBAN: 'NL91ABNA0417164300',
        bankAccountName: 'Testwinkel',
        bankBIC: 'ABNANL2A',
        amount: 31.85,
        reference: orderNumber,
      },
    });
    expect(view.items).toEqual([
      {
        id: expect.any(Number),
        productId: product.id,
        productName: 'Mok',
        productSku: 'MOK-1',
        quantity: 2,
        unitPrice: 12.45,
        totalPrice: 24.9,
        addons: [
          {
            id: expect.any(Number),
            productAddonId: text.id,
            productAddonName: 'Tekst',
            inputValue: 'Hoi',
            unitPrice: 2.5,
          },
        ],
      },
    ]);

    const byHost = await getOrder(orderNumber.toLowerCase(), { host: `${shop.tenant.name}.localhost` });
    expect(byHost.statusCode).toBe(200);
    expect(byHost.json().orderNumber).toBe(orderNumber);
  });

  it('keeps the snapshot when the product changes later', async () => {
    const { db } = ctx.database;
    const shop = await createCheckoutShop(db);
    const product = await createProduct(db, shop.tenant.id, { name: 'Oud', priceCents: 1000, weightGrams: 200 });
    const { orderNumber } = await order(shop, [{ productId: product.id, quantity: 1 }]);
    await query('update products set name = $3, price_cents = 5000 where tenant_id = $1 and id = $2', [
      shop.tenant.id,
      product.id,
      'Nieuw',
    ]);
    const view = (await getOrder(orderNumber, { 'x-tenant-id': shop.tenant.id })).json();
    expect(view.items[0]).toMatchObject({ productName: 'Oud', unitPrice: 10 });
  });

  it('gives an unpaid card order its pay link', async () => {
    const { db } = ctx.database;
    const shop = await createCheckoutShop(db);
    const product = await createProduct(db, shop.tenant.id, { weightGrams: 200 });
    const { orderNumber } = await order(shop, [{ productId: product.id, quantity: 1 }], { paymentMethod: 'Stripe' });
    const view = (await getOrder(orderNumber, { host: `${shop.tenant.name}.localhost:3000` })).json();
    expect(view).toMatchObject({
      requiresPayment: true,
      paymentStatus: 'Pending',
      paymentMethod: 'Stripe',
      bankTransfer: null,
      paymentUrl: `http://${shop.tenant.name}.localhost:3000/api/payments/pay/${orderNumber}`,
    });
  });

  it('answers 404 for an unknown or malformed number and 400 without a shop', async () => {
    const shop = await createCheckoutShop(ctx.database.db);
    const headers = { 'x-tenant-id': shop.tenant.id };
    expect((await getOrder('WW-0000-0000-0000-00', headers)).statusCode).toBe(404);
    expect((await getOrder('not-a-number', headers)).json()).toEqual({
      error: 'not_found',
      message: 'Order not found',
    });
    expect((await getOrder('WW-0000-0000-0000-00', {})).statusCode).toBe(400);
  });

  it("cannot see shop A's order through shop B's header or host", async () => {
    const { db } = ctx.database;
    const shopA = await createCheckoutShop(db);
    const shopB = await createCheckoutShop(db);
    const product = await createProduct(db, shopA.tenant.id, { weightGrams: 200 });
    const { orderNumber } = await order(shopA, [{ productId: product.id, quantity: 1 }]);
    expect((await getOrder(orderNumber, { 'x-tenant-id': shopB.tenant.id })).statusCode).toBe(404);
    expect((await getOrder(orderNumber, { host: `${shopB.tenant.name}.localhost` })).statusCode).toBe(404);
    expect((await getOrder(orderNumber, { 'x-tenant-id': shopA.tenant.id })).statusCode).toBe(200);
  });
});

describe('GET /api/orders/customer/history', () => {
  it("answers the customer's own orders, newest first", async () => {
    const { db } = ctx.database;
    const shop = await createCheckoutShop(db);
    const product = await createProduct(db, shop.tenant.id, { weightGrams: 200 });
    const me = await createCustomerWithToken(db, shop.tenant.id);
    const someoneElse = await createCustomerWithToken(db, shop.tenant.id);
    const first = await order(shop, [{ productId: product.id, quantity: 1 }], { token: me.token });
    await order(shop, [{ productId: product.id, quantity: 1 }], { token: someoneElse.token });
    await order(shop, [{ productId: product.id, quantity: 1 }]);
    const second = await order(shop, [{ productId: product.id, quantity: 2 }], { token: me.token });

    const response = await ctx.app.inject({
      url: '/api/orders/customer/history',
      headers: { authorization: `Bearer ${me.token}`, 'x-tenant-id': shop.tenant.id },
    });
    expect(response.statusCode).toBe(200);
    const orders = ZOrder.array().parse(response.json());
    expect(orders.map((row) => row.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    expect(orders[0]?.items[0]?.quantity).toBe(2);
  });

  it('needs a valid token of this shop (401)', async () => {
    const { db } = ctx.database;
    const shopA = await createCheckoutShop(db);
    const shopB = await createCheckoutShop(db);
    const customerOfB = await createCustomerWithToken(db, shopB.tenant.id);
    const history = (headers: Record<string, string>) =>
      ctx.app.inject({ url: '/api/orders/customer/history', headers });
    expect((await history({ 'x-tenant-id': shopA.tenant.id })).statusCode).toBe(401);
    expect((await history({ 'x-tenant-id': shopA.tenant.id, authorization: 'Bearer nope' })).statusCode).toBe(401);
    const foreign = await history({ 'x-tenant-id': shopA.tenant.id, authorization: `Bearer ${customerOfB.token}` });
    expect(foreign.statusCode).toBe(401);
  });
});

describe('POST /api/orders/customer/:orderId/cancel', () => {
  const cancel = (orderId: number, token: string | null, tenantId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/orders/customer/${orderId}/cancel`,
      headers: { 'x-tenant-id': tenantId, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('cancels an own Pending order: stock back, status Cancelled, e-mail; a second cancel changes nothing', async () => {
    const { db } = ctx.database;
    const shop = await createCheckoutShop(db);
    const product = await createProduct(db, shop.tenant.id, { stockQuantity: 6, weightGrams: 200 });
    const custom = await createProduct(db, shop.tenant.id, { madeToOrder: true, stockQuantity: 0, weightGrams: 200 });
    const me = await createCustomerWithToken(db, shop.tenant.id, { email: 'ik@example.com' });
    const placed = await order(
      shop,
      [
        { productId: product.id, quantity: 2 },
        { productId: custom.id, quantity: 3 },
      ],
      { token: me.token },
    );
    expect(await stockOf(shop.tenant.id, product.id)).toBe(4);

    const response = await cancel(placed.id, me.token, shop.tenant.id);
    expect(response.statusCode).toBe(200);
    const answer = ZCancelOrderResponse.parse(response.json());
    expect(answer.message).toBe('Uw bestelling is geannuleerd. U ontvangt een bevestiging per e-mail.');
    expect(answer.order).toMatchObject({ id: placed.id, status: 'Cancelled', paymentStatus: 'Cancelled' });
    expect(answer.order.cancelledAt).not.toBeNull();
    expect(await stockOf(shop.tenant.id, product.id)).toBe(6);
    expect(await stockOf(shop.tenant.id, custom.id)).toBe(0);
    const mails = await cancelMailsOf(shop.tenant.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to_address).toBe('koper@example.com');
    expect(mails[0]?.subject).toBe(`Uw bestelling ${placed.orderNumber} is geannuleerd`);

    const again = await cancel(placed.id, me.token, shop.tenant.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Deze bestelling was al geannuleerd.');
    expect(await stockOf(shop.tenant.id, product.id)).toBe(6);
    expect(await cancelMailsOf(shop.tenant.id)).toHaveLength(1);
  });

  it('cancels while Processing, refuses Shipped and Delivered (409)', async () => {
    const { db } = ctx.database;
    const shop = await createCheckoutShop(db);
    const product = await createProduct(db, shop.tenant.id, { weightGrams: 200 });
    const me = await createCustomerWithToken(db, shop.tenant.id);
    const processing = await order(shop, [{ productId: product.id, quantity: 1 }], { token: me.token });
    await query("update orders set status = 'Processing' where tenant_id = $1 and id = $2", [
      shop.tenant.id,
      processing.id,
    ]);
    expect((await cancel(processing.id, me.token, shop.tenant.id)).statusCode).toBe(200);

    for (const status of ['Shipped', 'Delivered']) {
      const placed = await order(shop, [{ productId: product.id, quantity: 1 }], { token: me.token });
      await query('update orders set status = $3 where tenant_id = $1 and id = $2', [
        shop.tenant.id,
        placed.id,
        status,
      ]);
      const refused = await cancel(placed.id, me.token, shop.tenant.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('order_not_cancellable');
      const [row] = await query('select status from orders where tenant_id = $1 and id = $2', [
        shop.tenant.id,
        placed.id,
      ]);
      expect(row?.status).toBe(status);
    }
    expect(await stockOf(shop.tenant.id, product.id)).toBe(8);
  });

  it('keeps a paid order Paid and tells about the refund, in the order language', async () => {
    const { db } = ctx.database;
    const shop = await createCheckoutShop(db);
    const product = await createProduct(db, shop.tenant.id, { weightGrams: 200 });
    const me = await createCustomerWithToken(db, shop.tenant.id);
    const placed = await order(shop, [{ productId: product.id, quantity: 1 }], { token: me.token, language: 'en' });
    await query("update orders set payment_status = 'Paid' where tenant_id = $1 and id = $2", [
      shop.tenant.id,
      placed.id,
    ]);
    const response = await cancel(placed.id, me.token, shop.tenant.id);
    expect(response.json().order.paymentStatus).toBe('Paid');
    expect(response.json().message).toBe('Your order has been cancelled. You will receive a confirmation by e-mail.');
    const [mail] = await cancelMailsOf(shop.tenant.id);
    expect(mail?.text).toContain('The shop will refund the amount.');
  });

  it("answers 404 for another customer's order and for an order of another shop, 401 without token", async () => {
    const { db } = ctx.database;
    const shopA = await createCheckoutShop(db);
    const shopB = await createCheckoutShop(db);
    const product = await createProduct(db, shopA.tenant.id, { stockQuantity: 3, weightGrams: 200 });
    const owner = await createCustomerWithToken(db, shopA.tenant.id);
    const neighbour = await createCustomerWithToken(db, shopA.tenant.id);
    const customerOfB = await createCustomerWithToken(db, shopB.tenant.id);
    const placed = await order(shopA, [{ productId: product.id, quantity: 1 }], { token: owner.token });

    expect((await cancel(placed.id, neighbour.token, shopA.tenant.id)).statusCode).toBe(404);
    expect((await cancel(placed.id, customerOfB.token, shopB.tenant.id)).statusCode).toBe(404);
    expect((await cancel(placed.id, null, shopA.tenant.id)).statusCode).toBe(401);
    expect((await cancel(999999, owner.token, shopA.tenant.id)).statusCode).toBe(404);
    expect((await cancel(0, owner.token, shopA.tenant.id)).statusCode).toBe(400);
    const [row] = await query('select status from orders where tenant_id = $1 and id = $2', [
      shopA.tenant.id,
      placed.id,
    ]);
    expect(row?.status).toBe('Pending');
    expect(await stockOf(shopA.tenant.id, product.id)).toBe(2);
  });
});
