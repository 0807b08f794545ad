import { ZCart } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

async function cardOrder(payment: 'Stripe' | 'BankTransfer' = 'Stripe') {
  const shop = await createCheckoutShop(ctx.database.db);
  const product = await createProduct(ctx.database.db, shop.tenant.id, {
    name: 'Plaid',
    priceCents: 2500,
    stockQuantity: 5,
    weightGrams: 600,
  });
  const sessionId = newSessionId();
  const added = await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/${sessionId}/${shop.tenant.id}/items`,
    payload: { productId: product.id, quantity: 2 },
  });
  expect(added.statusCode).toBe(200);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${shop.tenant.id}/place-order`,
    payload: checkoutForm({ shippingMethodId: shop.parcel.id, paymentMethod: payment }),
    headers: { host: `${shop.tenant.name}.localhost` },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { orderNumber } = placed.json() as { orderNumber: string };
  return { shop, product, sessionId, orderNumber };
}

const restore = (tenantId: string, sessionId: string, orderNumber: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/cart/${sessionId}/${tenantId}/restore/${orderNumber}` });

async function orderState(tenantId: string, orderNumber: string) {
  const [row] = await query<{ status: string; payment_status: string }>(
    'select status, payment_status from orders where tenant_id = $1 and order_number = $2',
    [tenantId, orderNumber],
  );
  return row;
}

const stockOf = async (tenantId: string, productId: number) =>
  (
    await query<{ stock: number }>('select stock_quantity as stock from products where tenant_id = $1 and id = $2', [
      tenantId,
      productId,
    ])
  )[0]?.stock;

describe('POST /api/cart/:sessionId/:tenantId/restore/:orderNumber', () => {
  it('puts an unpaid card order back into the cart: order Cancelled, stock returned', async () => {
    const { shop, product, sessionId, orderNumber } = await cardOrder();
    expect(await stockOf(shop.tenant.id, product.id)).toBe(3);
    await query("update orders set payment_status = 'Failed' where tenant_id = $1 and order_number = $2", [
      shop.tenant.id,
      orderNumber,
    ]);

    const response = await restore(shop.tenant.id, sessionId, orderNumber);
    expect(response.statusCode, response.body).toBe(200);
    const cart = ZCart.parse(response.json());
    expect(cart.items.map((item) => [item.product.id, item.quantity])).toEqual([[product.id, 2]]);
    expect(await orderState(shop.tenant.id, orderNumber)).toEqual({ status: 'Cancelled', payment_status: 'Cancelled' });
    expect(await stockOf(shop.tenant.id, product.id)).toBe(5);

    // a second click changes nothing more
    expect((await restore(shop.tenant.id, sessionId, orderNumber)).statusCode).toBe(409);
    expect(await stockOf(shop.tenant.id, product.id)).toBe(5);
  });

  it('refuses a paid order (409) and another session or shop (404), leaving the order as it was', async () => {
    const { shop, sessionId, orderNumber } = await cardOrder();
    expect((await restore(shop.tenant.id, newSessionId(), orderNumber)).statusCode).toBe(404);
    const other = await createCheckoutShop(ctx.database.db);
    expect((await restore(other.tenant.id, sessionId, orderNumber)).statusCode).toBe(404);
    expect((await restore(shop.tenant.id, sessionId, 'WW-NOPE')).statusCode).toBe(404);
    await query(
      "update orders set payment_status = 'Paid', paid_at = now() where tenant_id = $1 and order_number = $2",
      [shop.tenant.id, orderNumber],
    );
    const paid = await restore(shop.tenant.id, sessionId, orderNumber);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe('payment_closed');
    expect(await orderState(shop.tenant.id, orderNumber)).toEqual({ status: 'Pending', payment_status: 'Paid' });
  });

  it('refuses a bank-transfer order (409): only card orders wait for an online payment', async () => {
    const { shop, sessionId, orderNumber } = await cardOrder('BankTransfer');
    expect((await restore(shop.tenant.id, sessionId, orderNumber)).statusCode).toBe(409);
    expect((await orderState(shop.tenant.id, orderNumber))?.status).toBe('Pending');
  });
});
