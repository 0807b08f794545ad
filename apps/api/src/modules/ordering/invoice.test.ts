import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '#src/modules/invoices/invoices.ts';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { markPaidByBankTransfer, processOrder, shipOrder } from './back-office.ts';
import { issueInvoice } from './invoice.ts';
import { lockOrder } from './order-queries.ts';
import { markOrderPaidByProvider, recordDemoOutcome } from './payment.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

type Shop = Awaited<ReturnType<typeof createCheckoutShop>>;

async function newShop(legal = true) {
  const shop = await createCheckoutShop(ctx.database.db, {
    displayName: 'Kaarsenwinkel',
    contactEmail: 'winkel@example.com',
    ...(legal
      ? {
          legalName: 'Kaarsen & Co B.V.',
          legalAddress: 'Markt 3',
          legalPostalCode: '5611 AA',
          legalCity: 'Eindhoven',
          legalCountry: 'Nederland',
          kvkNumber: '12345678',
          vatNumber: 'NL123456789B01',
        }
      : {}),
  });
  const product = await createProduct(ctx.database.db, shop.tenant.id, {
    name: 'Bijenwaskaars',
    sku: 'BK-1',
    priceCents: 1550,
    stockQuantity: 500,
    weightGrams: 600,
  });
  return { ...shop, product };
}

async function placeOrder(
  shop: Shop & { product: { id: number } },
  options: { payment?: 'Stripe' | 'BankTransfer'; language?: 'nl' | 'en' } = {},
) {
  const sessionId = newSessionId();
  await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/${sessionId}/${shop.tenant.id}/items`,
    payload: { productId: shop.product.id, quantity: 2 },
  });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${shop.tenant.id}/place-order`,
    payload: checkoutForm({
      shippingMethodId: shop.parcel.id,
      paymentMethod: options.payment ?? 'BankTransfer',
      language: options.language ?? 'nl',
      billingAddress: 'Postbus 9',
      billingCity: 'Utrecht',
      billingPostalCode: '3500 AA',
    }),
    headers: { host: `${shop.tenant.name}.localhost` },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { orderNumber } = placed.json() as { orderNumber: string };
  const [row] = await query<{ id: number }>('select id from orders where tenant_id = $1 and order_number = $2', [
    shop.tenant.id,
    orderNumber,
  ]);
  return { orderNumber, orderId: row?.id as number };
}

const invoiceNumbers = async (tenantId: string) =>
  (await query<{ number: number }>('select number from invoices where tenant_id = $1 order by number', [tenantId])).map(
    (row) => row.number,
  );

const counterOf = async (tenantId: string) =>
  (
    await query<{ last: number }>('select last_number as last from invoice_counters where tenant_id = $1', [tenantId])
  )[0]?.last;

type OutboxFile = { filename: string; contentType: string; contentBase64: string };
const mailsOf = (tenantId: string, kind: string) =>
  query<{ subject: string; text: string; attachments: { files: OutboxFile[] } }>(
    'select subject, text, attachments from email_outbox where tenant_id = $1 and kind = $2 order by id',
    [tenantId, kind],
  );

