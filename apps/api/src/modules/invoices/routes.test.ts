import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { pdfText } from './pdf-text.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000' };

async function shopWithOrder(options: { language?: 'nl' | 'en' } = {}) {
  const { db } = ctx.database;
  const shop = await createCheckoutShop(db, {
    displayName: 'Kaarsenwinkel',
    legalName: 'Kaarsen & Co B.V.',
    legalAddress: 'Markt 3',
    legalPostalCode: '5611 AA',
    legalCity: 'Eindhoven',
    kvkNumber: '12345678',
    vatNumber: 'NL123456789B01',
  });
  const product = await createProduct(db, shop.tenant.id, {
    name: 'Bijenwaskaars',
    stockQuantity: 20,
    weightGrams: 600,
  });
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
      paymentMethod: 'BankTransfer',
      language: options.language ?? 'nl',
      notes: 'Graag in een doosje',
    }),
    headers: { host: `${shop.tenant.name}.localhost` },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { orderNumber } = placed.json() as { orderNumber: string };
  const owner = await createPlatformUser(db, { shopIds: [shop.tenant.id] });
  const staff = await createPlatformUser(db, { shopIds: [shop.tenant.id], shopRole: 'Staff' });
  return {
    tenant: shop.tenant,
    orderNumber,
    owner: await platformSessionCookie(db, owner.id),
    staff: await platformSessionCookie(db, staff.id),
  };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...sameOrigin, ...headers } });

