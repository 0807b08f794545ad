import type { TBackOfficeCustomer, TBackOfficeCustomerListPage, TCustomerExport } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutForm,
  createCheckoutShop,
  createCustomerWithToken,
  createProduct,
  newSessionId,
} from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_ACCOUNT: 100_000, RATE_LIMIT_SHOPPING: 100_000 });
});
afterAll(async () => {
  await ctx?.close();
});

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

type Shop = Awaited<ReturnType<typeof createCheckoutShop>> & { productId: number; owner: string; staff: string };

async function newShop(): Promise<Shop> {
  const { db } = ctx.database;
  const shop = await createCheckoutShop(db);
  const product = await createProduct(db, shop.tenant.id, { priceCents: 2500, stockQuantity: 50, weightGrams: 600 });
  const owner = await createPlatformUser(db, { shopIds: [shop.tenant.id] });
  const staff = await createPlatformUser(db);
  await query(`insert into platform_user_tenants (tenant_id, user_id, role) values ($1, $2, 'Staff')`, [
    shop.tenant.id,
    staff.id,
  ]);
  return {
    ...shop,
    productId: product.id,
    owner: await platformSessionCookie(db, owner.id),
    staff: await platformSessionCookie(db, staff.id),
  };
}

/** Places a bank-transfer order; signed in with `token` when given, else as a guest. */
async function placeOrder(shop: Shop, form: Record<string, unknown>, token?: string): Promise<string> {
  const sessionId = newSessionId();
  await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/${sessionId}/${shop.tenant.id}/items`,
    payload: { productId: shop.productId, quantity: 2 },
  });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${shop.tenant.id}/place-order`,
    payload: checkoutForm({ shippingMethodId: shop.parcel.id, paymentMethod: 'BankTransfer', ...form }),
    headers: { host: `${shop.tenant.name}.localhost`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return (placed.json() as { orderNumber: string }).orderNumber;
}

async function setOrderState(shop: Shop, orderNumber: string, status: string, paymentStatus: string) {
  await query('update orders set status = $3, payment_status = $4 where tenant_id = $1 and order_number = $2', [
    shop.tenant.id,
    orderNumber,
    status,
    paymentStatus,
  ]);
}

async function addMessage(shop: Shop, email: string, text = 'Hebben jullie dit ook in het blauw?') {
  const [row] = await query<{ id: number }>(
    `insert into contact_messages (tenant_id, name, email, message, language) values ($1, 'Sanne', $2, $3, 'nl') returning id`,
    [shop.tenant.id, email, text],
  );
  return row?.id ?? 0;
}

const base = (shop: Shop, rest = '') => `/api/platform/shops/${shop.tenant.name}/customers${rest}`;
const call = (method: 'GET' | 'DELETE', url: string, cookie?: string) =>
  ctx.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' } });
const list = async (shop: Shop, params = '', cookie = shop.owner) =>
  (await call('GET', base(shop, params ? `?${params}` : ''), cookie)).json() as TBackOfficeCustomerListPage;
const audits = async (tenantId: string) =>
  (
    await query<{ action: string }>('select action from tenant_audit_log where tenant_id = $1 order by id', [tenantId])
  ).map((row) => row.action);

describe('Back office: customer list and detail', () => {
  let shop: Shop;
  let anna: Awaited<ReturnType<typeof createCustomerWithToken>>;
  let bram: Awaited<ReturnType<typeof createCustomerWithToken>>;
  let paid: string;
  let guest: string;
  let cancelled: string;
  beforeAll(async () => {
    shop = await newShop();
    anna = await createCustomerWithToken(ctx.database.db, shop.tenant.id, {
      firstName: 'Anna',
      lastName: 'Bakker',
      email: 'anna@example.com',
    });
    bram = await createCustomerWithToken(ctx.database.db, shop.tenant.id, {
      firstName: 'Bram',
      lastName: 'Smit',
      email: 'bram@example.com',
    });
    await query(`update customers set created_at = now() - interval '1 day' where tenant_id = $1 and id = $2`, [
      shop.tenant.id,
      anna.customer.id,
    ]);
    paid = await placeOrder(shop, { customerEmail: 'anna@example.com', customerFirstName: 'Anna' }, anna.token);
    await setOrderState(shop, paid, 'Delivered', 'Paid');
    cancelled = await placeOrder(shop, { customerEmail: 'anna@example.com' }, anna.token);
    await setOrderState(shop, cancelled, 'Cancelled', 'Cancelled');
    // The same person as a guest, with another case in the address.
    guest = await placeOrder(shop, { customerEmail: 'Anna@Example.com' });
    await setOrderState(shop, guest, 'Shipped', 'Paid');
    // Someone else's guest order.
    await placeOrder(shop, { customerEmail: 'iemand@example.com' });
    await addMessage(shop, 'ANNA@example.com');
  });

  it('lists the customers newest first with their order count and what they paid, searched and paged', async () => {
    const page = await list(shop);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(page.items.map((item) => item.email)).toEqual(['bram@example.com', 'anna@example.com']);
    expect(page.items[1]).toMatchObject({ firstName: 'Anna', orderCount: 3, anonymisedAt: null });
    // Two paid orders of 2 × € 25 + € 6,95; the cancelled one adds nothing.
    expect(page.items[1]?.totalSpentCents).toBe(2 * 5695);
    expect(page.items[0]).toMatchObject({ orderCount: 0, totalSpentCents: 0 });

    expect((await list(shop, 'search=bakker')).items.map((item) => item.id)).toEqual([anna.customer.id]);
    expect((await list(shop, 'search=anna%20bak')).items.map((item) => item.id)).toEqual([anna.customer.id]);
    expect((await list(shop, 'search=BRAM%40')).items.map((item) => item.id)).toEqual([bram.customer.id]);
    expect((await list(shop, 'search=%25')).items).toEqual([]);
    const second = await list(shop, 'pageSize=1&page=2');
    expect(second.items.map((item) => item.id)).toEqual([anna.customer.id]);
    expect(second.total).toBe(2);
  });

  it('refuses a bad query with its field', async () => {
    const response = await call('GET', base(shop, '?page=0&pageSize=1000'), shop.owner);
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { fields: { field: string }[] }).fields.map((entry) => entry.field).join(' ');
    expect(fields).toMatch(/page/);
    expect(fields).toMatch(/pageSize/);
    expect((await call('GET', base(shop, '/abc'), shop.owner)).statusCode).toBe(400);
  });

  it('shows one customer with their orders (account and guest) and messages', async () => {
    const response = await call('GET', base(shop, `/${anna.customer.id}`), shop.owner);
    expect(response.statusCode, response.body).toBe(200);
    const customer = response.json() as TBackOfficeCustomer;
    expect(customer).toMatchObject({
      id: anna.customer.id,
      email: 'anna@example.com',
      phoneNumber: '0612345678',
      city: 'Utrecht',
      hasPassword: true,
      orderCount: 3,
      openOrderCount: 0,
    });
    expect(customer.orders.map((order) => [order.orderNumber, order.asGuest]).sort()).toEqual(
      [
        [paid, false],
        [cancelled, false],
        [guest, true],
      ].sort(),
    );
    expect(customer.orders.find((order) => order.orderNumber === paid)).toMatchObject({
      status: 'Delivered',
      paymentStatus: 'Paid',
      totalAmountCents: 5695,
    });
    expect(customer.messages).toHaveLength(1);
  });

  it('lets staff in, answers 401 without a session and 404 across shops or for an unknown id', async () => {
    expect((await call('GET', base(shop), shop.staff)).statusCode).toBe(200);
    expect((await call('GET', base(shop, `/${anna.customer.id}`), shop.staff)).statusCode).toBe(200);
    expect((await call('GET', base(shop))).statusCode).toBe(401);
    const other = await newShop();
    const stranger = await createCustomerWithToken(ctx.database.db, other.tenant.id);
    expect((await call('GET', base(other), shop.owner)).statusCode).toBe(404);
    expect((await call('GET', base(other, `/${stranger.customer.id}`), shop.staff)).statusCode).toBe(404);
    // B's customer id inside A's path.
    expect((await call('GET', base(shop, `/${stranger.customer.id}`), shop.owner)).statusCode).toBe(404);
    expect((await call('GET', base(shop, `/${stranger.customer.id}/export`), shop.owner)).statusCode).toBe(404);
    expect((await call('DELETE', base(shop, `/${stranger.customer.id}`), shop.owner)).statusCode).toBe(404);
    expect((await call('GET', base(shop, '/999999'), shop.owner)).json()).toMatchObject({
      error: 'not_found',
      message: 'Customer not found',
    });
    expect((await call('GET', base(other, `/${stranger.customer.id}`), other.owner)).statusCode).toBe(200);
  });
});

