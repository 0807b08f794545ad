/**
 * Dashboard benchmark: the back office's overview and order list on a shop with 100,000 orders.
 *
 * Fills a database with one big shop (BENCH_ORDERS orders, default 100,000, spread over two years
 * with more in recent months, 1–3 lines each, statuses as a real shop has them, and consented
 * storefront visits) beside BENCH_OTHER_SHOPS other shops (default 4, 20,000 orders each), starts the
 * real app on 127.0.0.1 and asks each call BENCH_REQUESTS times (default 200, one at a time, after a
 * warm-up) as the shop's owner: the statistics, the existing dashboard, and the order list (first
 * page, a status filter, a search by name). Prints p50 / p99 / mean per call, and the ratio to a
 * call that answers from memory (/api/health), since the client shares the cores with the server.
 *
 *   npm run bench:dashboard               embedded PostgreSQL in a temp dir
 *   BENCH_DATABASE_URL=postgres://…       an existing server (database webshop_bench_dashboard is recreated)
 *   BENCH_REUSE=1                         with BENCH_DATABASE_URL: keep the filled database of the last run
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { platformSessions, platformUsers, platformUserTenants, tenants } from '../apps/api/src/db/schema/tables.ts';
import { createToken } from '../apps/api/src/lib/tokens.ts';
import { openBenchDatabase } from './bench-database.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const OTHER_SHOPS = Number(process.env.BENCH_OTHER_SHOPS ?? 4);
const OTHER_ORDERS = Number(process.env.BENCH_OTHER_ORDERS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const TENANT = 'dashbench';
const DATABASE = 'webshop_bench_dashboard';
const log = (message: string) => console.log(`[bench] ${message}`);

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

function get(port: number, path: string, cookie: string): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method: 'GET', path, agent, headers: { host: 'localhost', cookie } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body: body.slice(0, 300) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const reuse = process.env.BENCH_REUSE === '1' && Boolean(process.env.BENCH_DATABASE_URL);
const { handle, stop } = await openBenchDatabase({ name: DATABASE, fresh: !reuse, log });
await migrateDatabase(handle);
const { db, pool } = handle;

/**
 * One shop's catalogue, orders, lines and visits, written by the database itself (generate_series):
 * inserting row by row would take minutes.
 */
