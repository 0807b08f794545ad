import type { TBackOfficeOrder, TBackOfficeOrderListPage } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../../test/factories.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { resolveAppSecret } from '../../lib/app-secret.ts';
import { sealSecret } from '../../lib/secret-box.ts';

type Shop = Awaited<ReturnType<typeof createCheckoutShop>> & { productId: number; owner: string };

let ctx: TestContext;
let fakeStripe: FakeStripe;
let admin: string;
const SECRET_KEY = 'sk_test_orders_admin';

beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  ctx = await createTestApp({ STRIPE_API_BASE: fakeStripe.url, RATE_LIMIT_ACCOUNT: 100_000 });
  admin = await platformSessionCookie(
    ctx.database.db,
    (await createPlatformUser(ctx.database.db, { role: 'Admin' })).id,
  );
});
afterAll(async () => {
  await ctx?.close();
  await fakeStripe?.close();
});

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

async function newShop(options: { stripeKeys?: boolean } = {}): Promise<Shop> {
  const shop = await createCheckoutShop(ctx.database.db);
  if (options.stripeKeys) {
    // Stored sealed, as the payment settings store it.
    await query('update payment_methods set stripe_secret_key = $3 where tenant_id = $1 and id = $2', [
      shop.tenant.id,
      shop.card.id,
      sealSecret(resolveAppSecret(ctx.config), SECRET_KEY),
    ]);
  }
  const product = await createProduct(ctx.database.db, shop.tenant.id, {
    name: 'Plaid',
    priceCents: 2500,
    stockQuantity: 5,
    weightGrams: 600,
  });
  const user = await createPlatformUser(ctx.database.db, { shopIds: [shop.tenant.id] });
  return { ...shop, productId: product.id, owner: await platformSessionCookie(ctx.database.db, user.id) };
}

async function placeOrder(
  shop: Shop,
  form: Record<string, unknown> = {},
  payment: 'Stripe' | 'BankTransfer' = 'BankTransfer',
): Promise<string> {
  const sessionId = newSessionId();
  await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/${sessionId}/${shop.tenant.id}/items`,
    payload: { productId: shop.productId, quantity: 2 },
  });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${shop.tenant.id}/place-order`,
    payload: checkoutForm({ shippingMethodId: shop.parcel.id, paymentMethod: payment, language: 'nl', ...form }),
    headers: { host: `${shop.tenant.name}.localhost` },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return (placed.json() as { orderNumber: string }).orderNumber;
}

const base = (shop: Shop, rest = '') => `/api/platform/shops/${shop.tenant.name}/orders${rest}`;
const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const detail = async (shop: Shop, orderNumber: string) =>
  (await call('GET', base(shop, `/${orderNumber}`), shop.owner)).json() as TBackOfficeOrder;
const mailsTo = (tenantId: string, kind: string) =>
  query<{ to_address: string; subject: string; text: string }>(
    'select to_address, subject, text from email_outbox where tenant_id = $1 and kind = $2 order by id',
    [tenantId, kind],
  );
const audits = async (tenantId: string) =>
  (await query<{ action: string }>('select action from tenant_audit_log where tenant_id = $1', [tenantId])).map(
    (row) => row.action,
  );

