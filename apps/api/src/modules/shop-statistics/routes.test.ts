import type { TShopStatistics } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createTenant } from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { analyticsEvents, orderItems, orders, platformUserTenants } from '../../db/schema/tables.ts';

/**
 * Sunday 29 March 2026, 12:30 in Amsterdam: the night the clocks went forward (02:00 CET became
 * 03:00 CEST), so today began at 23:00 UTC the day before and ends at 22:00 UTC.
 */
const NOW = new Date('2026-03-29T10:30:00Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_ACCOUNT: 100_000 }, { clock: () => NOW });
});
afterAll(async () => ctx?.close());

type Line = { productId: number | null; name: string; quantity: number; totalCents: number };
let orderCounter = 0;

/** An order as the ordering core leaves it, written straight in: only the fields the figures read matter. */
async function addOrder(
  tenantId: string,
  at: string,
  status: string,
  paymentStatus: string,
  totalCents: number,
  options: { refundedCents?: number; lines?: Line[] } = {},
) {
  orderCounter += 1;
  const [order] = await ctx.database.db
    .insert(orders)
    .values({
      tenantId,
      orderNumber: `STAT${String(orderCounter).padStart(6, '0')}`,
      status,
      paymentStatus,
      paymentMethodType: 'BankTransfer',
      paymentMethodName: 'Bankoverschrijving',
      shippingMethodName: 'Pakket',
      customerEmail: 'koper@example.com',
      customerFirstName: 'Jan',
      customerLastName: 'Jansen',
      shippingAddress: 'Kerkstraat 1',
      shippingCity: 'Amsterdam',
      shippingPostalCode: '1011 AA',
      shippingCountry: 'NL',
      billingAddress: 'Kerkstraat 1',
      billingCity: 'Amsterdam',
      billingPostalCode: '1011 AA',
      billingCountry: 'NL',
      subTotalCents: totalCents,
      shippingCostCents: 0,
      taxAmountCents: Math.round((totalCents * 21) / 121),
      totalAmountCents: totalCents,
      refundedAmountCents: options.refundedCents ?? 0,
      createdAt: new Date(at),
    })
    .returning();
  if (!order) throw new Error('order not created');
  for (const line of options.lines ?? []) {
    await ctx.database.db.insert(orderItems).values({
      tenantId,
      orderId: order.id,
      productId: line.productId,
      productName: line.name,
      productSku: `SKU-${line.name}`,
      quantity: line.quantity,
      unitPriceCents: Math.round(line.totalCents / line.quantity),
      totalPriceCents: line.totalCents,
    });
  }
  return order;
}

