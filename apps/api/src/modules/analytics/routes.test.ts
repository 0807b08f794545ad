import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const track = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/analytics/track', payload: payload as object, headers });
const eventsOf = async (tenantId: string) =>
  (
    await ctx.database.pool.query(
      'select page_url, referrer, user_agent from analytics_events where tenant_id = $1 order by id',
      [tenantId],
    )
  ).rows;

describe('POST /api/analytics/track', () => {
  it('stores the page view with referrer and user agent and answers 202', async () => {
    const tenant = await createTenant(ctx.database.db);
    const response = await track(
      { tenantId: tenant.id, pageUrl: 'https://demo.winkelwerf.nl/product/3', referrer: 'https://www.google.nl/' },
      { 'user-agent': 'Vitest/1.0' },
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    expect(await eventsOf(tenant.id)).toEqual([
      {
        page_url: 'https://demo.winkelwerf.nl/product/3',
        referrer: 'https://www.google.nl/',
        user_agent: 'Vitest/1.0',
      },
    ]);
  });

  it('stores a null referrer when none is given', async () => {
    const tenant = await createTenant(ctx.database.db);
    expect((await track({ tenantId: tenant.id, pageUrl: '/' })).statusCode).toBe(202);
    expect((await eventsOf(tenant.id))[0]).toMatchObject({ page_url: '/', referrer: null });
  });

  it.each([
    ['no body fields', {}],
    ['a missing pageUrl', { pageUrl: undefined }],
    ['an empty pageUrl', { pageUrl: '' }],
    ['a pageUrl over 2048 characters', { pageUrl: `/${'a'.repeat(2048)}` }],
    ['a malformed tenantId', { tenantId: 'demo' }],
    ['a number as pageUrl', { pageUrl: 42 }],
  ])('rejects %s with 400 and stores nothing', async (_label, change) => {
    const tenant = await createTenant(ctx.database.db);
    const body = Object.keys(change).length === 0 ? {} : { tenantId: tenant.id, pageUrl: '/', ...change };
    const response = await track(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_error');
    expect(await eventsOf(tenant.id)).toEqual([]);
  });

  it('rejects a body that is not JSON with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 Tenant not found for an unknown tenant', async () => {
    const response = await track({ tenantId: '00000000-0000-4000-8000-000000000000', pageUrl: '/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Tenant not found' });
  });
});
