import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShippingMethod, createTenant, newSessionId } from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000' };
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function ownedShop() {
  const { db } = ctx.database;
  const tenant = await createTenant(db);
  const owner = await createPlatformUser(db, { shopIds: [tenant.id] });
  return { tenant, cookie: await platformSessionCookie(db, owner.id) };
}

const url = (tenantName: string, rest = '') => `/api/platform/shops/${tenantName}/shipping-methods${rest}`;
const storefront = async (tenantId: string) => {
  const response = await ctx.app.inject({ url: `/api/checkout/${newSessionId()}/${tenantId}/shipping-methods` });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; name: string; totalPrice: number }[];
};
const countOf = async (tenantId: string) =>
  Number(
    (await query<{ n: string }>('select count(*) n from shipping_methods where tenant_id = $1', [tenantId]))[0]?.n,
  );

const envelope = {
  name: 'Brievenbus',
  description: 'Past door de bus',
  deliveryDescription: 'Morgen in huis',
  type: 'envelope',
  price: 4.25,
  estimatedDays: 1,
  minWeight: null,
  maxWeight: 500,
  isActive: true,
};

describe('shipping methods in the back office', () => {
  it('creates, lists in order, updates, reorders and deletes; the storefront follows at its next request', async () => {
    const { tenant, cookie } = await ownedShop();
    const created = await send('POST', url(tenant.name), cookie, envelope);
    expect(created.statusCode, created.body).toBe(201);
    const first = created.json();
    expect(first).toMatchObject({ ...envelope, displayOrder: 0 });
    const row = (
      await query('select price_cents, max_weight_grams from shipping_methods where id = $1', [first.id])
    )[0];
    expect(row).toEqual({ price_cents: 425, max_weight_grams: 500 });
    expect((await storefront(tenant.id)).map((m) => m.name)).toEqual(['Brievenbus']);

    const second = (
      await send('POST', url(tenant.name), cookie, { name: 'Pakket', type: 'parcel', price: 6.95 })
    ).json();
    expect(second.displayOrder).toBe(1);

    const listed = await send('GET', url(tenant.name), cookie);
    expect(listed.json().map((m: { id: number }) => m.id)).toEqual([first.id, second.id]);

    const reordered = await send('PUT', url(tenant.name, '/order'), cookie, { ids: [second.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().map((m: { id: number }) => m.id)).toEqual([second.id, first.id]);
    expect((await storefront(tenant.id)).map((m) => m.id)).toEqual([second.id, first.id]);

    const updated = await send('PUT', url(tenant.name, `/${first.id}`), cookie, {
      ...envelope,
      name: 'Brievenbus snel',
      price: 5,
      isActive: false,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Brievenbus snel', price: 5, isActive: false });
    expect((await storefront(tenant.id)).map((m) => m.id)).toEqual([second.id]);

    const deleted = await send('DELETE', url(tenant.name, `/${second.id}`), cookie);
    expect(deleted.statusCode).toBe(204);
    expect(await storefront(tenant.id)).toEqual([]);
    expect(await countOf(tenant.id)).toBe(1);

    const audit = await query<{ action: string }>(
      'select action from tenant_audit_log where tenant_id = $1 order by id',
      [tenant.id],
    );
    // The owner's own changes are in the shop's activity log too.
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['shipping_method.created', 'shipping_method.updated', 'shipping_method.deleted']),
    );
  });

  it('refuses bad input with its fields and writes nothing', async () => {
    const { tenant, cookie } = await ownedShop();
    const response = await send('POST', url(tenant.name), cookie, {
      ...envelope,
      name: ' ',
      price: 1.234,
      minWeight: 600,
      maxWeight: 500,
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.name', 'body.price', 'body.minWeight']));
    expect(await countOf(tenant.id)).toBe(0);

    const method = await createShippingMethod(ctx.database.db, tenant.id, { name: 'Pakket' });
    const badType = await send('PUT', url(tenant.name, `/${method.id}`), cookie, { ...envelope, type: 'truck' });
    expect(badType.statusCode).toBe(400);
    expect((await query('select name, type from shipping_methods where id = $1', [method.id]))[0]).toEqual({
      name: 'Pakket',
      type: 'parcel',
    });
  });

  it("answers 404 for another shop and for another shop's methods inside one's own path", async () => {
    const a = await ownedShop();
    const b = await ownedShop();
    const methodB = await createShippingMethod(ctx.database.db, b.tenant.id, { name: 'Van B' });

    expect((await send('GET', url(b.tenant.name), a.cookie)).statusCode).toBe(404);
    expect((await send('POST', url(b.tenant.name), a.cookie, envelope)).statusCode).toBe(404);
    expect((await send('PUT', url(a.tenant.name, `/${methodB.id}`), a.cookie, envelope)).statusCode).toBe(404);
    expect((await send('DELETE', url(a.tenant.name, `/${methodB.id}`), a.cookie)).statusCode).toBe(404);
    expect((await send('PUT', url(a.tenant.name, '/order'), a.cookie, { ids: [methodB.id] })).statusCode).toBe(404);
    expect((await query('select name from shipping_methods where id = $1', [methodB.id]))[0]).toEqual({
      name: 'Van B',
    });
  });

  it('refuses the anonymous and lets the Admin in, audited', async () => {
    const { tenant } = await ownedShop();
    expect((await send('GET', url(tenant.name))).statusCode).toBe(401);
    expect((await send('POST', url(tenant.name), undefined, envelope)).statusCode).toBe(401);

    const admin = await createPlatformUser(ctx.database.db, { role: 'Admin' });
    const cookie = await platformSessionCookie(ctx.database.db, admin.id);
    const created = await send('POST', url(tenant.name), cookie, envelope);
    expect(created.statusCode, created.body).toBe(201);
    const audit = await query<{ action: string; actor_role: string }>(
      'select action, actor_role from tenant_audit_log where tenant_id = $1 order by id',
      [tenant.id],
    );
    expect(audit).toEqual([{ action: 'shipping_method.created', actor_role: 'Admin' }]);
  });
});
