/**
 * Place-order benchmark: the real app on 127.0.0.1 (Host header of the shop), real PostgreSQL.
 *
 * 1. Rush: BENCH_BUYERS buyers (default 200), each with 1 unit in a cart, all submit at once for a
 *    product with BENCH_STOCK units (default 50). Must sell exactly the stock: oversold units 0.
 * 2. Throughput: BENCH_ORDERS orders (default 1000) with ample stock, BENCH_CONNECTIONS at a time
 *    (default 50), each cart 2 products with an add-on; orders/s and latency.
 * 3. Mail: the mail sender delivers the order e-mails of both rounds to an SMTP server on loopback
 *    (BENCH_MAIL_CONCURRENCY at once, default MAIL_CONCURRENCY's); messages/s until the outbox is
 *    empty. Every message must arrive once: delivered = written, duplicates 0.
 *
 *   npm run bench:orders                  embedded PostgreSQL in a temp dir
 *   BENCH_DATABASE_URL=postgres://…       an existing server (database webshop_bench_orders is recreated)
 */
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { paymentMethods, productAddons, products, shippingMethods, tenants } from '../apps/api/src/db/schema/tables.ts';
import { createMailTransport, listenForNewMail, startMailSender } from '../apps/api/src/modules/mail/mail.ts';
import { recordInitialStock } from '../apps/api/src/modules/ordering/ordering.ts';
import { openBenchDatabase } from './bench-database.ts';

const buyers = Number(process.env.BENCH_BUYERS ?? 200);
const stock = Number(process.env.BENCH_STOCK ?? 50);
const throughputOrders = Number(process.env.BENCH_ORDERS ?? 1000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TENANT = 'orderbench';
const DATABASE = 'webshop_bench_orders';
const log = (message: string) => console.log(`[bench] ${message}`);

const agent = new Agent({ keepAlive: true, maxSockets: Math.max(buyers, connections) });

function call(port: number, method: string, path: string, body?: unknown): Promise<{ status: number; ms: number }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          host: `${TENANT}.localhost`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Runs the jobs with at most `limit` in flight. */
async function pool<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, jobs.length) }, async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await (jobs[index] as () => Promise<T>)();
    }
  });
  await Promise.all(workers);
  return results;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const session = (index: number) => `session_${Date.now()}_bench${String(index).padStart(6, '0')}`;

const { handle, stop } = await openBenchDatabase({ name: DATABASE, fresh: true, log });
await migrateDatabase(handle);
const { db } = handle;
const [tenant] = await db.insert(tenants).values({ name: TENANT, displayName: 'Bench winkel' }).returning();
if (!tenant) throw new Error('tenant not created');
const [parcel] = await db
  .insert(shippingMethods)
  .values({ tenantId: tenant.id, name: 'Pakket', type: 'parcel', priceCents: 695 })
  .returning();
await db.insert(paymentMethods).values({
  tenantId: tenant.id,
  type: 'BankTransfer',
  name: 'Bankoverschrijving',
  bankIban: 'NL91ABNA0417164300',
  bankAccountName: 'Bench',
  bankBic: 'ABNANL2A',
});
const [scarce, plentyA, plentyB] = await db
  .insert(products)
  .values([
    { tenantId: tenant.id, name: 'Schaars', sku: 'SCHAARS', priceCents: 1999, stockQuantity: stock, weightGrams: 200 },
    {
      tenantId: tenant.id,
      name: 'Ruim A',
      sku: 'RUIM-A',
      priceCents: 1250,
      stockQuantity: 1_000_000,
      weightGrams: 150,
    },
    { tenantId: tenant.id, name: 'Ruim B', sku: 'RUIM-B', priceCents: 850, stockQuantity: 1_000_000, weightGrams: 90 },
  ])
  .returning();
if (!parcel || !scarce || !plentyA || !plentyB) throw new Error('benchmark data missing');
await recordInitialStock(db, tenant.id, [scarce, plentyA, plentyB], 'seed');
const [giftWrap] = await db
  .insert(productAddons)
  .values({ tenantId: tenant.id, productId: plentyA.id, name: 'Cadeauverpakking', priceCents: 250 })
  .returning();

const config = loadConfig(
  {},
  { LOG_LEVEL: 'silent', SERVE_WEB: false, SEED_DEMO: false, RATE_LIMIT_MAX: 1_000_000_000 },
);
const app = await buildApp(config, { database: handle });
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;
const form = {
  customerEmail: 'koper@example.com',
  customerFirstName: 'Bench',
  customerLastName: 'Koper',
  billingAddress: 'Kerkstraat 1',
  billingCity: 'Amsterdam',
  billingPostalCode: '1011 AA',
  shippingMethodId: parcel.id,
  paymentMethod: 'BankTransfer',
};
const placeOrderPath = (sessionId: string) => `/api/checkout/${sessionId}/${tenant.id}/place-order`;
const cartItemsPath = (sessionId: string) => `/api/cart/${sessionId}/${tenant.id}/items`;

// 1. Rush on scarce stock.
const rushSessions = Array.from({ length: buyers }, (_, index) => session(index));
await pool(
  rushSessions.map(
    (sessionId) => () => call(port, 'POST', cartItemsPath(sessionId), { productId: scarce.id, quantity: 1 }),
  ),
  connections,
);
const rushStarted = performance.now();
const rush = await Promise.all(rushSessions.map((sessionId) => call(port, 'POST', placeOrderPath(sessionId), form)));
const rushSeconds = (performance.now() - rushStarted) / 1000;
const { rows: rushRows } = await handle.pool.query<{ stock: number; units: number; orders: number }>(
  `select (select stock_quantity from products where tenant_id = $1 and id = $2) as stock,
          (select coalesce(sum(quantity), 0)::int from order_items where tenant_id = $1 and product_id = $2) as units,
          (select count(*)::int from orders where tenant_id = $1) as orders`,
  [tenant.id, scarce.id],
);
const rushState = rushRows[0] ?? { stock: -1, units: 0, orders: 0 };
const rushPlaced = rush.filter((result) => result.status === 201).length;
const rushRefused = rush.filter((result) => result.status === 409).length;
const rushOther = rush.length - rushPlaced - rushRefused;
const oversold = Math.max(0, rushState.units - stock) + Math.max(0, -rushState.stock);