async function fillShop(tenantId: string, orderCount: number, seed: number) {
  await pool.query('select setseed($1)', [(seed % 100) / 100]);
  await pool.query(
    `insert into products (tenant_id, name, sku, price_cents, stock_quantity, made_to_order)
     select $1, 'Product ' || g, 'SKU-' || g, 500 + (g * 137) % 9500,
            case when g % 17 = 0 then 0 when g % 11 = 0 then 1 + g % 5 else 20 + g % 200 end,
            g % 23 = 0
     from generate_series(1, 200) g`,
    [tenantId],
  );
  // Placed over two years, more of them lately; the age decides how far an order has come. Staged
  // first: the orders of all shops are written in the order they were placed, as a live server would.
  await pool.query(
    `insert into bench_orders (tenant_id, order_number, status, payment_status, payment_method_type, payment_method_name,
       paid_at, shipping_method_name, customer_email, customer_first_name, customer_last_name,
       shipping_address, shipping_city, shipping_postal_code, shipping_country,
       billing_address, billing_city, billing_postal_code, billing_country,
       sub_total_cents, shipping_cost_cents, tax_amount_cents, total_amount_cents, refunded_amount_cents, created_at)
     select $1, 'B' || lpad(to_hex(g), 8, '0') || upper(substr(md5(g::text || $1::uuid::text), 1, 8)),
            s.status, s.payment, case when g % 3 = 0 then 'BankTransfer' else 'Stripe' end,
            case when g % 3 = 0 then 'Bankoverschrijving' else 'iDEAL' end,
            case when s.payment in ('Paid', 'Refunded') then s.created_at + interval '5 minutes' end,
            'Pakket PostNL',
            lower(s.first) || '.' || lower(s.last) || g || '@example.com', s.first, s.last,
            'Kerkstraat ' || (g % 200 + 1), 'Utrecht', '3511 AB', 'NL',
            'Kerkstraat ' || (g % 200 + 1), 'Utrecht', '3511 AB', 'NL',
            s.sub, 695, round((s.sub + 695) * 21.0 / 121)::int, s.sub + 695,
            case when s.payment = 'Refunded' then s.sub + 695 when g % 97 = 0 and s.payment = 'Paid' then 500 else 0 end,
            s.created_at
     from generate_series(1, $2) g
     cross join lateral (
       select age, now() - age as created_at,
              (array['Anna','Bram','Carla','Daan','Eva','Fleur','Gijs','Hanna','Ivo','Julia','Kees','Lotte',
                     'Mila','Noah','Olga','Pim','Roos','Sem','Tess','Wim'])[1 + g % 20] as first,
              (array['Jansen','de Vries','Bakker','Visser','Smit','Meijer','de Boer','Mulder','Bos','Vos',
                     'Peters','Hendriks','Dekker','Dijkstra','Brouwer','de Wit','Kok','Prins','Huisman','Maas'])[1 + (g / 20) % 20] as last,
              1500 + (g * 7919) % 12000 as sub,
              case
                when g % 41 = 0 then 'Cancelled'
                when age < interval '2 days' then (array['Pending','Pending','Processing','Shipped'])[1 + g % 4]
                when age < interval '7 days' then (array['Processing','Shipped','Delivered','Delivered'])[1 + g % 4]
                else 'Delivered'
              end as status,
              case
                when g % 41 = 0 then (array['Cancelled','Expired','Failed','Refunded'])[1 + (g / 41) % 4]
                when age < interval '2 days' and g % 4 in (0, 1) and g % 3 = 0 then 'Pending'
                when g % 151 = 0 then 'Refunded'
                else 'Paid'
              end as payment
       from (select make_interval(secs => 730 * 86400 * power(random(), 1.4) + g * 0) as age) a
     ) s`,
    [tenantId, orderCount],
  );
  // Consented storefront visits: one and a half per order, from a few sites and straight in.
  await pool.query(
    `insert into analytics_events (tenant_id, page_url, referrer, user_agent, created_at)
     select $1, 'https://shop.example.nl' ||
              (array['/', '/', '/', '/category/3', '/product/12', '/product/40', '/search?q=mok', '/product/7?ref=mail'])[1 + g % 8],
            (array[null, null, 'https://www.google.com/', 'https://www.google.nl/search?q=x', 'https://www.instagram.com/',
                   'https://shop.example.nl/cart', 'https://l.facebook.com/l.php?u=x', null])[1 + (g / 8) % 8],
            'Bench/1.0', now() - make_interval(secs => 730 * 86400 * power(random(), 1.4) + g * 0) as at
     from generate_series(1, $2 * 3 / 2) g
     order by at`,
    [tenantId, orderCount],
  );
}

const fillStarted = performance.now();
const ORDER_COLUMNS = `tenant_id, order_number, status, payment_status, payment_method_type, payment_method_name,
  paid_at, shipping_method_name, customer_email, customer_first_name, customer_last_name,
  shipping_address, shipping_city, shipping_postal_code, shipping_country,
  billing_address, billing_city, billing_postal_code, billing_country,
  sub_total_cents, shipping_cost_cents, tax_amount_cents, total_amount_cents, refunded_amount_cents, created_at`;

/** The lines of a shop's orders: one to three products each. */
async function fillLines(tenantId: string) {
  await pool.query(
    `insert into order_items (tenant_id, order_id, product_id, product_name, product_sku, quantity, unit_price_cents, total_price_cents)
       select o.tenant_id, o.id, p.id, p.name, p.sku, 1 + (o.id + line) % 3, p.price_cents, p.price_cents * (1 + (o.id + line) % 3)
       from orders o
       cross join lateral generate_series(1, 1 + o.id % 3) line
       join products p on p.tenant_id = o.tenant_id and p.sku = 'SKU-' || (1 + (o.id * 31 + line * 7) % 200)
       where o.tenant_id = $1`,
    [tenantId],
  );
}

async function fillAll() {
  await pool.query('create unlogged table bench_orders (like orders including defaults)');
  await pool.query('alter table bench_orders alter column id drop not null');
  const [created] = await db.insert(tenants).values({ name: TENANT, displayName: 'Dashboard bench' }).returning();
  if (!created) throw new Error('tenant not created');
  await fillShop(created.id, ORDERS, 1);
  for (let index = 0; index < OTHER_SHOPS; index += 1) {
    const [other] = await db
      .insert(tenants)
      .values({ name: `dashbench-${index + 2}`, displayName: `Buurwinkel ${index + 2}` })
      .returning();
    if (other) await fillShop(other.id, OTHER_ORDERS, index + 2);
  }
  await pool.query(
    `insert into orders (${ORDER_COLUMNS}) select ${ORDER_COLUMNS} from bench_orders order by created_at`,
  );
  await pool.query('drop table bench_orders');
  for (const { id } of await db.select({ id: tenants.id }).from(tenants)) await fillLines(id);
  await pool.query('vacuum analyze');
  return created;
}
const existing = reuse ? await db.select().from(tenants).where(eq(tenants.name, TENANT)) : [];
const shop = existing[0] ?? (await fillAll());
const { rows: sizes } = await pool.query<{ orders: number; lines: number; visits: number }>(
  `select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as lines,
          (select count(*)::int from analytics_events) as visits`,
);
log(
  `filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s: ${sizes[0]?.orders} orders, ${sizes[0]?.lines} lines, ${sizes[0]?.visits} visits in ${OTHER_SHOPS + 1} shops`,
);

