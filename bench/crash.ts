/**
 * Crash benchmark: the real server (`apps/api/src/server.ts`, its own embedded PostgreSQL in a temp
 * DATA_DIR) under an order load, while it suffers
 *   (a) kill -9 of the server process, then a start of a new one on the same DATA_DIR,
 *   (b) pg_terminate_backend of every connection to its database,
 *   (c) a restart of PostgreSQL (a fast shutdown of the postmaster; the server starts it again).
 * Every order the client got a 201 for is remembered; afterwards the database must hold each one,
 * with its lines and its order e-mail in the outbox. Prints the figures; all loss figures must be 0.
 *
 *   npm run bench:crash
 *   BENCH_DATABASE_URL=postgres://…   the server uses that PostgreSQL (database webshop_bench_crash
 *                                     is recreated); (c) is skipped, as the bench cannot restart it
 *   BENCH_CONNECTIONS (default 16) orders in flight, BENCH_KILLS (default 2) kill -9 rounds,
 *   BENCH_STEADY_SECONDS (default 3) of plain load before, between and after the faults.
 */
import type { ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect, databaseUrl } from '../apps/api/src/db/client.ts';
import { runningEmbeddedUrl } from '../apps/api/src/db/embedded.ts';
import { readPostmasterPid } from '../apps/api/src/db/postmaster.ts';
import { paymentMethods, products, shippingMethods, tenants } from '../apps/api/src/db/schema/tables.ts';
import { findFreePort } from '../apps/api/src/lib/free-port.ts';
import { recordInitialStock } from '../apps/api/src/modules/ordering/ordering.ts';
import { spawnServer } from '../apps/api/test/server-process.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const kills = Number(process.env.BENCH_KILLS ?? 2);
const steadyMs = Number(process.env.BENCH_STEADY_SECONDS ?? 3) * 1000;
const externalUrl = process.env.BENCH_DATABASE_URL;
const TENANT = 'crashbench';
const EXTERNAL_DATABASE = 'webshop_bench_crash';
const log = (message: string) => console.log(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const dataDir = mkdtempSync(join(tmpdir(), 'webshop-crash-'));
// Reachable by the postgres user when running as root.
chmodSync(dataDir, 0o755);
const clusterDir = join(dataDir, 'pg');
const serverLog = createWriteStream(join(tmpdir(), `webshop-crash-server-${process.pid}.log`));

const port = await findFreePort();
const agent = new Agent({ keepAlive: true, maxSockets: connections * 2 });

function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: 30_000,
        headers: {
          host: `${TENANT}.localhost`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => done({ status: response.statusCode ?? 0, body: text }));
        response.on('error', () => done({ status: 0, body: '' }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', () => done({ status: 0, body: '' }));
    outgoing.end(payload);
  });
}

// The server process ----------------------------------------------------------------------------

let server: ChildProcess | null = null;

async function startServer(): Promise<boolean> {
  const started = spawnServer({
    port,
    dataDir,
    env: {
      ...(externalUrl ? { DATABASE_URL: databaseUrl(externalUrl, EXTERNAL_DATABASE) } : {}),
      RATE_LIMIT_MAX: '1000000000',
    },
    timeoutMs: 90_000,
    onOutput: (chunk) => serverLog.write(chunk),
  });
  server = started.child;
  try {
    await started.listening;
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    return false;
  }
  for (const line of started.output().split('\n'))
    if (/Stopped a PostgreSQL|stopped unexpectedly/.test(line)) log(line);
  return true;
}

async function stopServer(signal: NodeJS.Signals): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await Promise.race([exited, sleep(20_000)]);
}

async function waitUntilHealthy(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await call('GET', '/api/health')).status === 200) return true;
    await sleep(100);
  }
  return false;
}

/** The server's own database, for seeding, faults and the final count. */
function databaseOfServer(): string {
  if (externalUrl) return databaseUrl(externalUrl, EXTERNAL_DATABASE);
  const url = runningEmbeddedUrl(clusterDir, 'webshop');
  if (!url) throw new Error('the embedded PostgreSQL of the server is not running');
  return url;
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseOfServer() });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

// Setup -----------------------------------------------------------------------------------------

