import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export interface MailTransport {
  send(message: SendMailOptions): Promise<void>;
  describe: string;
  /** Closes pooled connections; sends in flight finish first. */
  close(): void;
}

export interface SmtpTimeouts {
  /** Connecting, including DNS. */
  connectionTimeoutMs: number;
  /** Waiting for the server's greeting after connecting. */
  greetingTimeoutMs: number;
  /** Silence on an open connection. */
  socketTimeoutMs: number;
}

// nodemailer's defaults (2 min, 30 s, 10 min) would let a hung server hold a send far longer than
// the lease that keeps other senders off the row.
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeoutMs: 10_000,
  greetingTimeoutMs: 10_000,
  socketTimeoutMs: 30_000,
};

/** The longest one send may take before nodemailer gives up on it. */
export const longestSendMs = (timeouts: SmtpTimeouts) =>
  timeouts.connectionTimeoutMs + timeouts.greetingTimeoutMs + 2 * timeouts.socketTimeoutMs;

/**
 * SMTP when SMTP_URL is set (a pool of up to `maxConnections` connections, reused between
 * messages); otherwise each message is written as an .eml file under DATA_DIR/mail.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  dataDir: string;
  log: (message: string) => void;
  maxConnections?: number;
  timeouts?: SmtpTimeouts;
}): MailTransport {
  if (options.smtpUrl) {
    const timeouts = options.timeouts ?? DEFAULT_SMTP_TIMEOUTS;
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: options.maxConnections ?? 8,
      connectionTimeout: timeouts.connectionTimeoutMs,
      greetingTimeout: timeouts.greetingTimeoutMs,
      socketTimeout: timeouts.socketTimeoutMs,
      dnsTimeout: timeouts.connectionTimeoutMs,
      // A message whose connection closes mid-send fails back to the outbox, which retries it with
      // its backoff; the pool's own requeues would stretch one send past its time budget.
      maxRequeues: 1,
    });
    return {
      describe: `SMTP ${new URL(options.smtpUrl).host}`,
      send: async (message) => {
        await transporter.sendMail(message);
      },
      close: () => transporter.close(),
    };
  }
  const directory = resolve(options.dataDir, 'mail');
  // Streamed to the file, not buffered: attachments stream from the database and may be large.
  const transporter = nodemailer.createTransport({ streamTransport: true, newline: 'unix' });
  return {
    describe: `files in ${directory}`,
    send: async (message) => {
      await mkdir(directory, { recursive: true });
      const safeId = String(message.messageId ?? Date.now()).replace(/[^a-zA-Z0-9.-]/g, '_');
      const file = join(directory, `${safeId}.eml`);
      const info = await transporter.sendMail(message);
      await pipeline(info.message as Readable, createWriteStream(file));
      options.log(`Mail to ${String(message.to)} ("${String(message.subject)}") written to ${file}`);
    },
    close: () => {},
  };
}
