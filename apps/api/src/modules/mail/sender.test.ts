import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema/tables.ts';
import { createTenant } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';
import { createMailTransport, deliverDueMail, retryDelayMs } from './sender.ts';

const FROM = 'Winkelwerf <no-reply@winkelwerf.nl>';

let database: DatabaseHandle;
let tenantId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  tenantId = (await createTenant(database.db)).id;
});
afterAll(async () => database?.close());
// deliverDueMail takes every due row: each test starts with an empty outbox.
beforeEach(async () => {
  await database.db.delete(emailOutbox);
});

// ---- A real SMTP server on loopback ------------------------------------------------------

interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
}

interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** When set, every message is refused with this SMTP error. */
  refuseWith: { code: number; message: string } | null;
  close: () => Promise<void>;
}

async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const state: TestSmtpServer = { port, received: [], refuseWith: null, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate for nodemailer to reject.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuseWith) {
          const error = Object.assign(new Error(state.refuseWith.message), { responseCode: state.refuseWith.code });
          callback(error);
          return;
        }
        state.received.push({
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  state.port = (server.server.address() as AddressInfo).port;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

const smtpTransport = (port: number) =>
  createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: tmpdir(), log: () => {} });

// ---- Just enough MIME to read what nodemailer sends ---------------------------------------

interface MimePart {
  headers: Map<string, string>;
  body: string;
  parts: MimePart[];
}

function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of headerBlock.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((chunk) => parseMime(chunk.replace(/^\r\n/, '')))
    : [];
  return { headers, body, parts };
}

function decodeBody(part: MimePart): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body = part.body.replace(/\r\n$/, '');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'latin1');
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

function readMail(raw: string) {
  const root = parseMime(raw);
  const leaves: MimePart[] = [];
  const walk = (part: MimePart) => (part.parts.length ? part.parts.forEach(walk) : leaves.push(part));
  walk(root);
  const isAttachment = (part: MimePart) => /attachment/i.test(part.headers.get('content-disposition') ?? '');
  const bodyOfType = (type: string) =>
    leaves.find((part) => !isAttachment(part) && (part.headers.get('content-type') ?? '').startsWith(type));
  return {
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    to: root.headers.get('to'),
    from: root.headers.get('from'),
    replyTo: root.headers.get('reply-to'),
    messageId: root.headers.get('message-id'),
    text: decodeBody(bodyOfType('text/plain') ?? parseMime('')).toString('utf8'),
    html: decodeBody(bodyOfType('text/html') ?? parseMime('')).toString('utf8'),
    attachments: leaves.filter(isAttachment).map((part) => ({
      filename: /filename="?([^";]+)"?/i.exec(part.headers.get('content-disposition') ?? '')?.[1],
      contentType: (part.headers.get('content-type') ?? '').split(';')[0],
      content: decodeBody(part),
    })),
  };
}

// ---- Helpers ----------------------------------------------------------------------------

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  tenantId,
  kind: 'test',
  to: 'klant@example.com',
  subject: 'Bestelling ontvangen – € 12,50',
  html: '<p>Bedankt voor uw <strong>bestelling</strong> van € 12,50.</p>',
  text: 'Bedankt voor uw bestelling van € 12,50.',
  ...overrides,
});

async function outboxRows() {
  return database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
}

// ---- Tests ------------------------------------------------------------------------------

