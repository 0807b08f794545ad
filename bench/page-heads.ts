/**
 * Page-head benchmark: serves the built SPA with the real app on 127.0.0.1 and runs autocannon
 * against the shell as built (the platform host's landing page, sent as the file), a shop's home
 * and product page with their server-written head, and the product's catalogue JSON. Prints req/s,
 * p50/p99 latency and each route's ratio to the shell. Needs `npm run build` first.
 *
 *   npm run bench:pages                 embedded PostgreSQL in a temp dir
 *   BENCH_DATABASE_URL=postgres://…     an existing server (a database named webshop_bench is used)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_PRODUCTS=500
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
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
const webDist = resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(resolve(webDist, 'index.html'))) throw new Error('no build: run npm run build first');

interface Figure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, port: number, host: string, path: string): Promise<Figure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { host, 'accept-encoding': process.env.BENCH_ENCODING ?? 'br, gzip' },
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
  { LOG_LEVEL: 'silent', SERVE_WEB: true, WEB_DIST_DIR: webDist, SEED_DEMO: false, RATE_LIMIT_MAX: 1_000_000_000 },
);
const app = await buildApp(config, { database: handle });
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;
const tenant = (await handle.pool.query<{ id: string }>('select id from tenants where name = $1', [BENCHMARK_TENANT]))
  .rows[0];
const product = (
  await handle.pool.query<{ id: number }>(
    'select id from products where tenant_id = $1 and is_active order by display_order, id limit 1',
    [tenant?.id],
  )
).rows[0];
if (!tenant || !product) throw new Error('benchmark data missing');
const shopHost = `${BENCHMARK_TENANT}.localhost`;

const productPage = await app.inject({ url: `/product/${product.id}`, headers: { host: shopHost } });
log(`product page head written: ${productPage.body.includes('"@type":"Product"') ? 'yes' : 'NO'}`);
log(`${productCount} products, ${connections} connections, ${seconds} s per route`);

const figures: Figure[] = [];
figures.push(await measure('shell as built (platform /)', port, 'localhost', '/'));
figures.push(await measure('shop home with head', port, shopHost, '/'));
figures.push(await measure('product page with head', port, shopHost, `/product/${product.id}`));
figures.push(
  await measure('product JSON (catalogue API)', port, shopHost, `/api/products/${product.id}?tenantId=${tenant.id}`),
);
figures.push(await measure('sitemap.xml', port, shopHost, '/sitemap.xml'));

const floor = figures[0]?.requestsPerSecond ?? 1;
console.log('\nroute                              req/s     p50 ms  p99 ms  ratio to shell  errors');
for (const figure of figures) {
  console.log(
    `${figure.name.padEnd(34)} ${figure.requestsPerSecond.toFixed(0).padStart(7)} ${String(figure.p50).padStart(8)} ${String(figure.p99).padStart(7)} ${(figure.requestsPerSecond / floor).toFixed(2).padStart(15)} ${String(figure.errors).padStart(7)}`,
  );
}

await app.close();
await stop();
