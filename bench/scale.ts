/**
 * Scale benchmark: the public catalogue of many shops at once. A long tail of small shops, each with
 * few visitors, means most requests miss every cache; the routes should stay about as fast for
 * 10,000 shops as for 10.
 *
 * Fills a database with BENCH_SHOPS shops (default 10,000) of BENCH_PRODUCTS active products each
 * (default 200, over BENCH_CATEGORIES categories, default 5), written by the database itself
 * (generate_series, INSERT … SELECT, triggers and secondary indexes off while filling, indexes built
 * and statistics gathered afterwards). Starts the real server as a process of its own on 127.0.0.1
 * (DB_POOL_SIZE=BENCH_POOL, default the server's own 10: on two cores a pool of 50 had PostgreSQL's
 * backends contend for the CPU, and the uncached list answered 617–755 times a second against 1,051;
 * rate limits lifted) and loads the routes the storefront uses —
 * product list, one product, one category's products, search — with autocannon, each request for a
 * random shop, sent with that shop's Host header and the Accept-Encoding a browser sends
 * (BENCH_ACCEPT_ENCODING, default Chromium's; empty for none): per route a phase over the first 10 shops, then
 * a phase over all shops, BENCH_SECONDS each (default 15) with BENCH_CONNECTIONS (default 50), the
 * two in turn for BENCH_ROUNDS rounds (default 3: one phase's p99 moves with a pause of the machine).
 * Prints per route and phase the medians over the rounds of p50 / p99 / req/s, the ratio all shops /
 * 10 shops (target <= 1.5), and the CPU time a request took in the server process, in PostgreSQL
 * (when its processes are on this machine) and in this process (autocannon) — where an uncached
 * request's extra time goes; and, measured before the load, what one request costs on its own for a
 * cached answer (one of the first 10 shops) and an uncached one (a shop not asked before): the
 * load's latencies are mostly queueing behind such requests on two cores.
 *
 *   npm run bench:scale                   BENCH_DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432
 *   BENCH_SHOPS=200                       a small run first
 *   BENCH_REUSE=1                         keep the filled database of the last run when its size matches
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { findFreePort } from '../apps/api/src/lib/free-port.ts';
import { spawnServer } from '../apps/api/test/server-process.ts';
import { openBenchDatabase } from './bench-database.ts';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432';
const SHOPS = Number(process.env.BENCH_SHOPS ?? 10_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 200);
const CATEGORIES = Number(process.env.BENCH_CATEGORIES ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const FEW = 10;
/** What Chromium sends; the storefront's requests come from browsers. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const encodingHeader: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};
const TARGET = 1.5;
/** Shops filled per statement; two statements run at once (one per core). */
const BATCH = Math.max(1, Math.floor(50_000 / Math.max(1, PRODUCTS)));
const DATABASE = 'webshop_bench_scale';
const log = (message: string) => console.log(`[bench] ${message}`);

// A small vocabulary, so every search term finds products in every shop.
const NOUNS = [
  'kaars',
  'mok',
  'vaas',
  'deken',
  'kussen',
  'lamp',
  'schaal',
  'bord',
  'sjaal',
  'tas',
  'plaid',
  'kom',
  'beker',
  'dienblad',
  'mand',
  'spiegel',
  'klok',
  'poster',
  'notitieboek',
  'theedoek',
];
const MATERIALS = ['keramiek', 'linnen', 'katoen', 'glas', 'eikenhout', 'wol', 'messing', 'steen'];
const COLOURS = ['oker', 'salie', 'terracotta', 'zand', 'nachtblauw', 'roest', 'mos', 'lavendel', 'antraciet', 'crème'];
const COLLECTIONS = ['Noord', 'Duin', 'Polder', 'Haven', 'Kade', 'Veld', 'Gracht', 'Tuin'];
const SENTENCES = [
  'Met de hand gemaakt in een klein atelier.',
  'Elk exemplaar is net even anders.',
  'Past in elk interieur en gaat jaren mee.',
  'Een mooi cadeau voor jezelf of een ander.',
  'Duurzaam gemaakt van eerlijke materialen.',
  'Verpakt in gerecycled papier.',
];
const CATEGORY_NAMES = ['Wonen', 'Keuken', 'Textiel', 'Verlichting', 'Cadeaus', 'Tafel', 'Bad', 'Tuin', 'Kantoor'];
const SEARCH_TERMS = [...NOUNS, ...COLOURS.slice(0, 5), 'mok salie', 'kaarsen'];

