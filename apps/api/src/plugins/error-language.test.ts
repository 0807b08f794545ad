import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const placeOrder = (
  tenantId: string,
  sessionId: string,
  body: unknown,
  headers: Record<string, string> = {},
  query = '',
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${tenantId}/place-order${query}`,
    payload: body as Record<string, unknown>,
    headers,
  });

async function cartWithTooLittleStock() {
  const { db } = ctx.database;
  const { tenant, parcel } = await createCheckoutShop(db);
  const product = await createProduct(db, tenant.id, { name: 'Schaars', weightGrams: 100, stockQuantity: 3 });
  const sessionId = newSessionId();
  const added = await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/${sessionId}/${tenant.id}/items`,
    payload: { productId: product.id, quantity: 3 },
  });
  expect(added.statusCode, added.body).toBe(200);
  await ctx.database.pool.query('update products set stock_quantity = 1 where tenant_id = $1 and id = $2', [
    tenant.id,
    product.id,
  ]);
  return { tenantId: tenant.id, sessionId, form: checkoutForm({ shippingMethodId: parcel.id }) };
}

describe('error messages in the request language', () => {
  it('refuses an order for missing stock in Dutch by default and in English when asked', async () => {
    const { tenantId, sessionId, form } = await cartWithTooLittleStock();
    const dutch = await placeOrder(tenantId, sessionId, form);
    expect(dutch.statusCode).toBe(409);
    expect(dutch.json()).toEqual({
      error: 'insufficient_stock',
      message: 'Onvoldoende voorraad voor "Schaars": nog 1 beschikbaar, 3 gevraagd.',
    });
    const english = await placeOrder(tenantId, sessionId, form, { 'accept-language': 'en-GB,en;q=0.9,nl;q=0.8' });
    expect(english.json()).toEqual({
      error: 'insufficient_stock',
      message: 'Not enough stock of "Schaars": 1 available, 3 requested.',
    });
    const byQuery = await placeOrder(tenantId, sessionId, form, { 'accept-language': 'nl' }, '?lang=en');
    expect(byQuery.json().message).toBe(english.json().message);
    const otherLanguage = await placeOrder(tenantId, sessionId, form, { 'accept-language': 'de-DE,fr' });
    expect(otherLanguage.json().message).toBe(dutch.json().message);
  });

  it('answers a missing cart item in Dutch or English; the spec text Order not found in both', async () => {
    const { tenant } = await createCheckoutShop(ctx.database.db);
    const removeMissing = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/cart/${newSessionId()}/${tenant.id}/items/id/999999`, headers });
    expect((await removeMissing({})).json()).toEqual({
      error: 'not_found',
      message: 'Artikel niet gevonden in de winkelwagen',
    });
    expect((await removeMissing({ 'accept-language': 'en' })).json()).toEqual({
      error: 'not_found',
      message: 'Cart item not found',
    });
    for (const language of ['nl', 'en']) {
      const order = await ctx.app.inject({
        url: '/api/orders/WW-0000-0000-0000-00',
        headers: { 'x-tenant-id': tenant.id, 'accept-language': language },
      });
      expect(order.json(), language).toEqual({ error: 'not_found', message: 'Order not found' });
    }
  });

  it('translates a validation error and its fields, keeping the field paths', async () => {
    const { tenant } = await createCheckoutShop(ctx.database.db);
    const english = await placeOrder(tenant.id, newSessionId(), {}, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ error: 'validation_error', message: 'There are errors in the form' });
    expect(english.json().fields).toContainEqual({ field: 'customerEmail', message: 'E-mail address is required' });
    expect(english.json().fields).toContainEqual({ field: 'paymentMethod', message: 'Select a payment method' });

    const schemaError = (language: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/checkout/${newSessionId()}/${tenant.id}/place-order`,
        payload: { ...checkoutForm({ shippingMethodId: 1 }), customerEmail: 'geen-adres' },
        headers: { 'accept-language': language },
      });
    const dutch = (await schemaError('nl')).json();
    const inEnglish = (await schemaError('en')).json();
    expect(dutch.fields).toContainEqual({ field: 'customerEmail', message: 'Voer een geldig e-mailadres in' });
    expect(inEnglish.fields).toContainEqual({ field: 'customerEmail', message: 'Please enter a valid e-mail address' });
  });
});
