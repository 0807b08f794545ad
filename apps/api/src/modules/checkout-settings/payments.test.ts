import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutForm,
  createCheckoutShop,
  createPaymentMethod,
  createProduct,
  createTenant,
  newSessionId,
} from '../../../test/factories.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let fakeStripe: FakeStripe;
beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  ctx = await createTestApp({ STRIPE_API_BASE: fakeStripe.url });
});
afterAll(async () => {
  await ctx?.close();
  await fakeStripe?.close();
});

const SECRET_KEY = 'sk_test_shopkey1234WXYZ';
const WEBHOOK_SECRET = 'whsec_shopsecret5678';

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000' };
const send = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function owned<T extends { id: string; name: string }>(tenant: T) {
  const owner = await createPlatformUser(ctx.database.db, { shopIds: [tenant.id] });
  return { tenant, cookie: await platformSessionCookie(ctx.database.db, owner.id) };
}

const url = (tenantName: string, rest = '') => `/api/platform/shops/${tenantName}/payment-methods${rest}`;
const methodsOf = (tenantId: string) =>
  query<{
    type: string;
    is_enabled: boolean;
    stripe_secret_key: string | null;
    stripe_webhook_secret: string | null;
    bank_iban: string | null;
    bank_bic: string | null;
  }>('select * from payment_methods where tenant_id = $1 order by id', [tenantId]);