describe('deliverDueMail over SMTP', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refuseWith = null;
  });

  it('delivers subject, recipient, reply-to, HTML, text and attachments, and marks the row sent', async () => {
    await enqueueMail(
      database.db,
      mail({
        replyTo: 'afzender@example.com',
        attachments: [
          { filename: 'factuur.pdf', contentType: 'application/pdf', contentBase64: PDF.toString('base64') },
        ],
      }),
    );

    expect(await deliverDueMail(database.db, smtpTransport(smtp.port), FROM)).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.envelopeTo).toEqual(['klant@example.com']);
    const parsed = readMail(received?.raw ?? '');
    expect(parsed.subject).toBe('Bestelling ontvangen – € 12,50');
    expect(parsed.to).toBe('klant@example.com');
    expect(parsed.from).toContain('no-reply@winkelwerf.nl');
    expect(parsed.replyTo).toBe('afzender@example.com');
    expect(parsed.text.trim()).toBe('Bedankt voor uw bestelling van € 12,50.');
    expect(parsed.html).toContain('<p>Bedankt voor uw <strong>bestelling</strong> van € 12,50.</p>');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ filename: 'factuur.pdf', contentType: 'application/pdf' });
    expect(parsed.attachments[0]?.content.equals(PDF)).toBe(true);

    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(parsed.messageId).toBe(`<outbox-${tenantId}-${row?.id}@webshop>`);
  });

  it('sends nothing when nothing is due, and never sends a sent row again', async () => {
    await enqueueMail(database.db, mail());
    await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now() + interval '1 hour'` });
    expect(await deliverDueMail(database.db, smtpTransport(smtp.port), FROM)).toBe(0);

    await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
    expect(await deliverDueMail(database.db, smtpTransport(smtp.port), FROM)).toBe(1);
    expect(await deliverDueMail(database.db, smtpTransport(smtp.port), FROM)).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('delivers each mail exactly once when two senders run at the same time', async () => {
    for (let index = 0; index < 8; index += 1) {
      await enqueueMail(database.db, mail({ to: `klant-${index}@example.com`, subject: `Bericht ${index}` }));
    }
    const transport = smtpTransport(smtp.port);
    const [first, second] = await Promise.all([
      deliverDueMail(database.db, transport, FROM),
      deliverDueMail(database.db, transport, FROM),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(8);
    const subjects = smtp.received.map((received) => readMail(received.raw).subject).sort();
    expect(subjects).toEqual(Array.from({ length: 8 }, (_, index) => `Bericht ${index}`).sort());
    expect((await outboxRows()).every((row) => row.status === 'sent')).toBe(true);
  });

  it('keeps a refused message pending for a retry, and delivers it once the server accepts', async () => {
    await enqueueMail(database.db, mail());
    smtp.refuseWith = { code: 451, message: 'Tijdelijk niet beschikbaar' };
    expect(await deliverDueMail(database.db, smtpTransport(smtp.port), FROM)).toBe(0);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toContain('Tijdelijk niet beschikbaar');

    smtp.refuseWith = null;
    await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
    expect(await deliverDueMail(database.db, smtpTransport(smtp.port), FROM)).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });
});

describe('an SMTP outage', () => {
  it('delays mail without losing or doubling it', async () => {
    const smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.close();
    const transport = smtpTransport(port);
    await enqueueMail(database.db, mail({ subject: 'Tijdens de storing' }));
    await enqueueMail(database.db, mail({ subject: 'Ook tijdens de storing' }));

    const before = Date.now();
    expect(await deliverDueMail(database.db, transport, FROM)).toBe(0);
    const [failed, untouched] = await outboxRows();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Backoff: the next attempt is scheduled about retryDelayMs(1) later, not now.
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(before + retryDelayMs(1) - 5_000);
    // One failure ends the round: the other mail was not tried against a server that is down.
    expect(untouched).toMatchObject({ status: 'pending', attempts: 0 });

    // The next round tries the other mail, but not the first one again before its time.
    expect(await deliverDueMail(database.db, transport, FROM)).toBe(0);
    expect((await outboxRows()).map((row) => row.attempts)).toEqual([1, 1]);

    // The server is back and the backoff has passed.
    const restarted = await startSmtpServer(port);
    try {
      await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      expect(await deliverDueMail(database.db, transport, FROM)).toBe(2);
      expect(await deliverDueMail(database.db, transport, FROM)).toBe(0);
      const subjects = restarted.received.map((received) => readMail(received.raw).subject).sort();
      expect(subjects).toEqual(['Ook tijdens de storing', 'Tijdens de storing']);
      const rows = await outboxRows();
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([
        ['sent', 2],
        ['sent', 2],
      ]);
    } finally {
      await restarted.close();
    }
  });

  it('gives a mail up as failed after 12 attempts', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    await enqueueMail(database.db, mail());
    await database.db.update(emailOutbox).set({ attempts: 11 });
    expect(await deliverDueMail(database.db, smtpTransport(smtp.port), FROM)).toBe(0);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'failed', attempts: 12 });
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 seconds and stops at one hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(12)).toBe(3_600_000);
  });
});

describe('the .eml file transport (no SMTP_URL)', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'webshop-mail-'));
  });
  afterAll(async () => rm(directory, { recursive: true, force: true }));

  it('writes each message as an .eml file under DATA_DIR/mail and logs where', async () => {
    const logged: string[] = [];
    const transport = createMailTransport({ dataDir: directory, log: (line) => logged.push(line) });
    expect(transport.describe).toBe(`files in ${join(directory, 'mail')}`);
    await enqueueMail(
      database.db,
      mail({
        attachments: [
          { filename: 'factuur.pdf', contentType: 'application/pdf', contentBase64: PDF.toString('base64') },
        ],
      }),
    );

    expect(await deliverDueMail(database.db, transport, FROM)).toBe(1);
    const files = await readdir(join(directory, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = readMail(
      (await readFile(join(directory, 'mail', files[0] ?? ''), 'latin1')).replace(/\r?\n/g, '\r\n'),
    );
    expect(parsed.subject).toBe('Bestelling ontvangen – € 12,50');
    expect(parsed.to).toBe('klant@example.com');
    expect(parsed.text.trim()).toBe('Bedankt voor uw bestelling van € 12,50.');
    expect(parsed.attachments[0]?.content.equals(PDF)).toBe(true);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('klant@example.com');
    expect(logged[0]).toContain(files[0]);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.tenantId, tenantId));
    expect(row?.status).toBe('sent');
  });
});
