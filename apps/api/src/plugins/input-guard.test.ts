import { ZApiError } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, customers } from '#src/db/schema/tables.ts';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sanne',
  lastName: 'de Vries',
  email: `sanne-${Math.random().toString(36).slice(2)}@example.com`,
  phoneNumber: '0612345678',
  address: 'Dorpsstraat 1',
  city: 'Utrecht',
  postalCode: '3511 AA',
  country: 'Nederland',
  ...overrides,
});

function expectRefusedText(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = ZApiError.parse(response.json());
  expect(body.error).toBe('invalid_text');
  expect(body.message).toContain(field);
  expect(body.fields?.[0]?.field).toBe(field);
}

describe('text with a NUL character gets a 400 naming the field (never a 500)', () => {
  it('POST /api/auth/customer/register', async () => {
    const { tenant } = await createCheckoutShop(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: { ...registration({ firstName: 'San\u0000ne' }), password: 'geheim123', tenantId: tenant.id },
    });
    expectRefusedText(response, 'body.firstName');
    expect(await ctx.database.db.select().from(customers).where(eq(customers.tenantId, tenant.id))).toEqual([]);
  });

  it('POST /api/customers/register/{name}', async () => {
    const { tenant } = await createCheckoutShop(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/customers/register/${tenant.name}`,
      payload: registration({ city: 'Utr\u0000echt' }),
    });
    expectRefusedText(response, 'body.city');
  });

  it('POST place-order', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { weightGrams: 500 });
    const sessionId = newSessionId();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/cart/${sessionId}/${tenant.id}/items`,
      payload: { productId: product.id, quantity: 1, selectedAddons: [] },
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/${sessionId}/${tenant.id}/place-order`,
      headers: { host: 'localhost' },
      payload: checkoutForm({ shippingMethodId: parcel.id, billingAddress: 'Kerkstraat\u00001' }),
    });
    expectRefusedText(response, 'body.billingAddress');
  });

  it('POST /api/analytics/track', async () => {
    const { tenant } = await createCheckoutShop(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      payload: { tenantId: tenant.id, pageUrl: 'http://demo.localhost/\u0000', referrer: null },
    });
    expectRefusedText(response, 'body.pageUrl');
    const stored = await ctx.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.tenantId, tenant.id));
    expect(stored).toEqual([]);
  });

  it('?tenant=de%00mo', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/payment-methods/enabled?tenant=de%00mo',
      headers: { host: 'localhost' },
    });
    expectRefusedText(response, 'query.tenant');
  });

  it('a lone surrogate is refused the same way, in a body or a path', async () => {
    const { tenant } = await createCheckoutShop(ctx.database.db);
    const track = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      headers: { 'content-type': 'application/json' },
      payload: `{"tenantId":"${tenant.id}","pageUrl":"http://x/\\ud800"}`,
    });
    expectRefusedText(track, 'body.pageUrl');
    expect(track.json().message).toContain('ongepaard UTF-16-surrogaat');
  });
});

describe('other input that used to end in a 500', () => {
  it('place-order with the JSON body null gets a 400', async () => {
    const { tenant } = await createCheckoutShop(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/${newSessionId()}/${tenant.id}/place-order`,
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(response.statusCode).toBe(400);
    expect(ZApiError.parse(response.json())).toEqual({
      error: 'invalid_body',
      message: 'De inhoud van het verzoek moet een JSON-object zijn.',
    });
  });

  it('search with categoryId=99999999999 (beyond a PostgreSQL integer) gets a 400', async () => {
    const { tenant } = await createCheckoutShop(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/search/public?tenantId=${tenant.id}&searchTerm=kaars&categoryId=99999999999`,
    });
    expect(response.statusCode).toBe(400);
    const body = ZApiError.parse(response.json());
    expect(body.error).toBe('validation_error');
    expect(body.fields?.map((field) => field.field)).toEqual(['querystring.categoryId']);
  });
});
