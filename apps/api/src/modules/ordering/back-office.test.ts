import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  cancelOrderByShop,
  deliverOrder,
  markPaidByBankTransfer,
  processOrder,
  refundOrder,
  shipOrder,
} from './back-office.ts';
import { stockFromMovements } from './stock.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

async function placedOrder(options: { payment?: 'Stripe' | 'BankTransfer'; language?: 'nl' | 'en' } = {}) {
  const shop = await createCheckoutShop(ctx.database.db);
  const product = await createProduct(ctx.database.db, shop.tenant.id, { stockQuantity: 5, weightGrams: 600 });
  const sessionId = newSessionId();
  await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/${sessionId}/${shop.tenant.id}/items`,
    payload: { productId: product.id, quantity: 2 },
  });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${shop.tenant.id}/place-order`,
    payload: checkoutForm({
      shippingMethodId: shop.parcel.id,
      paymentMethod: options.payment ?? 'BankTransfer',
      language: options.language ?? 'nl',
    }),
    headers: { host: `${shop.tenant.name}.localhost` },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { orderNumber } = placed.json() as { orderNumber: string };
  const [row] = await query<{ id: number; total: number }>(
    'select id, total_amount_cents as total from orders where tenant_id = $1 and order_number = $2',
    [shop.tenant.id, orderNumber],
  );
  return { tenantId: shop.tenant.id, productId: product.id, orderId: row?.id as number, total: row?.total as number };
}

const mails = (tenantId: string, kind: string) =>
  query<{ subject: string; text: string; html: string; to_address: string }>(
    'select subject, text, html, to_address from email_outbox where tenant_id = $1 and kind = $2 order by id',
    [tenantId, kind],
  );

const stockOf = async (tenantId: string, productId: number) =>
  (
    await query<{ stock: number }>('select stock_quantity as stock from products where tenant_id = $1 and id = $2', [
      tenantId,
      productId,
    ])
  )[0]?.stock;

const conflict = expect.objectContaining({ statusCode: 409 });

