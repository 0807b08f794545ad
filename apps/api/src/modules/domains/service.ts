import { randomBytes } from 'node:crypto';
import type { Database } from '#src/db/client.ts';
import { errorSummary } from '#src/lib/error-summary.ts';
import { type JobTracker, repeatInBackground, untrackedJob } from '#src/lib/jobs.ts';
import type { DnsChecker } from './dns-check.ts';
import { claimDueDomains, type DomainRow, ensurePrimary, findDomain, setPrimary, updateDomain } from './queries.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A new domain is looked at every few minutes for two days (DNS takes a while); then only on "Check now". */
const PENDING_EVERY_MS = 5 * MINUTE;
const PENDING_FOR_MS = 48 * HOUR;
const VERIFIED_EVERY_MS = 24 * HOUR;
const FAILING_EVERY_MS = HOUR;
/** Never again by itself (PostgreSQL's timestamp 'infinity'); "Check now" still works. */
const NEVER = new Date(8_640_000_000_000_000);

/** The TXT record's value: unguessable, so a record can only be the owner's copy of it. */
export const newVerificationToken = () => `winkelwerf-verify=${randomBytes(16).toString('hex')}`;

/**
 * A domain after a check at `now`. Found: verified (the shop's primary when it has none). Not
 * found: a pending domain stays pending with the reason; a verified one turns failing and is still
 * served for `graceMs`, after which it is pending again (and no longer primary).
 */
export async function applyCheck(
  db: Database,
  row: DomainRow,
  result: Awaited<ReturnType<DnsChecker>>,
  now: Date,
  graceMs: number,
): Promise<DomainRow> {
  return db.transaction(async (tx) => {
    let values: Parameters<typeof updateDomain>[3];
    if (result.verified) {
      values = {
        status: 'verified',
        verifiedAt: row.status === 'pending' ? now : (row.verifiedAt ?? now),
        failingSince: null,
        lastError: null,
        lastCheckedAt: now,
        nextCheckAt: new Date(now.getTime() + VERIFIED_EVERY_MS),
      };
    } else if (row.status === 'pending') {
      const young = now.getTime() - row.createdAt.getTime() < PENDING_FOR_MS;
      values = {
        lastError: result.error,
        lastCheckedAt: now,
        nextCheckAt: young ? new Date(now.getTime() + PENDING_EVERY_MS) : NEVER,
      };
    } else {
      const since = row.failingSince ?? now;
      const lapsed = now.getTime() - since.getTime() >= graceMs;
      values = lapsed
        ? {
            status: 'pending',
            isPrimary: false,
            verifiedAt: null,
            failingSince: null,
            lastError: result.error,
            lastCheckedAt: now,
            nextCheckAt: new Date(now.getTime() + PENDING_EVERY_MS),
          }
        : {
            status: 'failing',
            failingSince: since,
            lastError: result.error,
            lastCheckedAt: now,
            nextCheckAt: new Date(now.getTime() + Math.min(FAILING_EVERY_MS, Math.max(MINUTE, graceMs))),
          };
    }
    // A check that went back to pending may leave the shop without a primary, a first verified one gives it one.
    const updated = await updateDomain(tx, row.tenantId, row.id, values);
    await ensurePrimary(tx, row.tenantId);
    return (await findDomain(tx, row.tenantId, row.id)) ?? updated ?? row;
  });
}

/** Makes a served domain the shop's primary address. */
export async function makePrimary(db: Database, tenantId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => setPrimary(tx, tenantId, id));
}

export interface DomainCheckOptions {
  check: DnsChecker;
  graceMs: number;
  log: (message: string) => void;
  clock?: () => Date;
  intervalMs?: number;
  track?: JobTracker;
}

/** One round of the background check: the domains that are due, each claimed by one node only. */
export async function runDomainChecks(db: Database, options: DomainCheckOptions): Promise<number> {
  const clock = options.clock ?? (() => new Date());
  const due = await claimDueDomains(db, 50, 600);
  for (const row of due) {
    const result = await options.check(row.host, row.verificationToken);
    const after = await applyCheck(db, row, result, clock(), options.graceMs);
    if (after.status !== row.status) options.log(`Shop domain ${row.host}: ${row.status} -> ${after.status}`);
  }
  return due.length;
}

/** Re-checks pending domains for a while and verified ones daily, across nodes; gives back a stop function. */
export function startDomainChecks(db: Database, options: DomainCheckOptions) {
  const intervalMs = options.intervalMs ?? 60_000;
  const track = options.track ?? untrackedJob;
  return repeatInBackground(
    () =>
      track(() => runDomainChecks(db, options))
        .catch((error) => options.log(`Shop domain checks failed: ${errorSummary(error)}`))
        .then(() => intervalMs),
    2000,
  );
}
