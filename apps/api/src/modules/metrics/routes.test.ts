import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentExpiry } from '#src/modules/payments/payments.ts';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: 10_000 });
});
afterAll(async () => ctx?.close());

const scrape = async (target: TestContext = ctx) => {
  const response = await target.app.inject({ url: '/metrics' });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

/** The value of one sample line (`name{labels} value`), or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-z_]+=")/);
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers a scraper on loopback in the Prometheus text format, never cached', async () => {
    const response = await ctx.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(sample(response.body, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
    expect(sample(response.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('answers 404 to another address, and to loopback when a proxy forwarded the request', async () => {
    const remote = await ctx.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('process_cpu');
    const forwarded = await ctx.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forwarded.statusCode).toBe(404);
    const standardForwarded = await ctx.app.inject({ url: '/metrics', headers: { forwarded: 'for=203.0.113.7' } });
    expect(standardForwarded.statusCode).toBe(404);
  });
});

describe('GET /metrics refused with the web app served', () => {
  it('answers a 404, not the web app page', async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'webshop-metrics-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
    const withWeb = await createTestApp({ SERVE_WEB: true, WEB_DIST_DIR: webDir, SERVER_RENDERING: false });
    try {
      expect((await withWeb.app.inject({ url: '/some-page', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
      const refused = await withWeb.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).toContain('application/json');
      expect(refused.body).not.toContain('id="root"');
    } finally {
      await withWeb.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'a-metrics-token-of-some-length';
  let guarded: TestContext;
  beforeAll(async () => {
    guarded = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(async () => guarded?.close());

  it('answers only the bearer of the token, from any address', async () => {
    const withToken = await guarded.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('process_cpu_user_seconds_total');
    const refused = [
      await guarded.app.inject({ url: '/metrics' }),
      await guarded.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}x` } }),
      await guarded.app.inject({ url: '/metrics', headers: { authorization: 'Bearer' } }),
      await guarded.app.inject({ url: '/metrics', headers: { authorization: `Basic ${token}` } }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
  });
});

describe('request durations', () => {
  it('are labelled with the route pattern and status class, unknown addresses as one label', async () => {
    for (const name of ['een', 'twee', 'drie']) {
      await ctx.app.inject({ url: `/api/tenants/by-name/${name}-${Date.now()}` });
    }
    await ctx.app.inject({ url: '/nowhere/a' });
    await ctx.app.inject({ url: '/nowhere/b' });
    await ctx.app.inject({ url: '/health/live' });
    const text = await scrape();
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/tenants/by-name/:name',
        status_class: '4xx',
      }),
    ).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '/health/live', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/nowhere/');
    expect(text).not.toContain('by-name/een');
  });
});

describe('database pool', () => {
  it('reports open, idle and waiting connections and the pool size', async () => {
    const text = await scrape();
    expect(sample(text, 'webshop_db_pool_connections')).toBe(ctx.database.pool.totalCount);
    expect(sample(text, 'webshop_db_pool_connections')).toBeGreaterThan(0);
    expect(sample(text, 'webshop_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'webshop_db_pool_waiting_clients')).toBe(0);
    expect(sample(text, 'webshop_db_pool_max_connections')).toBe(ctx.config.DB_POOL_SIZE);
  });
});

describe('mail outbox', () => {
  it('reports the unsent messages of every shop and the age of the oldest', async () => {
    const before = await scrape();
    expect(sample(before, 'webshop_mail_outbox_pending')).toBe(0);
    expect(sample(before, 'webshop_mail_outbox_oldest_pending_seconds')).toBe(0);
    const { tenant } = await createCheckoutShop(ctx.database.db);
    const other = await createCheckoutShop(ctx.database.db);
    const insert = `insert into email_outbox (tenant_id, kind, to_address, subject, html, text, status, created_at)
      values ($1, 'test', 'a@example.com', 's', 'h', 't', $2, now() - $3::interval)`;
    await ctx.database.pool.query(insert, [tenant.id, 'pending', '120 seconds']);
    await ctx.database.pool.query(insert, [other.tenant.id, 'pending', '5 seconds']);
    await ctx.database.pool.query(insert, [other.tenant.id, 'sent', '1 hour']);
    const after = await scrape();
    expect(sample(after, 'webshop_mail_outbox_pending')).toBe(2);
    const oldest = sample(after, 'webshop_mail_outbox_oldest_pending_seconds') ?? 0;
    expect(oldest).toBeGreaterThanOrEqual(120);
    expect(oldest).toBeLessThan(3600);
    await ctx.database.pool.query('delete from email_outbox');
  });
});

describe('orders placed', () => {
  it('counts each placed order once by payment method type, without a shop label', async () => {
    const { tenant, envelope } = await createCheckoutShop(ctx.database.db);
    const product = await createProduct(ctx.database.db, tenant.id, { priceCents: 1000, stockQuantity: 10 });
    const place = async (paymentMethod: string) => {
      const sessionId = newSessionId();
      const added = await ctx.app.inject({
        method: 'POST',
        url: `/api/cart/${sessionId}/${tenant.id}/items`,
        payload: { productId: product.id, quantity: 1 },
      });
      expect(added.statusCode, added.body).toBe(200);
      const placed = () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/checkout/${sessionId}/${tenant.id}/place-order`,
          payload: checkoutForm({ paymentMethod, shippingMethodId: envelope.id }),
        });
      const first = await placed();
      expect(first.statusCode, first.body).toBe(201);
      // The same submit again answers the first order: not a second order.
      expect((await placed()).statusCode).toBe(200);
    };
    const before = await scrape();
    const count = (text: string, type: string) =>
      sample(text, 'webshop_orders_placed_total', { payment_method: type }) ?? 0;
    await place('BankTransfer');
    await place('BankTransfer');
    await place('Stripe');
    const after = await scrape();
    expect(count(after, 'BankTransfer') - count(before, 'BankTransfer')).toBe(2);
    expect(count(after, 'Stripe') - count(before, 'Stripe')).toBe(1);
    expect(after).not.toContain(tenant.id);
  });
});

describe('background jobs', () => {
  it('counts runs and failures and times them per job', async () => {
    const track = ctx.app.metrics.trackJob('test_job');
    expect(await track(async () => 'done')).toBe('done');
    await expect(
      track(async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    const text = await scrape();
    expect(sample(text, 'webshop_job_runs_total', { job: 'test_job' })).toBe(2);
    expect(sample(text, 'webshop_job_failures_total', { job: 'test_job' })).toBe(1);
    expect(sample(text, 'webshop_job_duration_seconds_count', { job: 'test_job' })).toBe(2);
  });

  it('observes the rounds of a real job started with its tracker (payment expiry)', async () => {
    const stop = startPaymentExpiry(ctx.database.db, () => {}, 50, ctx.app.metrics.trackJob('payment_expiry'));
    try {
      const zero = await scrape();
      expect(sample(zero, 'webshop_job_failures_total', { job: 'payment_expiry' })).toBe(0);
      let runs = 0;
      while (runs < 2) {
        await new Promise((wait) => setTimeout(wait, 100));
        runs = sample(await scrape(), 'webshop_job_runs_total', { job: 'payment_expiry' }) ?? 0;
      }
      expect(sample(await scrape(), 'webshop_job_failures_total', { job: 'payment_expiry' })).toBe(0);
    } finally {
      await stop();
    }
  });
});