const markPaid = async (tenantName: string, orderNumber: string, cookie: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/platform/shops/${tenantName}/orders/${orderNumber}/mark-paid`,
    headers: { ...sameOrigin, cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { invoiceNumber: string | null; timeline: { kind: string; detail: string | null }[] };
};

const backOffice = (tenantName: string, orderNumber: string, file: string) =>
  `/api/platform/shops/${tenantName}/orders/${orderNumber}/${file}`;

const asPdf = (body: string | Buffer) => (Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'));

describe('invoice and packing slip in the back office', () => {
  it('answers 404 invoice_not_issued before payment, then the invoice once the order is marked paid', async () => {
    const { tenant, orderNumber, owner } = await shopWithOrder();
    const before = await get(backOffice(tenant.name, orderNumber, 'invoice.pdf'), { cookie: owner });
    expect(before.statusCode).toBe(404);
    expect(before.json().error).toBe('invoice_not_issued');
    const detailBefore = await get(`/api/platform/shops/${tenant.name}/orders/${orderNumber}`, { cookie: owner });
    expect(detailBefore.json().invoiceNumber).toBeNull();

    const paid = await markPaid(tenant.name, orderNumber, owner);
    expect(paid.invoiceNumber).toBe('F-000001');
    expect(paid.timeline).toContainEqual(expect.objectContaining({ kind: 'invoiced', detail: 'F-000001' }));

    const response = await get(backOffice(tenant.name, orderNumber, 'invoice.pdf'), { cookie: owner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="factuur-F-000001.pdf"');
    expect(response.headers['cache-control']).toContain('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of ['Factuur', 'F-000001', orderNumber, 'Kaarsen & Co B.V.', 'Btw-nummer: NL123456789B01']) {
      expect(text).toContain(expected);
    }
  });

  it('lets staff download the invoice and the packing slip; the slip has no prices', async () => {
    const { tenant, orderNumber, owner, staff } = await shopWithOrder();
    await markPaid(tenant.name, orderNumber, owner);
    const invoice = await get(backOffice(tenant.name, orderNumber, 'invoice.pdf'), { cookie: staff });
    expect(invoice.statusCode).toBe(200);
    const slip = await get(backOffice(tenant.name, orderNumber, 'packing-slip.pdf'), { cookie: staff });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-disposition']).toBe(`attachment; filename="pakbon-${orderNumber}.pdf"`);
    const text = pdfText(asPdf(slip.rawPayload));
    for (const expected of [
      'Pakbon',
      orderNumber,
      'Jan Jansen',
      'Kerkstraat 1',
      '2 ×',
      'Bijenwaskaars',
      'Graag in een doosje',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('€');
  });

  it('gives the packing slip before the order is paid, in the order language', async () => {
    const { tenant, orderNumber, owner } = await shopWithOrder({ language: 'en' });
    const slip = await get(backOffice(tenant.name, orderNumber, 'packing-slip.pdf'), { cookie: owner });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-disposition']).toBe(`attachment; filename="packing-slip-${orderNumber}.pdf"`);
    expect(pdfText(slip.rawPayload)).toContain('Packing slip');
  });

  it("answers 404 for another owner's shop, 404 for an unknown order and 401 without a session", async () => {
    const shopA = await shopWithOrder();
    const shopB = await shopWithOrder();
    await markPaid(shopB.tenant.name, shopB.orderNumber, shopB.owner);
    for (const file of ['invoice.pdf', 'packing-slip.pdf']) {
      const foreign = await get(backOffice(shopB.tenant.name, shopB.orderNumber, file), { cookie: shopA.owner });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.headers['content-type']).toContain('application/json');
      // Shop A's own address with shop B's order number: not shop A's order.
      const crossed = await get(backOffice(shopA.tenant.name, shopB.orderNumber, file), { cookie: shopA.owner });
      expect(crossed.statusCode).toBe(404);
      expect(crossed.json().error).toBe('not_found');
      const unknown = await get(backOffice(shopA.tenant.name, 'WW-0000-0000-0000-00', file), { cookie: shopA.owner });
      expect(unknown.statusCode).toBe(404);
      expect((await get(backOffice(shopA.tenant.name, shopA.orderNumber, file))).statusCode).toBe(401);
    }
  });
});

describe('an invoice on request', () => {
  const post = (tenantName: string, orderNumber: string, cookie: string) =>
    ctx.app.inject({
      method: 'POST',
      url: backOffice(tenantName, orderNumber, 'invoice'),
      headers: { ...sameOrigin, cookie },
    });

  it('issues the invoice of an order paid before invoices existed, once; refuses an unpaid order', async () => {
    const { tenant, orderNumber, owner, staff } = await shopWithOrder();
    const refused = await post(tenant.name, orderNumber, staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('invoice_not_due');

    // Paid without the ordering core's step, as orders paid before invoicing existed were.
    await ctx.database.pool.query(
      "update orders set payment_status = 'Paid', paid_at = now() where tenant_id = $1 and order_number = $2",
      [tenant.id, orderNumber],
    );
    expect((await get(backOffice(tenant.name, orderNumber, 'invoice.pdf'), { cookie: owner })).statusCode).toBe(404);
    const issued = await post(tenant.name, orderNumber, staff);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toEqual({ invoiceNumber: 'F-000001' });
    expect((await post(tenant.name, orderNumber, owner)).json()).toEqual({ invoiceNumber: 'F-000001' });
    const pdf = await get(backOffice(tenant.name, orderNumber, 'invoice.pdf'), { cookie: owner });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('F-000001');
    const count = await ctx.database.pool.query('select count(*)::int as n from invoices where tenant_id = $1', [
      tenant.id,
    ]);
    expect(count.rows[0].n).toBe(1);
  });

  it("answers 404 for another owner's shop and issues nothing there", async () => {
    const shopA = await shopWithOrder();
    const shopB = await shopWithOrder();
    await ctx.database.pool.query(
      "update orders set payment_status = 'Paid', paid_at = now() where tenant_id = $1 and order_number = $2",
      [shopB.tenant.id, shopB.orderNumber],
    );
    expect((await post(shopB.tenant.name, shopB.orderNumber, shopA.owner)).statusCode).toBe(404);
    expect((await post(shopA.tenant.name, shopB.orderNumber, shopA.owner)).statusCode).toBe(404);
    const count = await ctx.database.pool.query('select count(*)::int as n from invoices where tenant_id = $1', [
      shopB.tenant.id,
    ]);
    expect(count.rows[0].n).toBe(0);
  });
});

describe('invoice for the shopper', () => {
  it('answers the invoice on the shop host by the order number, 404 before it is issued and for another shop', async () => {
    const { tenant, orderNumber, owner } = await shopWithOrder({ language: 'en' });
    const other = await shopWithOrder();
    const host = { host: `${tenant.name}.localhost` };
    const url = `/api/orders/${orderNumber}/invoice.pdf`;

    const early = await get(url, host);
    expect(early.statusCode).toBe(404);
    expect(early.json().error).toBe('invoice_not_issued');
    expect((await get(`/api/orders/${orderNumber}`, host)).json().invoiceNumber).toBeNull();

    await markPaid(tenant.name, orderNumber, owner);
    const response = await get(url, host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="invoice-F-000001.pdf"');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(pdfText(response.rawPayload)).toContain('Invoice');
    // The order page learns there is one; lower case and spaces around the number are forgiven.
    expect((await get(`/api/orders/${orderNumber}`, host)).json().invoiceNumber).toBe('F-000001');
    expect((await get(`/api/orders/${orderNumber.toLowerCase()}/invoice.pdf`, host)).statusCode).toBe(200);

    // The same number on another shop's host, a wrong number, a malformed one: 404.
    expect((await get(url, { host: `${other.tenant.name}.localhost` })).statusCode).toBe(404);
    const wrong = await get('/api/orders/WW-0000-0000-0000-00/invoice.pdf', host);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe('not_found');
    expect((await get('/api/orders/not-a-number/invoice.pdf', host)).statusCode).toBe(404);
  });
});