describe('Back office: customer export', () => {
  it('downloads everything the shop holds on the customer as JSON, and logs it', async () => {
    const shop = await newShop();
    const { customer, token } = await createCustomerWithToken(ctx.database.db, shop.tenant.id, {
      email: 'export@example.com',
    });
    const orderNumber = await placeOrder(shop, { customerEmail: 'export@example.com', notes: 'Bel even aan' }, token);
    const messageId = await addMessage(shop, 'export@example.com', 'Mijn vraag over de bestelling');
    await query(
      `insert into contact_replies (tenant_id, message_id, body, sent_by_name) values ($1, $2, 'Komt goed', 'Owner Tester')`,
      [shop.tenant.id, messageId],
    );
    await addMessage(shop, 'ander@example.com', 'Niet van deze klant');

    const response = await call('GET', base(shop, `/${customer.id}/export`), shop.staff);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${shop.tenant.name}-klant-${customer.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(response.headers['cache-control']).toMatch(/no-store|private/);
    const data = response.json() as TCustomerExport;
    expect(data.customer).toMatchObject({ id: customer.id, email: 'export@example.com', hasPassword: true });
    expect(JSON.stringify(data)).not.toContain('scrypt');
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      orderNumber,
      asGuest: false,
      notes: 'Bel even aan',
      totalAmount: 56.95,
      billingAddress: { address: 'Kerkstraat 1', city: 'Amsterdam' },
    });
    expect(data.orders[0]?.lines).toEqual([
      expect.objectContaining({ productSku: expect.any(String), quantity: 2, unitPrice: 25, totalPrice: 50 }),
    ]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({
        message: 'Mijn vraag over de bestelling',
        replies: [expect.objectContaining({ body: 'Komt goed', sentByName: 'Owner Tester' })],
      }),
    ]);
    expect(await audits(shop.tenant.id)).toEqual(['customer.exported']);
  });
});