describe('Back office: order list and detail', () => {
  let shop: Shop;
  let first: string;
  let second: string;
  beforeAll(async () => {
    shop = await newShop();
    first = await placeOrder(shop, { customerFirstName: 'Anna', customerEmail: 'anna@example.com' });
    second = await placeOrder(shop, {
      customerFirstName: 'Bram',
      customerEmail: 'bram@example.com',
      notes: 'Graag inpakken',
    });
    await query(`update orders set created_at = '2026-03-01T10:00:00Z' where tenant_id = $1 and order_number = $2`, [
      shop.tenant.id,
      first,
    ]);
  });

  it('lists the orders newest first with the Pending count, filtered and searched', async () => {
    const all = (await call('GET', base(shop), shop.owner)).json() as TBackOfficeOrderListPage;
    expect(all.items.map((item) => item.orderNumber)).toEqual([second, first]);
    expect(all).toMatchObject({ total: 2, pendingCount: 2, page: 1 });
    expect(all.shippingMethods.map((method) => method.name)).toEqual(['Brievenbuspakje', 'Pakket PostNL']);
    expect(all.items[0]).toMatchObject({ customerName: 'Bram Jansen', status: 'Pending', paymentStatus: 'Pending' });

    const search = async (params: string) =>
      ((await call('GET', base(shop, `?${params}`), shop.owner)).json() as TBackOfficeOrderListPage).items.map(
        (item) => item.orderNumber,
      );
    expect(await search('search=anna')).toEqual([first]);
    expect(await search('search=BRAM%40example')).toEqual([second]);
    expect(await search(`search=${second.slice(0, 6)}`)).toContain(second);
    expect(await search('from=2026-03-01&to=2026-03-01')).toEqual([first]);
    expect(await search('status=Shipped')).toEqual([]);
    expect(await search('paymentStatus=Pending')).toHaveLength(2);
    expect(await search(`shippingMethodId=${shop.envelope.id}`)).toEqual([]);
    expect(await search(`shippingMethodId=${shop.parcel.id}`)).toHaveLength(2);
    expect(await search('pageSize=1&page=2')).toEqual([first]);
  });

  it('refuses a bad filter with its field', async () => {
    const response = await call('GET', base(shop, '?status=Lost&from=yesterday'), shop.owner);
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { fields: { field: string }[] }).fields.map((entry) => entry.field);
    expect(fields.join(' ')).toMatch(/status/);
    expect(fields.join(' ')).toMatch(/from/);
  });

  it('shows one order with lines, addresses, notes, totals, timeline and its actions', async () => {
    const order = await detail(shop, second);
    expect(order.lines).toEqual([
      expect.objectContaining({ productName: 'Plaid', quantity: 2, totalPriceCents: 5000 }),
    ]);
    expect(order).toMatchObject({
      notes: 'Graag inpakken',
      shippingMethodName: 'Pakket PostNL',
      subTotalCents: 5000,
      shippingCostCents: 695,
      totalAmountCents: 5695,
      billingAddress: { city: 'Amsterdam' },
      actions: ['markPaid', 'process', 'cancel'],
    });
    expect(order.taxAmountCents).toBeGreaterThan(0);
    expect(order.timeline.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['placed', 'stock']));
    expect(order.timeline.find((entry) => entry.kind === 'stock')?.detail).toBe('Plaid -2');
  });

  it('answers 401 without a session and 404 across shops', async () => {
    const other = await newShop();
    const otherOrder = await placeOrder(other);
    expect((await call('GET', base(shop))).statusCode).toBe(401);
    expect((await call('GET', base(shop, `/${first}`))).statusCode).toBe(401);
    expect((await call('GET', base(other), shop.owner)).statusCode).toBe(404);
    expect((await call('GET', base(other, `/${otherOrder}`), shop.owner)).statusCode).toBe(404);
    // B's order number inside A's path.
    expect((await call('GET', base(shop, `/${otherOrder}`), shop.owner)).statusCode).toBe(404);
    expect((await call('POST', base(shop, `/${otherOrder}/process`), shop.owner)).statusCode).toBe(404);
    expect((await detail(other, otherOrder)).status).toBe('Pending');
  });

  it('lets the platform Admin in', async () => {
    expect((await call('GET', base(shop), admin)).statusCode).toBe(200);
  });
});

