import { ORDER_NUMBER_PATTERN, ZPlaceOrderResponse, ZShippingMethod } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutForm,
  createAddon,
  createCheckoutShop,
  createCustomerWithToken,
  createPaymentMethod,
  createProduct,
  createShippingMethod,
  createTenant,
  newSessionId,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

async function fillCart(
  tenantId: string,
  items: { productId: number; quantity: number; selectedAddons?: unknown[] }[],
  sessionId = newSessionId(),
) {
  for (const item of items) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/cart/${sessionId}/${tenantId}/items`,
      payload: item,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return sessionId;
}

const placeOrder = (tenantId: string, sessionId: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${tenantId}/place-order`,
    payload: body as Record<string, unknown>,
    headers,
  });

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

const stockOf = async (tenantId: string, productId: number) =>
  (
    await query<{ stock_quantity: number }>('select stock_quantity from products where tenant_id = $1 and id = $2', [
      tenantId,
      productId,
    ])
  )[0]?.stock_quantity;

const ordersOf = (tenantId: string) =>
  query<Record<string, unknown>>('select * from orders where tenant_id = $1 order by id', [tenantId]);

const mailsOf = (tenantId: string) =>
  query<{ kind: string; to_address: string; subject: string; html: string; text: string }>(
    'select kind, to_address, subject, html, text from email_outbox where tenant_id = $1 order by id',
    [tenantId],
  );

describe('GET /api/payment-methods/enabled', () => {
  it('lists the enabled methods of the shop in the X-Tenant-Id header, never the Stripe keys', async () => {
    const { db } = ctx.database;
    const { tenant, card, bank } = await createCheckoutShop(db);
    await query(
      "update payment_methods set stripe_secret_key = 'sk_test_secret', stripe_webhook_secret = 'whsec_x' where tenant_id = $1 and id = $2",
      [tenant.id, card.id],
    );
    await createPaymentMethod(db, tenant.id, { type: 'BankTransfer', name: 'Uitgeschakeld', isEnabled: false });
    const response = await ctx.app.inject({
      url: '/api/payment-methods/enabled',
      headers: { 'x-tenant-id': tenant.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: card.id,
        type: 'Stripe',
        name: card.name,
        isEnabled: true,
        instructions: '',
        bankIBAN: null,
        bankAccountName: null,
        bankBIC: null,
      },
      {
        id: bank.id,
        type: 'BankTransfer',
        name: bank.name,
        isEnabled: true,
        instructions: 'Betaal binnen 7 dagen.',
        bankIBAN: 'NL91ABNA0417164300',
        bankAccountName: 'Testwinkel',
        bankBIC: 'ABNANL2A',
      },
    ]);
    expect(response.body).not.toContain('sk_test_secret');
    expect(response.body).not.toContain('whsec_x');
  });

  it('finds the shop by its host too, and refuses a request without a shop', async () => {
    const { db } = ctx.database;
    const { tenant } = await createCheckoutShop(db);
    const byHost = await ctx.app.inject({
      url: '/api/payment-methods/enabled',
      headers: { host: `${tenant.name}.localhost:3000` },
    });
    expect(byHost.json()).toHaveLength(2);
    expect((await ctx.app.inject({ url: '/api/payment-methods/enabled' })).statusCode).toBe(400);
    const badHeader = await ctx.app.inject({ url: '/api/payment-methods/enabled', headers: { 'x-tenant-id': 'nope' } });
    expect(badHeader.statusCode).toBe(400);
  });

  it("cannot see another tenant's payment methods", async () => {
    const { db } = ctx.database;
    const shopA = await createCheckoutShop(db);
    const shopB = await createTenant(db);
    const response = await ctx.app.inject({
      url: '/api/payment-methods/enabled',
      headers: { 'x-tenant-id': shopB.id },
    });
    expect(response.json()).toEqual([]);
    expect(shopA.bank.tenantId).not.toBe(shopB.id);
  });
});

