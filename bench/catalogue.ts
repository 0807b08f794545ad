/**
 * Catalogue benchmark: seeds a benchmark shop, serves it with the real app on 127.0.0.1 and runs
 * autocannon against the public product list, one category, one product and a search, and against
 * a floor route of the same app that answers constant JSON of the product list's size.
 * Prints req/s, p50/p99 latency and each route's ratio to the floor (target: list >= 0.6).
 *
 *   npm run bench                       embedded PostgreSQL in a temp dir
 *   BENCH_DATABASE_URL=postgres://…     an existing server (a database named webshop_bench is used)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_PRODUCTS=500
 */
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { BENCHMARK_TENANT, seedBenchmarkShop } from '../apps/api/src/db/seed/benchmark-shop.ts';
import { openBenchDatabase } from './bench-database.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 500);
const log = (message: string) => console.log(`[bench] ${message}`);

interface Figure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, port: number, path: string): Promise<Figure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { host: `${BENCHMARK_TENANT}.localhost` },
    connections,
    duration: seconds,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const { handle, stop } = await openBenchDatabase({ name: 'webshop_bench', fresh: false, log });
await migrateDatabase(handle);
await seedBenchmarkShop(handle.db, log, { products: productCount });

const config = loadConfig(
  {},
  { LOG_LEVEL: 'silent', SERVE_WEB: false, SEED_DEMO: false, RATE_LIMIT_MAX: 1_000_000_000 },
);
const app = await buildApp(config, { database: handle });
const tenant = (await handle.pool.query<{ id: string }>('select id from tenants where name = $1', [BENCHMARK_TENANT]))
  .rows[0];
if (!tenant) throw new Error('benchmark tenant missing');
let floorBody = '';
app.get('/api/bench/floor', async (_request, reply) => reply.type('application/json; charset=utf-8').send(floorBody));
const listPath = `/api/tenants/${tenant.id}/products/public`;
const listSize = (await app.inject({ url: listPath })).body.length;
floorBody = JSON.stringify({ padding: 'x'.repeat(Math.max(0, listSize - 14)) });
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;

const category = (
  await handle.pool.query<{ id: number }>(
    'select id from categories where tenant_id = $1 and is_active order by display_order, id limit 1',
    [tenant.id],
  )
).rows[0];
const product = (
  await handle.pool.query<{ id: number }>(
    'select id from products where tenant_id = $1 and is_active order by display_order, id limit 1',
    [tenant.id],
  )
).rows[0];
if (!category || !product) throw new Error('benchmark data missing');

// Correctness first: an edit must show on the very next request, whatever is cached.
const productPath = `/api/products/${product.id}?tenantId=${tenant.id}`;
await app.inject({ url: productPath });
await handle.pool.query('update products set price_cents = price_cents + 1 where tenant_id = $1 and id = $2', [
  tenant.id,
  product.id,
]);
const before = (
  await handle.pool.query<{ price_cents: number }>(
    'select price_cents from products where tenant_id = $1 and id = $2',
    [tenant.id, product.id],
  )
).rows[0];
const after = (await app.inject({ url: productPath })).json() as { price: number; originalPrice: number | null };
const shownCents = Math.round((after.originalPrice ?? after.price) * 100);
log(`edit visible on the next request: ${shownCents === before?.price_cents ? 'yes' : 'NO'}`);

log(
  `${productCount} products, list response ${(listSize / 1024).toFixed(0)} KiB, ${connections} connections, ${seconds} s per route`,
);
const figures: Figure[] = [];
figures.push(await measure('floor (constant JSON, same size)', port, '/api/bench/floor'));
figures.push(await measure('product list', port, listPath));
figures.push(await measure('one category', port, `/api/products/public/category/${category.id}?tenantId=${tenant.id}`));
figures.push(await measure('one product', port, productPath));
figures.push(
  await measure('search', port, `/api/products/search/public?tenantId=${tenant.id}&searchTerm=kaars&pageSize=20`),
);

const floor = figures[0]?.requestsPerSecond ?? 1;
console.log('\nroute                              req/s     p50 ms  p99 ms  ratio to floor  errors');
for (const figure of figures) {
  console.log(
    `${figure.name.padEnd(34)} ${figure.requestsPerSecond.toFixed(0).padStart(7)} ${String(figure.p50).padStart(8)} ${String(figure.p99).padStart(7)} ${(figure.requestsPerSecond / floor).toFixed(2).padStart(15)} ${String(figure.errors).padStart(7)}`,
  );
}
const listRatio = (figures[1]?.requestsPerSecond ?? 0) / floor;
console.log(
  `\nproduct list / floor = ${listRatio.toFixed(2)} (target >= 0.60): ${listRatio >= 0.6 ? 'met' : 'NOT met'}`,
);

await app.close();
await stop();
