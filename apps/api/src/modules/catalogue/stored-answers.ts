import { CAROUSEL_MAX_PRODUCTS } from '@shop/contracts';
import type pg from 'pg';
import { doublingDelayMs } from '#src/lib/backoff.ts';
import { errorSummary } from '#src/lib/error-summary.ts';
import { notFound } from '#src/lib/errors.ts';
import { type JobTracker, repeatInBackground, untrackedJob } from '#src/lib/jobs.ts';
import { gzipForStore } from './encoded-answer.ts';
import { answerKeys, LIST_KEY_LITERAL, tenantAnswersSql } from './json-queries.ts';
import type { CatalogueTenant } from './tenant-version.ts';

/**
 * A shop's product answers, and the search's copy of its products, written when its catalogue
 * changes, so that the first visitor after the change (on any node) reads a finished answer instead
 * of having it built: with thousands of small shops nearly every request is such a first one. The writer runs in the background of
 * every node (each shop once, under an advisory lock); a request whose answer is not written yet
 * has it built as before (service.ts).
 */

/**
 * The shop's answers as its catalogue gives them, with the version they are of: read in the same
 * statement, so of the same snapshot.
 */
const BUILD_SQL = `select (select coalesce(max(v.version), 0) from catalogue_versions v where v.tenant_id = $1) as version,
    answers.key, answers.valid_until, answers.body
  from (${tenantAnswersSql()}) answers`;

/**
 * Writes them once, each with its compressed copy where it has one (encoded-answer.ts), handed over
 * as one JSON document: the driver's text arrays escaped 650 KB of answers a shop in JavaScript.
 */
const WRITE_SQL = `insert into catalogue_answers (tenant_id, key, version, valid_until, body, body_gzip)
  select $1, answer.key, $2, answer.valid_until, answer.body, decode(answer.body_gzip, 'base64')
  from json_to_recordset($3::json) as answer(key text, valid_until timestamptz, body text, body_gzip text)`;

/**
 * The search's copy of the shop's active products (search.ts reads it while the answers are current),
 * each with its answer as just written.
 */
const SEARCH_COLUMNS = [
  'tenant_id',
  'id',
  'category_id',
  'name',
  'price_cents',
  'is_discount_active',
  'discount_percentage',
  'discount_start_date',
  'discount_end_date',
  'stock_quantity',
  'made_to_order',
  'is_active',
  'display_order',
  'search_vector',
];
const WRITE_SEARCH_ROWS_SQL = `insert into catalogue_search_rows (${SEARCH_COLUMNS.join(', ')}, answer, answer_valid_until)
  select ${SEARCH_COLUMNS.map((column) => `p.${column}`).join(', ')}, a.body, a.valid_until
  from products p
  left join catalogue_answers a on a.tenant_id = p.tenant_id and a.key = '${answerKeys.productPrefix}' || p.id
  where p.tenant_id = $1 and p.is_active order by p.display_order, p.id`;

/** Shops whose written answers are missing, from an older catalogue version, or past a price change. */
const STALE_SQL = `select t.id from tenants t
  left join catalogue_versions v on v.tenant_id = t.id
  left join catalogue_answers a on a.tenant_id = t.id and a.key = ${LIST_KEY_LITERAL}
  where (a.version is distinct from coalesce(v.version, 0) or a.valid_until <= now()) and t.id <> all($2::uuid[])
  limit $1`;

/**
 * The shop's version and, when the store holds it for that version and it still holds at this
 * moment, the answer under `key` — gzip-compressed when the client takes that (`$3`) and it is
 * stored so, else as JSON text — unless the asking node already has that version (`$2`): then
 * no body travels. One round trip, as the version alone would cost.
 */
const readSql = (key: string) => `select t.id, coalesce(v.version, 0) as version, a.valid_until,
    case when $3::boolean then a.body_gzip end as body_gzip,
    case when not $3::boolean or a.body_gzip is null then a.body end as body
  from tenants t
  left join catalogue_versions v on v.tenant_id = t.id
  left join catalogue_answers a on a.tenant_id = t.id and a.key = ${key}
    and a.version = coalesce(v.version, 0) and coalesce(v.version, 0) is distinct from $2::int
    and (a.valid_until is null or a.valid_until > now())
  where t.id = $1`;

/** Any answer, its key the statement's `$4`. */
const READ_SQL = readSql('$4');

/**
 * The list answer, by the small partial index of the list answers (LIST_KEY_LITERAL): 520 kB against
 * the 109 MB key index of every answer at 10,000 shops, whose pages a shop not asked for a while no
 * longer finds in memory.
 */
const READ_LIST_SQL = readSql(LIST_KEY_LITERAL);

export interface StoredRead {
  tenant: CatalogueTenant;
  /** The written answer for the shop's current version as JSON text, or null (none, or `gzip` is given). */
  body: string | null;
  /** The written answer gzip-compressed, when the caller takes gzip and it is stored so. */
  gzip: Buffer | null;
  validUntil: Date | null;
}

/**
 * The shop with this id and its catalogue version (a 404 'Tenant not found' when there is none),
 * with the answer written under `key` unless the caller holds `heldVersion` already.
 */
export async function readStoredAnswer(
  pool: pg.Pool,
  tenantId: string,
  key: string,
  heldVersion: number | null,
  takesGzip = false,
): Promise<StoredRead> {
  const { rows } = await pool.query<{
    id: string;
    version: number;
    body: string | null;
    body_gzip: Buffer | null;
    valid_until: Date | null;
  }>(
    key === answerKeys.all
      ? { name: 'catalogue-read-list', text: READ_LIST_SQL, values: [tenantId, heldVersion, takesGzip] }
      : { name: 'catalogue-read-answer', text: READ_SQL, values: [tenantId, heldVersion, takesGzip, key] },
  );
  const row = rows[0];
  if (!row) throw notFound('tenant');
  return {
    tenant: { id: row.id, catalogueVersion: Number(row.version) },
    body: row.body,
    gzip: row.body_gzip,
    validUntil: row.valid_until ? new Date(row.valid_until) : null,
  };
}

