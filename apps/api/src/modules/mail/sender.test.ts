import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { type AddressInfo, createServer, connect as netConnect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect, type DatabaseHandle } from '#src/db/client.ts';
import { contactAttachments, contactMessages, emailOutbox } from '#src/db/schema/tables.ts';
import { createTenant } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { claimDueMail, markSent, retryDelayMs, scheduleRetry } from './claims.ts';
import { enqueueMail, type OutgoingMail, type StoredAttachmentRef } from './outbox.ts';
import { deliverDueMail, startMailSender } from './sender.ts';
import { openStoredAttachment, STORED_ATTACHMENT_CHUNK_BYTES } from './stored-attachments.ts';
import { createMailTransport, type MailTransport } from './transport.ts';
import { listenForNewMail } from './wake.ts';

const FROM = 'Winkelwerf <no-reply@winkelwerf.nl>';

let database: DatabaseHandle;
let tenantId: string;
const transports: MailTransport[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  tenantId = (await createTenant(database.db)).id;
});
afterAll(async () => {
  for (const transport of transports) transport.close();
  await database?.close();
});
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
  /** How long the server takes to accept each message. */
  delayMs: number;
  /** Messages being received right now, and the most at once so far. */
  inFlight: number;
  peakInFlight: number;
  /** Called when a message's data starts to arrive. */
  onDataStarted: () => void;
  close: () => Promise<void>;
}

async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    port,
    received: [],
    refuseWith: null,
    delayMs: 0,
    inFlight: 0,
    peakInFlight: 0,
    onDataStarted: () => {},
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate for nodemailer to reject.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      state.inFlight += 1;
      state.peakInFlight = Math.max(state.peakInFlight, state.inFlight);
      state.onDataStarted();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await sleep(state.delayMs);
        state.inFlight -= 1;
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

/** A server that accepts connections and never says a word: a hung mail server. */
async function startSilentServer(): Promise<{ port: number; connections: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const state = { port: 0, connections: 0, close: async () => {} };
  const server = createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.port = (server.address() as AddressInfo).port;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}

/** Forwards a loopback port to PostgreSQL: the database "comes back" on that port. */
async function startTcpProxy(port: number, target: URL): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = netConnect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const smtpTransport = (port: number, options: Partial<Parameters<typeof createMailTransport>[0]> = {}) => {
  const transport = createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    dataDir: tmpdir(),
    log: () => {},
    ...options,
  });
  transports.push(transport);
  return transport;
};

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

const messageIds = (smtp: TestSmtpServer) => smtp.received.map((received) => readMail(received.raw).messageId);

