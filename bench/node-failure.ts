/**
 * One node dies during an order load: two nodes behind Caddy (deploy/caddy/webshop-proxy.caddy),
 * BENCH_CONNECTIONS buyers (default 24) each putting one unit of a product with BENCH_STOCK units
 * (default 300, so that it sells out on a slow machine too) in a fresh cart and placing the order,
 * again and again, for BENCH_SECONDS (default 20); after BENCH_KILL_AFTER seconds (default 5) node 2 gets kill -9 and is not started
 * again. Every order acknowledged with 201 is remembered; afterwards the database must hold each one
 * (committed orders lost 0) and the stock must add up (units sold <= stock, stock left = stock - sold:
 * oversold 0). Failed requests are counted by status and by when they began (before the kill, in the
 * 10 s after it, later): requests in flight on the killed node at that moment get a 502 from Caddy
 * (it retries elsewhere only what it could not connect to), and count as begun before the kill.
 *
 *   npm run bench:node-failure            BENCH_DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { openBenchDatabase } from './bench-database.ts';
import { caddyVersion, call, newSession, seedOrderShop, startCluster } from './cluster.ts';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 24);
const STOCK = Number(process.env.BENCH_STOCK ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const KILL_AFTER = Number(process.env.BENCH_KILL_AFTER ?? 5);
const POOL = Number(process.env.BENCH_POOL ?? 20);
const log = (message: string) => console.log(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const caddy = caddyVersion();
const { handle, stop } = await openBenchDatabase({ name: 'webshop_bench_node_failure', fresh: true, log });
await migrateDatabase(handle);
const shop = await seedOrderShop(handle, 'failurebench', STOCK);

const phases = ['begun before the kill', 'begun in the 10 s after the kill', 'begun later'] as const;
type Phase = (typeof phases)[number];
let killedAt: number | null = null;
const phaseAt = (moment: number): Phase =>
  killedAt === null || moment < killedAt ? phases[0] : moment < killedAt + 10_000 ? phases[1] : phases[2];
const attempts = new Map<Phase, number>();
const failures = new Map<Phase, Map<string, number>>();
const soldOut = new Map<Phase, number>();
const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
const failed = (phase: Phase, what: string, status: number) => {
  const byStatus = failures.get(phase) ?? new Map<string, number>();
  failures.set(phase, byStatus);
  bump(byStatus, `${what} ${status === 0 ? 'no answer' : status}`);
};
const acknowledged = new Set<string>();

const cluster = await startCluster({ count: 2, databaseUrl: handle.url, redisUrl: REDIS_URL, poolSize: POOL, log });
let running = true;
const started = Date.now();
async function buyer() {
  while (running) {
    const sessionId = newSession('failure');
    const phase = phaseAt(Date.now());
    bump(attempts, phase);
    const added = await call(cluster.port, shop.host, 'POST', shop.cartItemsPath(sessionId), {
      productId: shop.productId,
      quantity: 1,
    });
    if (added.status !== 200) {
      // Sold out: the cart refuses the unit.
      if (added.status >= 400 && added.status < 500 && added.status !== 429) bump(soldOut, phase);
      else failed(phase, 'cart', added.status);
      await sleep(50);
      continue;
    }
    const placed = await call(cluster.port, shop.host, 'POST', shop.placeOrderPath(sessionId), shop.form);
    if (placed.status === 201) acknowledged.add((JSON.parse(placed.body) as { orderNumber: string }).orderNumber);
    else if (placed.status === 409) bump(soldOut, phase);
    else {
      failed(phase, 'place-order', placed.status);
      await sleep(50);
    }
  }
}
const buyers = Array.from({ length: CONNECTIONS }, () => buyer());
await sleep(KILL_AFTER * 1000);
const victim = cluster.nodes[1];
if (!victim) throw new Error('no second node');
killedAt = Date.now();
cluster.kill(victim);
log(`kill -9 of node 2 (port ${victim.port}) after ${((killedAt - started) / 1000).toFixed(1)} s`);
await sleep(Math.max(0, started + SECONDS * 1000 - Date.now()));
running = false;
await Promise.all(buyers);
await cluster.stop();

const { rows: stored } = await handle.pool.query<{ order_number: string }>(
  'select order_number from orders where tenant_id = $1',
  [shop.tenantId],
);
const { rows: stockRows } = await handle.pool.query<{ stock: number; sold: number }>(
  `select (select stock_quantity from products where tenant_id = $1 and id = $2) as stock,
          (select coalesce(sum(quantity), 0)::int from order_items where tenant_id = $1 and product_id = $2) as sold`,
  [shop.tenantId, shop.productId],
);
await stop();
const storedNumbers = new Set(stored.map((row) => row.order_number));
const lost = [...acknowledged].filter((number) => !storedNumbers.has(number)).length;
const { stock, sold } = stockRows[0] ?? { stock: -1, sold: -1 };
const oversold = Math.max(0, sold - STOCK) + Math.max(0, -stock) + Math.abs(STOCK - sold - stock);

console.log(
  `\n${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()}, load average ${loadavg()[0]?.toFixed(1)} at the end; 2 nodes behind Caddy ${caddy}, ${CONNECTIONS} buyers, stock ${STOCK}, ${SECONDS} s, node 2 killed after ${KILL_AFTER} s`,
);
const line = (name: string, value: number | string, note = '') =>
  console.log(`${name.padEnd(56)} ${String(value).padStart(7)}  ${note}`);
line('orders acknowledged (201)', acknowledged.size);
line('orders in the database', stored.length);
line('  committed but not acknowledged (cut off by the kill)', stored.length - acknowledged.size + lost);
line('committed orders lost (acknowledged, not in the database)', lost, 'must be 0');
line(`units sold / stock left`, `${sold}/${stock}`);
line('oversold units (sold beyond stock, or stock not adding up)', oversold, 'must be 0');
for (const phase of phases) {
  const byStatus = [...(failures.get(phase) ?? new Map<string, number>())];
  const total = byStatus.reduce((sum, [, times]) => sum + times, 0);
  line(
    `failed requests ${phase} (of ${attempts.get(phase) ?? 0})`,
    total,
    `${byStatus.map(([status, times]) => `${status}: ${times}`).join(', ')}${soldOut.get(phase) ? `; sold out: ${soldOut.get(phase)}` : ''}`,
  );
}
if (lost > 0 || oversold > 0) process.exitCode = 1;