const sqlArray = (values: string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

const reuse = process.env.BENCH_REUSE === '1';
const { handle, stop } = await openBenchDatabase({ name: DATABASE, fresh: false, log });
const { pool } = handle;

async function filledSize(): Promise<{ shops: number; products: number } | null> {
  const exists = await pool.query("select to_regclass('public.bench_scale_seed') as name");
  if (!exists.rows[0]?.name) return null;
  const { rows } = await pool.query<{ shops: number; products: number }>(
    'select shops, products from bench_scale_seed',
  );
  return rows[0] ?? null;
}

/** Runs `work` on one connection with triggers (and so foreign-key checks and catalogue versions) off. */
async function bulk(work: (query: (text: string, values?: unknown[]) => Promise<unknown>) => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query("set session_replication_role = replica; set synchronous_commit = off; set work_mem = '64MB'");
    await work((text, values) => client.query(text, values));
  } finally {
    await client.query('reset session_replication_role; reset synchronous_commit; reset work_mem');
    client.release();
  }
}

async function fillShops(first: number, last: number) {
  await bulk(async (query) => {
    const shops = `(select id, number from bench_scale_shops where number between ${first} and ${last})`;
    // Product g of every shop in the batch, then product g + 1: a shop's products spread over the
    // table as they would when shops fill their catalogues side by side.
    await query(
      `insert into products (tenant_id, category_id, name, short_description, description, price_cents,
         is_discount_active, discount_percentage, discount_start_date, discount_end_date, sku, stock_quantity,
         made_to_order, needs_package_sending, weight_grams, display_order)
       select s.id, c.id,
              initcap(w.noun) || ' ' || w.collection || ' ' || w.colour,
              initcap(w.noun) || ' van ' || w.material || ' uit de collectie ' || w.collection || ', in de kleur ' || w.colour || '.',
              w.sentence || ' Deze ' || w.noun || ' van ' || w.material || ' hoort bij onze categorie ' || lower(c.name) || '.',
              400 + ((g * 7919 + s.number * 104729) % 146) * 100 - 5,
              g % 17 = 0, case when g % 17 = 0 then 20 end,
              case when g % 17 = 0 then now() - interval '5 days' end,
              case when g % 17 = 0 then now() + interval '30 days' end,
              'SC-' || lpad(g::text, 5, '0'),
              case when g % 19 = 0 then 0 when g % 7 = 0 then 1 + g % 5 else 6 + (g * 31 + s.number) % 75 end,
              g % 29 = 0, g % 3 = 0, 20 + (g * 37) % 2980, g
       from generate_series(1, ${PRODUCTS}) g
       cross join ${shops} s
       join categories c on c.tenant_id = s.id and c.display_order = 1 + g % ${CATEGORIES}
       cross join lateral (
         select (${sqlArray(NOUNS)})[1 + (g * 7 + s.number) % ${NOUNS.length}] as noun,
                (${sqlArray(MATERIALS)})[1 + (g + s.number) % ${MATERIALS.length}] as material,
                (${sqlArray(COLOURS)})[1 + (g * 3 + s.number * 7) % ${COLOURS.length}] as colour,
                (${sqlArray(COLLECTIONS)})[1 + (g / 7 + s.number) % ${COLLECTIONS.length}] as collection,
                (${sqlArray(SENTENCES)})[1 + (g * 5 + s.number) % ${SENTENCES.length}] as sentence
       ) w
       order by g, s.number`,
    );
    // One image per product: its category's picture.
    await query(
      `insert into product_images (tenant_id, product_id, media_id, alt_text, is_primary)
       select p.tenant_id, p.id, m.id, p.name, true
       from ${shops} s
       join products p on p.tenant_id = s.id
       join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
       join media m on m.tenant_id = c.tenant_id and m.file_name = 'category-' || c.display_order || '.webp'`,
    );
  });
}

