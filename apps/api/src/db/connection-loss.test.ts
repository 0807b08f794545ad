import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startPaymentExpiry } from '../modules/payments/payments.ts';
import { connect, type DatabaseHandle, databaseUrl } from './client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';
import { readPostmasterPid } from './postmaster.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function fillCart(app: FastifyInstance, tenantId: string, productId: number, sessionId = newSessionId()) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/cart/${sessionId}/${tenantId}/items`,
    payload: { productId, quantity: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return sessionId;
}

const placeOrder = (
  app: FastifyInstance,
  shop: { tenantId: string; shippingMethodId: number },
  sessionId: string,
  paymentMethod = 'BankTransfer',
) =>
  app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionId}/${shop.tenantId}/place-order`,
    payload: checkoutForm({ paymentMethod, shippingMethodId: shop.shippingMethodId }),
  });

describe('terminated database connections (pg_terminate_backend)', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  const databaseName = () => new URL(ctx.database.url).pathname.slice(1);
  const terminateAppBackends = async () =>
    (
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName()],
      )
    ).rowCount;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = new pg.Client({ connectionString: databaseUrl(ctx.database.url, 'postgres') });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await ctx?.close();
  });

  it('keeps the process alive when the backend of a connection checked out for a transaction is terminated', async () => {
    const client = await ctx.database.pool.connect();
    try {
      await client.query('begin');
      expect(await terminateAppBackends()).toBeGreaterThan(0);
      await expect(client.query('select 1')).rejects.toThrow();
    } finally {
      client.release(true);
    }
    const health = await ctx.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('answers a request in flight with 503 and the usual error body, and the next request succeeds', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const shop = { tenantId: tenant.id, shippingMethodId: parcel.id };
    const product = await createProduct(db, tenant.id, { stockQuantity: 10, weightGrams: 300 });
    const blockedSession = await fillCart(ctx.app, tenant.id, product.id);
    const laterSession = await fillCart(ctx.app, tenant.id, product.id);

    // A second connection holds the product row, so the order waits inside its transaction.
    const holder = new pg.Client({ connectionString: ctx.database.url });
    await holder.connect();
    try {
      const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      await holder.query('begin');
      await holder.query('select 1 from products where tenant_id = $1 and id = $2 for update', [tenant.id, product.id]);
      const inFlight = placeOrder(ctx.app, shop, blockedSession);
      await waitFor('the order to wait for the row lock', async () => {
        const { rows } = await admin.query(
          "select 1 from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
          [databaseName()],
        );
        return rows.length > 0 ? true : undefined;
      });
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid not in (pg_backend_pid(), $2)',
        [databaseName(), holderPid],
      );
      const failed = await inFlight;
      expect(failed.statusCode, failed.body).toBe(503);
      expect(failed.json()).toEqual({ error: 'service_unavailable', message: expect.stringContaining('database') });
    } finally {
      await holder.query('rollback').catch(() => {});
      await holder.end();
    }

    const placed = await placeOrder(ctx.app, shop, laterSession);
    expect(placed.statusCode, placed.body).toBe(201);
    const { rows } = await ctx.database.pool.query('select count(*)::int as orders from orders where tenant_id = $1', [
      tenant.id,
    ]);
    expect(rows[0]).toEqual({ orders: 1 });
  });

  it('survives repeated termination of every connection during an order load: only 201 or 503', async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const shop = { tenantId: tenant.id, shippingMethodId: parcel.id };
    const product = await createProduct(db, tenant.id, { stockQuantity: 1000, weightGrams: 300 });
    const sessions = await Promise.all(Array.from({ length: 30 }, () => fillCart(ctx.app, tenant.id, product.id)));
    let terminating = true;
    const terminator = (async () => {
      while (terminating) {
        await terminateAppBackends();
        await sleep(20);
      }
    })();
    const answers = await Promise.all(sessions.map((sessionId) => placeOrder(ctx.app, shop, sessionId)));
    terminating = false;
    await terminator;

    for (const answer of answers) {
      expect([201, 503], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 503) expect(answer.json().error).toBe('service_unavailable');
    }
    const acknowledged = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json());
    const { rows } = await ctx.database.pool.query<{ order_number: string; lines: number }>(
      `select o.order_number, (select count(*)::int from order_items i where i.tenant_id = o.tenant_id and i.order_id = o.id) as lines
         from orders o where o.tenant_id = $1`,
      [tenant.id],
    );
    const stored = new Map(rows.map((row) => [row.order_number, row.lines]));
    for (const order of acknowledged) expect(stored.get(order.orderNumber)).toBe(1);

    const health = await ctx.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('a PostgreSQL restart (dedicated embedded server)', () => {
  let tempDir: string;
  let embedded: EmbeddedDatabase;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const messages: string[] = [];

  beforeAll(async () => {
    tempDir = mkdtempSync(join(tmpdir(), 'webshop-restart-'));
    chmodSync(tempDir, 0o755);
    embedded = await startEmbeddedPostgres({
      dataDir: join(tempDir, 'pg'),
      persistent: false,
      log: (message) => messages.push(message),
    });
    const admin = new pg.Client({ connectionString: embedded.url });
    await admin.connect();
    await admin.query('create database webshop');
    await admin.end();
    database = connect(databaseUrl(embedded.url, 'webshop'), 5);
    await migrateDatabase(database);
    app = await buildApp(loadConfig({}, { LOG_LEVEL: 'silent', SERVE_WEB: false, SEED_DEMO: false }), { database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await embedded?.stop();
    rmSync(tempDir, { recursive: true, force: true });
  });

  it('answers 503 while PostgreSQL is down, then orders again, and the payment-expiry loop resumes', async () => {
    const { db } = database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const shop = { tenantId: tenant.id, shippingMethodId: parcel.id };
    const product = await createProduct(db, tenant.id, { stockQuantity: 10, weightGrams: 300 });
    const expiryLog: string[] = [];
    const stopExpiry = startPaymentExpiry(db, (message) => expiryLog.push(message), 100);
    try {
      const before = await placeOrder(app, shop, await fillCart(app, tenant.id, product.id));
      expect(before.statusCode, before.body).toBe(201);

      const postmaster = readPostmasterPid(embedded.dataDir);
      expect(postmaster).not.toBeNull();
      // A fast shutdown, as `pg_ctl restart -m fast` does first; the embedded server starts it again.
      process.kill(postmaster?.pid ?? 0, 'SIGINT');

      const statuses = new Set<number>();
      await waitFor('a 503 while PostgreSQL is down', async () => {
        const response = await app.inject({ url: '/api/health' });
        statuses.add(response.statusCode);
        return response.statusCode === 503 ? response : undefined;
      });
      await waitFor('PostgreSQL to answer again', async () => {
        const response = await app.inject({ url: '/api/health' });
        statuses.add(response.statusCode);
        return response.statusCode === 200 ? response : undefined;
      });
      expect([...statuses].sort()).toEqual([200, 503]);
      expect(messages.join('\n')).toMatch(/stopped unexpectedly/);

      const cardOrder = await placeOrder(app, shop, await fillCart(app, tenant.id, product.id), 'Stripe');
      expect(cardOrder.statusCode, cardOrder.body).toBe(201);
      const { orderNumber } = cardOrder.json();
      await database.pool.query(
        "update orders set payment_expires_at = now() - interval '1 minute' where tenant_id = $1 and order_number = $2",
        [tenant.id, orderNumber],
      );
      const released = await waitFor('the expiry loop to release the unpaid card order', async () => {
        const { rows } = await database.pool.query<{ payment_status: string }>(
          'select payment_status from orders where tenant_id = $1 and order_number = $2',
          [tenant.id, orderNumber],
        );
        return rows[0]?.payment_status === 'Expired' ? rows[0] : undefined;
      });
      expect(released.payment_status).toBe('Expired');
    } finally {
      await stopExpiry();
    }
  });
});