const statistics = (tenantName: string, cookie?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/platform/shops/${tenantName}/dashboard/statistics`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/platform/shops/:tenantName/dashboard/statistics', () => {
  let shop: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  let owner: string;
  let otherOwner: string;
  let mug: { id: number };
  let lamp: { id: number };
  let vase: { id: number };
  let body: TShopStatistics;

  beforeAll(async () => {
    const db = ctx.database.db;
    shop = await createTenant(db);
    other = await createTenant(db);
    owner = await platformSessionCookie(db, (await createPlatformUser(db, { shopIds: [shop.id] })).id);
    otherOwner = await platformSessionCookie(db, (await createPlatformUser(db, { shopIds: [other.id] })).id);

    mug = await createProduct(db, shop.id, { name: 'Mok', stockQuantity: 3 });
    lamp = await createProduct(db, shop.id, { name: 'Lamp', stockQuantity: 0 });
    await createProduct(db, shop.id, { name: 'Bord', stockQuantity: 10 });
    await createProduct(db, shop.id, { name: 'Op maat', stockQuantity: 0, madeToOrder: true });
    vase = await createProduct(db, shop.id, { name: 'Vaas', stockQuantity: 1, isActive: false });
    await createProduct(db, other.id, { name: 'Elders', stockQuantity: 0 });

    const mugLine = (quantity: number): Line => ({
      productId: mug.id,
      name: 'Mok',
      quantity,
      totalCents: quantity * 500,
    });
    const lampLine = (quantity: number): Line => ({
      productId: lamp.id,
      name: 'Lamp',
      quantity,
      totalCents: quantity * 7500,
    });
    // Today (29 March, Dutch time): its first second, a paid order.
    await addOrder(shop.id, '2026-03-28T23:00:00Z', 'Pending', 'Paid', 10_000, { lines: [mugLine(5), lampLine(1)] });
    // The last second of 28 March, Dutch time.
    await addOrder(shop.id, '2026-03-28T22:59:59Z', 'Delivered', 'Paid', 2_000, {
      lines: [{ productId: null, name: 'Oud ding', quantity: 2, totalCents: 2_000 }],
    });
    // Late tonight: awaiting its bank transfer (an order, no revenue yet).
    await addOrder(shop.id, '2026-03-29T21:30:00Z', 'Pending', 'Pending', 5_000, { lines: [lampLine(1)] });
    // Cancelled today: neither an order nor revenue, nor its lines.
    await addOrder(shop.id, '2026-03-29T08:00:00Z', 'Cancelled', 'Cancelled', 7_000, { lines: [lampLine(10)] });
    // Partly refunded today.
    await addOrder(shop.id, '2026-03-29T09:00:00Z', 'Processing', 'Paid', 8_000, {
      refundedCents: 3_000,
      lines: [mugLine(3)],
    });
    // Fully refunded three days ago: an order without revenue.
    await addOrder(shop.id, '2026-03-26T12:00:00Z', 'Delivered', 'Refunded', 4_000, { refundedCents: 4_000 });
    // 23 March 00:30 CET: the first day of the last 7.
    await addOrder(shop.id, '2026-03-22T23:30:00Z', 'Shipped', 'Paid', 1_000);
    // 22 March: within 30 days, not 7.
    await addOrder(shop.id, '2026-03-22T11:00:00Z', 'Delivered', 'Paid', 1_500);
    // 28 February 00:10: the first day of the last 30.
    await addOrder(shop.id, '2026-02-27T23:10:00Z', 'Delivered', 'Paid', 700);
    // 27 February 23:50: one day too early.
    await addOrder(shop.id, '2026-02-27T22:50:00Z', 'Delivered', 'Paid', 900, { lines: [mugLine(100)] });
    // A card payment that failed and one that expired: not sales.
    await addOrder(shop.id, '2026-03-29T07:00:00Z', 'Pending', 'Failed', 3_000);
    await addOrder(shop.id, '2026-03-29T07:30:00Z', 'Cancelled', 'Expired', 3_000);
    // An old bank transfer still awaited.
    await addOrder(shop.id, '2026-01-10T10:00:00Z', 'Pending', 'Pending', 2_500);
    // Another shop's order today.
    await addOrder(other.id, '2026-03-29T09:00:00Z', 'Processing', 'Paid', 99_900);

    const visit = (tenantId: string, at: string, pageUrl: string, referrer: string | null) =>
      ctx.database.db.insert(analyticsEvents).values({ tenantId, pageUrl, referrer, createdAt: new Date(at) });
    await visit(shop.id, '2026-03-29T08:00:00Z', 'https://shop.example.nl/product/3?utm=x', 'https://www.google.com/q');
    await visit(shop.id, '2026-03-29T09:00:00Z', 'https://shop.example.nl/', null);
    await visit(
      shop.id,
      '2026-03-27T09:00:00Z',
      'https://shop.example.nl/product/3#reviews',
      'https://shop.example.nl/cart',
    );
    await visit(shop.id, '2026-03-19T09:00:00Z', '/category/2', 'https://WWW.Google.com/');
    await visit(shop.id, '2026-02-10T09:00:00Z', 'https://shop.example.nl/oud', 'https://old.example/');
    await visit(other.id, '2026-03-29T09:00:00Z', 'https://elders.example.nl/', 'https://elders.example/');

    const response = await statistics(shop.name, owner);
    expect(response.statusCode, response.body).toBe(200);
    body = response.json() as TShopStatistics;
  });

  it('counts orders and revenue for today, 7 and 30 days by Dutch calendar days', () => {
    expect(body).toMatchObject({ timeZone: 'Europe/Amsterdam', today: '2026-03-29', generatedAt: NOW.toISOString() });
    expect(body.periods).toEqual({
      today: { orders: 3, revenueCents: 15_000 },
      last7Days: { orders: 6, revenueCents: 18_000 },
      last30Days: { orders: 8, revenueCents: 20_200 },
    });
  });

  it('gives every one of the 30 days for the chart, oldest first, zeros included', () => {
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]).toEqual({ date: '2026-02-28', orders: 1, revenueCents: 700 });
    expect(body.daily.at(-1)).toEqual({ date: '2026-03-29', orders: 3, revenueCents: 15_000 });
    expect(body.daily.find((day) => day.date === '2026-03-28')).toEqual({
      date: '2026-03-28',
      orders: 1,
      revenueCents: 2_000,
    });
    expect(body.daily.find((day) => day.date === '2026-03-26')).toEqual({
      date: '2026-03-26',
      orders: 1,
      revenueCents: 0,
    });
    expect(body.daily.find((day) => day.date === '2026-03-01')).toEqual({
      date: '2026-03-01',
      orders: 0,
      revenueCents: 0,
    });
    expect(new Set(body.daily.map((day) => day.date)).size).toBe(30);
  });

  it('counts the orders waiting to be handled, whenever placed', () => {
    expect(body.waiting).toEqual({ awaitingPayment: 2, toProcess: 1, toShip: 1 });
  });

  it('lists kept-stock products that are low or out, emptiest first, made-to-order left out', () => {
    expect(body.stock.low).toBe(2);
    expect(body.stock.out).toBe(1);
    expect(body.stock.products.map((product) => [product.name, product.stockQuantity, product.isActive])).toEqual([
      ['Lamp', 0, true],
      ['Vaas', 1, false],
      ['Mok', 3, true],
    ]);
    expect(body.stock.products[1]?.id).toBe(vase.id);
  });

  it('counts consented visits with the pages landed on and the sites that sent them', () => {
    expect(body.visits).toEqual({
      last7Days: 3,
      last30Days: 4,
      topPages: [
        { path: '/product/3', visits: 2 },
        { path: '/', visits: 1 },
        { path: '/category/2', visits: 1 },
      ],
      topReferrers: [{ host: 'www.google.com', visits: 2 }],
      direct: 2,
    });
  });

  it('ranks the best sellers of 30 days by units and by revenue, over sales only', () => {
    expect(body.topProducts.byQuantity).toEqual([
      { productId: mug.id, name: 'Mok', quantity: 8, revenueCents: 4_000 },
      { productId: lamp.id, name: 'Lamp', quantity: 2, revenueCents: 15_000 },
      { productId: null, name: 'Oud ding', quantity: 2, revenueCents: 2_000 },
    ]);
    expect(body.topProducts.byRevenue.map((product) => product.name)).toEqual(['Lamp', 'Mok', 'Oud ding']);
  });

  it('follows an order leaving and re-entering the sales in the best sellers', async () => {
    const refreshed = async () =>
      ((await statistics(shop.name, owner)).json() as TShopStatistics).topProducts.byQuantity.map((product) => [
        product.name,
        product.quantity,
      ]);
    const setStatus = (totalCents: string, status: string, paymentStatus: string) =>
      ctx.database.pool.query(
        `update orders set status = $3, payment_status = $4
         where tenant_id = $1 and order_number = (select order_number from orders where tenant_id = $1 and total_amount_cents = $2)`,
        [shop.id, totalCents, status, paymentStatus],
      );
    // The partly refunded order of today (3 mugs) is cancelled, then its payment reopened.
    await setStatus('8000', 'Cancelled', 'Paid');
    expect(await refreshed()).toEqual([
      ['Mok', 5],
      ['Lamp', 2],
      ['Oud ding', 2],
    ]);
    await setStatus('8000', 'Processing', 'Paid');
    expect(await refreshed()).toEqual([
      ['Mok', 8],
      ['Lamp', 2],
      ['Oud ding', 2],
    ]);
    // The cancelled order's 10 lamps count once it would count as a sale (a late payment).
    await setStatus('7000', 'Pending', 'Paid');
    expect((await refreshed())[0]).toEqual(['Lamp', 12]);
    await setStatus('7000', 'Cancelled', 'Cancelled');
    expect((await refreshed())[0]).toEqual(['Mok', 8]);
  });

  it('gives a new shop zeros and empty lists', async () => {
    const fresh = await createTenant(ctx.database.db);
    const cookie = await platformSessionCookie(
      ctx.database.db,
      (await createPlatformUser(ctx.database.db, { shopIds: [fresh.id] })).id,
    );
    const response = await statistics(fresh.name, cookie);
    expect(response.statusCode).toBe(200);
    const empty = response.json() as TShopStatistics;
    expect(empty.periods.last30Days).toEqual({ orders: 0, revenueCents: 0 });
    expect(empty.daily.every((day) => day.orders === 0 && day.revenueCents === 0)).toBe(true);
    expect(empty.waiting).toEqual({ awaitingPayment: 0, toProcess: 0, toShip: 0 });
    expect(empty.stock).toEqual({ low: 0, out: 0, products: [] });
    expect(empty.visits).toEqual({ last7Days: 0, last30Days: 0, topPages: [], topReferrers: [], direct: 0 });
    expect(empty.topProducts).toEqual({ byQuantity: [], byRevenue: [] });
  });

  it("answers 404 for another owner's shop and for a shop that does not exist", async () => {
    const foreign = await statistics(shop.name, otherOwner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Mok');
    expect((await statistics('bestaat-niet', owner)).statusCode).toBe(404);
  });

  it('lets staff and the platform Admin open it, and asks a visitor to log in', async () => {
    const db = ctx.database.db;
    const staffUser = await createPlatformUser(db);
    await db.insert(platformUserTenants).values({ tenantId: shop.id, userId: staffUser.id, role: 'Staff' });
    const staff = await statistics(shop.name, await platformSessionCookie(db, staffUser.id));
    expect(staff.statusCode).toBe(200);
    expect((staff.json() as TShopStatistics).periods.today).toEqual({ orders: 3, revenueCents: 15_000 });

    const admin = await createPlatformUser(db, { role: 'Admin' });
    expect((await statistics(shop.name, await platformSessionCookie(db, admin.id))).statusCode).toBe(200);
    expect((await statistics(shop.name)).statusCode).toBe(401);
  });

  it('answers 400 for a malformed shop name', async () => {
    expect((await statistics('Niet_Geldig', owner)).statusCode).toBe(400);
  });
});