describe('Back office: deleting a customer on request', () => {
  it('refuses while an order is open, then anonymises the person and keeps the bookkeeping', async () => {
    const shop = await newShop();
    const { db } = ctx.database;
    const { customer, token } = await createCustomerWithToken(db, shop.tenant.id, {
      email: 'weg@example.com',
      firstName: 'Wendy',
      lastName: 'Weg',
    });
    const mine = await placeOrder(shop, { customerEmail: 'weg@example.com', customerFirstName: 'Wendy' }, token);
    const asGuest = await placeOrder(shop, { customerEmail: 'weg@example.com', notes: 'Achterdeur' });
    const otherPerson = await placeOrder(shop, { customerEmail: 'blijft@example.com' });
    await addMessage(shop, 'weg@example.com');
    const othersMessage = await addMessage(shop, 'blijft@example.com');
    await query(
      `insert into customer_action_tokens (tenant_id, customer_id, purpose, token_hash, expires_at)
       values ($1, $2, 'set-password', 'hash-weg', now() + interval '1 day')`,
      [shop.tenant.id, customer.id],
    );
    const before = await query<Record<string, unknown>>(
      `select order_number, total_amount_cents, sub_total_cents, tax_amount_cents, shipping_cost_cents, created_at,
              status, payment_status, shipping_country, billing_country
       from orders where tenant_id = $1 order by id`,
      [shop.tenant.id],
    );

    const refused = await call('DELETE', base(shop, `/${customer.id}`), shop.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'customer_has_open_orders' });
    expect((refused.json() as { message: string }).message).toMatch(/2 open orders/);
    expect(
      (await query('select email from customers where tenant_id = $1 and id = $2', [shop.tenant.id, customer.id]))[0],
    ).toEqual({
      email: 'weg@example.com',
    });

    await setOrderState(shop, mine, 'Delivered', 'Paid');
    await setOrderState(shop, asGuest, 'Cancelled', 'Cancelled');
    const deleted = await call('DELETE', base(shop, `/${customer.id}`), shop.staff);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const view = deleted.json() as TBackOfficeCustomer;
    expect(view).toMatchObject({
      email: `verwijderd-${customer.id}@invalid`,
      firstName: 'Verwijderd',
      lastName: '—',
      phoneNumber: '',
      address: '',
      hasPassword: false,
      orderCount: 2,
      messages: [],
    });
    expect(view.anonymisedAt).not.toBeNull();

    const [row] = await query(
      `select email, first_name, last_name, phone_number, address, city, postal_code, password_hash, anonymised_at
       from customers where tenant_id = $1 and id = $2`,
      [shop.tenant.id, customer.id],
    );
    expect(row).toMatchObject({
      email: `verwijderd-${customer.id}@invalid`,
      first_name: 'Verwijderd',
      phone_number: '',
      address: '',
      city: '',
      postal_code: '',
      password_hash: null,
    });
    expect(row?.anonymised_at).toBeInstanceOf(Date);
    const count = async (table: string) =>
      (
        await query<{ n: number }>(
          `select count(*)::int as n from ${table} where tenant_id = $1 and customer_id = $2`,
          [shop.tenant.id, customer.id],
        )
      )[0]?.n;
    expect(await count('customer_sessions')).toBe(0);
    expect(await count('customer_action_tokens')).toBe(0);

    // The orders keep numbers, amounts, dates, statuses and countries; the person is gone from them.
    const after = await query<Record<string, unknown>>(
      `select order_number, total_amount_cents, sub_total_cents, tax_amount_cents, shipping_cost_cents, created_at,
              status, payment_status, shipping_country, billing_country
       from orders where tenant_id = $1 order by id`,
      [shop.tenant.id],
    );
    expect(after.map((order) => order.order_number)).toEqual(before.map((order) => order.order_number));
    for (const [index, order] of after.entries()) {
      const { status, payment_status, ...kept } = order;
      const { status: _s, payment_status: _p, ...keptBefore } = before[index] ?? {};
      expect(kept).toEqual(keptBefore);
    }
    const personal = await query<Record<string, unknown>>(
      `select order_number, customer_email, customer_first_name, customer_last_name, phone_number, mobile_number,
              shipping_address, shipping_city, shipping_postal_code, billing_address, billing_city,
              billing_postal_code, notes
       from orders where tenant_id = $1 and order_number = any($2) order by id`,
      [shop.tenant.id, [mine, asGuest]],
    );
    for (const order of personal) {
      expect(order).toMatchObject({
        customer_email: `verwijderd-${customer.id}@invalid`,
        customer_first_name: 'Verwijderd',
        customer_last_name: '—',
        phone_number: null,
        mobile_number: null,
        shipping_address: '',
        shipping_city: '',
        shipping_postal_code: '',
        billing_address: '',
        billing_city: '',
        billing_postal_code: '',
        notes: null,
      });
    }
    const lines = await query<{ n: number; cents: number }>(
      `select count(*)::int as n, sum(total_price_cents)::int as cents from order_items i
       join orders o on o.tenant_id = i.tenant_id and o.id = i.order_id
       where o.tenant_id = $1 and o.order_number = any($2)`,
      [shop.tenant.id, [mine, asGuest]],
    );
    expect(lines[0]).toEqual({ n: 2, cents: 10_000 });
    // Another person's order and message are untouched.
    const [kept] = await query(
      'select customer_email, billing_address from orders where tenant_id = $1 and order_number = $2',
      [shop.tenant.id, otherPerson],
    );
    expect(kept).toEqual({ customer_email: 'blijft@example.com', billing_address: 'Kerkstraat 1' });
    expect(
      (await query('select id from contact_messages where tenant_id = $1', [shop.tenant.id])).map(
        (message) => message.id,
      ),
    ).toEqual([othersMessage]);

    // Listed as deleted; the export now holds only the placeholders; the log names no person.
    const listed = (await list(shop)).items.find((item) => item.id === customer.id);
    expect(listed?.anonymisedAt).not.toBeNull();
    const exported = (await call('GET', base(shop, `/${customer.id}/export`), shop.owner)).json() as TCustomerExport;
    expect(JSON.stringify(exported)).not.toMatch(/weg@example|Wendy|Achterdeur|Kerkstraat/);
    expect(exported.orders).toHaveLength(2);
    const log = await query<{ action: string; details: unknown }>(
      'select action, details from tenant_audit_log where tenant_id = $1 order by id',
      [shop.tenant.id],
    );
    expect(log.map((entry) => entry.action)).toEqual(['customer.anonymised', 'customer.exported']);
    expect(log[0]?.details).toEqual({ customerId: customer.id, orders: 2, messages: 1, mails: 2 });
    // The outbox keeps no copy of the mails to the person (two order confirmations); others' stay.
    const outbox = await query<{ to_address: string }>('select to_address from email_outbox where tenant_id = $1', [
      shop.tenant.id,
    ]);
    expect(outbox.map((mail) => mail.to_address)).not.toContain('weg@example.com');
    expect(outbox.map((mail) => mail.to_address)).toContain('blijft@example.com');

    // The address is free again: the person may register anew.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: {
        firstName: 'Wendy',
        lastName: 'Weg',
        email: 'weg@example.com',
        phoneNumber: '0612345678',
        address: 'Brink 1',
        city: 'Deventer',
        postalCode: '7411 BR',
        country: 'Nederland',
        language: 'nl',
        password: 'geheim-wachtwoord-1',
        tenantId: shop.tenant.id,
      },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('answers 404 for an unknown customer and 401 without a session', async () => {
    const shop = await newShop();
    expect((await call('DELETE', base(shop, '/424242'), shop.owner)).statusCode).toBe(404);
    expect((await call('DELETE', base(shop, '/0'), shop.owner)).statusCode).toBe(400);
    expect((await call('DELETE', base(shop, '/1'))).statusCode).toBe(401);
  });
});