async function waitFor(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

async function pendingCount() {
  const [row] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return row?.count ?? -1;
}

/** A pool of its own, named, so a test can cut exactly its connections. */
const senderDatabase = (name: string) => {
  const url = new URL(database.url);
  url.searchParams.set('application_name', name);
  return connect(url.toString(), 4);
};

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
    smtp.delayMs = 0;
    smtp.peakInFlight = 0;
    smtp.onDataStarted = () => {};
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

    expect(await deliverDueMail(database.db, smtpTransport(smtp.port), { from: FROM })).toMatchObject({
      claimed: 1,
      sent: 1,
    });

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
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, leaseUntil: null, leaseToken: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(parsed.messageId).toBe(`<outbox-${tenantId}-${row?.id}@webshop>`);
  });

  it('sends nothing when nothing is due, and never sends a sent row again', async () => {
    const transport = smtpTransport(smtp.port);
    await enqueueMail(database.db, mail());
    await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now() + interval '1 hour'` });
    expect((await deliverDueMail(database.db, transport, { from: FROM })).claimed).toBe(0);

    await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
    expect((await deliverDueMail(database.db, transport, { from: FROM })).sent).toBe(1);
    expect((await deliverDueMail(database.db, transport, { from: FROM })).claimed).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('holds no transaction open while the SMTP server takes its time', async () => {
    await enqueueMail(database.db, mail());
    smtp.delayMs = 1_500;
    let dataStarted = () => {};
    const talking = new Promise<void>((resolve) => {
      dataStarted = resolve;
    });
    smtp.onDataStarted = () => dataStarted();

    const round = deliverDueMail(database.db, smtpTransport(smtp.port), { from: FROM });
    await talking;
    const { rows: idle } = await database.pool.query(
      "select pid from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
    );
    expect(idle).toEqual([]);
    // Another statement can change the row meanwhile: nothing holds a lock on it.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query("set lock_timeout = '500ms'");
      const touched = await other.query("update email_outbox set last_error = 'looked at' where tenant_id = $1", [
        tenantId,
      ]);
      expect(touched.rowCount).toBe(1);
    } finally {
      await other.end();
    }
    expect(await round).toMatchObject({ sent: 1 });
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', lastError: null });
  });

  it('sends several messages at once over pooled connections', async () => {
    for (let index = 0; index < 12; index += 1) await enqueueMail(database.db, mail({ subject: `Bericht ${index}` }));
    smtp.delayMs = 100;
    const round = await deliverDueMail(database.db, smtpTransport(smtp.port, { maxConnections: 4 }), {
      from: FROM,
      concurrency: 4,
    });
    expect(round).toMatchObject({ claimed: 12, sent: 12, retried: 0, released: 0 });
    expect(smtp.peakInFlight).toBe(4);
    expect(new Set(messageIds(smtp)).size).toBe(12);
  });

  it('keeps a refused message pending for a retry, and delivers it once the server accepts', async () => {
    const transport = smtpTransport(smtp.port);
    await enqueueMail(database.db, mail());
    smtp.refuseWith = { code: 451, message: 'Tijdelijk niet beschikbaar' };
    expect(await deliverDueMail(database.db, transport, { from: FROM })).toMatchObject({
      sent: 0,
      retried: 1,
      smtpUnavailable: false,
    });
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, leaseToken: null });
    expect(row?.lastError).toContain('Tijdelijk niet beschikbaar');

    smtp.refuseWith = null;
    await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
    expect((await deliverDueMail(database.db, transport, { from: FROM })).sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });
});

// ---- Stored attachments -------------------------------------------------------------------

/** A contact message with one stored attachment of the given bytes; returns the outbox reference to it. */
async function storeAttachment(
  ownerTenantId: string,
  data: Buffer,
  fileName = 'scan.pdf',
): Promise<StoredAttachmentRef> {
  const [message] = await database.db
    .insert(contactMessages)
    .values({ tenantId: ownerTenantId, name: 'Piet', email: 'piet@example.com', message: 'Zie de bijlage.' })
    .returning({ id: contactMessages.id });
  const [attachment] = await database.db
    .insert(contactAttachments)
    .values({
      tenantId: ownerTenantId,
      messageId: message?.id ?? 0,
      fileName,
      contentType: 'application/pdf',
      byteSize: data.length,
      data,
    })
    .returning({ id: contactAttachments.id });
  return {
    kind: 'contact-attachment',
    tenantId: ownerTenantId,
    attachmentId: attachment?.id ?? 0,
    fileName,
    contentType: 'application/pdf',
    byteSize: data.length,
  };
}

describe('stored attachments', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('keeps only a reference in the outbox and mails the stored bytes unchanged next to inline files', async () => {
    // Not a multiple of the chunk size, so the last chunk is a short one.
    const large = randomBytes(2 * STORED_ATTACHMENT_CHUNK_BYTES + 12_345);
    const ref = await storeAttachment(tenantId, large, 'groot.pdf');
    await enqueueMail(
      database.db,
      mail({
        replyTo: 'piet@example.com',
        attachments: [
          { filename: 'factuur.pdf', contentType: 'application/pdf', contentBase64: PDF.toString('base64') },
        ],
        storedAttachments: [ref],
      }),
    );
    const [size] = await database.db
      .select({ bytes: sql<number>`pg_column_size(${emailOutbox.attachments})::int` })
      .from(emailOutbox);
    expect(size?.bytes).toBeLessThan(1_000);

    expect(await deliverDueMail(database.db, smtpTransport(smtp.port), { from: FROM })).toMatchObject({ sent: 1 });
    const parsed = readMail(smtp.received[0]?.raw ?? '');
    expect(parsed.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['factuur.pdf', 'application/pdf'],
      ['groot.pdf', 'application/pdf'],
    ]);
    expect(parsed.attachments[0]?.content.equals(PDF)).toBe(true);
    expect(parsed.attachments[1]?.content.equals(large)).toBe(true);
    expect(parsed.text).not.toContain('ontbreken');
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', lastError: null });
  });

  it('streams a stored file in chunks of at most the chunk size', async () => {
    const data = randomBytes(100_000);
    const ref = await storeAttachment(tenantId, data);
    const chunks: Buffer[] = [];
    for await (const chunk of openStoredAttachment(database.db, ref, 30_000)) chunks.push(chunk as Buffer);
    expect(chunks.map((chunk) => chunk.length)).toEqual([30_000, 30_000, 30_000, 10_000]);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
  });

  it('sends the mail without an attachment that was deleted, says so in the mail and logs it', async () => {
    const kept = await storeAttachment(tenantId, PDF, 'blijft.pdf');
    const deleted = await storeAttachment(tenantId, PDF, 'weg.pdf');
    await enqueueMail(database.db, mail({ storedAttachments: [kept, deleted] }));
    await database.db.delete(contactAttachments).where(eq(contactAttachments.id, deleted.attachmentId));

    const logged: string[] = [];
    const round = await deliverDueMail(database.db, smtpTransport(smtp.port), {
      from: FROM,
      log: (line) => logged.push(line),
    });
    expect(round).toMatchObject({ sent: 1, retried: 0 });
    const parsed = readMail(smtp.received[0]?.raw ?? '');
    expect(parsed.attachments.map((file) => file.filename)).toEqual(['blijft.pdf']);
    expect(parsed.text).toContain('Bedankt voor uw bestelling van € 12,50.');
    expect(parsed.text).toContain('verwijderd voordat de e-mail werd verstuurd en ontbreken daarom: weg.pdf.');
    expect(parsed.html).toContain('ontbreken daarom: weg.pdf.');
    expect(logged.join('\n')).toContain('"weg.pdf") no longer exists; sent without it');
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it("never attaches another shop's file, whatever the reference says", async () => {
    const otherTenant = await createTenant(database.db);
    const foreign = await storeAttachment(otherTenant.id, Buffer.from('%PDF-1.7 geheim van een andere winkel'));
    await enqueueMail(database.db, mail({ storedAttachments: [foreign] }));
    // A reference that names the mail's own shop with the other shop's attachment id.
    await enqueueMail(database.db, mail({ storedAttachments: [{ ...foreign, tenantId }] }));

    expect(await deliverDueMail(database.db, smtpTransport(smtp.port), { from: FROM })).toMatchObject({ sent: 2 });
    for (const received of smtp.received) {
      const parsed = readMail(received.raw);
      expect(parsed.attachments).toEqual([]);
      expect(parsed.text).toContain('ontbreken daarom: scan.pdf.');
    }
  });
});

describe('the last error of a failed attempt', () => {
  it('names the error class and code, never the failed query parameters', async () => {
    const failedQuery = await database.db
      .execute(sql`select ${'geheim.adres@example.com'}::integer`)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(String((failedQuery as Error).message)).toContain('geheim.adres@example.com');

    await enqueueMail(database.db, mail());
    const claim = await claimDueMail(database.db, { batchSize: 10, leaseMs: 60_000 });
    const [claimed] = claim.rows;
    if (!claimed) throw new Error('nothing claimed');
    expect(await scheduleRetry(database.db, claim.token, claimed, failedQuery)).toBe(true);

    const [row] = await outboxRows();
    expect(row?.lastError).not.toContain('geheim.adres');
    expect(row?.lastError).toContain('22P02');
    expect(row?.lastError).toMatch(/Failed query: select \$1::integer/);
    expect(row?.lastError).toContain('invalid input syntax for type integer');
  });

  it('claims only the columns a send needs', async () => {
    await enqueueMail(database.db, mail());
    const claim = await claimDueMail(database.db, { batchSize: 10, leaseMs: 60_000 });
    expect(Object.keys(claim.rows[0] ?? {}).sort()).toEqual(
      [
        'attachments',
        'attempts',
        'html',
        'id',
        'kind',
        'nextAttemptAt',
        'subject',
        'tenantId',
        'text',
        'toAddress',
      ].sort(),
    );
    await markSent(database.db, claim.token, claim.rows);
  });
});

describe('leases', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.delayMs = 0;
    smtp.peakInFlight = 0;
  });

  it('lets another sender deliver the rows of one that claimed them and died, once the lease runs out', async () => {
    for (let index = 0; index < 5; index += 1) await enqueueMail(database.db, mail({ subject: `Bericht ${index}` }));
    // The crashed sender: claimed, never sent, never finished.
    const crashed = await claimDueMail(database.db, { batchSize: 10, leaseMs: 1_500 });
    expect(crashed.rows).toHaveLength(5);

    const transport = smtpTransport(smtp.port);
    expect((await deliverDueMail(database.db, transport, { from: FROM })).claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);

    await waitFor(
      'the lease to run out',
      async () => (await deliverDueMail(database.db, transport, { from: FROM })).sent > 0,
    );
    expect(smtp.received).toHaveLength(5);
    expect(new Set(messageIds(smtp)).size).toBe(5);
    expect((await outboxRows()).map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: 5 }, () => ['sent', 1]),
    );
    // Come back to life, the old claimant can no longer finish a row.
    const [first] = crashed.rows;
    if (!first) throw new Error('no claimed row');
    expect((await markSent(database.db, crashed.token, [first])).size).toBe(0);
  });

  it('has two senders, each with its own connections, deliver every message exactly once', async () => {
    const count = 60;
    for (let index = 0; index < count; index += 1) {
      await enqueueMail(database.db, mail({ to: `klant-${index}@example.com`, subject: `Bericht ${index}` }));
    }
    smtp.delayMs = 20;
    const first = senderDatabase('mail-sender-one');
    const second = senderDatabase('mail-sender-two');
    const options = { from: FROM, log: () => {}, concurrency: 4, pollMs: 50 };
    const stops = [
      startMailSender(first.db, smtpTransport(smtp.port, { maxConnections: 4 }), options),
      startMailSender(second.db, smtpTransport(smtp.port, { maxConnections: 4 }), options),
    ];
    try {
      await waitFor('the outbox to empty', async () => (await pendingCount()) === 0, 20_000);
    } finally {
      for (const stop of stops) await stop();
      await first.close();
      await second.close();
    }
    expect(smtp.received).toHaveLength(count);
    expect(new Set(messageIds(smtp)).size).toBe(count);
    const subjects = smtp.received.map((received) => readMail(received.raw).subject).sort();
    expect(subjects).toEqual(Array.from({ length: count }, (_, index) => `Bericht ${index}`).sort());
    expect((await outboxRows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    // Both senders sent several at once.
    expect(smtp.peakInFlight).toBeGreaterThan(4);
  });

  it('wakes on newly written mail without waiting for its poll', async () => {
    const stop = startMailSender(database.db, smtpTransport(smtp.port), {
      from: FROM,
      log: () => {},
      pollMs: 60_000,
      subscribe: listenForNewMail(database.url, () => {}),
    });
    try {
      // The first round (at start) has found nothing; the next one must come from the notification.
      await sleep(500);
      await database.db.transaction(async (tx) => enqueueMail(tx, mail({ subject: 'Direct' })));
      await waitFor('the new mail to arrive', () => smtp.received.length === 1, 5_000);
    } finally {
      await stop();
    }
    expect(readMail(smtp.received[0]?.raw ?? '').subject).toBe('Direct');
  });
  it('listens again after losing its wake-up connection', async () => {
    const listening = async () =>
      (
        await database.pool.query(
          "select 1 from pg_stat_activity where datname = current_database() and application_name = 'mail-sender-listen' and query ilike 'listen%'",
        )
      ).rowCount === 1;
    const logged: string[] = [];
    const stop = startMailSender(database.db, smtpTransport(smtp.port), {
      from: FROM,
      log: () => {},
      pollMs: 60_000,
      subscribe: listenForNewMail(database.url, (line) => logged.push(line)),
    });
    try {
      await waitFor('the listener', listening);
      await database.pool.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'mail-sender-listen'",
      );
      await waitFor('the listener to come back', async () => logged.length === 2 && (await listening()));
      expect(logged).toEqual([
        'Mail wake-up connection lost; polling until it is back',
        'Mail wake-up connection restored',
      ]);
      await sleep(200);
      await enqueueMail(database.db, mail({ subject: 'Na het herstel' }));
      await waitFor('the new mail to arrive', () => smtp.received.length === 1, 5_000);
    } finally {
      await stop();
    }
  });

  it('when stopped, finishes the messages it is sending and gives the rest of its batch back', async () => {
    for (let index = 0; index < 6; index += 1) await enqueueMail(database.db, mail({ subject: `Bericht ${index}` }));
    smtp.delayMs = 400;
    const stop = startMailSender(database.db, smtpTransport(smtp.port, { maxConnections: 2 }), {
      from: FROM,
      log: () => {},
      concurrency: 2,
    });
    await waitFor('the first messages on the wire', () => smtp.inFlight === 2);
    await stop();
    expect(smtp.received).toHaveLength(2);
    const rows = await outboxRows();
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(2);
    // The others are due again at once, for this or another process, without waiting out a lease.
    expect(
      rows.filter((row) => row.status === 'pending' && row.attempts === 0 && row.leaseToken === null),
    ).toHaveLength(4);
  });
});

describe('an SMTP outage', () => {
  it('stops the round at the first unreachable server and gives the untried mail back', async () => {
    const smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.close();
    const transport = smtpTransport(port);
    await enqueueMail(database.db, mail({ subject: 'Tijdens de storing' }));
    await enqueueMail(database.db, mail({ subject: 'Ook tijdens de storing' }));

    const before = Date.now();
    expect(await deliverDueMail(database.db, transport, { from: FROM, concurrency: 1 })).toMatchObject({
      claimed: 2,
      sent: 0,
      retried: 1,
      released: 1,
      smtpUnavailable: true,
    });
    const [failed, untouched] = await outboxRows();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null, leaseToken: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Backoff: the next attempt is scheduled about retryDelayMs(1) later, not now.
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(before + retryDelayMs(1) - 5_000);
    // Given back untried: due at once, no attempt counted.
    expect(untouched).toMatchObject({ status: 'pending', attempts: 0, leaseToken: null, leaseUntil: null });

    const restarted = await startSmtpServer(port);
    try {
      await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      expect((await deliverDueMail(database.db, transport, { from: FROM })).sent).toBe(2);
      expect((await deliverDueMail(database.db, transport, { from: FROM })).claimed).toBe(0);
      const subjects = restarted.received.map((received) => readMail(received.raw).subject).sort();
      expect(subjects).toEqual(['Ook tijdens de storing', 'Tijdens de storing']);
      expect((await outboxRows()).map((row) => [row.status, row.attempts])).toEqual([
        ['sent', 2],
        ['sent', 1],
      ]);
    } finally {
      await restarted.close();
    }
  });

  it('gives up on a hung server within its timeouts, backs off, and delivers everything once it is back', async () => {
    const silent = await startSilentServer();
    const port = silent.port;
    const count = 10;
    for (let index = 0; index < count; index += 1)
      await enqueueMail(database.db, mail({ subject: `Storing ${index}` }));
    const transport = smtpTransport(port, {
      maxConnections: 4,
      timeouts: { connectionTimeoutMs: 300, greetingTimeoutMs: 300, socketTimeoutMs: 500 },
    });
    const logged: string[] = [];
    const stop = startMailSender(database.db, transport, {
      from: FROM,
      log: (line) => logged.push(line),
      concurrency: 4,
      pollMs: 50,
    });
    let smtp: TestSmtpServer | null = null;
    try {
      await waitFor('a timed-out attempt', async () => (await outboxRows()).some((row) => row.attempts > 0), 5_000);
      await sleep(1_500);
      const during = await outboxRows();
      expect(during.every((row) => row.status === 'pending')).toBe(true);
      // No spinning: after the first round (4 at once) one message at a time probes, with backoff.
      expect(during.reduce((sum, row) => sum + row.attempts, 0)).toBeLessThanOrEqual(6);
      expect(silent.connections).toBeLessThanOrEqual(6);
      expect(logged.some((line) => /unavailable/i.test(line))).toBe(true);

      await silent.close();
      smtp = await startSmtpServer(port);
      await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      const server = smtp;
      await waitFor('every message to be delivered', async () => (await pendingCount()) === 0, 15_000);
      expect(server.received).toHaveLength(count);
      expect(new Set(messageIds(server)).size).toBe(count);
      expect((await outboxRows()).every((row) => row.status === 'sent')).toBe(true);
    } finally {
      await stop();
      await silent.close();
      await smtp?.close();
    }
  }, 30_000);

  it('gives a mail up as failed after 12 attempts', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    await enqueueMail(database.db, mail());
    await database.db.update(emailOutbox).set({ attempts: 11 });
    expect((await deliverDueMail(database.db, smtpTransport(smtp.port), { from: FROM })).sent).toBe(0);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'failed', attempts: 12 });
  });
});

describe('a lost database connection', () => {
  it('during a batch: the sender survives, and every message is delivered exactly once', async () => {
    const smtp = await startSmtpServer();
    smtp.delayMs = 150;
    const count = 16;
    for (let index = 0; index < count; index += 1)
      await enqueueMail(database.db, mail({ subject: `Bericht ${index}` }));
    const name = 'mail-sender-cut';
    const sender = senderDatabase(name);
    const logged: string[] = [];
    const stop = startMailSender(sender.db, smtpTransport(smtp.port, { maxConnections: 4 }), {
      from: FROM,
      log: (line) => logged.push(line),
      concurrency: 4,
      pollMs: 50,
    });
    const cut = () =>
      database.pool.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
    try {
      await waitFor('the first message on the wire', () => smtp.inFlight > 0);
      await cut();
      await waitFor('a few more messages', () => smtp.received.length >= 6);
      await cut();
      await waitFor('the outbox to empty', async () => (await pendingCount()) === 0, 20_000);
    } finally {
      await stop();
      await sender.close();
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(count);
    expect(new Set(messageIds(smtp)).size).toBe(count);
    expect((await outboxRows()).every((row) => row.status === 'sent' && row.leaseToken === null)).toBe(true);
  }, 30_000);

  it('while PostgreSQL is away: the sender logs it, backs off, and delivers once it answers again', async () => {
    const smtp = await startSmtpServer();
    await enqueueMail(database.db, mail({ subject: 'Na de storing' }));
    // The sender reaches PostgreSQL through a port where, for now, nothing listens (a restart).
    const gateway = await startSilentServer();
    await gateway.close();
    const viaGateway = new URL(database.url);
    viaGateway.port = String(gateway.port);
    const sender = connect(viaGateway.toString(), 2);
    const logged: string[] = [];
    const stop = startMailSender(sender.db, smtpTransport(smtp.port), {
      from: FROM,
      log: (line) => logged.push(line),
      pollMs: 50,
    });
    let proxy: { close: () => Promise<void> } | null = null;
    try {
      await waitFor('the failure to be logged', () => logged.length > 0);
      await sleep(1_200);
      // Backoff 1 s, 2 s…: not a round every 50 ms.
      expect(logged.length).toBeLessThanOrEqual(3);
      expect(logged[0]).toMatch(/Mail delivery failed/);
      expect(smtp.received).toHaveLength(0);

      proxy = await startTcpProxy(gateway.port, new URL(database.url));
      await waitFor('the mail after the outage', () => smtp.received.length === 1, 10_000);
      expect(readMail(smtp.received[0]?.raw ?? '').subject).toBe('Na de storing');
      await waitFor('the row to be marked sent', async () => (await pendingCount()) === 0);
    } finally {
      await stop();
      await sender.close();
      await proxy?.close();
      await smtp.close();
    }
  });
});

describe('undeliverable addresses', () => {
  it('writes no outbox row for an address under .invalid (a customer deleted on request)', async () => {
    await enqueueMail(database.db, mail({ to: 'verwijderd-12@invalid' }));
    await enqueueMail(database.db, mail({ to: 'Someone@Example.INVALID ' }));
    await enqueueMail(database.db, mail({ to: 'klant@invalid.example.nl' }));
    const rows = await database.db.select({ to: emailOutbox.toAddress }).from(emailOutbox);
    expect(rows).toEqual([{ to: 'klant@invalid.example.nl' }]);
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

    expect((await deliverDueMail(database.db, transport, { from: FROM })).sent).toBe(1);
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