describe('GET /api/checkout/:sessionId/:tenantId/shipping-methods', () => {
  const methodsFor = async (tenantId: string, sessionId: string) => {
    const response = await ctx.app.inject({ url: `/api/checkout/${sessionId}/${tenantId}/shipping-methods` });
    expect(response.statusCode).toBe(200);
    return ZShippingMethod.array().parse(response.json());
  };

  it('judges each method against the cart weight (Σ weight × quantity)', async () => {
    const { db } = ctx.database;
    const { tenant, envelope, parcel } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { weightGrams: 200, stockQuantity: 10 });

    const light = await methodsFor(tenant.id, await fillCart(tenant.id, [{ productId: product.id, quantity: 2 }]));
    expect(light).toEqual([
      {
        id: envelope.id,
        name: 'Brievenbuspakje',
        description: '',
        deliveryDescription: '',
        type: 'envelope',
        totalPrice: 4.25,
        estimatedDays: 2,
        isValidForCurrentOrder: true,
        weightExceedsLimit: false,
        maxWeight: 500,
        weightBelowMinimum: false,
        minWeight: null,
        requiresPackageShipping: false,
        cartWeight: 400,
      },
      expect.objectContaining({ id: parcel.id, type: 'parcel', totalPrice: 6.95, isValidForCurrentOrder: true }),
    ]);

    const heavy = await methodsFor(tenant.id, await fillCart(tenant.id, [{ productId: product.id, quantity: 3 }]));
    expect(heavy[0]).toMatchObject({ weightExceedsLimit: true, isValidForCurrentOrder: false, cartWeight: 600 });
    expect(heavy[1]).toMatchObject({ isValidForCurrentOrder: true });

    const feather = await createProduct(db, tenant.id, { weightGrams: 30 });
    const tiny = await methodsFor(tenant.id, await fillCart(tenant.id, [{ productId: feather.id, quantity: 1 }]));
    expect(tiny[0]).toMatchObject({ isValidForCurrentOrder: true });
    expect(tiny[1]).toMatchObject({ weightBelowMinimum: true, minWeight: 100, isValidForCurrentOrder: false });
  });

  it('blocks the envelope when the cart needs package shipping, and leaves out inactive methods', async () => {
    const { db } = ctx.database;
    const { tenant } = await createCheckoutShop(db);
    await createShippingMethod(db, tenant.id, { name: 'Oud', isActive: false });
    const bulky = await createProduct(db, tenant.id, { weightGrams: 150, needsPackageSending: true });
    const methods = await methodsFor(tenant.id, await fillCart(tenant.id, [{ productId: bulky.id, quantity: 1 }]));
    expect(
      methods.map((method) => [method.type, method.isValidForCurrentOrder, method.requiresPackageShipping]),
    ).toEqual([
      ['envelope', false, true],
      ['parcel', true, true],
    ]);
    expect(methods[0]?.weightExceedsLimit).toBe(false);
  });

  it("cannot see another tenant's shipping methods or cart", async () => {
    const { db } = ctx.database;
    const shopA = await createCheckoutShop(db);
    const shopB = await createTenant(db);
    const product = await createProduct(db, shopA.tenant.id, { weightGrams: 200 });
    const sessionId = await fillCart(shopA.tenant.id, [{ productId: product.id, quantity: 1 }]);
    expect(await methodsFor(shopB.id, sessionId)).toEqual([]);
    const ownMethod = await createShippingMethod(db, shopB.id, { maxWeightGrams: 100 });
    const [seenByB] = await methodsFor(shopB.id, sessionId);
    expect(seenByB).toMatchObject({ id: ownMethod.id, cartWeight: 0, isValidForCurrentOrder: true });
  });
});

describe('POST /api/checkout/:sessionId/:tenantId/calculate-shipping', () => {
  it('answers subtotal, shipping, the 21% VAT contained in the total and the total', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { priceCents: 1999, weightGrams: 400 });
    const sessionId = await fillCart(tenant.id, [{ productId: product.id, quantity: 3 }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/${sessionId}/${tenant.id}/calculate-shipping`,
      payload: { shippingMethodId: parcel.id },
    });
    expect(response.statusCode).toBe(200);
    // 59.97 + 6.95 = 66.92; VAT = round(6692 × 21 / 121) = 1161 cents
    expect(response.json()).toEqual({ subTotal: 59.97, shippingCost: 6.95, taxAmount: 11.61, totalAmount: 66.92 });
  });

  it('refuses a method that does not fit (400), and an unknown or foreign one (404)', async () => {
    const { db } = ctx.database;
    const { tenant, envelope } = await createCheckoutShop(db);
    const other = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { weightGrams: 800 });
    const sessionId = await fillCart(tenant.id, [{ productId: product.id, quantity: 1 }]);
    const calculate = (shippingMethodId: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/checkout/${sessionId}/${tenant.id}/calculate-shipping`,
        payload: { shippingMethodId },
      });
    const unfit = await calculate(envelope.id);
    expect(unfit.statusCode).toBe(400);
    expect(unfit.json().error).toBe('shipping_method_invalid');
    expect((await calculate(999999)).statusCode).toBe(404);
    expect((await calculate(other.parcel.id)).statusCode).toBe(404);
    expect((await calculate('abc')).statusCode).toBe(400);
  });
});

