import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#src/db/client.ts';
import { mediaVariants } from '#src/db/schema/tables.ts';
import { doublingDelayMs } from '#src/lib/backoff.ts';
import { errorSummary } from '#src/lib/error-summary.ts';
import { type JobTracker, repeatInBackground, untrackedJob } from '#src/lib/jobs.ts';
import { processImage, UnreadableImageError } from './process-image.ts';
import { discardStoredMedia } from './service.ts';
import type { MediaKey, MediaStore } from './store.ts';
import { putVariants } from './variants.ts';

/** After this many failed attempts an image keeps its single address; an unreadable one gets there at once. */
export const MAX_VARIANT_FAILURES = 3;

export interface BackfillOptions {
  log: (message: string) => void;
  /** Images per run; a run that found this many is followed by the next one soon. */
  batchSize?: number;
  /** Only this tenant's images (the seed's own shops, tests); all tenants when absent. */
  tenantId?: string;
}

export interface BackfillResult {
  /** Images that got their variants. */
  made: number;
  /** Images whose variants could not be made (logged one by one). */
  failed: number;
}

interface Candidate {
  tenant_id: string;
  id: number;
  version: number;
  data: Buffer;
  width: number | null;
  height: number | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * One image without variants, locked for this transaction. `skip locked`: another process busy
 * with an image leaves it to that process (the lock is the lease; it ends with the transaction,
 * also when the process dies). `for no key update` does not stop anyone from attaching the medium.
 */
function lockNextCandidate(tx: Executor, tenantId: string | undefined) {
  const tenantFilter = tenantId ? sql`and m.tenant_id = ${tenantId}` : sql``;
  return tx.execute(sql`
    select m.tenant_id, m.id, m.version, m.data, m.width, m.height
    from media m
    where m.content_type like 'image/%' and m.content_type <> 'image/svg+xml'
      and m.variant_failures < ${MAX_VARIANT_FAILURES} ${tenantFilter}
      and not exists (select 1 from media_variants v
        where v.tenant_id = m.tenant_id and v.media_id = m.id and v.version = m.version)
    order by m.tenant_id, m.id
    limit 1
    for no key update of m skip locked`);
}

interface Failure {
  tenantId: string;
  mediaId: number;
  unreadable: boolean;
  error: unknown;
}

/**
 * Makes the variants of one image that has none, in one transaction. Answers null when there is
 * no such image left (for this process), else what became of it.
 */
async function backfillOne(
  db: Database,
  store: MediaStore,
  options: BackfillOptions,
): Promise<'made' | 'failed' | 'skipped' | null> {
  let keys: MediaKey[] = [];
  try {
    const outcome = await db.transaction(async (tx): Promise<'made' | 'skipped' | Failure | null> => {
      const [image] = rowsOf<Candidate>(await lockNextCandidate(tx, options.tenantId));
      if (!image) return null;
      const tenantId = image.tenant_id;
      // Read again now that the row is ours: a process that finished it just before we locked it
      // committed rows that this transaction's first statement could not see yet.
      const done = rowsOf<{ found: boolean }>(
        await tx.execute(sql`select exists (select 1 from media_variants
          where tenant_id = ${tenantId} and media_id = ${image.id} and version = ${image.version}) as found`),
      );
      if (done[0]?.found) return 'skipped';
      try {
        const processed = await processImage(image.data);
        const variantRows = await putVariants(store, tenantId, image, processed.variants, keys);
        // A savepoint: when these writes fail, the failure can still be counted below.
        await tx.transaction(async (savepoint) => {
          if (variantRows.length > 0) await savepoint.insert(mediaVariants).values(variantRows).onConflictDoNothing();
          // Touching the medium bumps the shop's catalogue version at commit (the media table's
          // trigger), so cached catalogue answers and page heads take the variants up at once.
          // A size unknown until now is the upright image's.
          await savepoint.execute(sql`
            update media set variant_failures = 0,
              width = coalesce(width, ${processed.master.width}), height = coalesce(height, ${processed.master.height})
            where tenant_id = ${tenantId} and id = ${image.id}`);
        });
        return 'made';
      } catch (error) {
        await discardStoredMedia(store, keys);
        keys = [];
        const unreadable = error instanceof UnreadableImageError;
        // Counted while the row is still ours; an unreadable file is not tried again.
        await tx.execute(sql`
          update media set variant_failures = ${unreadable ? sql`${MAX_VARIANT_FAILURES}` : sql`variant_failures + 1`}
          where tenant_id = ${tenantId} and id = ${image.id}`);
        return { tenantId, mediaId: image.id, unreadable, error };
      }
    });
    if (outcome === null || typeof outcome === 'string') return outcome;
    logFailure(options, outcome);
    return 'failed';
  } catch (error) {
    // The transaction itself failed (connection lost): the objects put go again, and a later
    // run finds the image again.
    await discardStoredMedia(store, keys);
    throw error;
  }
}

function logFailure(options: BackfillOptions, failure: Failure) {
  const reason = failure.unreadable
    ? `not a readable image (${failure.error instanceof Error ? failure.error.message : String(failure.error)}), skipped for good`
    : errorSummary(failure.error);
  options.log(`Image variants of medium ${failure.mediaId} (tenant ${failure.tenantId}) not made: ${reason}`);
}

/**
 * Makes the WebP/AVIF variants of up to `batchSize` images stored before variants existed (product,
 * category and add-on images, logos and hero images: they all are media), each in its own
 * transaction. Safe to run in several processes at once; an image that fails is logged and left.
 */
export async function runVariantBackfill(
  db: Database,
  store: MediaStore,
  options: BackfillOptions,
): Promise<BackfillResult> {
  const result: BackfillResult = { made: 0, failed: 0 };
  const batchSize = options.batchSize ?? 10;
  for (let attempt = 0; attempt < batchSize; attempt++) {
    const outcome = await backfillOne(db, store, options);
    if (outcome === null) break;
    if (outcome === 'made') result.made++;
    if (outcome === 'failed') result.failed++;
  }
  return result;
}

/** Between runs once nothing is left: images without variants only come from older data or a seed. */
const IDLE_MS = 10 * 60_000;
/** Between runs while images are waiting: short, but the server's requests come first. */
const BUSY_MS = 1000;
const MAX_BACKOFF_MS = 30 * 60_000;

/**
 * Runs the backfill in the background: first a few seconds after start (never before the
 * server listens), then batch after batch while images are waiting, then every ten minutes.
 * Answers the stop function, which waits for the running batch.
 */
export function startVariantBackfill(
  db: Database,
  store: MediaStore,
  options: BackfillOptions & { firstDelayMs?: number; idleMs?: number; track?: JobTracker },
) {
  const idleMs = options.idleMs ?? IDLE_MS;
  const track = options.track ?? untrackedJob;
  let failures = 0;
  return repeatInBackground(
    () =>
      track(() => runVariantBackfill(db, store, options)).then(
        (result) => {
          failures = 0;
          if (result.made > 0) options.log(`Made the image variants of ${result.made} older image(s)`);
          return result.made + result.failed >= (options.batchSize ?? 10) ? BUSY_MS : idleMs;
        },
        (error) => {
          failures++;
          const delay = doublingDelayMs(failures, 120_000, MAX_BACKOFF_MS);
          options.log(
            `Image variant backfill failed, next try in ${Math.round(delay / 1000)} s: ${errorSummary(error)}`,
          );
          return delay;
        },
      ),
    options.firstDelayMs ?? 5000,
  );
}