async function fill() {
  await pool.query('drop table if exists bench_scale_seed, bench_scale_shops');
  await pool.query(
    'truncate tenants, media, categories, category_images, products, product_images, catalogue_versions cascade',
  );
  await bulk(async (query) => {
    await query(
      `insert into tenants (name, display_name, description, contact_email)
       select 'scale-' || lpad(n::text, 5, '0'), 'Winkel ' || n, 'Een kleine winkel met ' || ${PRODUCTS} || ' producten.',
              'shop' || n || '@example.com'
       from generate_series(1, ${SHOPS}) n`,
    );
    await query(
      `create unlogged table bench_scale_shops as
         select id, substring(name from 7)::int as number from tenants where name like 'scale-%'`,
    );
    await query('create index on bench_scale_shops (number)');
    await query('insert into catalogue_versions (tenant_id, version) select id, 1 from bench_scale_shops');
    await query(
      `insert into tenant_subscriptions (tenant_id, subscription_type, status) select id, 'Normal', 'Active' from bench_scale_shops`,
    );
    await query(`insert into tenant_themes (tenant_id, sections_config) select id, '[]'::jsonb from bench_scale_shops`);
    await query(
      `insert into media (tenant_id, file_name, content_type, byte_size, sha256, width, height, data)
       select s.id, 'category-' || c || '.webp', 'image/webp', 4, md5(s.id::text || c), 800, 800, '\\x52494646'::bytea
       from bench_scale_shops s cross join generate_series(1, ${CATEGORIES}) c order by s.number, c`,
    );
    await query(
      `insert into categories (tenant_id, name, description, display_order)
       select s.id, (${sqlArray(CATEGORY_NAMES)})[1 + (c - 1) % ${CATEGORY_NAMES.length}],
              'Alles in deze categorie.', c
       from bench_scale_shops s cross join generate_series(1, ${CATEGORIES}) c order by s.number, c`,
    );
    await query(
      `insert into category_images (tenant_id, category_id, media_id, alt_text, is_primary)
       select c.tenant_id, c.id, m.id, c.name, true
       from categories c join media m on m.tenant_id = c.tenant_id and m.file_name = 'category-' || c.display_order || '.webp'`,
    );
  });
  log(`${SHOPS} shops, their categories and images written; products next`);

  // Secondary indexes off while filling: built once at the end, they take a fraction of the time.
  const { rows: indexes } = await pool.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i where i.indrelid in ('products'::regclass, 'product_images'::regclass) and not i.indisprimary
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  );
  for (const index of indexes) await pool.query(`drop index ${index.name}`);

  const batches: [number, number][] = [];
  for (let first = 1; first <= SHOPS; first += BATCH) batches.push([first, Math.min(SHOPS, first + BATCH - 1)]);
  let done = 0;
  const worker = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      await fillShops(batch[0], batch[1]);
      done += batch[1] - batch[0] + 1;
      if (done % (BATCH * 10) < BATCH || done === SHOPS) log(`products of ${done} / ${SHOPS} shops written`);
    }
  };
  await Promise.all([worker(), worker()]);

  log(`building ${indexes.length} indexes…`);
  const pending = [...indexes];
  const builder = async () => {
    const client = await pool.connect();
    try {
      await client.query("set maintenance_work_mem = '512MB'");
      for (let index = pending.shift(); index; index = pending.shift()) await client.query(index.definition);
    } finally {
      await client.query('reset maintenance_work_mem');
      client.release();
    }
  };
  await Promise.all([builder(), builder()]);
  await pool.query('drop table bench_scale_shops');
  log('vacuum analyze…');
  await pool.query('vacuum analyze');
  await pool.query('create table bench_scale_seed (shops int not null, products int not null)');
  await pool.query('insert into bench_scale_seed values ($1, $2)', [SHOPS, PRODUCTS]);
}

