/**
 * Scale-out benchmark: one node against two nodes behind Caddy (deploy/caddy/webshop-proxy.caddy),
 * one PostgreSQL and one Redis, for the catalogue and for place-order. Each setup is measured the
 * same way through Caddy, so the ratio two / one is the figure; on a machine with few cores the
 * nodes, PostgreSQL, Redis, Caddy and the load generator all share them, and the ratio shows it.
 *
 *   catalogue    the product list of a random shop among BENCH_NODE_SHOPS shops (default 100) of
 *                24 products, autocannon with BENCH_CONNECTIONS (default 50) for BENCH_SECONDS (10)
 *                after a 3 s warm-up
 *   place-order  BENCH_ORDERS orders (default 600), each a cart of one unit of a random product among
 *                BENCH_ORDER_PRODUCTS (default 50; 1: every order locks the same stock row) filled
 *                beforehand, BENCH_ORDER_CONNECTIONS at a time (default 32)
 *
 *   npm run bench:nodes                   BENCH_DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432
 *   BENCH_REDIS_URL                       default redis://127.0.0.1:6379/7
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { openBenchDatabase } from './bench-database.ts';
import { caddyVersion, call, inParallel, newSession, percentile, seedOrderShop, startCluster } from './cluster.ts';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const SHOPS = Number(process.env.BENCH_NODE_SHOPS ?? 100);
const PRODUCTS = 24;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 600);
const ORDER_CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 32);
const ORDER_PRODUCTS = Number(process.env.BENCH_ORDER_PRODUCTS ?? 50);
const POOL = Number(process.env.BENCH_POOL ?? 20);
const log = (message: string) => console.log(`[bench] ${message}`);

const caddy = caddyVersion();
const { handle, stop } = await openBenchDatabase({ name: 'webshop_bench_nodes', fresh: true, log });
await migrateDatabase(handle);
const { pool } = handle;

// Catalogue shops: 24 active products each over 3 categories, one image per product.
await pool.query(
  `insert into tenants (name, display_name, contact_email)
   select 'nodes-' || lpad(n::text, 4, '0'), 'Winkel ' || n, 'shop' || n || '@example.com' from generate_series(1, $1) n`,
  [SHOPS],
);
await pool.query(
  `insert into media (tenant_id, file_name, content_type, byte_size, sha256, width, height, data)
   select id, 'foto.webp', 'image/webp', 4, md5(id::text), 800, 800, '\\x52494646'::bytea from tenants where name like 'nodes-%'`,
);
await pool.query(
  `insert into categories (tenant_id, name, display_order)
   select t.id, 'Categorie ' || c, c from tenants t cross join generate_series(1, 3) c where t.name like 'nodes-%'`,
);
await pool.query(
  `insert into products (tenant_id, category_id, name, short_description, description, price_cents, sku, stock_quantity,
     is_discount_active, discount_percentage, display_order)
   select t.id, (select id from categories c where c.tenant_id = t.id and c.display_order = 1 + g % 3),
          'Product ' || g, 'Een korte beschrijving van product ' || g || '.',
          'Met de hand gemaakt in een klein atelier. Elk exemplaar is net even anders. Product ' || g || '.',
          500 + g * 125, 'NB-' || g, g % 11, g % 5 = 0, case when g % 5 = 0 then 15 end, g
   from tenants t cross join generate_series(1, ${PRODUCTS}) g where t.name like 'nodes-%'`,
);
await pool.query(
  `insert into product_images (tenant_id, product_id, media_id, alt_text, is_primary)
   select p.tenant_id, p.id, m.id, p.name, true from products p join media m on m.tenant_id = p.tenant_id`,
);
const { rows: shopRows } = await pool.query<{ id: string; name: string }>(
  "select id, name from tenants where name like 'nodes-%' order by name",
);
const shops = shopRows.map((row) => ({ id: row.id, host: `${row.name}.localhost` }));
const orderShop = await seedOrderShop(handle, 'nodesorders', 10_000_000, ORDER_PRODUCTS);
log(`${SHOPS} shops of ${PRODUCTS} products and an order shop written`);

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

interface Figures {
  catalogue: { requestsPerSecond: number; p50: number; p99: number; errors: number };
  orders: { perSecond: number; p50: number; p99: number; placed: number; failed: number };
}

async function measureCatalogue(port: number, seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const shop = pick(shops);
          return { ...request, path: `/api/tenants/${shop.id}/products/public`, headers: { host: shop.host } };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function measureOrders(port: number) {
  const sessionIds = Array.from({ length: ORDERS }, () => newSession('nodes'));
  await inParallel(
    sessionIds.map(
      (sessionId) => () =>
        call(port, orderShop.host, 'POST', orderShop.cartItemsPath(sessionId), {
          productId: pick(orderShop.productIds),
          quantity: 1,
        }),
    ),
    ORDER_CONNECTIONS,
  );
  const started = performance.now();
  const results = await inParallel(
    sessionIds.map(
      (sessionId) => () => call(port, orderShop.host, 'POST', orderShop.placeOrderPath(sessionId), orderShop.form),
    ),
    ORDER_CONNECTIONS,
  );
  const seconds = (performance.now() - started) / 1000;
  const placed = results.filter((result) => result.status === 201).length;
  const times = results.map((result) => result.ms);
  return {
    perSecond: placed / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    placed,
    failed: results.length - placed,
  };
}

const figures = new Map<number, Figures>();
try {
  for (const count of [1, 2]) {
    const cluster = await startCluster({ count, databaseUrl: handle.url, redisUrl: REDIS_URL, poolSize: POOL, log });
    try {
      await measureCatalogue(cluster.port, 3);
      const catalogue = await measureCatalogue(cluster.port, SECONDS);
      log(`${count} node(s), catalogue: ${catalogue.requestsPerSecond.toFixed(0)} req/s, p50 ${catalogue.p50} ms`);
      const orders = await measureOrders(cluster.port);
      log(`${count} node(s), place-order: ${orders.perSecond.toFixed(0)} orders/s, p50 ${orders.p50.toFixed(0)} ms`);
      figures.set(count, { catalogue, orders });
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await stop();
}

const one = figures.get(1);
const two = figures.get(2);
if (!one || !two) throw new Error('a setup was not measured');
console.log(
  `\n${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()}, load average ${loadavg()[0]?.toFixed(1)} at the end (nodes, PostgreSQL, Redis, Caddy ${caddy} and the load generator share them)`,
);
console.log(
  `catalogue: product list of a random shop among ${SHOPS} (${PRODUCTS} products), ${CONNECTIONS} connections, ${SECONDS} s`,
);
console.log(
  `place-order: ${ORDERS} orders over ${ORDER_PRODUCTS} products, ${ORDER_CONNECTIONS} at a time; node pool ${POOL} connections each\n`,
);
console.log(
  `${'setup'.padEnd(22)} ${'list req/s'.padStart(10)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'err'.padStart(4)}   ${'orders/s'.padStart(8)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'failed'.padStart(6)}`,
);
for (const [count, figure] of figures) {
  const { catalogue, orders } = figure;
  console.log(
    `${`${count} node(s) behind Caddy`.padEnd(22)} ${catalogue.requestsPerSecond.toFixed(0).padStart(10)} ${String(catalogue.p50).padStart(5)} ${String(catalogue.p99).padStart(5)} ${String(catalogue.errors).padStart(4)}   ${orders.perSecond.toFixed(0).padStart(8)} ${orders.p50.toFixed(0).padStart(5)} ${orders.p99.toFixed(0).padStart(5)} ${String(orders.failed).padStart(6)}`,
  );
}
console.log(
  `\nthroughput two nodes / one node: catalogue ${(two.catalogue.requestsPerSecond / one.catalogue.requestsPerSecond).toFixed(2)}, place-order ${(two.orders.perSecond / one.orders.perSecond).toFixed(2)}`,
);
if (one.catalogue.errors + two.catalogue.errors + one.orders.failed + two.orders.failed > 0) process.exitCode = 1;
