import { LOW_STOCK_MAX, STATISTICS_DAYS, STATISTICS_LOW_STOCK_LIST, STATISTICS_TOP_COUNT } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';

/**
 * The overview's figures. Sales and visits are range queries bounded by (tenant_id, created_at):
 * the daily sums are read from orders_created_idx alone (its extra columns), visits through
 * analytics_events_time_idx with the path and referring host stored at insert (generated columns);
 * the open orders come from the partial orders_open_idx; the best sellers from the per-day
 * aggregate product_sales_daily. So the cost follows the last 30 days and the open orders, not the
 * shop's history (bench/dashboard.ts measures it on 100,000 orders).
 */

/** An order that counts as a sale: not cancelled, its payment neither failed, cancelled nor expired. */
const IS_SALE = sql.raw(`o.status <> 'Cancelled' and o.payment_status not in ('Failed', 'Cancelled', 'Expired')`);
/** Money received: paid (or later refunded) orders, less what was refunded. */
const RECEIVED = sql.raw(
  `coalesce(sum(o.total_amount_cents - o.refunded_amount_cents) filter (where o.payment_status in ('Paid', 'Refunded')), 0)`,
);

export interface StatisticsWindow {
  /** Today's date in the shop's time zone (YYYY-MM-DD). */
  today: string;
  /** The start of the day 29 days before today, the start of the day 6 days before, of today, and of tomorrow. */
  since30: string;
  since7: string;
  sinceToday: string;
  until: string;
}

