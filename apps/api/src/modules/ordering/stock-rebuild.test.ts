import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutForm,
  createCheckoutShop,
  createCustomerWithToken,
  createProduct,
  newSessionId,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { cancelOrderByShop, markPaidByBankTransfer } from './back-office.ts';
import { releaseExpiredPayments } from './cancel.ts';
import { stockFromMovements } from './stock.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

type Shop = Awaited<ReturnType<typeof createCheckoutShop>>;

async function placeOrder(
  shop: Shop,
  items: { productId: number; quantity: number }[],
  options: { payment: 'Stripe' | 'BankTransfer'; token?: string },
) {
  const sessionId = newSessionId();
  for (const item of items) {
    await ctx.app.inject({ method: 'POST', url: `/api/cart/${sessionId}/${shop.tenant.id}/items`, payload: item });
  }
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${shop.tenant.id}/place-order`,
    payload: checkoutForm({ shippingMethodId: shop.parcel.id, paymentMethod: options.payment }),
    headers: {
      host: `${shop.tenant.name}.localhost`,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  if (placed.statusCode !== 201) return null;
  const { orderNumber } = placed.json() as { orderNumber: string };
  const [row] = await query<{ id: number }>('select id from orders where tenant_id = $1 and order_number = $2', [
    shop.tenant.id,
    orderNumber,
  ]);
  return { sessionId, orderNumber, id: row?.id as number };
}

/** Each product of the shop: [its stock_quantity, the sum of its movements]. */
async function stockAndRebuild(tenantId: string): Promise<[number, number][]> {
  const rows = await query<{ id: number; stock: number }>(
    'select id, stock_quantity as stock from products where tenant_id = $1 order by id',
    [tenantId],
  );
  const rebuilt = await stockFromMovements(ctx.database.db, tenantId);
  return rows.map((row) => [row.stock, rebuilt.get(row.id) ?? 0]);
}

describe('stock rebuilt from its movements', () => {
  it('adds up to products.stock after orders, customer and shop cancels, expiries and cart restores running together', async () => {
    const shop = await createCheckoutShop(ctx.database.db);
    const { token } = await createCustomerWithToken(ctx.database.db, shop.tenant.id);
    const scarce = await createProduct(ctx.database.db, shop.tenant.id, { stockQuantity: 4, weightGrams: 300 });
    const plenty = await createProduct(ctx.database.db, shop.tenant.id, { stockQuantity: 30, weightGrams: 300 });
    const custom = await createProduct(ctx.database.db, shop.tenant.id, {
      stockQuantity: 0,
      madeToOrder: true,
      weightGrams: 300,
    });

    const placed = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        placeOrder(
          shop,
          [
            { productId: index % 2 === 0 ? scarce.id : plenty.id, quantity: 1 + (index % 3) },
            { productId: plenty.id, quantity: 1 },
            ...(index % 4 === 0 ? [{ productId: custom.id, quantity: 1 }] : []),
          ],
          { payment: index % 3 === 0 ? 'BankTransfer' : 'Stripe', token: index % 2 === 1 ? token : undefined },
        ),
      ),
    );
    const orders = placed.flatMap((order, index) => (order ? [{ ...order, index }] : []));
    // Some orders wanted more of the scarce product than there was: those were refused, not oversold.
    expect(orders.length).toBeGreaterThan(8);
    expect(orders.length).toBeLessThan(16);

    const customerCancels = orders.filter((order) => order.index % 2 === 1 && order.index % 5 === 1);
    const restores = orders.filter((order) => order.index % 3 !== 0 && order.index % 5 === 2);
    const expiries = orders.filter((order) => order.index % 3 !== 0 && order.index % 5 === 3);
    const shopCancels = orders.filter((order) => order.index % 5 === 0 || order.index % 5 === 4);
    for (const order of shopCancels.filter((candidate) => candidate.index % 3 === 0)) {
      await markPaidByBankTransfer(ctx.database.db, shop.tenant.id, order.id);
    }
    await query(
      "update orders set payment_expires_at = now() - interval '1 minute' where tenant_id = $1 and order_number = any($2)",
      [shop.tenant.id, expiries.map((order) => order.orderNumber)],
    );
    const outcomes = await Promise.all([
      ...customerCancels.map((order) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/orders/customer/${order.id}/cancel`,
          headers: { 'x-tenant-id': shop.tenant.id, authorization: `Bearer ${token}` },
        }),
      ),
      ...restores.map((order) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/cart/${order.sessionId}/${shop.tenant.id}/restore/${order.orderNumber}`,
        }),
      ),
      releaseExpiredPayments(ctx.database.db),
      ...shopCancels.map((order) => cancelOrderByShop(ctx.database.db, shop.tenant.id, order.id)),
      // a cancel that repeats must not give the stock back twice
      ...customerCancels.map((order) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/orders/customer/${order.id}/cancel`,
          headers: { 'x-tenant-id': shop.tenant.id, authorization: `Bearer ${token}` },
        }),
      ),
    ]);
    expect(outcomes.length).toBeGreaterThan(3);

    const cancelled = await query<{ count: number }>(
      "select count(*)::int as count from orders where tenant_id = $1 and status = 'Cancelled'",
      [shop.tenant.id],
    );
    expect(cancelled[0]?.count).toBe(new Set([...customerCancels, ...restores, ...expiries, ...shopCancels]).size);

    const reasons = await query<{ reason: string }>(
      'select distinct reason from stock_movements where tenant_id = $1 order by reason',
      [shop.tenant.id],
    );
    expect(reasons.map((row) => row.reason)).toEqual(
      ['cart-restored', 'initial', 'order-cancelled', 'order-placed', 'payment-expired', 'shop-cancelled'].filter(
        (reason) =>
          reason === 'cart-restored'
            ? restores.length > 0
            : reason === 'payment-expired'
              ? expiries.length > 0
              : reason === 'shop-cancelled'
                ? shopCancels.length > 0
                : true,
      ),
    );
    const compared = await stockAndRebuild(shop.tenant.id);
    expect(compared).toHaveLength(3);
    for (const [stock, rebuilt] of compared) expect(rebuilt).toBe(stock);
  });

  it('names the order, the reason and who caused each movement of an order', async () => {
    const shop = await createCheckoutShop(ctx.database.db);
    const product = await createProduct(ctx.database.db, shop.tenant.id, { stockQuantity: 5, weightGrams: 300 });
    const order = await placeOrder(shop, [{ productId: product.id, quantity: 2 }], { payment: 'Stripe' });
    expect(order).not.toBeNull();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/cart/${order?.sessionId}/${shop.tenant.id}/restore/${order?.orderNumber}`,
    });
    const rows = await query<{ reason: string; delta: number; actor: string; order_id: number | null }>(
      'select reason, delta, actor, order_id from stock_movements where tenant_id = $1 and product_id = $2 order by id',
      [shop.tenant.id, product.id],
    );
    expect(rows).toEqual([
      { reason: 'initial', delta: 5, actor: 'seed', order_id: null },
      { reason: 'order-placed', delta: -2, actor: 'shopper', order_id: order?.id },
      { reason: 'cart-restored', delta: 2, actor: 'shopper', order_id: order?.id },
    ]);
  });

  it("keeps one shop's movements out of another's rebuild", async () => {
    const shopA = await createCheckoutShop(ctx.database.db);
    const shopB = await createCheckoutShop(ctx.database.db);
    const product = await createProduct(ctx.database.db, shopA.tenant.id, { stockQuantity: 3 });
    expect((await stockFromMovements(ctx.database.db, shopA.tenant.id)).get(product.id)).toBe(3);
    expect((await stockFromMovements(ctx.database.db, shopB.tenant.id)).size).toBe(0);
  });
});