if (externalUrl) {
  const admin = new pg.Client({ connectionString: externalUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${EXTERNAL_DATABASE} with (force)`);
  await admin.query(`create database ${EXTERNAL_DATABASE}`);
  await admin.end();
}
let failedRestarts = 0;
if (!(await startServer())) throw new Error('the server did not start the first time');

const seeding = connect(databaseOfServer(), 2);
const [tenant] = await seeding.db.insert(tenants).values({ name: TENANT, displayName: 'Crash winkel' }).returning();
if (!tenant) throw new Error('tenant not created');
const [parcel] = await seeding.db
  .insert(shippingMethods)
  .values({ tenantId: tenant.id, name: 'Pakket', type: 'parcel', priceCents: 695 })
  .returning();
await seeding.db.insert(paymentMethods).values({
  tenantId: tenant.id,
  type: 'BankTransfer',
  name: 'Bankoverschrijving',
  bankIban: 'NL91ABNA0417164300',
  bankAccountName: 'Crash',
  bankBic: 'ABNANL2A',
});
const [product] = await seeding.db
  .insert(products)
  .values({ tenantId: tenant.id, name: 'Ruim', sku: 'RUIM', priceCents: 1250, stockQuantity: 10_000_000 })
  .returning();
if (product) await recordInitialStock(seeding.db, tenant.id, [product], 'seed');
await seeding.close();
if (!parcel || !product) throw new Error('benchmark data missing');

// Load ------------------------------------------------------------------------------------------

const form = {
  customerEmail: 'koper@example.com',
  customerFirstName: 'Crash',
  customerLastName: 'Koper',
  billingAddress: 'Kerkstraat 1',
  billingCity: 'Amsterdam',
  billingPostalCode: '1011 AA',
  shippingMethodId: parcel.id,
  paymentMethod: 'BankTransfer',
};
// Phases in order: steady load, a fault (until the server answers again), steady load, …
const phases = ['steady before the faults'];
const currentPhase = () => phases.length - 1;
/** A failed request counts for the fault it overlapped, else for the steady phase it ran in. */
const phaseOf = (startedIn: number) => {
  const overlapped = phases.slice(startedIn).find((name) => name.startsWith('('));
  return overlapped ?? (phases[currentPhase()] as string);
};
const failuresByPhase = new Map<string, Map<string, number>>();
const attemptsByPhase = new Map<string, number>();
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const fail = (startedIn: number, status: number) => {
  const name = phaseOf(startedIn);
  const byStatus = failuresByPhase.get(name) ?? new Map<string, number>();
  failuresByPhase.set(name, byStatus);
  count(byStatus, status === 0 ? 'no answer' : String(status));
};
const acknowledged = new Set<string>();
let loadRunning = true;
let sessionCounter = 0;

async function buyer(): Promise<void> {
  while (loadRunning) {
    const sessionId = `session_${Date.now()}_crash${String(sessionCounter++).padStart(7, '0')}`;
    let startedIn = currentPhase();
    count(attemptsByPhase, phases[startedIn] as string);
    const added = await call('POST', `/api/cart/${sessionId}/${tenant?.id}/items`, {
      productId: product?.id,
      quantity: 1,
    });
    if (added.status !== 200) {
      fail(startedIn, added.status);
      // While the server is down, try again a few times a second rather than in a tight loop.
      await sleep(added.status === 0 ? 250 : 50);
      continue;
    }
    startedIn = currentPhase();
    const placed = await call('POST', `/api/checkout/${sessionId}/${tenant?.id}/place-order`, form);
    if (placed.status === 201) {
      acknowledged.add((JSON.parse(placed.body) as { orderNumber: string }).orderNumber);
    } else {
      fail(startedIn, placed.status);
      await sleep(50);
    }
  }
}

const buyers = Array.from({ length: connections }, () => buyer());

const recoveries = new Map<string, string>();

async function fault(name: string, inject: () => Promise<boolean>): Promise<void> {
  phases.push(name);
  log(`${name}…`);
  const started = Date.now();
  const recovered = await inject();
  const downMs = Date.now() - started;
  recoveries.set(name, recovered ? `${downMs} ms` : 'never');
  log(`${name}: ${recovered ? `answering again after ${downMs} ms` : 'NOT recovered'}`);
  const round = /round \d+/.exec(name)?.[0];
  phases.push(`steady after ${name.slice(0, 3)}${round ? `, ${round}` : ''}`);
  await sleep(steadyMs);
}

await sleep(steadyMs);
for (let round = 1; round <= kills; round += 1) {
  await fault(`(a) kill -9 of the server, round ${round}`, async () => {
    await stopServer('SIGKILL');
    if (!(await startServer())) {
      failedRestarts += 1;
      return false;
    }
    return waitUntilHealthy(30_000);
  });
}
await fault('(b) pg_terminate_backend of every connection', async () => {
  for (let times = 0; times < 5; times += 1) {
    await withClient((client) =>
      client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      ),
    );
    await sleep(200);
  }
  return waitUntilHealthy(30_000);
});
let restartedPostgres = false;
if (externalUrl) {
  log('(c) PostgreSQL restart: skipped, the bench cannot restart a server given by BENCH_DATABASE_URL');
} else {
  await fault('(c) PostgreSQL restart', async () => {
    const postmaster = readPostmasterPid(clusterDir);
    if (!postmaster) return false;
    process.kill(postmaster.pid, 'SIGINT');
    const recovered = await waitUntilHealthy(60_000);
    restartedPostgres = recovered;
    if (!recovered) failedRestarts += 1;
    return recovered;
  });
}
loadRunning = false;
await Promise.all(buyers);

// Figures ---------------------------------------------------------------------------------------

// The outbox sender had the run to deliver; a few seconds more for the last orders' mail.
await sleep(3000);
const figures = await withClient(async (client) => {
  const { rows: stored } = await client.query<{ order_number: string; lines: number; mails: number }>(
    `select o.order_number,
            (select count(*)::int from order_items i where i.tenant_id = o.tenant_id and i.order_id = o.id) as lines,
            (select count(*)::int from email_outbox m
              where m.tenant_id = o.tenant_id and m.kind = 'order-placed' and m.subject like '%' || o.order_number || '%') as mails
       from orders o where o.tenant_id = $1`,
    [tenant.id],
  );
  const { rows: outbox } = await client.query<{ status: string; messages: number }>(
    'select status, count(*)::int as messages from email_outbox where tenant_id = $1 group by status',
    [tenant.id],
  );
  return { stored, outbox };
});
const storedNumbers = new Set(figures.stored.map((row) => row.order_number));
const lost = [...acknowledged].filter((orderNumber) => !storedNumbers.has(orderNumber)).length;
const withoutLines = figures.stored.filter((row) => row.lines === 0).length;
const withoutMail = figures.stored.filter((row) => row.mails === 0).length;
const unacknowledged = figures.stored.length - acknowledged.size + lost;

await stopServer('SIGTERM');
const leftover = readPostmasterPid(clusterDir);
if (leftover) process.kill(leftover.pid, 'SIGINT');
agent.destroy();
serverLog.end();
rmSync(dataDir, { recursive: true, force: true });

const line = (name: string, value: number | string, must = '') =>
  console.log(`${name.padEnd(58)} ${String(value).padStart(8)}  ${must}`);
console.log('\nfigure                                                        value');
line('orders acknowledged (201)', acknowledged.size);
line('orders in the database', figures.stored.length);
line('  of which committed but not acknowledged (cut off by a fault)', unacknowledged);
line('committed orders lost (acknowledged, not in the database)', lost, 'must be 0');
line('orders without lines', withoutLines, 'must be 0');
line('orders without their order e-mail in the outbox', withoutMail, 'must be 0');
line('failed restarts', failedRestarts, 'must be 0');
for (const name of phases) {
  const attempts = attemptsByPhase.get(name) ?? 0;
  const byStatus = [...(failuresByPhase.get(name) ?? new Map<string, number>())];
  const failed = byStatus.reduce((sum, [, times]) => sum + times, 0);
  const detail = byStatus.map(([status, times]) => `${status}: ${times}`).join(', ');
  const recovery = recoveries.has(name) ? `, answering again after ${recoveries.get(name)}` : '';
  line(`failed orders: ${name} (${attempts} begun in it)`, failed, `${detail}${recovery}`);
}
console.log(`outbox: ${figures.outbox.map((row) => `${row.messages} ${row.status}`).join(', ')}`);
if (!externalUrl && !restartedPostgres) console.log('PostgreSQL restart: did not recover');
console.log(`server log: ${serverLog.path}`);
if (lost + withoutLines + withoutMail + failedRestarts > 0 || (!externalUrl && !restartedPostgres)) {
  process.exitCode = 1;
}
