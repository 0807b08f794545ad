import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SendMailOptions } from 'nodemailer';
import type { Database, Executor } from '#src/db/client.ts';
import { doublingDelayMs } from '#src/lib/backoff.ts';
import { escapeHtml } from '#src/lib/html.ts';
import { type JobTracker, untrackedJob } from '#src/lib/jobs.ts';
import { claimDueMail, markSent, type OutboxRow, releaseRows, scheduleRetry } from './claims.ts';
import type { OutboxExtras, StoredAttachmentRef } from './outbox.ts';
import { findPresentAttachments, openStoredAttachment, StoredAttachmentGoneError } from './stored-attachments.ts';
import { DEFAULT_SMTP_TIMEOUTS, longestSendMs, type MailTransport } from './transport.ts';

export interface DeliveryOptions {
  from: string;
  /** Messages sent at once. */
  concurrency?: number;
  /** Rows claimed per round; by default four per concurrent send. */
  batchSize?: number;
  /** How long a claim keeps other senders off its rows. */
  leaseMs?: number;
  /** The longest one send can take; no send starts when less than this is left of the lease. */
  sendBudgetMs?: number;
  /** Checked before each send: true stops the round and gives the untried rows back. */
  shouldStop?: () => boolean;
  log?: (message: string) => void;
}

export interface DeliveryRound {
  claimed: number;
  sent: number;
  /** Refused or failed: scheduled for a retry with backoff (or given up after 12 attempts). */
  retried: number;
  /** Claimed but not tried (outage, stop, lease running out): due again at once. */
  released: number;
  /** The SMTP server could not be reached or talked to; the caller should back off. */
  smtpUnavailable: boolean;
}

const DEFAULT_MAIL_CONCURRENCY = 8;
const MAIL_LEASE_MS = 5 * 60_000;

/** Said in the mail where a stored attachment it referred to was deleted before the mail went out. */
const missingNote = (missing: StoredAttachmentRef[]) =>
  `Let op: ${missing.length === 1 ? 'deze bijlage is' : 'deze bijlagen zijn'} verwijderd voordat de e-mail werd verstuurd ` +
  `en ontbreken daarom: ${missing.map((ref) => ref.fileName).join(', ')}.`;