const enabledTypes = async (tenantId: string) => {
  const response = await ctx.app.inject({ url: '/api/payment-methods/enabled', headers: { 'x-tenant-id': tenantId } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { type: string }[]).map((method) => method.type).sort();
};

const bank = {
  iban: 'nl91 abna 0417 1643 00',
  accountName: 'De Winkel',
  bic: 'abnanl2a',
  instructions: 'Vermeld je bestelnummer',
  isEnabled: true,
};

describe('Stripe settings', () => {
  it('checks the key with Stripe, stores both secrets encrypted and never answers them', async () => {
    const { tenant, cookie } = await owned(await createTenant(ctx.database.db));
    const before = fakeStripe.calls.length;
    const saved = await send('PUT', url(tenant.name, '/stripe'), cookie, {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      isEnabled: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(fakeStripe.calls.slice(before)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/v1/account', authorization: `Bearer ${SECRET_KEY}` }),
    ]);
    expect(saved.json().stripe).toMatchObject({
      isEnabled: true,
      hasSecretKey: true,
      secretKeyLast4: 'WXYZ',
      isLiveKey: false,
      hasWebhookSecret: true,
      webhookUrl: `https://${tenant.name.toLowerCase()}.winkelwerf.nl/api/payments/stripe/webhook/${tenant.id}`,
      webhookEvents: expect.arrayContaining(['checkout.session.completed']),
    });
    const listed = await send('GET', url(tenant.name), cookie);
    for (const body of [saved.body, listed.body]) {
      expect(body).not.toContain(SECRET_KEY);
      expect(body).not.toContain('shopkey');
      expect(body).not.toContain(WEBHOOK_SECRET);
      expect(body).not.toContain('enc:v1:');
    }
    const [row] = await methodsOf(tenant.id);
    expect(row?.stripe_secret_key?.startsWith('enc:v1:')).toBe(true);
    expect(row?.stripe_secret_key).not.toContain('shopkey');
    expect(row?.stripe_webhook_secret?.startsWith('enc:v1:')).toBe(true);
    expect(row?.stripe_webhook_secret).not.toContain('shopsecret');
    expect(await enabledTypes(tenant.id)).toEqual(['Stripe']);

    // Left out, the stored secrets stay; switching off is always allowed.
    const off = await send('PUT', url(tenant.name, '/stripe'), cookie, { isEnabled: false });
    expect(off.json().stripe).toMatchObject({ isEnabled: false, hasSecretKey: true, hasWebhookSecret: true });
    expect((await methodsOf(tenant.id))[0]?.stripe_secret_key).toBe(row?.stripe_secret_key);
    expect(await enabledTypes(tenant.id)).toEqual([]);
  });

  it('refuses a key Stripe does not take, a malformed key, and enabling without a key; nothing is stored', async () => {
    const { tenant, cookie } = await owned(await createTenant(ctx.database.db));
    const bad = await send('PUT', url(tenant.name, '/stripe'), cookie, {
      secretKey: 'sk_test_bad_revoked',
      webhookSecret: WEBHOOK_SECRET,
      isEnabled: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: 'body.secretKey', message: 'Deze Stripe-sleutel werkt niet' }]);

    const malformed = await send('PUT', url(tenant.name, '/stripe'), cookie, {
      secretKey: 'pk_test_x',
      isEnabled: false,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].field).toBe('body.secretKey');

    const noKey = await send('PUT', url(tenant.name, '/stripe'), cookie, { isEnabled: true });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().fields).toEqual([
      { field: 'body.isEnabled', message: 'Sla eerst een werkende Stripe-sleutel op' },
    ]);
    expect(await methodsOf(tenant.id)).toEqual([]);
  });

  it('answers 502 and stores nothing while Stripe cannot be reached', async () => {
    const { tenant, cookie } = await owned(await createTenant(ctx.database.db));
    fakeStripe.setFailing(true);
    try {
      const response = await send('PUT', url(tenant.name, '/stripe'), cookie, {
        secretKey: SECRET_KEY,
        isEnabled: true,
      });
      expect(response.statusCode).toBe(502);
      expect(response.body).not.toContain(SECRET_KEY);
    } finally {
      fakeStripe.setFailing(false);
    }
    expect(await methodsOf(tenant.id)).toEqual([]);
  });

  it('pays an order with the encrypted key and verifies the webhook with the encrypted secret', async () => {
    const shop = await createCheckoutShop(ctx.database.db);
    const { cookie } = await owned(shop.tenant);
    const saved = await send('PUT', url(shop.tenant.name, '/stripe'), cookie, {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      isEnabled: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const product = await createProduct(ctx.database.db, shop.tenant.id, {
      priceCents: 2500,
      stockQuantity: 5,
      weightGrams: 600,
    });
    const sessionId = newSessionId();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/cart/${sessionId}/${shop.tenant.id}/items`,
      payload: { productId: product.id, quantity: 1 },
    });
    const before = fakeStripe.calls.length;
    const placed = await ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/${sessionId}/${shop.tenant.id}/place-order`,
      payload: checkoutForm({ shippingMethodId: shop.parcel.id, paymentMethod: 'Stripe' }),
      headers: { host: `${shop.tenant.name}.localhost` },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNumber, paymentUrl } = placed.json();
    const call = fakeStripe.calls.slice(before).find((entry) => entry.path === '/v1/checkout/sessions');
    expect(call?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);

    const [order] = await query<{ payment_provider_ref: string }>(
      'select payment_provider_ref from orders where tenant_id = $1 and order_number = $2',
      [shop.tenant.id, orderNumber],
    );
    const payload = JSON.stringify({
      id: 'evt_settings_test',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          object: 'checkout.session',
          id: order?.payment_provider_ref,
          payment_status: 'paid',
          metadata: { orderNumber, tenantId: shop.tenant.id },
        },
      },
    });
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/stripe/webhook/${shop.tenant.id}`,
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
    expect(webhook.statusCode, webhook.body).toBe(200);
    const [paid] = await query<{ payment_status: string }>(
      'select payment_status from orders where tenant_id = $1 and order_number = $2',
      [shop.tenant.id, orderNumber],
    );
    expect(paid?.payment_status).toBe('Paid');
  });
});

describe('bank transfer settings', () => {
  it('normalises and stores the bank details; the storefront offers it while enabled', async () => {
    const { tenant, cookie } = await owned(await createTenant(ctx.database.db));
    const saved = await send('PUT', url(tenant.name, '/bank-transfer'), cookie, bank);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().bankTransfer).toEqual({
      isEnabled: true,
      iban: 'NL91ABNA0417164300',
      accountName: 'De Winkel',
      bic: 'ABNANL2A',
      instructions: 'Vermeld je bestelnummer',
    });
    expect(await enabledTypes(tenant.id)).toEqual(['BankTransfer']);
    const off = await send('PUT', url(tenant.name, '/bank-transfer'), cookie, { ...bank, isEnabled: false });
    expect(off.json().bankTransfer.isEnabled).toBe(false);
    expect(await enabledTypes(tenant.id)).toEqual([]);
    expect(await methodsOf(tenant.id)).toHaveLength(1);
  });

  it('refuses a wrong IBAN or BIC, and enabling without an IBAN; nothing is written', async () => {
    const { tenant, cookie } = await owned(await createTenant(ctx.database.db));
    await createPaymentMethod(ctx.database.db, tenant.id, { isEnabled: false });
    const wrong = await send('PUT', url(tenant.name, '/bank-transfer'), cookie, {
      ...bank,
      iban: 'NL91ABNA0417164301',
      bic: 'ABN',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'body.iban', message: 'Dit IBAN klopt niet' },
        { field: 'body.bic', message: 'Deze BIC klopt niet' },
      ]),
    );
    const empty = await send('PUT', url(tenant.name, '/bank-transfer'), cookie, { ...bank, iban: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([{ field: 'body.iban', message: 'Vul eerst een geldig IBAN in' }]);
    const english = await ctx.app.inject({
      method: 'PUT',
      url: url(tenant.name, '/bank-transfer'),
      headers: { ...sameOrigin, cookie, 'accept-language': 'en' },
      payload: { ...bank, iban: 'NL00ABNA0417164300' },
    });
    expect(english.json().fields).toEqual([{ field: 'body.iban', message: 'This IBAN is not valid' }]);
    expect(await methodsOf(tenant.id)).toEqual([
      expect.objectContaining({ is_enabled: false, bank_iban: 'NL91ABNA0417164300', bank_bic: 'ABNANL2A' }),
    ]);
  });
});

describe('access', () => {
  it('answers 404 for another shop, 401 to the anonymous, and lets the Admin in, audited', async () => {
    const a = await owned(await createTenant(ctx.database.db));
    const b = await owned(await createTenant(ctx.database.db));
    expect((await send('GET', url(b.tenant.name), a.cookie)).statusCode).toBe(404);
    expect((await send('PUT', url(b.tenant.name, '/bank-transfer'), a.cookie, bank)).statusCode).toBe(404);
    expect((await send('PUT', url(b.tenant.name, '/stripe'), a.cookie, { isEnabled: false })).statusCode).toBe(404);
    expect(await methodsOf(b.tenant.id)).toEqual([]);
    expect((await send('GET', url(a.tenant.name))).statusCode).toBe(401);
    expect((await send('PUT', url(a.tenant.name, '/bank-transfer'), undefined, bank)).statusCode).toBe(401);

    const admin = await createPlatformUser(ctx.database.db, { role: 'Admin' });
    const cookie = await platformSessionCookie(ctx.database.db, admin.id);
    expect((await send('PUT', url(a.tenant.name, '/bank-transfer'), cookie, bank)).statusCode).toBe(200);
    const audit = await query<{ action: string; actor_role: string }>(
      'select action, actor_role from tenant_audit_log where tenant_id = $1 order by id',
      [a.tenant.id],
    );
    expect(audit).toEqual([{ action: 'payment_method.bank_transfer_changed', actor_role: 'Admin' }]);
  });
});