describe('POST /api/checkout/:sessionId/:tenantId/place-order: validation', () => {
  it('lists every missing required field with the spec §5 Dutch text', async () => {
    const { tenant } = await createCheckoutShop(ctx.database.db);
    const response = await placeOrder(tenant.id, newSessionId(), {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_error',
      message: 'Er zijn fouten gevonden in het formulier',
      fields: [
        { field: 'customerEmail', message: 'E-mailadres is verplicht' },
        { field: 'customerFirstName', message: 'Voornaam is verplicht' },
        { field: 'customerLastName', message: 'Achternaam is verplicht' },
        { field: 'billingAddress', message: 'Factuuradres is verplicht' },
        { field: 'billingCity', message: 'Plaats is verplicht' },
        { field: 'billingPostalCode', message: 'Postcode is verplicht' },
        { field: 'shippingMethodId', message: 'Selecteer een verzendmethode' },
        { field: 'paymentMethod', message: 'Selecteer een betaalmethode' },
      ],
    });
  });

  it('needs the shipping address, city and postal code when shipping differs from billing', async () => {
    const { tenant, parcel } = await createCheckoutShop(ctx.database.db);
    const response = await placeOrder(
      tenant.id,
      newSessionId(),
      checkoutForm({ shippingMethodId: parcel.id, useSameAsBilling: false, shippingAddress: '  ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'shippingAddress', message: 'Verzendadres is verplicht' },
      { field: 'shippingCity', message: 'Plaats is verplicht' },
      { field: 'shippingPostalCode', message: 'Postcode is verplicht' },
    ]);
  });

  it('checks e-mail format and allows only Nederland, België and Duitsland', async () => {
    const { tenant, parcel } = await createCheckoutShop(ctx.database.db);
    const response = await placeOrder(
      tenant.id,
      newSessionId(),
      checkoutForm({ shippingMethodId: parcel.id, customerEmail: 'geen-adres', billingCountry: 'Frankrijk' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'customerEmail', message: 'Voer een geldig e-mailadres in' },
      { field: 'billingCountry', message: 'Kies Nederland, België of Duitsland' },
    ]);
    expect((await placeOrder(tenant.id, 'bad-session', checkoutForm())).statusCode).toBe(400);
  });

  it('refuses an unknown shipping method, a disabled payment method and an empty cart', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const disabled = await createPaymentMethod(db, tenant.id, { isEnabled: false });
    const product = await createProduct(db, tenant.id, { weightGrams: 200 });
    const sessionId = await fillCart(tenant.id, [{ productId: product.id, quantity: 1 }]);

    const noShipping = await placeOrder(tenant.id, sessionId, checkoutForm({ shippingMethodId: 999999 }));
    expect(noShipping.statusCode).toBe(400);
    expect(noShipping.json().fields).toEqual([{ field: 'shippingMethodId', message: 'Selecteer een verzendmethode' }]);
    const noPayment = await placeOrder(
      tenant.id,
      sessionId,
      checkoutForm({ shippingMethodId: parcel.id, paymentMethod: disabled.id }),
    );
    expect(noPayment.json().fields).toEqual([{ field: 'paymentMethod', message: 'Selecteer een betaalmethode' }]);
    const empty = await placeOrder(tenant.id, newSessionId(), checkoutForm({ shippingMethodId: parcel.id }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('cart_empty');
    expect(await ordersOf(tenant.id)).toEqual([]);
    expect(await stockOf(tenant.id, product.id)).toBe(10);
  });

  it('re-checks the shipping method against the cart (envelope blocked for package shipping)', async () => {
    const { db } = ctx.database;
    const { tenant, envelope } = await createCheckoutShop(db);
    const bulky = await createProduct(db, tenant.id, { weightGrams: 200, needsPackageSending: true });
    const sessionId = await fillCart(tenant.id, [{ productId: bulky.id, quantity: 1 }]);
    const response = await placeOrder(tenant.id, sessionId, checkoutForm({ shippingMethodId: envelope.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('shippingMethodId');
    expect(await ordersOf(tenant.id)).toEqual([]);
    expect(await stockOf(tenant.id, bulky.id)).toBe(10);
  });
});

describe('POST /api/checkout/:sessionId/:tenantId/place-order', () => {
  it('places a bank-transfer order: stock taken, snapshots written, e-mail queued, cart emptied', async () => {
    const { db } = ctx.database;
    const { tenant, parcel, bank } = await createCheckoutShop(db, { displayName: 'Kaarsen & Co' });
    const candle = await createProduct(db, tenant.id, {
      name: 'Kaars <Vanille>',
      sku: 'KV-1',
      priceCents: 1250,
      weightGrams: 300,
      stockQuantity: 7,
    });
    const engraving = await createAddon(db, tenant.id, candle.id, {
      name: 'Gravure',
      type: 'Complex',
      priceCents: 300,
    });
    const sessionId = await fillCart(tenant.id, [
      {
        productId: candle.id,
        quantity: 2,
        selectedAddons: [{ productAddonId: engraving.id, inputValue: 'Voor <Oma>' }],
      },
    ]);

    const response = await placeOrder(
      tenant.id,
      sessionId,
      checkoutForm({ shippingMethodId: parcel.id, paymentMethod: bank.id, notes: 'Graag inpakken' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const answer = ZPlaceOrderResponse.parse(response.json());
    expect(answer.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(answer).toMatchObject({
      requiresPayment: false,
      paymentUrl: null,
      paymentStatus: 'Pending',
      totalAmount: 37.95,
      bankTransfer: {
        bankIBAN: 'NL91ABNA0417164300',
        bankAccountName: 'Testwinkel',
        bankBIC: 'ABNANL2A',
        instructions: 'Betaal binnen 7 dagen.',
        amount: 37.95,
        reference: answer.orderNumber,
      },
    });
    expect(answer.message).toContain('NL91ABNA0417164300');

    expect(await stockOf(tenant.id, candle.id)).toBe(5);
    const [order] = await ordersOf(tenant.id);
    expect(order).toMatchObject({
      order_number: answer.orderNumber,
      status: 'Pending',
      payment_status: 'Pending',
      payment_method_type: 'BankTransfer',
      shipping_method_name: 'Pakket PostNL',
      sub_total_cents: 3100,
      shipping_cost_cents: 695,
      total_amount_cents: 3795,
      tax_amount_cents: 659,
      customer_id: null,
      shipping_address: 'Kerkstraat 1',
      shipping_city: 'Amsterdam',
      notes: 'Graag inpakken',
      payment_expires_at: null,
      language: 'nl',
    });
    const items = await query(
      'select product_name, product_sku, quantity, unit_price_cents, total_price_cents, took_stock from order_items where tenant_id = $1',
      [tenant.id],
    );
    expect(items).toEqual([
      {
        product_name: 'Kaars <Vanille>',
        product_sku: 'KV-1',
        quantity: 2,
        unit_price_cents: 1550,
        total_price_cents: 3100,
        took_stock: true,
      },
    ]);
    const addons = await query(
      'select product_addon_name, input_value, unit_price_cents from order_item_addons where tenant_id = $1',
      [tenant.id],
    );
    expect(addons).toEqual([{ product_addon_name: 'Gravure', input_value: 'Voor <Oma>', unit_price_cents: 300 }]);

    const cart = await ctx.app.inject({ url: `/api/cart/${sessionId}/${tenant.id}` });
    expect(cart.json().items).toEqual([]);

    const [mail] = await mailsOf(tenant.id);
    expect(mail?.kind).toBe('order-placed');
    expect(mail?.to_address).toBe('koper@example.com');
    expect(mail?.subject).toContain(answer.orderNumber);
    for (const part of [
      'NL91ABNA0417164300',
      'ABNANL2A',
      'Testwinkel',
      '€ 37,95',
      '€ 6,95',
      '€ 6,59',
      'Pakket PostNL',
      'Kerkstraat 1',
    ]) {
      expect(mail?.text, part).toContain(part);
      expect(mail?.html, part).toContain(part);
    }
    expect(mail?.text).toContain('Voor <Oma>');
    expect(mail?.html).toContain('Kaars &lt;Vanille&gt;');
    expect(mail?.html).toContain('Voor &lt;Oma&gt;');
    expect(mail?.html).not.toContain('<Oma>');
    expect(mail?.html).toContain('Kaarsen &amp; Co');
  });

  it('uses a separate shipping address when useSameAsBilling is false, and writes English mail when asked', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { weightGrams: 200 });
    const sessionId = await fillCart(tenant.id, [{ productId: product.id, quantity: 1 }]);
    const response = await placeOrder(
      tenant.id,
      sessionId,
      checkoutForm({
        shippingMethodId: parcel.id,
        useSameAsBilling: false,
        shippingAddress: 'Hauptstraße 5',
        shippingCity: 'Berlin',
        shippingPostalCode: '10115',
        shippingCountry: 'Duitsland',
        language: 'en',
      }),
    );
    expect(response.statusCode).toBe(201);
    const [order] = await ordersOf(tenant.id);
    expect(order).toMatchObject({
      shipping_address: 'Hauptstraße 5',
      shipping_city: 'Berlin',
      shipping_postal_code: '10115',
      shipping_country: 'Duitsland',
      billing_address: 'Kerkstraat 1',
      language: 'en',
    });
    const [mail] = await mailsOf(tenant.id);
    expect(mail?.subject).toContain('Confirmation of your order');
    expect(mail?.text).toContain('Hauptstraße 5');
  });

  it('sends a card order (shop without Stripe keys) to the demo payment page', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { weightGrams: 200 });
    const sessionId = await fillCart(tenant.id, [{ productId: product.id, quantity: 1 }]);
    const response = await placeOrder(
      tenant.id,
      sessionId,
      checkoutForm({ shippingMethodId: parcel.id, paymentMethod: 'Stripe' }),
      { host: `${tenant.name}.localhost:5173` },
    );
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.requiresPayment).toBe(true);
    expect(answer.bankTransfer).toBeNull();
    expect(answer.paymentUrl).toBe(`http://${tenant.name}.localhost:5173/api/payments/demo/${answer.orderNumber}`);
    const [order] = await ordersOf(tenant.id);
    const expiresInMinutes =
      ((order?.payment_expires_at as Date | undefined)?.getTime() ?? 0) / 60_000 - Date.now() / 60_000;
    expect(expiresInMinutes).toBeGreaterThan(29);
    expect(expiresInMinutes).toBeLessThanOrEqual(30);
  });

  it('re-prices from the product as it is when ordering, not as it was when added', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { priceCents: 1000, weightGrams: 200 });
    const sessionId = await fillCart(tenant.id, [{ productId: product.id, quantity: 2 }]);
    await query('update products set price_cents = 1500 where tenant_id = $1 and id = $2', [tenant.id, product.id]);
    const response = await placeOrder(tenant.id, sessionId, checkoutForm({ shippingMethodId: parcel.id }));
    expect(response.json().totalAmount).toBe(36.95);
  });

  it('answers 409 naming the product when stock ran out, and writes nothing', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const plenty = await createProduct(db, tenant.id, { name: 'Ruim', weightGrams: 100, stockQuantity: 10 });
    const scarce = await createProduct(db, tenant.id, { name: 'Schaars', weightGrams: 100, stockQuantity: 3 });
    const sessionId = await fillCart(tenant.id, [
      { productId: plenty.id, quantity: 2 },
      { productId: scarce.id, quantity: 3 },
    ]);
    await query('update products set stock_quantity = 2 where tenant_id = $1 and id = $2', [tenant.id, scarce.id]);
    const response = await placeOrder(tenant.id, sessionId, checkoutForm({ shippingMethodId: parcel.id }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('insufficient_stock');
    expect(response.json().message).toContain('Schaars');
    expect(await stockOf(tenant.id, plenty.id)).toBe(10);
    expect(await stockOf(tenant.id, scarce.id)).toBe(2);
    expect(await ordersOf(tenant.id)).toEqual([]);
    expect(await mailsOf(tenant.id)).toEqual([]);
    const cart = await ctx.app.inject({ url: `/api/cart/${sessionId}/${tenant.id}` });
    expect(cart.json().itemCount).toBe(5);
  });

  it('refuses a product that became inactive (409) and takes no stock for made to order', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const gone = await createProduct(db, tenant.id, { name: 'Weg', weightGrams: 200 });
    const sessionId = await fillCart(tenant.id, [{ productId: gone.id, quantity: 1 }]);
    await query('update products set is_active = false where tenant_id = $1 and id = $2', [tenant.id, gone.id]);
    const refused = await placeOrder(tenant.id, sessionId, checkoutForm({ shippingMethodId: parcel.id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'product_unavailable' });
    expect(refused.json().message).toContain('Weg');

    const custom = await createProduct(db, tenant.id, { madeToOrder: true, stockQuantity: 0, weightGrams: 900 });
    const customSession = await fillCart(tenant.id, [{ productId: custom.id, quantity: 7 }]);
    const placed = await placeOrder(tenant.id, customSession, checkoutForm({ shippingMethodId: parcel.id }));
    expect(placed.statusCode).toBe(201);
    expect(await stockOf(tenant.id, custom.id)).toBe(0);
    const [item] = await query('select took_stock from order_items where tenant_id = $1', [tenant.id]);
    expect(item).toEqual({ took_stock: false });
  });

  it('links the order to the customer of a valid token; an invalid token orders anonymously', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const { customer, token } = await createCustomerWithToken(db, tenant.id);
    const product = await createProduct(db, tenant.id, { weightGrams: 200 });
    const withToken = await placeOrder(
      tenant.id,
      await fillCart(tenant.id, [{ productId: product.id, quantity: 1 }]),
      checkoutForm({ shippingMethodId: parcel.id }),
      { authorization: `Bearer ${token}` },
    );
    expect(withToken.statusCode).toBe(201);
    const badToken = await placeOrder(
      tenant.id,
      await fillCart(tenant.id, [{ productId: product.id, quantity: 1 }]),
      checkoutForm({ shippingMethodId: parcel.id }),
      { authorization: 'Bearer not-a-token' },
    );
    expect(badToken.statusCode).toBe(201);
    const rows = await ordersOf(tenant.id);
    expect(rows.map((row) => row.customer_id)).toEqual([customer.id, null]);
  });

  it("cannot order shop A's cart through shop B's id", async () => {
    const { db } = ctx.database;
    const shopA = await createCheckoutShop(db);
    const shopB = await createCheckoutShop(db);
    const product = await createProduct(db, shopA.tenant.id, { weightGrams: 200 });
    const sessionId = await fillCart(shopA.tenant.id, [{ productId: product.id, quantity: 1 }]);
    const response = await placeOrder(shopB.tenant.id, sessionId, checkoutForm({ shippingMethodId: shopB.parcel.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('cart_empty');
    const withForeignMethod = await placeOrder(
      shopA.tenant.id,
      sessionId,
      checkoutForm({ shippingMethodId: shopB.parcel.id }),
    );
    expect(withForeignMethod.statusCode).toBe(400);
    expect(await stockOf(shopA.tenant.id, product.id)).toBe(10);
  });
});

describe('place-order: a double submit makes one order', () => {
  it('answers a repeated submit of the same cart with the first order (200)', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { weightGrams: 200 });
    const sessionId = await fillCart(tenant.id, [{ productId: product.id, quantity: 2 }]);
    const form = checkoutForm({ shippingMethodId: parcel.id });
    const first = await placeOrder(tenant.id, sessionId, form);
    const second = await placeOrder(tenant.id, sessionId, form);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().orderNumber).toBe(first.json().orderNumber);
    expect(await ordersOf(tenant.id)).toHaveLength(1);
    expect(await stockOf(tenant.id, product.id)).toBe(8);
    expect(await mailsOf(tenant.id)).toHaveLength(1);
  });

  it('makes one order of two simultaneous submits', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { weightGrams: 200 });
    const sessionId = await fillCart(tenant.id, [{ productId: product.id, quantity: 1 }]);
    const form = checkoutForm({ shippingMethodId: parcel.id });
    const answers = await Promise.all([1, 2, 3].map(() => placeOrder(tenant.id, sessionId, form)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().orderNumber)).size).toBe(1);
    expect(await ordersOf(tenant.id)).toHaveLength(1);
    expect(await stockOf(tenant.id, product.id)).toBe(9);
  });

  it('honours an Idempotency-Key header, and a new cart of the same session is a new order', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { weightGrams: 200 });
    const sessionId = await fillCart(tenant.id, [{ productId: product.id, quantity: 1 }]);
    const form = checkoutForm({ shippingMethodId: parcel.id });
    const first = await placeOrder(tenant.id, sessionId, form, { 'idempotency-key': 'klik-1' });
    const repeat = await placeOrder(tenant.id, sessionId, form, { 'idempotency-key': 'klik-1' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().orderNumber).toBe(first.json().orderNumber);

    await fillCart(tenant.id, [{ productId: product.id, quantity: 1 }], sessionId);
    const next = await placeOrder(tenant.id, sessionId, form);
    expect(next.statusCode).toBe(201);
    expect(next.json().orderNumber).not.toBe(first.json().orderNumber);
    expect(await ordersOf(tenant.id)).toHaveLength(2);
    expect((await placeOrder(tenant.id, sessionId, form, { 'idempotency-key': 'x'.repeat(201) })).statusCode).toBe(400);
  });
});