await migrateDatabase(handle);
const fillStarted = performance.now();
const size = reuse ? await filledSize() : null;
if (size?.shops === SHOPS && size.products === PRODUCTS) {
  log(`reusing the filled database (${SHOPS} shops × ${PRODUCTS} products)`);
} else {
  await fill();
  const { rows } = await pool.query<{ products: number; bytes: string }>(
    "select count(*)::int as products, pg_size_pretty(pg_total_relation_size('products')) as bytes from products",
  );
  log(
    `filled in ${((performance.now() - fillStarted) / 1000).toFixed(0)} s: ${SHOPS} shops, ${rows[0]?.products} products (products table with indexes: ${rows[0]?.bytes})`,
  );
}

interface Shop {
  id: string;
  host: string;
  products: number[];
  categories: number[];
}
const { rows: shopRows } = await pool.query<{ id: string; name: string; products: number[]; categories: number[] }>(
  `select t.id, t.name,
          (select array_agg(p.id) from products p where p.tenant_id = t.id and p.is_active) as products,
          (select array_agg(c.id) from categories c where c.tenant_id = t.id and c.is_active) as categories
   from tenants t where t.name like 'scale-%' order by t.name`,
);
const shops: Shop[] = shopRows.map((row) => ({
  id: row.id,
  host: `${row.name}.localhost`,
  products: row.products ?? [],
  categories: row.categories ?? [],
}));
if (shops.length < FEW || shops.some((shop) => shop.products.length === 0 || shop.categories.length === 0)) {
  throw new Error('the benchmark shops are missing or empty');
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

const routes: { name: string; path: (shop: Shop) => string }[] = [
  { name: 'product list', path: (shop) => `/api/tenants/${shop.id}/products/public` },
  { name: 'one product', path: (shop) => `/api/products/${pick(shop.products)}?tenantId=${shop.id}` },
  {
    name: 'category products',
    path: (shop) => `/api/products/public/category/${pick(shop.categories)}?tenantId=${shop.id}`,
  },
  {
    name: 'search',
    path: (shop) =>
      `/api/products/search/public?tenantId=${shop.id}&searchTerm=${encodeURIComponent(pick(SEARCH_TERMS))}&pageSize=20`,
  },
];

const port = await findFreePort();
const dataDir = mkdtempSync(join(tmpdir(), 'webshop-bench-scale-'));
log(`starting the server on 127.0.0.1:${port} (pool ${POOL})…`);
const server = spawnServer({
  port,
  dataDir,
  env: {
    DATABASE_URL: handle.url,
    DB_POOL_SIZE: String(POOL),
    RATE_LIMIT_MAX: '1000000000',
    MEDIA_VARIANT_BACKFILL: 'false',
    LOG_LEVEL: 'warn',
  },
  timeoutMs: 60_000,
});

interface Figure {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
  /** CPU time per request in µs: the server, PostgreSQL's processes (null when not on this machine), autocannon. */
  cpu: { server: number; postgres: number | null; load: number };
}

/** User + system CPU time of a process in clock ticks (/proc/<pid>/stat), 0 once it is gone. */
function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** PostgreSQL's processes on this machine (none when the database runs elsewhere). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

function cpuNow() {
  const postgres = postgresPids();
  return {
    server: server.child.pid ? cpuTicks(server.child.pid) : 0,
    postgres: postgres.length > 0 ? postgres.reduce((sum, pid) => sum + cpuTicks(pid), 0) : null,
    load: cpuTicks(process.pid),
  };
}

/** Linux's clock tick (USER_HZ) is 100 a second on every common build. */
const MICROSECONDS_PER_TICK = 10_000;

async function measure(path: (shop: Shop) => string, among: Shop[], seconds: number): Promise<Figure> {
  const before = cpuNow();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const shop = pick(among);
          return { ...request, path: path(shop), headers: { ...request.headers, ...encodingHeader, host: shop.host } };
        },
      },
    ],
  });
  const after = cpuNow();
  const perRequest = (ticks: number) => (ticks * MICROSECONDS_PER_TICK) / Math.max(1, result.requests.total);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
    cpu: {
      server: perRequest(after.server - before.server),
      postgres:
        before.postgres === null || after.postgres === null ? null : perRequest(after.postgres - before.postgres),
      load: perRequest(after.load - before.load),
    },
  };
}