describe('Back office: order actions', () => {
  it('walks a bank-transfer order to Delivered, mailing the shopper each step', async () => {
    const shop = await newShop();
    const orderNumber = await placeOrder(shop, { language: 'en' });
    const act = (name: string, payload?: object) =>
      call('POST', base(shop, `/${orderNumber}/${name}`), shop.owner, payload);

    expect((await act('ship', { carrier: 'PostNL', trackingNumber: '3SABC' })).statusCode).toBe(409);
    expect((await act('deliver')).statusCode).toBe(409);

    const paid = await act('mark-paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json() as TBackOfficeOrder).paymentStatus).toBe('Paid');
    expect((await act('mark-paid')).statusCode).toBe(409);

    expect(((await act('process')).json() as TBackOfficeOrder).status).toBe('Processing');

    const invalid = await act('ship', { carrier: 'Pigeon', trackingNumber: ' ' });
    expect(invalid.statusCode).toBe(400);
    const fields = (invalid.json() as { fields: { field: string }[] }).fields.map((entry) => entry.field).join(' ');
    expect(fields).toMatch(/carrier/);
    expect(fields).toMatch(/trackingNumber/);

    const shipped = (await act('ship', { carrier: 'PostNL', trackingNumber: '3SABC123' })).json() as TBackOfficeOrder;
    expect(shipped).toMatchObject({ status: 'Shipped', carrier: 'PostNL', trackingNumber: '3SABC123' });
    expect(shipped.trackingUrl).toBe('https://jouw.postnl.nl/track-and-trace/3SABC123-NL-1011AA');
    expect((await act('cancel')).statusCode).toBe(409);

    const delivered = (await act('deliver')).json() as TBackOfficeOrder;
    expect(delivered.status).toBe('Delivered');
    expect(delivered.actions).toEqual(['refund']);
    expect(delivered.timeline.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['placed', 'paid', 'processing', 'shipped', 'delivered']),
    );

    const shippedMail = await mailsTo(shop.tenant.id, 'order-shipped');
    expect(shippedMail).toHaveLength(1);
    expect(shippedMail[0]?.to_address).toBe('koper@example.com');
    expect(shippedMail[0]?.text).toContain('3SABC123');
    expect(shippedMail[0]?.text).toContain('jouw.postnl.nl');
    expect(await mailsTo(shop.tenant.id, 'order-delivered')).toHaveLength(1);
    // Every successful step is in the shop's activity log, the owner's own too.
    expect(await audits(shop.tenant.id)).toEqual(
      expect.arrayContaining(['order.mark-paid', 'order.process', 'order.ship', 'order.deliver']),
    );

    const shopper = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderNumber}`,
      headers: { host: `${shop.tenant.name}.localhost` },
    });
    expect(shopper.statusCode, shopper.body).toBe(200);
    expect(shopper.json()).toMatchObject({ status: 'Delivered' });
  });

  it('refunds a bank transfer in part, then the rest, and refuses more', async () => {
    const shop = await newShop();
    const orderNumber = await placeOrder(shop);
    const act = (name: string, payload?: object) =>
      call('POST', base(shop, `/${orderNumber}/${name}`), shop.owner, payload);
    expect((await act('refund', { amountCents: 100 })).statusCode).toBe(409);
    await act('mark-paid');

    const tooMuch = await act('refund', { amountCents: 999_999 });
    expect(tooMuch.statusCode).toBe(400);
    expect(JSON.stringify(tooMuch.json())).toContain('amountCents');

    const part = (await act('refund', { amountCents: 695 })).json() as TBackOfficeOrder;
    expect(part).toMatchObject({ paymentStatus: 'Paid', refundedAmountCents: 695, refundableCents: 5000 });
    const rest = (await act('refund', {})).json() as TBackOfficeOrder;
    expect(rest).toMatchObject({ paymentStatus: 'Refunded', refundedAmountCents: 5695, refundableCents: 0 });
    expect((await act('refund', {})).statusCode).toBe(409);
    expect(await mailsTo(shop.tenant.id, 'order-refunded')).toHaveLength(2);
    expect(fakeStripe.calls.filter((entry) => entry.path === '/v1/refunds' && entry.form.amount === '695')).toEqual([]);
  });

  it('cancels a paid order: stock back, refunded in full', async () => {
    const shop = await newShop();
    const orderNumber = await placeOrder(shop);
    await call('POST', base(shop, `/${orderNumber}/mark-paid`), shop.owner);
    const cancelled = await call('POST', base(shop, `/${orderNumber}/cancel`), admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded', actions: [] });
    const [product] = await query<{ stock: number }>(
      'select stock_quantity as stock from products where tenant_id = $1 and id = $2',
      [shop.tenant.id, shop.productId],
    );
    expect(product?.stock).toBe(5);
    expect(await mailsTo(shop.tenant.id, 'order-cancelled-by-shop')).toHaveLength(1);
    expect(await audits(shop.tenant.id)).toContain('order.cancel');
  });

  it('refunds a card payment through Stripe before recording it', async () => {
    const shop = await newShop({ stripeKeys: true });
    const orderNumber = await placeOrder(shop, {}, 'Stripe');
    // The payment arrives as the webhook would record it.
    await query(
      `update orders set payment_status = 'Paid', paid_at = now() where tenant_id = $1 and order_number = $2`,
      [shop.tenant.id, orderNumber],
    );
    const response = await call('POST', base(shop, `/${orderNumber}/refund`), shop.owner, { amountCents: 1234 });
    expect(response.statusCode, response.body).toBe(200);
    const refunds = fakeStripe.calls.filter((entry) => entry.path === '/v1/refunds');
    expect(refunds.at(-1)?.form).toMatchObject({ amount: '1234' });
    expect(refunds.at(-1)?.form.payment_intent).toMatch(/^pi_/);
    expect(refunds.at(-1)?.authorization).toContain(SECRET_KEY);
    expect(refunds.at(-1)?.idempotencyKey).toContain(orderNumber);
    expect(response.json()).toMatchObject({ refundedAmountCents: 1234, paymentStatus: 'Paid' });

    fakeStripe.setFailing(true);
    try {
      const failed = await call('POST', base(shop, `/${orderNumber}/refund`), shop.owner, { amountCents: 100 });
      expect(failed.statusCode).toBe(502);
    } finally {
      fakeStripe.setFailing(false);
    }
    expect((await detail(shop, orderNumber)).refundedAmountCents).toBe(1234);
  });
});