describe('issuing invoices', () => {
  it('issues one invoice when a bank transfer is marked paid, with the seller, buyer, lines and VAT as they are then', async () => {
    const shop = await newShop();
    const { orderId, orderNumber } = await placeOrder(shop);
    await markPaidByBankTransfer(ctx.database.db, shop.tenant.id, orderId);

    const [invoice] = await query<{ number: number; snapshot: Record<string, unknown>; order_id: number }>(
      'select number, snapshot, order_id from invoices where tenant_id = $1',
      [shop.tenant.id],
    );
    expect(invoice?.number).toBe(1);
    expect(invoice?.order_id).toBe(orderId);
    expect(invoice?.snapshot).toMatchObject({
      displayNumber: 'F-000001',
      orderNumber,
      language: 'nl',
      seller: {
        legalName: 'Kaarsen & Co B.V.',
        address: 'Markt 3',
        kvkNumber: '12345678',
        vatNumber: 'NL123456789B01',
        email: 'winkel@example.com',
      },
      buyer: { name: 'Jan Jansen', address: 'Postbus 9', postalCode: '3500 AA', city: 'Utrecht' },
      lines: [{ productName: 'Bijenwaskaars', quantity: 2, unitPriceCents: 1550, totalPriceCents: 3100 }],
      subTotalCents: 3100,
      shippingCostCents: 695,
      totalAmountCents: 3795,
      taxAmountCents: 659,
      vatRatePercent: 21,
    });
    expect((invoice?.snapshot as { paidAt?: string | null } | undefined)?.paidAt).toEqual(expect.any(String));

    // Shipping afterwards issues nothing new; a later change of the shop leaves the invoice as it was.
    await ctx.database.pool.query("update tenants set legal_name = 'Andere Naam' where id = $1", [shop.tenant.id]);
    await processOrder(ctx.database.db, shop.tenant.id, orderId);
    await shipOrder(ctx.database.db, shop.tenant.id, orderId, { carrier: 'PostNL', trackingNumber: '3S123' });
    expect(await invoiceNumbers(shop.tenant.id)).toEqual([1]);
    const [again] = await query<{ snapshot: { seller: { legalName: string } } }>(
      'select snapshot from invoices where tenant_id = $1',
      [shop.tenant.id],
    );
    expect(again?.snapshot.seller.legalName).toBe('Kaarsen & Co B.V.');
  });

  it('attaches the invoice PDF to the paid e-mail, and not to the shipped one that follows', async () => {
    const shop = await newShop();
    const { orderId, orderNumber } = await placeOrder(shop);
    await markPaidByBankTransfer(ctx.database.db, shop.tenant.id, orderId);
    await processOrder(ctx.database.db, shop.tenant.id, orderId);
    await shipOrder(ctx.database.db, shop.tenant.id, orderId, { carrier: 'PostNL', trackingNumber: '3S123' });

    const [paid] = await mailsOf(shop.tenant.id, 'order-payment-received');
    expect(paid?.attachments.files).toHaveLength(1);
    const file = paid?.attachments.files[0] as OutboxFile;
    expect(file).toMatchObject({ filename: 'factuur-F-000001.pdf', contentType: 'application/pdf' });
    const pdf = Buffer.from(file.contentBase64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Factuur',
      'F-000001',
      orderNumber,
      'Kaarsen & Co B.V.',
      'KvK-nummer: 12345678',
      'Btw-nummer: NL123456789B01',
      'Jan Jansen',
      'Bijenwaskaars',
      'waarvan 21 % btw',
      '€ 6,59',
      '€ 37,95',
    ]) {
      expect(text).toContain(expected);
    }
    expect(paid?.text).toContain('F-000001');

    const [shipped] = await mailsOf(shop.tenant.id, 'order-shipped');
    expect(shipped?.attachments.files).toEqual([]);
  });

  it('issues the invoice at shipping when an unpaid order ships first, in English for an English order', async () => {
    const shop = await newShop();
    const { orderId } = await placeOrder(shop, { language: 'en' });
    await processOrder(ctx.database.db, shop.tenant.id, orderId);
    await shipOrder(ctx.database.db, shop.tenant.id, orderId, { carrier: 'DHL', trackingNumber: 'JVGL1' });
    const [shipped] = await mailsOf(shop.tenant.id, 'order-shipped');
    const file = shipped?.attachments.files[0] as OutboxFile;
    expect(file.filename).toBe('invoice-F-000001.pdf');
    const text = pdfText(Buffer.from(file.contentBase64, 'base64'));
    expect(text).toContain('Invoice');
    expect(text).toContain('of which 21 % VAT');
    expect(text).not.toContain('Paid on');

    // Paid later: no second invoice, and the paid mail carries none.
    await markPaidByBankTransfer(ctx.database.db, shop.tenant.id, orderId);
    expect(await invoiceNumbers(shop.tenant.id)).toEqual([1]);
    const [paid] = await mailsOf(shop.tenant.id, 'order-payment-received');
    expect(paid?.attachments.files).toEqual([]);
  });

  it('issues the invoice with a card payment the provider reports, once, and mails it', async () => {
    const shop = await newShop();
    const { orderNumber } = await placeOrder(shop, { payment: 'Stripe' });
    const log: string[] = [];
    expect(
      await markOrderPaidByProvider(ctx.database.db, shop.tenant.id, orderNumber, 'cs_1', (m) => log.push(m)),
    ).toBe(true);
    expect(
      await markOrderPaidByProvider(ctx.database.db, shop.tenant.id, orderNumber, 'cs_1', (m) => log.push(m)),
    ).toBe(false);
    expect(await invoiceNumbers(shop.tenant.id)).toEqual([1]);
    const paid = await mailsOf(shop.tenant.id, 'order-payment-received');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.attachments.files[0]?.filename).toBe('factuur-F-000001.pdf');
  });

  it('issues the invoice when the demo provider is paid', async () => {
    const shop = await newShop();
    const { orderNumber } = await placeOrder(shop, { payment: 'Stripe' });
    await recordDemoOutcome(ctx.database.db, shop.tenant.id, orderNumber, 'pay', 'ideal');
    expect(await invoiceNumbers(shop.tenant.id)).toEqual([1]);
    expect((await mailsOf(shop.tenant.id, 'order-payment-received'))[0]?.attachments.files).toHaveLength(1);
  });

  it('does not invoice a cancelled order that is paid late', async () => {
    const shop = await newShop();
    const { orderId, orderNumber } = await placeOrder(shop, { payment: 'Stripe' });
    await ctx.database.pool.query(
      "update orders set status = 'Cancelled', payment_status = 'Expired', cancelled_at = now() where tenant_id = $1 and id = $2",
      [shop.tenant.id, orderId],
    );
    const log: string[] = [];
    expect(
      await markOrderPaidByProvider(ctx.database.db, shop.tenant.id, orderNumber, 'cs_2', (m) => log.push(m)),
    ).toBe(true);
    expect(log.join()).toContain('refund needed');
    expect(await invoiceNumbers(shop.tenant.id)).toEqual([]);
  });

  it('numbers concurrent invoices of one shop 1..N without gaps or doubles, each shop on its own', async () => {
    const shop = await newShop();
    const other = await newShop(false);
    const orders = [];
    for (let index = 0; index < 8; index += 1) orders.push(await placeOrder(shop));
    const otherOrder = await placeOrder(other);
    for (const { orderId } of orders.slice(0, 4)) await processOrder(ctx.database.db, shop.tenant.id, orderId);
    // Paid and shipped at once for the same orders: each order still gets exactly one invoice.
    await Promise.all([
      ...orders.map(({ orderId }) => markPaidByBankTransfer(ctx.database.db, shop.tenant.id, orderId)),
      ...orders
        .slice(0, 4)
        .map(({ orderId }) =>
          shipOrder(ctx.database.db, shop.tenant.id, orderId, { carrier: 'PostNL', trackingNumber: `3S${orderId}` }),
        ),
      markPaidByBankTransfer(ctx.database.db, other.tenant.id, otherOrder.orderId),
    ]);
    expect(await invoiceNumbers(shop.tenant.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await counterOf(shop.tenant.id)).toBe(8);
    const perOrder = await query<{ count: number }>(
      'select count(*)::int as count from invoices where tenant_id = $1 group by order_id',
      [shop.tenant.id],
    );
    expect(perOrder.map((row) => row.count)).toEqual(Array(8).fill(1));
    expect(await invoiceNumbers(other.tenant.id)).toEqual([1]);
  });

  it('takes no number in a transaction that fails: the next invoice gets it', async () => {
    const shop = await newShop();
    const first = await placeOrder(shop);
    const second = await placeOrder(shop);
    await markPaidByBankTransfer(ctx.database.db, shop.tenant.id, first.orderId);

    await expect(
      ctx.database.db.transaction(async (tx) => {
        const order = await lockOrder(tx, shop.tenant.id, second.orderId);
        if (!order) throw new Error('no order');
        const issued = await issueInvoice(tx, order);
        expect(issued?.number).toBe(2);
        throw new Error('the step after issuing failed');
      }),
    ).rejects.toThrow('the step after issuing failed');
    expect(await invoiceNumbers(shop.tenant.id)).toEqual([1]);
    expect(await counterOf(shop.tenant.id)).toBe(1);

    // A refused step (a cancelled order cannot be paid) takes no number either.
    const third = await placeOrder(shop);
    await ctx.database.pool.query(
      "update orders set status = 'Cancelled', cancelled_at = now() where tenant_id = $1 and id = $2",
      [shop.tenant.id, third.orderId],
    );
    await expect(markPaidByBankTransfer(ctx.database.db, shop.tenant.id, third.orderId)).rejects.toMatchObject({
      statusCode: 409,
    });

    await markPaidByBankTransfer(ctx.database.db, shop.tenant.id, second.orderId);
    expect(await invoiceNumbers(shop.tenant.id)).toEqual([1, 2]);
  });
});