/**
 * Writes every product answer of the shop for its current catalogue version, replacing the old
 * ones (a removed product's with them). Answers the number written, or null when another node is
 * writing this shop's answers right now.
 */
export async function writeTenantAnswers(pool: pg.Pool, tenantId: string, now = new Date()): Promise<number | null> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as locked',
      [`catalogue-answers:${tenantId}`],
    );
    if (!rows[0]?.locked) {
      await client.query('rollback');
      return null;
    }
    await client.query('delete from catalogue_answers where tenant_id = $1', [tenantId]);
    await client.query('delete from catalogue_search_rows where tenant_id = $1', [tenantId]);
    const built = await client.query<{ version: number; key: string; valid_until: Date | null; body: string }>({
      name: 'catalogue-build-answers',
      text: BUILD_SQL,
      values: [tenantId, now, CAROUSEL_MAX_PRODUCTS],
    });
    const answers = built.rows;
    // A few at a time or on libuv's threads: the node's requests go on meanwhile.
    const compressed = await gzipForStore(answers.map((answer) => answer.body));
    await client.query({
      name: 'catalogue-write-answers',
      text: WRITE_SQL,
      values: [
        tenantId,
        answers[0]?.version ?? 0,
        JSON.stringify(
          answers.map(({ key, valid_until, body }, index) => ({
            key,
            valid_until,
            body,
            body_gzip: compressed[index]?.toString('base64') ?? null,
          })),
        ),
      ],
    });
    // A later snapshot than the answers': a change in between also moved the shop's version past the
    // one written, so the search does not take these rows for current (search.ts).
    await client.query({ name: 'catalogue-write-search-rows', text: WRITE_SEARCH_ROWS_SQL, values: [tenantId] });
    await client.query('commit');
    return answers.length;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

const MAX_BACKOFF_MS = 5 * 60_000;

/** The wait after the `failures`-th failure in a row: 5 s, doubling, up to MAX_BACKOFF_MS. */
const retryDelayMs = (failures: number) => doublingDelayMs(failures, 5_000, MAX_BACKOFF_MS);

/**
 * Shops whose answers could not be written (a fault in one shop's data, say), left out of the rounds
 * for a while — doubling with each failure, up to MAX_BACKOFF_MS — so that they neither stop the
 * other shops' answers nor get tried every second.
 */
export class ShopRetries {
  private readonly shops = new Map<string, { failures: number; retryAt: number }>();

  /** The shops not to try before their time. */
  waiting(now = Date.now()): string[] {
    return [...this.shops].flatMap(([id, shop]) => (shop.retryAt > now ? [id] : []));
  }

  /** Notes a failure; answers how long the shop is left out. */
  failed(tenantId: string, now = Date.now()): number {
    const failures = (this.shops.get(tenantId)?.failures ?? 0) + 1;
    const delay = retryDelayMs(failures);
    this.shops.set(tenantId, { failures, retryAt: now + delay });
    return delay;
  }

  succeeded(tenantId: string): void {
    this.shops.delete(tenantId);
  }
}

/**
 * One round: the answers of up to `batch` stale shops, `concurrency` shops at a time. A shop that
 * fails is logged and left out for a while (`retries`); the others are written all the same.
 */
export async function writeStaleAnswers(
  pool: pg.Pool,
  batch: number,
  concurrency: number,
  retries = new ShopRetries(),
  log: (message: string) => void = () => {},
): Promise<number> {
  const { rows } = await pool.query<{ id: string }>(STALE_SQL, [batch, retries.waiting()]);
  const queue = rows.map((row) => row.id);
  let shops = 0;
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      try {
        if ((await writeTenantAnswers(pool, id)) !== null) shops++;
        retries.succeeded(id);
      } catch (error) {
        const delay = retries.failed(id);
        log(
          `Writing the catalogue answers of shop ${id} failed, next try in ${Math.round(delay / 1000)} s: ${errorSummary(error)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return shops;
}

export interface AnswerWriterOptions {
  log: (message: string) => void;
  track?: JobTracker;
  /** Shops per round (default 50). */
  batch?: number;
  /** Shops written at once (default 2). */
  concurrency?: number;
  /** Between rounds that found nothing to write (default 1 s): a change shows in the store about this late. */
  idleMs?: number;
  firstDelayMs?: number;
}

/** Keeps the written answers current in the background; answers the stop function. */
export function startAnswerWriter(pool: pg.Pool, options: AnswerWriterOptions): () => Promise<void> {
  const batch = options.batch ?? 50;
  const track = options.track ?? untrackedJob;
  const idleMs = options.idleMs ?? 1000;
  const retries = new ShopRetries();
  let failures = 0;
  return repeatInBackground(
    () =>
      track(() => writeStaleAnswers(pool, batch, options.concurrency ?? 2, retries, options.log)).then(
        (shops) => {
          failures = 0;
          return shops >= batch ? 0 : idleMs;
        },
        (error) => {
          failures++;
          // A failed round waits one step longer than a failed shop: 10 s at first.
          const delay = retryDelayMs(failures + 1);
          options.log(
            `Writing the catalogue answers failed, next try in ${Math.round(delay / 1000)} s: ${errorSummary(error)}`,
          );
          return delay;
        },
      ),
    options.firstDelayMs ?? 2000,
  );
}