/** The medians of the rounds' figures, and all their errors. */
function medianFigure(rounds: Figure[]): Figure {
  const of = (value: (figure: Figure) => number) => median(rounds.map(value));
  const postgres = rounds.every((figure) => figure.cpu.postgres !== null)
    ? of((figure) => figure.cpu.postgres ?? 0)
    : null;
  return {
    p50: of((figure) => figure.p50),
    p99: of((figure) => figure.p99),
    requestsPerSecond: of((figure) => figure.requestsPerSecond),
    errors: rounds.reduce((sum, figure) => sum + figure.errors, 0),
    cpu: { server: of((figure) => figure.cpu.server), postgres, load: of((figure) => figure.cpu.load) },
  };
}

const ALONE = 50;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One request on its own, in ms: what a request costs without waiting behind others. */
async function alone(path: string, host: string): Promise<number> {
  const started = performance.now();
  // fetch would ask for gzip and deflate on its own: the same header as the load instead.
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { host, 'accept-encoding': ACCEPT_ENCODING || 'identity' },
  });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${path}: HTTP ${answer.status}`);
  return performance.now() - started;
}

const results: { name: string; few: Figure; all: Figure }[] = [];
const aloneResults: { name: string; cached: number; uncached: number }[] = [];
/**
 * The server writes every shop's product answers after its catalogue changed (the fill is such a
 * change): measured before that is done, the phases would measure the writer's work as well.
 */
async function answersWritten(): Promise<void> {
  const started = performance.now();
  for (let last = -1; ; ) {
    const { rows } = await pool.query<{ written: number }>(
      `select count(*)::int as written from tenants t
         left join catalogue_versions v on v.tenant_id = t.id
         join catalogue_answers a on a.tenant_id = t.id and a.key = 'products' and a.version = coalesce(v.version, 0)`,
    );
    const written = rows[0]?.written ?? 0;
    if (written >= shops.length) break;
    if (written !== last) log(`the server is writing the shops' answers: ${written} / ${shops.length}…`);
    last = written;
    await new Promise((wait) => setTimeout(wait, 10_000));
  }
  log(`every shop's answers written (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  // Vacuumed and analysed as autovacuum does within minutes of such a write in any running platform:
  // else the phases' first reads of each row would pay for setting its hint bits and writing the page.
  const vacuumStarted = performance.now();
  await pool.query('vacuum (analyze) catalogue_answers, catalogue_search_rows');
  log(`written answers vacuumed and analysed (${((performance.now() - vacuumStarted) / 1000).toFixed(0)} s)`);
}

try {
  await server.listening;
  await answersWritten();
  // Correctness first: every route answers 200 for a shop of each phase.
  for (const route of routes) {
    for (const shop of [shops[0], shops[shops.length - 1]] as Shop[]) {
      const answer = await fetch(`http://127.0.0.1:${port}${route.path(shop)}`, { headers: { host: shop.host } });
      const body = await answer.text();
      if (answer.status !== 200 || !body.startsWith(route.name === 'one product' ? '{' : '[')) {
        throw new Error(`${route.name} for ${shop.host}: HTTP ${answer.status} ${body.slice(0, 200)}`);
      }
    }
  }
  const few = shops.slice(0, FEW);
  log(`warming up (3 s per route over ${FEW} shops)…`);
  for (const route of routes) await measure(route.path, few, 3);
  // One at a time, before the load: answers of the first shops are cached by now, the next shops'
  // answers are not (each shop asked once per route).
  const untouched = shops.slice(FEW + 1, FEW + 1 + ALONE);
  for (const route of routes) {
    const cached: number[] = [];
    const uncached: number[] = [];
    for (let index = 0; index < ALONE; index++) {
      const shop = few[index % few.length] as Shop;
      cached.push(await alone(route.path(shop), shop.host));
    }
    for (const shop of untouched) uncached.push(await alone(route.path(shop), shop.host));
    aloneResults.push({ name: route.name, cached: median(cached), uncached: median(uncached) });
  }
  log(`${CONNECTIONS} connections, ${SECONDS} s per phase, ${ROUNDS} rounds, each request for a random shop`);
  for (const route of routes) {
    const fewRounds: Figure[] = [];
    const allRounds: Figure[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const fewFigure = await measure(route.path, few, SECONDS);
      log(`${route.name}, ${FEW} shops, round ${round}: p50 ${fewFigure.p50} ms, p99 ${fewFigure.p99} ms`);
      const allFigure = await measure(route.path, shops, SECONDS);
      log(`${route.name}, ${shops.length} shops, round ${round}: p50 ${allFigure.p50} ms, p99 ${allFigure.p99} ms`);
      fewRounds.push(fewFigure);
      allRounds.push(allFigure);
    }
    results.push({ name: route.name, few: medianFigure(fewRounds), all: medianFigure(allRounds) });
  }
} finally {
  server.child.kill('SIGTERM');
  await new Promise((done) => server.child.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
  await stop();
}

const cell = (figure: Figure) =>
  `${String(figure.p50).padStart(6)} ${String(figure.p99).padStart(6)} ${figure.requestsPerSecond.toFixed(0).padStart(7)}`;
const ratio = (all: number, few: number) => (few > 0 ? all / few : Number.POSITIVE_INFINITY);
console.log(
  `\n${shops.length} shops × ${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per phase, median of ${ROUNDS} rounds, Accept-Encoding: ${ACCEPT_ENCODING || 'none'}; latencies in ms`,
);
console.log(`${''.padEnd(18)} ${`${FEW} shops`.padEnd(21)} ${`${shops.length} shops`.padEnd(21)} all / ${FEW}`);
console.log(
  `${'route'.padEnd(18)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}  errors`,
);
const verdicts: string[] = [];
for (const { name, few, all } of results) {
  const p50 = ratio(all.p50, few.p50);
  const p99 = ratio(all.p99, few.p99);
  console.log(
    `${name.padEnd(18)} ${cell(few)} ${cell(all)} ${p50.toFixed(2).padStart(6)} ${p99.toFixed(2).padStart(6)}  ${few.errors + all.errors}`,
  );
  verdicts.push(
    `${name}: p50 ${p50.toFixed(2)} ${p50 <= TARGET ? '<=' : '>'} ${TARGET}, p99 ${p99.toFixed(2)} ${p99 <= TARGET ? '<=' : '>'} ${TARGET} — ${p50 <= TARGET && p99 <= TARGET ? 'met' : 'NOT met'}`,
  );
}
console.log(`\nratio all / ${FEW} shops (target <= ${TARGET}):\n  ${verdicts.join('\n  ')}`);
const cpuCell = (figure: Figure) =>
  [figure.cpu.server, figure.cpu.postgres, figure.cpu.load]
    .map((value) => (value === null ? 'n/a' : value.toFixed(0)).padStart(7))
    .join(' ');
console.log(
  `\nCPU time per request, median µs (server / PostgreSQL / autocannon; PostgreSQL n/a when it runs elsewhere):\n${'route'.padEnd(18)} ${`${FEW} shops`.padEnd(23)} ${`${shops.length} shops`.padEnd(23)}`,
);
for (const { name, few, all } of results) console.log(`${name.padEnd(18)} ${cpuCell(few)} ${cpuCell(all)}`);
console.log(
  `\none request at a time, median ms (${ALONE} requests each; uncached: a shop not asked before):\n${'route'.padEnd(18)} ${'cached'.padStart(7)} ${'uncached'.padStart(9)}  ratio`,
);
for (const { name, cached, uncached } of aloneResults) {
  console.log(
    `${name.padEnd(18)} ${cached.toFixed(1).padStart(7)} ${uncached.toFixed(1).padStart(9)}  ${(uncached / cached).toFixed(1).padStart(5)}`,
  );
}
if (results.some(({ few, all }) => few.errors + all.errors > 0)) process.exitCode = 1;
