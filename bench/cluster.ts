/**
 * N nodes of the real server (each a process of its own, `src/server.ts` via tsx) against one
 * PostgreSQL and one Redis, behind Caddy with the production load balancer of
 * deploy/caddy/webshop-proxy.caddy (least_conn, active health checks on /health/ready, passive
 * failure marking, retries of unreachable nodes), on plain HTTP. For bench/nodes.ts and
 * bench/node-failure.ts.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DatabaseHandle } from '../apps/api/src/db/client.ts';
import { paymentMethods, products, shippingMethods, tenants } from '../apps/api/src/db/schema/tables.ts';
import { findFreePort } from '../apps/api/src/lib/free-port.ts';
import { recordInitialStock } from '../apps/api/src/modules/ordering/ordering.ts';
import { spawnServer } from '../apps/api/test/server-process.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface Node {
  index: number;
  port: number;
  child: ChildProcess;
}

export interface Cluster {
  /** Caddy's plain HTTP port. */
  port: number;
  nodes: Node[];
  /** kill -9 of one node (Caddy is told nothing: its health checks and failure marking take it out). */
  kill: (node: Node) => void;
  stop: () => Promise<void>;
}

export function caddyVersion(): string {
  const probe = spawnSync(process.env.CADDY || 'caddy', ['version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) throw new Error('Caddy not found: apt-get install -y caddy, or set CADDY');
  return probe.stdout.trim().split(' ')[0] ?? '?';
}

async function healthy(port: number): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(2000) });
    return answer.ok && /"status":"(ready|ok)"/.test(await answer.text());
  } catch {
    return false;
  }
}

async function exited(child: ChildProcess, ms: number) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await Promise.race([new Promise((done) => child.once('exit', done)), sleep(ms)]);
}

/** Starts `count` nodes (the first alone: it migrates) and Caddy in front of them. */
export async function startCluster(options: {
  count: number;
  databaseUrl: string;
  redisUrl: string;
  poolSize: number;
  log: (message: string) => void;
  env?: NodeJS.ProcessEnv;
}): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'webshop-bench-cluster-'));
  const appSecret = randomBytes(32).toString('hex');
  const nodes: Node[] = [];
  const startNode = async (index: number) => {
    const port = await findFreePort();
    const server = spawnServer({
      port,
      dataDir: join(dir, `node-${index}`),
      env: {
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        APP_SECRET: appSecret,
        TRUST_PROXY: 'loopback',
        DB_POOL_SIZE: String(options.poolSize),
        RATE_LIMIT_MAX: '1000000000',
        MEDIA_VARIANT_BACKFILL: 'false',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      timeoutMs: 90_000,
    });
    await server.listening;
    const deadline = Date.now() + 60_000;
    while (!(await healthy(port))) {
      if (Date.now() > deadline) throw new Error(`node ${index} not ready:\n${server.output().slice(-2000)}`);
      await sleep(200);
    }
    nodes.push({ index, port, child: server.child });
  };
  await startNode(1);
  await Promise.all(Array.from({ length: options.count - 1 }, (_, offset) => startNode(offset + 2)));
  nodes.sort((a, b) => a.index - b.index);

  const port = await findFreePort();
  const caddyfile = join(dir, 'Caddyfile');
  writeFileSync(
    caddyfile,
    `{
\tadmin off
\tskip_install_trust
\tauto_https off
\thttp_port ${port}
}

import ${join(repoRoot, 'deploy/caddy/webshop-proxy.caddy')}

http://:${port} {
\timport webshop_proxy
}
`,
  );
  const caddy = spawn(process.env.CADDY || 'caddy', ['run', '--adapter', 'caddyfile', '--config', caddyfile], {
    cwd: dir,
    env: {
      ...process.env,
      WEBSHOP_UPSTREAMS: nodes.map((node) => `127.0.0.1:${node.port}`).join(' '),
      WEBSHOP_HEALTH_URI: '/health/ready',
      XDG_DATA_HOME: join(dir, 'caddy-data'),
      XDG_CONFIG_HOME: join(dir, 'caddy-config'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let caddyOutput = '';
  caddy.stderr?.on('data', (chunk) => {
    caddyOutput = (caddyOutput + chunk).slice(-4000);
  });
  const deadline = Date.now() + 30_000;
  while (!(await healthy(port))) {
    if (Date.now() > deadline || caddy.exitCode !== null) throw new Error(`Caddy did not answer:\n${caddyOutput}`);
    await sleep(200);
  }
  options.log(`${nodes.length} node(s) behind Caddy on 127.0.0.1:${port}`);

  return {
    port,
    nodes,
    kill: (node) => node.child.kill('SIGKILL'),
    stop: async () => {
      caddy.kill('SIGTERM');
      for (const node of nodes) node.child.kill('SIGTERM');
      await Promise.all([exited(caddy, 10_000), ...nodes.map((node) => exited(node.child, 20_000))]);
      for (const child of [caddy, ...nodes.map((node) => node.child)]) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** One request through the load balancer: status (0: no answer), body and time taken. */
export function call(
  port: number,
  host: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: string; ms: number }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
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
          host,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, body: text, ms: performance.now() - started }),
        );
        response.on('error', () => done({ status: 0, body: '', ms: performance.now() - started }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', () => done({ status: 0, body: '', ms: performance.now() - started }));
    outgoing.end(payload);
  });
}

/** Runs the jobs with at most `limit` in flight. */
export async function inParallel<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
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

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** A shop that takes orders: a parcel shipping method, bank transfer, `count` products of `stock` units each. */
export async function seedOrderShop(handle: DatabaseHandle, name: string, stock: number, count = 1) {
  const { db } = handle;
  const [tenant] = await db.insert(tenants).values({ name, displayName: 'Bench winkel' }).returning();
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
  const rows = await db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, index) => ({
        tenantId: tenant.id,
        name: `Kaars ${index + 1}`,
        sku: `KAARS-${index + 1}`,
        priceCents: 1250 + index,
        stockQuantity: stock,
      })),
    )
    .returning();
  const product = rows[0];
  if (!parcel || !product) throw new Error('benchmark data missing');
  await recordInitialStock(db, tenant.id, rows, 'seed');
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
  return {
    tenantId: tenant.id,
    host: `${name}.localhost`,
    productId: product.id,
    productIds: rows.map((row) => row.id),
    form,
    cartItemsPath: (sessionId: string) => `/api/cart/${sessionId}/${tenant.id}/items`,
    placeOrderPath: (sessionId: string) => `/api/checkout/${sessionId}/${tenant.id}/place-order`,
  };
}

let sessions = 0;
export const newSession = (tag: string) => `session_${Date.now()}_${tag}${String(sessions++).padStart(7, '0')}`;
