import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutForm, createCheckoutShop, createProduct, newSessionId } from '../../../test/factories.ts';
import { createTestApp, createTestDatabase, type TestContext } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../../db/client.ts';

const BUYERS = 50;
const STOCK = 5;
const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

interface Outcome {
  status: number;
  body: { orderNumber?: string; error?: string; message?: string };
}

/** Stock, orders and ordered units of one product after the rush. */
async function stateAfterRush(database: DatabaseHandle, tenantId: string, productId: number) {
  const { rows } = await database.pool.query<{ stock: number; orders: number; units: number }>(
    `select (select stock_quantity from products where tenant_id = $1 and id = $2) as stock,
            (select count(*)::int from orders where tenant_id = $1) as orders,
            (select coalesce(sum(quantity), 0)::int from order_items where tenant_id = $1 and product_id = $2) as units`,
    [tenantId, productId],
  );
  return rows[0];
}

function expectExactlyStockSold(outcomes: Outcome[]) {
  const placed = outcomes.filter((outcome) => outcome.status === 201);
  const refused = outcomes.filter((outcome) => outcome.status === 409);
  expect(placed).toHaveLength(STOCK);
  expect(refused).toHaveLength(BUYERS - STOCK);
  expect(new Set(placed.map((outcome) => outcome.body.orderNumber)).size).toBe(STOCK);
  for (const outcome of refused) expect(outcome.body.error).toBe('insufficient_stock');
}

describe('place-order under concurrency: never oversold', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_MAX: 1_000_000 });
  });
  afterAll(async () => ctx?.close());

  it(`${BUYERS} buyers at once for a product with stock ${STOCK}: exactly ${STOCK} orders, stock 0`, async () => {
    const { db } = ctx.database;
    const { tenant, parcel } = await createCheckoutShop(db);
    const product = await createProduct(db, tenant.id, { stockQuantity: STOCK, weightGrams: 200 });
    const sessions = Array.from({ length: BUYERS }, () => newSessionId());
    for (const sessionId of sessions) {
      const added = await ctx.app.inject({
        method: 'POST',
        url: `/api/cart/${sessionId}/${tenant.id}/items`,
        payload: { productId: product.id, quantity: 1 },
      });
      expect(added.statusCode).toBe(200);
    }

    const outcomes = await Promise.all(
      sessions.map(async (sessionId) => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/api/checkout/${sessionId}/${tenant.id}/place-order`,
          payload: checkoutForm({ shippingMethodId: parcel.id }),
        });
        return { status: response.statusCode, body: response.json() } as Outcome;
      }),
    );
    expectExactlyStockSold(outcomes);
    expect(await stateAfterRush(ctx.database, tenant.id, product.id)).toEqual({
      stock: 0,
      orders: STOCK,
      units: STOCK,
    });
  });
});

/** Starts `node --import tsx apps/api/src/server.ts` on a free port; resolves with its port. */
function startServer(databaseUrl: string): Promise<{ process: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      MAIL_SENDER: 'false',
      SERVE_WEB: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      DB_POOL_SIZE: '8',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Platform: http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ process: child, port: Number(match[1]) });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

async function stopServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('place-order across two server processes sharing one database', () => {
  let database: DatabaseHandle;
  const servers: { process: ChildProcess; port: number }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    servers.push(...(await Promise.all([startServer(database.url), startServer(database.url)])));
  }, 90_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server.process)));
    await database?.close();
  });

  it(`${BUYERS} buyers split over two processes, stock ${STOCK}: exactly ${STOCK} orders`, async () => {
    const { tenant, parcel } = await createCheckoutShop(database.db);
    const product = await createProduct(database.db, tenant.id, { stockQuantity: STOCK, weightGrams: 200 });
    const serverFor = (index: number) => `http://127.0.0.1:${servers[index % servers.length]?.port}`;
    const post = async (base: string, path: string, body: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Outcome['body'] };
    };

    const sessions = Array.from({ length: BUYERS }, () => newSessionId());
    await Promise.all(
      sessions.map(async (sessionId, index) => {
        const added = await post(serverFor(index), `/api/cart/${sessionId}/${tenant.id}/items`, {
          productId: product.id,
          quantity: 1,
        });
        expect(added.status).toBe(200);
      }),
    );

    const outcomes = await Promise.all(
      sessions.map((sessionId, index) =>
        post(
          serverFor(index + 1),
          `/api/checkout/${sessionId}/${tenant.id}/place-order`,
          checkoutForm({ shippingMethodId: parcel.id }),
        ),
      ),
    );
    expectExactlyStockSold(outcomes);
    expect(await stateAfterRush(database, tenant.id, product.id)).toEqual({ stock: 0, orders: STOCK, units: STOCK });
  }, 60_000);
});