/** The window's moments: the calendar days of `timeZone` around `now` (daylight saving time included). */
export async function findStatisticsWindow(db: Executor, now: Date, timeZone: string): Promise<StatisticsWindow> {
  const result = await db.execute<{
    today: string;
    since30: Date;
    since7: Date;
    since_today: Date;
    until: Date;
  }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as today,
           (d.day - make_interval(days => ${STATISTICS_DAYS - 1})) at time zone ${timeZone} as since30,
           (d.day - interval '6 days') at time zone ${timeZone} as since7,
           d.day at time zone ${timeZone} as since_today,
           (d.day + interval '1 day') at time zone ${timeZone} as until
    from (select date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone}) as day) d`);
  const row = result.rows[0];
  if (!row) throw new Error('statistics window not computed');
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    today: row.today,
    since30: iso(row.since30),
    since7: iso(row.since7),
    sinceToday: iso(row.since_today),
    until: iso(row.until),
  };
}

/**
 * Orders and revenue per day of the window, every day present (zeros included), oldest first. A
 * row's day is found by a binary search in the 30 midnights (width_bucket) rather than by converting
 * every order's moment to Dutch time.
 */
export async function findDailySales(db: Executor, tenantId: string, window: StatisticsWindow, timeZone: string) {
  const days = STATISTICS_DAYS;
  const result = await db.execute<{ date: string; orders: number; revenue: string }>(sql`
    with midnights as (
      select array_agg((${window.today}::date - back)::timestamp at time zone ${timeZone} order by back desc) as starts
      from generate_series(0, ${days - 1}::int) as back
    ),
    per_day as (
      select width_bucket(o.created_at, m.starts) as bucket,
             count(*) filter (where ${IS_SALE})::int as orders,
             ${RECEIVED}::bigint as revenue
      from orders o, midnights m
      where o.tenant_id = ${tenantId}
        and o.created_at >= ${window.since30}::timestamptz and o.created_at < ${window.until}::timestamptz
      group by 1
    )
    select to_char(${window.today}::date - (${days}::int - bucket), 'YYYY-MM-DD') as date,
           coalesce(per_day.orders, 0) as orders,
           coalesce(per_day.revenue, 0)::text as revenue
    from generate_series(1, ${days}::int) as bucket
    left join per_day using (bucket)
    order by bucket`);
  return result.rows.map((row) => ({ date: row.date, orders: row.orders, revenueCents: Number(row.revenue) }));
}

/** The orders still to be handled, by what they wait for. */
export async function findWaitingOrders(db: Executor, tenantId: string) {
  const result = await db.execute<{ awaiting_payment: number; to_process: number; to_ship: number }>(sql`
    select count(*) filter (where status = 'Pending' and payment_status = 'Pending')::int as awaiting_payment,
           count(*) filter (where status = 'Pending' and payment_status = 'Paid')::int as to_process,
           count(*) filter (where status = 'Processing')::int as to_ship
    from orders
    where tenant_id = ${tenantId} and status in ('Pending', 'Processing')`);
  const row = result.rows[0];
  return {
    awaitingPayment: row?.awaiting_payment ?? 0,
    toProcess: row?.to_process ?? 0,
    toShip: row?.to_ship ?? 0,
  };
}

/** Kept-stock products at 5 or fewer: the counts, and the emptiest few to show. */
export async function findLowStock(db: Executor, tenantId: string) {
  const result = await db.execute<{
    id: number;
    name: string;
    sku: string;
    stock_quantity: number;
    is_active: boolean;
    low: number;
    out: number;
  }>(sql`
    select id, name, sku, stock_quantity, is_active,
           count(*) filter (where stock_quantity > 0) over ()::int as low,
           count(*) filter (where stock_quantity <= 0) over ()::int as out
    from products
    where tenant_id = ${tenantId} and not made_to_order and stock_quantity <= ${LOW_STOCK_MAX}
    order by stock_quantity, is_active desc, name, id`);
  const first = result.rows[0];
  return {
    low: first?.low ?? 0,
    out: first?.out ?? 0,
    products: result.rows.slice(0, STATISTICS_LOW_STOCK_LIST).map((row) => ({
      id: row.id,
      name: row.name,
      sku: row.sku,
      stockQuantity: row.stock_quantity,
      isActive: row.is_active,
    })),
  };
}

/**
 * Visits recorded by the storefront's track call, which it sends only with analytics consent:
 * the totals of 7 and 30 days, the pages visitors landed on and the sites that sent them (the
 * path and the referring host are worked out when the visit is stored: generated columns, read
 * from analytics_events_time_idx alone).
 */
export async function findVisits(db: Executor, tenantId: string, window: StatisticsWindow) {
  // One pass over the index (grouping sets): the totals, per page and per referring host, each
  // ranked; set 3 is the totals, 1 the pages, 2 the hosts (grouping() marks the columns left out).
  const result = await db.execute<{
    set: number;
    page_path: string | null;
    referrer_host: string | null;
    visits: number;
    recent: number;
    direct: number;
  }>(sql`
    select set, page_path, referrer_host, visits, recent, direct
    from (
      select grouping(page_path, referrer_host) as set, page_path, referrer_host,
             count(*)::int as visits,
             (count(*) filter (where created_at >= ${window.since7}::timestamptz))::int as recent,
             (count(*) filter (where referrer_host is null))::int as direct,
             row_number() over (
               partition by grouping(page_path, referrer_host)
               order by referrer_host is null and grouping(page_path, referrer_host) = 2, count(*) desc,
                        page_path, referrer_host
             ) as rank
      from analytics_events
      where tenant_id = ${tenantId}
        and created_at >= ${window.since30}::timestamptz and created_at < ${window.until}::timestamptz
      group by grouping sets ((), (page_path), (referrer_host))
    ) ranked
    where rank <= ${STATISTICS_TOP_COUNT} and (set <> 2 or referrer_host is not null)
    order by set, rank`);
  const total = result.rows.find((row) => row.set === 3);
  return {
    last7Days: total?.recent ?? 0,
    last30Days: total?.visits ?? 0,
    topPages: result.rows
      .filter((row) => row.set === 1 && row.page_path !== null)
      .map((row) => ({ path: row.page_path as string, visits: row.visits })),
    topReferrers: result.rows
      .filter((row) => row.set === 2)
      .map((row) => ({ host: row.referrer_host as string, visits: row.visits })),
    direct: total?.direct ?? 0,
  };
}

/**
 * The window's best sellers by units and by line revenue, over the orders that count as sales: read
 * from product_sales_daily (kept by triggers, migration 0011), a row per product and day, instead of
 * every order line of 30 days.
 */
export async function findTopProducts(db: Executor, tenantId: string, window: StatisticsWindow) {
  const result = await db.execute<{
    kind: string;
    product_id: number | null;
    name: string;
    quantity: string;
    revenue: string;
  }>(sql`
    with sold as materialized (
      select s.product_id, (array_agg(s.product_name order by s.day desc))[1] as line_name,
             sum(s.quantity)::bigint as quantity, sum(s.revenue_cents)::bigint as revenue
      from product_sales_daily s
      where s.tenant_id = ${tenantId}
        and s.day between ${window.today}::date - ${STATISTICS_DAYS - 1}::int and ${window.today}::date
      group by s.product_id
      having sum(s.quantity) > 0
    ),
    named as (
      select nullif(sold.product_id, 0) as product_id, coalesce(p.name, sold.line_name) as name,
             sold.quantity, sold.revenue
      from sold left join products p on p.tenant_id = ${tenantId} and p.id = sold.product_id
    )
    (select 'quantity' as kind, product_id, name, quantity, revenue from named
     order by quantity desc, revenue desc, name limit ${STATISTICS_TOP_COUNT})
    union all
    (select 'revenue', product_id, name, quantity, revenue from named
     order by revenue desc, quantity desc, name limit ${STATISTICS_TOP_COUNT})`);
  const of = (kind: string) =>
    result.rows
      .filter((row) => row.kind === kind)
      .map((row) => ({
        productId: row.product_id,
        name: row.name,
        quantity: Number(row.quantity),
        revenueCents: Number(row.revenue),
      }));
  return { byQuantity: of('quantity'), byRevenue: of('revenue') };
}