function withNote(html: string, note: string): string {
  const paragraph = `<p><strong>${escapeHtml(note)}</strong></p>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? `${html}${paragraph}` : `${html.slice(0, end)}${paragraph}${html.slice(end)}`;
}

/**
 * The message for an outbox row. The Message-ID is stable per row, so a resend is recognisably the
 * same mail. Inline files come from the row; stored attachments stream from the database while
 * the message is sent. One that no longer exists (its contact message was deleted) is left out
 * and the mail says so: the rest of the mail still matters to its recipient.
 */
async function outboxMessage(
  db: Executor,
  row: OutboxRow,
  from: string,
): Promise<{ message: SendMailOptions; missing: StoredAttachmentRef[] }> {
  const extras = row.attachments as Partial<OutboxExtras>;
  const { present, missing } = await findPresentAttachments(db, row.tenantId, extras.stored ?? []);
  const note = missing.length > 0 ? missingNote(missing) : null;
  const message: SendMailOptions = {
    from,
    to: row.toAddress,
    subject: row.subject,
    html: note ? withNote(row.html, note) : row.html,
    text: note ? `${row.text}\n\n${note}\n` : row.text,
    replyTo: extras.replyTo ?? undefined,
    messageId: `<outbox-${row.tenantId}-${row.id}@webshop>`,
    attachments: [
      ...(extras.files ?? []).map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.contentBase64, 'base64'),
      })),
      ...present.map((ref) => ({
        filename: ref.fileName,
        contentType: ref.contentType,
        content: openStoredAttachment(db, ref),
      })),
    ],
  };
  return { message, missing };
}

/**
 * A refusal of this one message (a 4xx/5xx reply to it) leaves the server usable for the next;
 * no connection, a timeout, a 421 or failed login means every message would fail now.
 */
function isServerUnavailable(error: unknown): boolean {
  if (error instanceof StoredAttachmentGoneError) return false;
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (code === 'EAUTH' || responseCode === 421) return true;
  if (typeof responseCode === 'number') return false;
  return code !== 'EENVELOPE' && code !== 'EMESSAGE';
}

/**
 * Retries a database write that failed (a lost connection) until it succeeds, the deadline
 * passes or the sender stops.
 */
async function retryUntil<T>(deadline: number, stopping: () => boolean, write: () => Promise<T>): Promise<T> {
  for (let failures = 1; ; failures++) {
    try {
      return await write();
    } catch (error) {
      const pause = doublingDelayMs(failures, 250, 5_000);
      if (performance.now() + pause > deadline || stopping()) throw error;
      await sleep(pause);
    }
  }
}

/**
 * One round: claims a batch of due mail (leased, committed at once), sends it with bounded
 * concurrency outside any transaction, then marks each row sent or schedules its retry, guarded by
 * the lease. A crash anywhere leaves the rows leased; they are due again when the lease runs out.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryRound> {
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_MAIL_CONCURRENCY);
  const batchSize = options.batchSize ?? concurrency * 4;
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const sendBudgetMs = options.sendBudgetMs ?? longestSendMs(DEFAULT_SMTP_TIMEOUTS);
  const log = options.log ?? (() => {});
  // Measured from before the claim on this process's clock: the lease cannot end earlier than this.
  const claimedAt = performance.now();
  const leaseEnd = claimedAt + leaseMs;
  const claim = await claimDueMail(db, { batchSize, leaseMs });
  const round: DeliveryRound = { claimed: claim.rows.length, sent: 0, retried: 0, released: 0, smtpUnavailable: false };
  const untried = [...claim.rows];
  // Marks may wait out a short database outage, but must land while the lease still holds.
  const markDeadline = leaseEnd - Math.min(5_000, leaseMs / 10);
  const stopping = () => options.shouldStop?.() ?? false;

  // Sent rows are marked in groups: one statement for whatever was sent while the last one ran.
  const sentUnmarked: OutboxRow[] = [];
  let marking: Promise<void> | null = null;
  const markWhatWasSent = async () => {
    while (sentUnmarked.length > 0) {
      const rows = sentUnmarked.splice(0);
      try {
        const marked = await retryUntil(markDeadline, stopping, () => markSent(db, claim.token, rows));
        for (const row of rows.filter((sentRow) => !marked.has(sentRow.id))) {
          log(`Mail ${row.id} was sent after its lease ran out; another sender may send it again`);
        }
      } catch (error) {
        log(`${rows.length} sent mail(s) could not be marked (${String(error)}); they may be sent again`);
      }
    }
    marking = null;
  };

  const worker = async () => {
    for (;;) {
      if (round.smtpUnavailable || stopping()) return;
      if (performance.now() + sendBudgetMs > leaseEnd) return;
      const row = untried.shift();
      if (!row) return;
      const retryLater = async (error: unknown) => {
        await retryUntil(markDeadline, stopping, () => scheduleRetry(db, claim.token, row, error)).catch((dbError) =>
          log(`Mail ${row.id}: could not schedule its retry (${String(dbError)}); it is due again after its lease`),
        );
        round.retried += 1;
      };
      let message: SendMailOptions;
      try {
        const prepared = await outboxMessage(db, row, options.from);
        message = prepared.message;
        for (const ref of prepared.missing) {
          log(`Mail ${row.id}: attachment ${ref.attachmentId} ("${ref.fileName}") no longer exists; sent without it`);
        }
      } catch (error) {
        // The database, not the mail server, failed here.
        await retryLater(error);
        continue;
      }
      try {
        await transport.send(message);
      } catch (error) {
        if (isServerUnavailable(error)) round.smtpUnavailable = true;
        await retryLater(error);
        continue;
      }
      round.sent += 1;
      sentUnmarked.push(row);
      marking ??= markWhatWasSent();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, claim.rows.length) }, worker));
  await marking;

  if (untried.length > 0) {
    round.released = await releaseRows(db, claim.token, untried).catch(() => 0);
  }
  return round;
}

export interface MailSenderOptions {
  from: string;
  log: (message: string) => void;
  concurrency?: number;
  /** How often to look for due mail (retries, or mail whose notification was missed). */
  pollMs?: number;
  /** Waits for the next wake-up (e.g. a NOTIFY on new mail); called once, returns an unsubscribe. */
  subscribe?: (wake: () => void) => () => Promise<void> | void;
  /** Observes each delivery round (metrics). */
  track?: JobTracker;
}

/**
 * Delivers mail until stopped: rounds back to back while there is work, then waits for a wake-up
 * or the poll. A lost database or an SMTP outage is logged and retried later with backoff; during
 * an outage one message at a time probes the server, so the backlog is not burnt through attempts.
 */
export function startMailSender(db: Database, transport: MailTransport, options: MailSenderOptions) {
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_MAIL_CONCURRENCY);
  const pollMs = options.pollMs ?? 2_000;
  const track = options.track ?? untrackedJob;
  let stopped = false;
  let wakeRequested = false;
  let interruptWait: (() => void) | null = null;
  const wake = () => {
    wakeRequested = true;
    interruptWait?.();
  };
  const wait = (ms: number, wakeable: boolean) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        interruptWait = null;
        resolve();
      }
      interruptWait = wakeable ? done : () => stopped && done();
    });

  const loop = async () => {
    let databaseFailures = 0;
    let smtpFailures = 0;
    while (!stopped) {
      wakeRequested = false;
      const batchSize = smtpFailures > 0 ? 1 : concurrency * 4;
      let pause = 0;
      let wakeable = true;
      try {
        const round = await track(() =>
          deliverDueMail(db, transport, {
            from: options.from,
            concurrency,
            batchSize,
            shouldStop: () => stopped,
            log: options.log,
          }),
        );
        databaseFailures = 0;
        if (round.smtpUnavailable) {
          smtpFailures += 1;
          pause = doublingDelayMs(smtpFailures, 1_000, 60_000);
          wakeable = false;
          if (smtpFailures === 1) options.log('Mail server unavailable; retrying with backoff');
        } else {
          if (round.sent > 0 && smtpFailures > 0) {
            smtpFailures = 0;
            options.log('Mail server reachable again');
          }
          pause = round.claimed >= batchSize ? 0 : pollMs;
        }
      } catch (error) {
        databaseFailures += 1;
        pause = doublingDelayMs(databaseFailures, 1_000, 30_000);
        wakeable = false;
        options.log(`Mail delivery failed: ${String(error)}; retrying in ${pause / 1000} s`);
      }
      if (pause > 0 && !stopped && !(wakeable && wakeRequested)) await wait(pause, wakeable);
    }
  };

  const unsubscribe = options.subscribe?.(wake);
  const running = loop().catch((error) => options.log(`Mail sender stopped: ${String(error)}`));
  return async () => {
    stopped = true;
    interruptWait?.();
    await running;
    await unsubscribe?.();
  };
}
