import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema/tables.ts';
import { doublingDelayMs } from '#src/lib/backoff.ts';
import { errorSummary } from '#src/lib/error-summary.ts';

/** What a sender needs of a claimed row: no bookkeeping columns, and stored attachments only by reference. */
const claimedColumns = {
  tenantId: emailOutbox.tenantId,
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  html: emailOutbox.html,
  text: emailOutbox.text,
  attachments: emailOutbox.attachments,
  attempts: emailOutbox.attempts,
  nextAttemptAt: emailOutbox.nextAttemptAt,
};

export type OutboxRow = Pick<typeof emailOutbox.$inferSelect, keyof typeof claimedColumns>;

/** Rows one sender holds until `leaseMs` after the claim; `token` proves it holds them. */
export interface MailClaim {
  token: string;
  rows: OutboxRow[];
}

export const MAX_ATTEMPTS = 12;
/** 30 s, 1 min, 2 min, … capped at one hour. */
export const retryDelayMs = (attempts: number) => doublingDelayMs(attempts, 30_000, 3_600_000);

const milliseconds = (ms: number) => sql`${`${Math.round(ms)} milliseconds`}::interval`;
const rowKeysIn = (rows: Pick<OutboxRow, 'tenantId' | 'id'>[]) =>
  sql`(${emailOutbox.tenantId}, ${emailOutbox.id}) in (${sql.join(
    rows.map((row) => sql`(${row.tenantId}::uuid, ${row.id}::integer)`),
    sql`, `,
  )})`;
const heldBy = (token: string, row: Pick<OutboxRow, 'tenantId' | 'id'>) =>
  and(eq(emailOutbox.tenantId, row.tenantId), eq(emailOutbox.id, row.id), eq(emailOutbox.leaseToken, token));

/**
 * Leases up to `batchSize` due rows in one statement that commits at once: no transaction stays
 * open while the mail is sent. SKIP LOCKED lets concurrent claims pass each other; a row whose
 * lease ran out (its sender died) is due again. Times are the database's clock, as everywhere
 * for the outbox: app servers' clocks may differ from it.
 */
export async function claimDueMail(
  executor: Executor,
  options: { batchSize: number; leaseMs: number },
): Promise<MailClaim> {
  const token = randomUUID();
  const rows = await executor
    .update(emailOutbox)
    .set({ leaseUntil: sql`now() + ${milliseconds(options.leaseMs)}`, leaseToken: token })
    .where(
      sql`(${emailOutbox.tenantId}, ${emailOutbox.id}) in (
        select tenant_id, id from email_outbox
        where status = 'pending' and next_attempt_at <= now() and (lease_until is null or lease_until < now())
        order by next_attempt_at
        limit ${options.batchSize}
        for update skip locked)`,
    )
    .returning(claimedColumns);
  rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
  return { token, rows };
}

/**
 * Marks the rows sent where this claim still holds them, in one statement; returns the ids it
 * marked (a row missing from it was taken over by another sender after the lease ran out).
 */
export async function markSent(executor: Executor, token: string, rows: OutboxRow[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const updated = await executor
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: null,
      leaseUntil: null,
      leaseToken: null,
    })
    .where(and(eq(emailOutbox.leaseToken, token), rowKeysIn(rows)))
    .returning({ id: emailOutbox.id });
  return new Set(updated.map((row) => row.id));
}

/** Counts the failed attempt and schedules the next one with backoff, or gives up after MAX_ATTEMPTS. */
export async function scheduleRetry(
  executor: Executor,
  token: string,
  row: OutboxRow,
  error: unknown,
): Promise<boolean> {
  const attempts = row.attempts + 1;
  const updated = await executor
    .update(emailOutbox)
    .set({
      attempts,
      // A failed query's message carries its parameters (addresses and the like): not for this column.
      lastError: errorSummary(error, 1000),
      status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      nextAttemptAt: sql`now() + ${milliseconds(retryDelayMs(attempts))}`,
      leaseUntil: null,
      leaseToken: null,
    })
    .where(heldBy(token, row))
    .returning({ id: emailOutbox.id });
  return updated.length === 1;
}

/** Gives back rows of this claim that were not tried, so they are due again at once. */
export async function releaseRows(executor: Executor, token: string, rows: OutboxRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const released = await executor
    .update(emailOutbox)
    .set({ leaseUntil: null, leaseToken: null })
    .where(and(eq(emailOutbox.leaseToken, token), rowKeysIn(rows)))
    .returning({ id: emailOutbox.id });
  return released.length;
}