describe('back-office order operations', () => {
  it('takes a bank-transfer order from paid through processing, shipped with tracking, to delivered, mailing each step', async () => {
    const { tenantId, productId, orderId } = await placedOrder();
    const { db } = ctx.database;

    expect((await markPaidByBankTransfer(db, tenantId, orderId)).paymentStatus).toBe('Paid');
    expect((await processOrder(db, tenantId, orderId)).status).toBe('Processing');
    const shipped = await shipOrder(db, tenantId, orderId, {
      carrier: 'PostNL',
      trackingNumber: '3SABCD1234567',
      trackingUrl: 'https://jouw.postnl.nl/track/3SABCD1234567',
    });
    expect(shipped).toMatchObject({ status: 'Shipped', carrier: 'PostNL', trackingNumber: '3SABCD1234567' });
    expect(shipped.shippedAt).toBeInstanceOf(Date);
    const delivered = await deliverOrder(db, tenantId, orderId);
    expect(delivered.status).toBe('Delivered');
    expect(delivered.deliveredAt).toBeInstanceOf(Date);

    const [paymentReceived] = await mails(tenantId, 'order-payment-received');
    expect(paymentReceived?.subject).toMatch(/^Betaling ontvangen voor bestelling /);
    expect(paymentReceived?.to_address).toBe('koper@example.com');
    const [processing] = await mails(tenantId, 'order-processing');
    expect(processing?.subject).toMatch(/wordt klaargemaakt$/);
    expect(processing?.to_address).toBe('koper@example.com');
    const [shippedMail] = await mails(tenantId, 'order-shipped');
    expect(shippedMail?.subject).toMatch(/is verzonden$/);
    expect(shippedMail?.text).toContain('Track & trace-code: 3SABCD1234567');
    expect(shippedMail?.text).toContain('Vervoerder: PostNL');
    expect(shippedMail?.html).toContain('https://jouw.postnl.nl/track/3SABCD1234567');
    expect((await mails(tenantId, 'order-delivered'))[0]?.subject).toMatch(/is bezorgd$/);
    // the stock the order took stays taken
    expect(await stockOf(tenantId, productId)).toBe(3);

    await expect(cancelOrderByShop(db, tenantId, orderId)).rejects.toEqual(conflict);
    await expect(processOrder(db, tenantId, orderId)).rejects.toEqual(conflict);
  });

  it("writes the e-mails in the order's language", async () => {
    const { tenantId, orderId } = await placedOrder({ language: 'en' });
    const { db } = ctx.database;
    await processOrder(db, tenantId, orderId);
    await shipOrder(db, tenantId, orderId, { carrier: 'DHL', trackingNumber: 'JVGL0123' });
    await deliverOrder(db, tenantId, orderId);
    expect((await mails(tenantId, 'order-processing'))[0]?.subject).toMatch(/is being prepared$/);
    const [shipped] = await mails(tenantId, 'order-shipped');
    expect(shipped?.subject).toMatch(/has been shipped$/);
    expect(shipped?.text).toContain('Tracking number: JVGL0123');
    expect((await mails(tenantId, 'order-delivered'))[0]?.subject).toMatch(/has been delivered$/);
  });

  it('refuses moves the state machine does not allow and orders of another shop', async () => {
    const { tenantId, orderId } = await placedOrder();
    const card = await placedOrder({ payment: 'Stripe' });
    const { db } = ctx.database;
    await expect(shipOrder(db, tenantId, orderId, { carrier: 'PostNL', trackingNumber: 'X1' })).rejects.toEqual(
      conflict,
    );
    await expect(deliverOrder(db, tenantId, orderId)).rejects.toEqual(conflict);
    await expect(refundOrder(db, tenantId, orderId)).rejects.toEqual(conflict);
    await expect(markPaidByBankTransfer(db, card.tenantId, card.orderId)).rejects.toEqual(conflict);
    await expect(processOrder(db, card.tenantId, orderId)).rejects.toEqual(
      expect.objectContaining({ statusCode: 404 }),
    );
    await processOrder(db, tenantId, orderId);
    await expect(shipOrder(db, tenantId, orderId, { carrier: ' ', trackingNumber: '' })).rejects.toEqual(
      expect.objectContaining({ statusCode: 400 }),
    );
    const [row] = await query<{ status: string }>('select status from orders where tenant_id = $1 and id = $2', [
      tenantId,
      orderId,
    ]);
    expect(row?.status).toBe('Processing');
    expect(await mails(tenantId, 'order-shipped')).toEqual([]);
  });

  it('refunds a part (payment stays Paid), then the rest (Refunded), and nothing more', async () => {
    const { tenantId, orderId, total } = await placedOrder({ language: 'en' });
    const { db } = ctx.database;
    await markPaidByBankTransfer(db, tenantId, orderId);
    const partly = await refundOrder(db, tenantId, orderId, 500);
    expect(partly).toMatchObject({ paymentStatus: 'Paid', refundedAmountCents: 500 });
    await expect(refundOrder(db, tenantId, orderId, total)).rejects.toEqual(
      expect.objectContaining({ statusCode: 400 }),
    );
    const fully = await refundOrder(db, tenantId, orderId);
    expect(fully).toMatchObject({ paymentStatus: 'Refunded', refundedAmountCents: total });
    await expect(refundOrder(db, tenantId, orderId, 1)).rejects.toBeDefined();
    const refundMails = await mails(tenantId, 'order-refunded');
    expect(refundMails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Refund for your order/),
      expect.stringMatching(/^Refund for your order/),
    ]);
    expect(refundMails[0]?.text).toContain('€5.00');
    expect(refundMails[0]?.text).toContain('part of the amount');
  });

  it('cancels by the shop: stock back with a movement, a recorded payment refunded in full, one e-mail', async () => {
    const paid = await placedOrder();
    const unpaid = await placedOrder();
    const { db } = ctx.database;
    await markPaidByBankTransfer(db, paid.tenantId, paid.orderId);
    await processOrder(db, paid.tenantId, paid.orderId);

    const cancelledPaid = await cancelOrderByShop(db, paid.tenantId, paid.orderId);
    expect(cancelledPaid).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'Refunded',
      refundedAmountCents: paid.total,
    });
    expect(await stockOf(paid.tenantId, paid.productId)).toBe(5);
    const movements = await query<{ reason: string; actor: string; delta: number }>(
      "select reason, actor, delta from stock_movements where tenant_id = $1 and reason = 'shop-cancelled'",
      [paid.tenantId],
    );
    expect(movements).toEqual([{ reason: 'shop-cancelled', actor: 'shop', delta: 2 }]);
    expect((await stockFromMovements(db, paid.tenantId)).get(paid.productId)).toBe(5);
    const [mail] = await mails(paid.tenantId, 'order-cancelled-by-shop');
    expect(mail?.text).toContain('de winkel heeft uw bestelling');
    expect(mail?.text).toContain('terugbetaald');
    expect(await mails(paid.tenantId, 'order-cancelled')).toEqual([]);

    const cancelledUnpaid = await cancelOrderByShop(db, unpaid.tenantId, unpaid.orderId);
    expect(cancelledUnpaid).toMatchObject({ status: 'Cancelled', paymentStatus: 'Cancelled', refundedAmountCents: 0 });
    expect((await mails(unpaid.tenantId, 'order-cancelled-by-shop'))[0]?.text).not.toContain('terugbetaald');
    await expect(cancelOrderByShop(db, unpaid.tenantId, unpaid.orderId)).rejects.toEqual(conflict);
    expect(await stockOf(unpaid.tenantId, unpaid.productId)).toBe(5);
  });
});
