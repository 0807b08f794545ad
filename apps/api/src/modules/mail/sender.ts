import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Database } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema/tables.ts';
import type { OutboxExtras } from './outbox.ts';

export interface MailTransport {
  send(message: SendMailOptions): Promise<void>;
  describe: string;
}

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under DATA_DIR/mail. */
export function createMailTransport(options: {
  smtpUrl?: string;
  dataDir: string;
  log: (message: string) => void;
}): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: `SMTP ${new URL(options.smtpUrl).host}`,
      send: async (message) => {
        await transporter.sendMail(message);
      },
    };
  }
  const directory = resolve(options.dataDir, 'mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `files in ${directory}`,
    send: async (message) => {
      const info = await transporter.sendMail(message);
      await mkdir(directory, { recursive: true });
      const safeId = String(message.messageId ?? Date.now()).replace(/[^a-zA-Z0-9.-]/g, '_');
      const file = join(directory, `${safeId}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log(`Mail to ${String(message.to)} ("${String(message.subject)}") written to ${file}`);
    },
  };
}

const MAX_ATTEMPTS = 12;
/** 30 s, 1 min, 2 min, … capped at one hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Delivers due outbox mail. Each row is locked while it is sent (FOR UPDATE SKIP LOCKED), so
 * several processes never send the same mail; a failure schedules a retry with backoff.
 * Returns how many were sent.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  from: string,
  batchSize = 20,
): Promise<number> {
  let sent = 0;
  for (let index = 0; index < batchSize; index += 1) {
    const delivered = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailOutbox)
        // The database's clock, as for next_attempt_at: app servers' clocks may differ from it.
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const extras = row.attachments as Partial<OutboxExtras>;
      try {
        await transport.send({
          from,
          to: row.toAddress,
          subject: row.subject,
          html: row.html,
          text: row.text,
          replyTo: extras.replyTo ?? undefined,
          // Stable per outbox row: a resend after a crash can be recognised as the same message.
          messageId: `<outbox-${row.tenantId}-${row.id}@webshop>`,
          attachments: (extras.files ?? []).map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.contentBase64, 'base64'),
          })),
        });
        await tx
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
          .where(and(eq(emailOutbox.tenantId, row.tenantId), eq(emailOutbox.id, row.id)));
        return true;
      } catch (error) {
        const attempts = row.attempts + 1;
        await tx
          .update(emailOutbox)
          .set({
            attempts,
            lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: sql`now() + ${`${retryDelayMs(attempts)} milliseconds`}::interval`,
          })
          .where(and(eq(emailOutbox.tenantId, row.tenantId), eq(emailOutbox.id, row.id)));
        return false;
      }
    });
    if (delivered === null) break;
    if (delivered) sent += 1;
    else break; // The server is probably down: wait for the next round instead of failing every row now.
  }
  return sent;
}

/** Polls the outbox every few seconds until stopped. */
export function startMailSender(
  db: Database,
  transport: MailTransport,
  from: string,
  log: (message: string) => void,
  intervalMs = 2000,
) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    running = deliverDueMail(db, transport, from).catch((error) => log(`Mail delivery failed: ${String(error)}`));
    await running;
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  let timer = setTimeout(tick, 200);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
