/**
 * How close the catalogue list comes to the floor: the public product list of a 24-product shop,
 * served by the real app (in this process, as the server sets it up), against a route of the same
 * app that sends a constant, pre-serialised answer of the same size (the list's own bytes in a
 * Buffer made once). Also the list with the catalogue cache off (CATALOGUE_CACHE_TTL_SECONDS=0, a
 * second app on the same database): every request builds the answer, the path of a shop whose
 * answer no cache holds. autocannon with BENCH_CONNECTIONS (default 50) for BENCH_SECONDS (default
 * 10) each, after a 2 s warm-up each, in BENCH_ROUNDS rounds (default 2) of the three in turn; the
 * load generator shares the machine's cores with the app.
 *
 *   npm run bench:floor                   BENCH_DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432
 *   BENCH_PRODUCTS=24                     the shop's size
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { BENCHMARK_TENANT, seedBenchmarkShop } from '../apps/api/src/db/seed/benchmark-shop.ts';
import { openBenchDatabase } from './bench-database.ts';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 24);
const log = (message: string) => console.log(`[bench] ${message}`);
const FLOOR = '/api/bench/floor';

interface Figure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const { handle, stop } = await openBenchDatabase({ name: `webshop_bench_floor_${PRODUCTS}`, fresh: true, log });
await migrateDatabase(handle);
await seedBenchmarkShop(handle.db, log, { products: PRODUCTS });
const tenant = (await handle.pool.query<{ id: string }>('select id from tenants where name = $1', [BENCHMARK_TENANT]))
  .rows[0];
if (!tenant) throw new Error('benchmark tenant missing');
const listPath = `/api/tenants/${tenant.id}/products/public`;

async function start(cacheSeconds: number): Promise<{ app: FastifyInstance; port: number; body: Buffer }> {
  const config = loadConfig(
    {},
    {
      LOG_LEVEL: 'silent',
      SERVE_WEB: false,
      SEED_DEMO: false,
      RATE_LIMIT_MAX: 1_000_000_000,
      CATALOGUE_CACHE_TTL_SECONDS: cacheSeconds,
    },
  );
  const app = await buildApp(config, { database: handle });
  let floor = Buffer.alloc(0);
  // The floor: what sending a prepared answer costs in this app (its hooks, logging, headers).
  app.get(FLOOR, async (_request, reply) => reply.type('application/json; charset=utf-8').send(floor));
  const answer = await app.inject({ url: listPath, headers: { host: `${BENCHMARK_TENANT}.localhost` } });
  if (answer.statusCode !== 200) throw new Error(`product list: HTTP ${answer.statusCode}`);
  floor = Buffer.from(answer.rawPayload);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as { port: number }).port, body: floor };
}

async function measure(name: string, port: number, path: string, seconds = SECONDS): Promise<Figure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { host: `${BENCHMARK_TENANT}.localhost` },
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const cached = await start(60);
const uncached = await start(0);
const size = cached.body.length;
// Both apps listen at once and the routes take turns, round after round, so that neither the
// process warming up nor other work on the machine favours one of them.
const routes = [
  { name: 'floor: constant prepared answer', port: cached.port, path: FLOOR },
  { name: 'product list (cached answer)', port: cached.port, path: listPath },
  { name: 'product list (cache off: built each time)', port: uncached.port, path: listPath },
];
const rounds: Figure[][] = [];
try {
  for (const route of routes) await measure('warm-up', route.port, route.path, 2);
  for (let round = 0; round < ROUNDS; round++) {
    const figures: Figure[] = [];
    for (const route of routes) figures.push(await measure(route.name, route.port, route.path));
    rounds.push(figures);
  }
} finally {
  await cached.app.close();
  await uncached.app.close();
  await stop();
}

console.log(
  `\n${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()}, load average ${loadavg()[0]?.toFixed(1)} at the end (app, PostgreSQL and autocannon share them); ${PRODUCTS} products, answer ${(size / 1024).toFixed(1)} KiB, ${CONNECTIONS} connections, ${SECONDS} s each`,
);
console.log(
  `${'round'.padEnd(6)} ${'route'.padEnd(42)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  of floor  errors`,
);
for (const [index, figures] of rounds.entries()) {
  const floor = figures[0]?.requestsPerSecond ?? 1;
  for (const figure of figures) {
    console.log(
      `${String(index + 1).padEnd(6)} ${figure.name.padEnd(42)} ${figure.requestsPerSecond.toFixed(0).padStart(7)} ${String(figure.p50).padStart(7)} ${String(figure.p99).padStart(7)} ${(figure.requestsPerSecond / floor).toFixed(2).padStart(9)} ${String(figure.errors).padStart(7)}`,
    );
  }
}
if (rounds.flat().some((figure) => figure.errors > 0)) process.exitCode = 1;