// 2. Throughput with ample stock.
const flowSessions = Array.from({ length: throughputOrders }, (_, index) => session(buyers + index));
await pool(
  flowSessions.map((sessionId) => async () => {
    await call(port, 'POST', cartItemsPath(sessionId), {
      productId: plentyA.id,
      quantity: 2,
      selectedAddons: giftWrap ? [{ productAddonId: giftWrap.id }] : [],
    });
    await call(port, 'POST', cartItemsPath(sessionId), { productId: plentyB.id, quantity: 1 });
  }),
  connections,
);
const flowStarted = performance.now();
const flow = await pool(
  flowSessions.map((sessionId) => () => call(port, 'POST', placeOrderPath(sessionId), form)),
  connections,
);
const flowSeconds = (performance.now() - flowStarted) / 1000;
const flowPlaced = flow.filter((result) => result.status === 201).length;
const { rows: stockRows } = await handle.pool.query<{ id: number; stock_quantity: number }>(
  'select id, stock_quantity from products where tenant_id = $1 and id = any($2)',
  [tenant.id, [plentyA.id, plentyB.id]],
);
const expectedA = 1_000_000 - 2 * flowPlaced;
const expectedB = 1_000_000 - flowPlaced;
const stockConsistent = stockRows.every(
  (row) => row.stock_quantity === (row.id === plentyA.id ? expectedA : expectedB),
);

console.log('\nround                                  orders   refused  other   seconds  orders/s  p50 ms  p99 ms');
const row = (name: string, placed: number, refused: number, other: number, seconds: number, ms: number[]) =>
  console.log(
    `${name.padEnd(38)} ${String(placed).padStart(6)} ${String(refused).padStart(9)} ${String(other).padStart(6)} ${seconds.toFixed(2).padStart(9)} ${(placed / seconds).toFixed(0).padStart(9)} ${percentile(ms, 50).toFixed(0).padStart(7)} ${percentile(ms, 99).toFixed(0).padStart(7)}`,
  );
row(
  `rush: ${buyers} at once, stock ${stock}`,
  rushPlaced,
  rushRefused,
  rushOther,
  rushSeconds,
  rush.map((result) => result.ms),
);
row(
  `flow: ${throughputOrders} orders, ${connections} in flight`,
  flowPlaced,
  flow.filter((result) => result.status === 409).length,
  flow.filter((result) => result.status !== 201 && result.status !== 409).length,
  flowSeconds,
  flow.map((result) => result.ms),
);
console.log(
  `\nrush: stock left ${rushState.stock}, units sold ${rushState.units}, orders ${rushState.orders}; oversold units: ${oversold} (must be 0)${oversold === 0 && rushPlaced === Math.min(stock, buyers) ? '' : '  <-- WRONG'}`,
);
console.log(`flow: stock consistent with ${flowPlaced} orders: ${stockConsistent ? 'yes' : 'NO'}`);

await app.close();
agent.destroy();

// 3. Mail delivery of the order e-mails written above.
const countPending = async () =>
  (
    await handle.pool.query<{ count: number }>(
      "select count(*)::int as count from email_outbox where status = 'pending'",
    )
  ).rows[0]?.count ?? -1;
const mailWritten = await countPending();
const receivedByMessageId = new Map<string, number>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const messageId = /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '';
      receivedByMessageId.set(messageId, (receivedByMessageId.get(messageId) ?? 0) + 1);
      callback();
    });
  },
});
// Replies at once, as a mail server across a network would: Nagle's delay on loopback would
// otherwise cap every connection at a few dozen messages/s and measure the test server, not the sender.
smtp.server.on('connection', (socket: Socket) => socket.setNoDelay(true));
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
const smtpPort = (smtp.server.address() as { port: number }).port;
const mailConcurrency = Number(process.env.BENCH_MAIL_CONCURRENCY ?? config.MAIL_CONCURRENCY);
const transport = createMailTransport({
  smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  dataDir: '.',
  log,
  maxConnections: mailConcurrency,
});
const mailStarted = performance.now();
const stopSender = startMailSender(db, transport, {
  from: 'Bench <bench@example.com>',
  log,
  concurrency: mailConcurrency,
  subscribe: listenForNewMail(handle.url, log),
});
while ((await countPending()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
const mailSeconds = (performance.now() - mailStarted) / 1000;
await stopSender();
transport.close();
await new Promise<void>((resolve) => smtp.close(() => resolve()));
const mailDelivered = [...receivedByMessageId.values()].reduce((sum, count) => sum + count, 0);
const mailDuplicates = mailDelivered - receivedByMessageId.size;
const mailCorrect = mailDelivered === mailWritten && mailDuplicates === 0;
console.log(
  `mail: ${mailWritten} written, ${mailDelivered} delivered, duplicates ${mailDuplicates} in ${mailSeconds.toFixed(2)} s: ${(mailDelivered / mailSeconds).toFixed(0)} messages/s (${mailConcurrency} at once)${mailCorrect ? '' : '  <-- WRONG'}`,
);

await stop();
if (oversold !== 0 || !stockConsistent || rushOther !== 0 || !mailCorrect) process.exitCode = 1;