// The shop's owner (kept from the last run when the database is reused: one owner per shop).
async function shopOwnerId(tenantId: string): Promise<string> {
  const [link] = await db
    .select({ userId: platformUserTenants.userId })
    .from(platformUserTenants)
    .where(eq(platformUserTenants.tenantId, tenantId));
  if (link) return link.userId;
  const [user] = await db
    .insert(platformUsers)
    .values({ email: 'owner@dashbench.example', passwordHash: 'not-a-hash', fullName: 'Bench Owner', role: 'Owner' })
    .returning();
  if (!user) throw new Error('owner not created');
  await db.insert(platformUserTenants).values({ tenantId, userId: user.id, role: 'Owner' });
  return user.id;
}
const ownerId = await shopOwnerId(shop.id);
const session = createToken();
await db.insert(platformSessions).values({
  userId: ownerId,
  tokenHash: session.hash,
  expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
});
const cookie = `platform_session=${session.token}`;

const config = loadConfig(
  {},
  { LOG_LEVEL: 'silent', SERVE_WEB: false, SEED_DEMO: false, RATE_LIMIT_MAX: 1_000_000_000 },
);
const app = await buildApp(config, { database: handle });
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;

const shopPath = `/api/platform/shops/${TENANT}`;
const calls: [string, string][] = [
  ['health (one select 1)', '/api/health'],
  ['dashboard statistics', `${shopPath}/dashboard/statistics`],
  ['dashboard (existing)', `${shopPath}/dashboard`],
  ['orders: first page', `${shopPath}/orders`],
  ['orders: status Processing', `${shopPath}/orders?status=Processing`],
  ['orders: status Delivered, page 3', `${shopPath}/orders?status=Delivered&page=3`],
  ['orders: search "bram jansen"', `${shopPath}/orders?search=${encodeURIComponent('bram jansen')}`],
  ['orders: search "de vries"', `${shopPath}/orders?search=${encodeURIComponent('de vries')}`],
  ['orders: search an order number', ''],
];
const { rows: someOrder } = await pool.query<{ order_number: string }>(
  'select order_number from orders where tenant_id = $1 order by created_at desc offset 500 limit 1',
  [shop.id],
);
const lastCall = calls[calls.length - 1];
if (lastCall) lastCall[1] = `${shopPath}/orders?search=${someOrder[0]?.order_number.slice(0, 9) ?? 'B'}`;

const results: { name: string; p50: number; p99: number; mean: number; bytes: number }[] = [];
let failed = false;
for (const [name, path] of calls) {
  for (let index = 0; index < WARM_UP; index += 1) await get(port, path, cookie);
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < REQUESTS; index += 1) {
    const answer = await get(port, path, cookie);
    if (answer.status !== 200) {
      failed = true;
      console.error(`${name}: HTTP ${answer.status} ${answer.body}`);
      break;
    }
    bytes = answer.body.length;
    times.push(answer.ms);
  }
  results.push({
    name,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    mean: times.reduce((sum, ms) => sum + ms, 0) / Math.max(1, times.length),
    bytes,
  });
}

const base = results[0]?.p50 || 1;
console.log(
  `\n${ORDERS} orders in the shop, ${OTHER_SHOPS} other shops of ${OTHER_ORDERS}; ${REQUESTS} requests each, one at a time`,
);
console.log(
  `${'call'.padEnd(36)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'mean ms'.padStart(8)}  p50/health`,
);
for (const result of results) {
  console.log(
    `${result.name.padEnd(36)} ${result.p50.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)} ${result.mean.toFixed(1).padStart(8)}  ${(result.p50 / base).toFixed(1).padStart(9)}`,
  );
}

await app.close();
agent.destroy();
await stop();
if (failed) process.exitCode = 1;
