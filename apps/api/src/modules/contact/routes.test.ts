import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import {
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_ATTACHMENTS_MAX_TOTAL_BYTES,
  ZApiError,
  ZContactResponse,
} from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactAttachments,
  contactMessages,
  emailOutbox,
  platformUsers,
  platformUserTenants,
} from '#src/db/schema/tables.ts';
import { createMailTransport, deliverDueMail, type OutboxExtras } from '#src/modules/mail/mail.ts';
import { createTenant } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  // The limit has its own test below; here it must not get in the way.
  ctx = await createTestApp({ CONTACT_RATE_LIMIT_MAX: 100_000 });
});
afterAll(async () => ctx?.close());

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60,
  0x82,
]);
const PDF_START = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1');
const PDF_END = Buffer.from('trailer\n<<>>\n%%EOF\n');
const PDF = Buffer.concat([PDF_START, PDF_END]);
/** A PDF of exactly `size` bytes. */
const pdfOfSize = (size: number) =>
  Buffer.concat([PDF_START, Buffer.alloc(size - PDF_START.length - PDF_END.length, 0x20), PDF_END]);
const DOC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00]);
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('[Content_Types].xml'),
  Buffer.from([0x50, 0x4b, 0x05, 0x06]),
  Buffer.alloc(18),
]);

type Fields = Record<string, string | undefined>;
type Upload = { name: string; data: Buffer; type?: string };

const validFields = (tenantId: string, overrides: Fields = {}): Fields => ({
  tenantId,
  name: 'Piet Pieters',
  email: 'piet@example.com',
  phoneNumber: '+31 (0)6-1234 5678',
  message: 'Hallo, ik heb een vraag over mijn kaars.',
  language: 'nl',
  ...overrides,
});

/** A real multipart/form-data body, as a browser's FormData sends it. */
async function multipart(fields: Fields, uploads: Upload[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  for (const upload of uploads) {
    form.append(
      'attachments',
      new Blob([new Uint8Array(upload.data)], { type: upload.type ?? 'application/octet-stream' }),
      upload.name,
    );
  }
  const request = new Request('http://localhost/api/contact', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

async function sendContact(fields: Fields, uploads: Upload[] = [], app = ctx.app, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/contact', remoteAddress, ...(await multipart(fields, uploads)) });
}

const messagesOf = (tenantId: string) =>
  ctx.database.db.select().from(contactMessages).where(eq(contactMessages.tenantId, tenantId));
const attachmentsOf = (tenantId: string) =>
  ctx.database.db.select().from(contactAttachments).where(eq(contactAttachments.tenantId, tenantId));
const outboxOf = (tenantId: string) =>
  ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.tenantId, tenantId)).orderBy(emailOutbox.id);

const storedFiles = (mail: { attachments: unknown } | undefined) =>
  (mail?.attachments ?? { replyTo: null, files: [] }) as OutboxExtras;

describe('POST /api/contact', () => {
  it('stores the message and queues the shop copy and the Dutch confirmation', async () => {
    const tenant = await createTenant(ctx.database.db, {
      displayName: 'Kaarsenwinkel',
      contactEmail: 'shop@example.com',
    });
    const response = await sendContact(validFields(tenant.id));
    expect(response.statusCode).toBe(200);
    expect(ZContactResponse.parse(response.json())).toEqual({
      message: 'Uw bericht is succesvol verzonden! U ontvangt een bevestiging per e-mail.',
    });

    const [stored] = await messagesOf(tenant.id);
    expect(stored).toMatchObject({
      name: 'Piet Pieters',
      email: 'piet@example.com',
      phoneNumber: '+31 (0)6-1234 5678',
      message: 'Hallo, ik heb een vraag over mijn kaars.',
      language: 'nl',
    });

    const [shopCopy, confirmation] = await outboxOf(tenant.id);
    expect(shopCopy).toMatchObject({
      kind: 'contact-received',
      toAddress: 'shop@example.com',
      subject: 'Nieuw bericht via het contactformulier van Kaarsenwinkel van Piet Pieters',
      status: 'pending',
    });
    expect(shopCopy?.text).toContain('Hallo, ik heb een vraag over mijn kaars.');
    expect(shopCopy?.text).toContain('Telefoon: +31 (0)6-1234 5678');
    expect(shopCopy?.html).toContain('piet@example.com');
    expect(storedFiles(shopCopy).replyTo).toBe('piet@example.com');

    expect(confirmation).toMatchObject({
      kind: 'contact-confirmation',
      toAddress: 'piet@example.com',
      subject: 'We hebben uw bericht ontvangen - Kaarsenwinkel',
    });
    expect(confirmation?.text).toContain('Beste Piet Pieters,');
    expect(confirmation?.text).toContain('1-2 werkdagen');
    expect(confirmation?.html).toContain('lang="nl"');
  });

  it('answers and confirms in English when language=en', async () => {
    const tenant = await createTenant(ctx.database.db, { displayName: 'Candles', contactEmail: 'shop@example.com' });
    const response = await sendContact(validFields(tenant.id, { language: 'en' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your message has been sent successfully! You will receive a confirmation by e-mail.',
    });
    const [shopCopy, confirmation] = await outboxOf(tenant.id);
    expect(shopCopy?.text).toContain('Taal: Engels');
    expect(confirmation?.subject).toBe('We have received your message - Candles');
    expect(confirmation?.text).toContain('Dear Piet Pieters,');
    expect(confirmation?.html).toContain('lang="en"');
  });

  it('stores every allowed kind of attachment with its real type and mails them to the shop only', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const uploads = [
      { name: 'foto.JPG', data: JPEG, type: 'image/jpeg' },
      { name: 'scan.jpeg', data: JPEG },
      { name: 'schets.png', data: PNG },
      { name: 'factuur.pdf', data: PDF },
      { name: 'brief.doc', data: DOC },
    ];
    const response = await sendContact(validFields(tenant.id), uploads);
    expect(response.statusCode).toBe(200);

    const stored = await attachmentsOf(tenant.id);
    expect(stored.map((file) => [file.fileName, file.contentType, file.byteSize])).toEqual([
      ['foto.JPG', 'image/jpeg', JPEG.length],
      ['scan.jpeg', 'image/jpeg', JPEG.length],
      ['schets.png', 'image/png', PNG.length],
      ['factuur.pdf', 'application/pdf', PDF.length],
      ['brief.doc', 'application/msword', DOC.length],
    ]);
    expect(Buffer.compare(stored[3]?.data ?? Buffer.alloc(0), PDF)).toBe(0);
    const [message] = await messagesOf(tenant.id);
    expect(stored.every((file) => file.messageId === message?.id)).toBe(true);

    const [shopCopy, confirmation] = await outboxOf(tenant.id);
    expect(storedFiles(shopCopy).files).toEqual([]);
    expect(storedFiles(shopCopy).stored).toEqual(
      stored.map((file) => ({
        kind: 'contact-attachment',
        tenantId: tenant.id,
        attachmentId: file.id,
        fileName: file.fileName,
        contentType: file.contentType,
        byteSize: file.byteSize,
      })),
    );
    expect(shopCopy?.text).toContain('factuur.pdf');
    expect(storedFiles(confirmation).files).toEqual([]);
    expect(storedFiles(confirmation).stored ?? []).toEqual([]);
  });

  it('accepts a .docx (a ZIP container)', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const response = await sendContact(validFields(tenant.id), [{ name: 'offerte.docx', data: DOCX }]);
    expect(response.statusCode).toBe(200);
    const [stored] = await attachmentsOf(tenant.id);
    expect(stored?.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses a file whose extension or real type is not allowed, and stores nothing', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const cases: Upload[] = [
      { name: 'programma.exe', data: Buffer.from('MZ\x90\x00') },
      // An allowed extension whose bytes are something else.
      { name: 'vermomd.pdf', data: Buffer.from('MZ\x90\x00 not a pdf'), type: 'application/pdf' },
      // A real PNG renamed to .pdf.
      { name: 'plaatje.pdf', data: PNG },
      { name: 'geen-extensie', data: PDF },
    ];
    for (const upload of cases) {
      const response = await sendContact(validFields(tenant.id), [{ name: 'ok.png', data: PNG }, upload]);
      expect(response.statusCode).toBe(400);
      expect(ZApiError.parse(response.json())).toEqual({
        error: 'unsupported_file_type',
        message: `Het bestand "${upload.name}" heeft een niet-ondersteund formaat. Toegestaan: jpg, jpeg, png, pdf, doc, docx.`,
      });
    }
    expect(await messagesOf(tenant.id)).toHaveLength(0);
    expect(await attachmentsOf(tenant.id)).toHaveLength(0);
    expect(await outboxOf(tenant.id)).toHaveLength(0);
  });

  it('answers 413 for a file over 10 MB and stores nothing', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const tooLarge = pdfOfSize(CONTACT_ATTACHMENT_MAX_BYTES + 1);
    const response = await sendContact(validFields(tenant.id), [{ name: 'groot.pdf', data: tooLarge }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'file_too_large',
      message: 'Het bestand "groot.pdf" is te groot (maximaal 10 MB).',
    });
    expect(await messagesOf(tenant.id)).toHaveLength(0);

    const exactlyTheLimit = pdfOfSize(CONTACT_ATTACHMENT_MAX_BYTES);
    const allowed = await sendContact(validFields(tenant.id), [{ name: 'precies.pdf', data: exactlyTheLimit }]);
    expect(allowed.statusCode).toBe(200);
  });

  it('accepts 5 attachments and refuses a sixth', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const five = Array.from({ length: 5 }, (_, index) => ({ name: `foto-${index}.png`, data: PNG }));
    expect((await sendContact(validFields(tenant.id), five)).statusCode).toBe(200);
    const six = [...five, { name: 'foto-5.png', data: PNG }];
    const response = await sendContact(validFields(tenant.id), six);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'too_many_files', message: 'U kunt maximaal 5 bijlagen meesturen.' });
    expect(await messagesOf(tenant.id)).toHaveLength(1);
  });

  it('answers 400 with the field list for invalid fields', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const response = await sendContact({
      tenantId: tenant.id,
      name: ' ',
      email: 'geen-adres',
      phoneNumber: '12-34',
      message: 'Te kort',
    });
    expect(response.statusCode).toBe(400);
    const body = ZApiError.parse(response.json());
    expect(body.error).toBe('validation_error');
    expect(body.fields).toEqual([
      { field: 'body.name', message: 'Naam is verplicht' },
      { field: 'body.email', message: 'Voer een geldig e-mailadres in' },
      { field: 'body.phoneNumber', message: 'Voer een geldig telefoonnummer in' },
      { field: 'body.message', message: 'Het bericht moet minimaal 10 tekens bevatten' },
    ]);

    const tooLong = await sendContact(validFields(tenant.id, { message: 'x'.repeat(2001) }));
    expect(tooLong.json().fields).toEqual([
      { field: 'body.message', message: 'Het bericht mag maximaal 2000 tekens bevatten' },
    ]);
    const missing = await sendContact({ tenantId: tenant.id });
    expect(missing.json().fields).toEqual([
      { field: 'body.name', message: 'Naam is verplicht' },
      { field: 'body.email', message: 'E-mailadres is verplicht' },
      { field: 'body.message', message: 'Bericht is verplicht' },
    ]);
    expect(await messagesOf(tenant.id)).toHaveLength(0);
  });

  it('accepts a message of exactly 10 and 2000 characters and no phone number', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const short = await sendContact(validFields(tenant.id, { message: '1234567890', phoneNumber: undefined }));
    const long = await sendContact(validFields(tenant.id, { message: 'x'.repeat(2000), phoneNumber: '' }));
    expect([short.statusCode, long.statusCode]).toEqual([200, 200]);
    const stored = await messagesOf(tenant.id);
    expect(stored.map((message) => message.phoneNumber)).toEqual([null, null]);
  });

  it('answers 404 for an unknown shop, 400 for a bad tenant id and 415 for a JSON body', async () => {
    const unknown = await sendContact(validFields('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Tenant not found' });
    const badId = await sendContact(validFields('niet-een-uuid'));
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toEqual([{ field: 'body.tenantId', message: 'tenantId must be a UUID' }]);

    const tenant = await createTenant(ctx.database.db);
    const json = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: validFields(tenant.id) });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('unsupported_media_type');
  });

  it("escapes the sender's text in the HTML mails", async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const response = await sendContact(
      validFields(tenant.id, { name: '<b>Piet</b>', message: '<img src=x onerror=alert(1)> hallo daar' }),
    );
    expect(response.statusCode).toBe(200);
    const [shopCopy, confirmation] = await outboxOf(tenant.id);
    for (const mail of [shopCopy, confirmation]) {
      expect(mail?.html).not.toContain('<b>Piet</b>');
      expect(mail?.html).not.toContain('<img src=x');
    }
    expect(shopCopy?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // The confirmation goes to whatever address was typed in: it must not carry the message itself.
    expect(confirmation?.text).not.toContain('hallo daar');
  });

  it("mails the shop owner when the shop has no contact address, and never another shop's address", async () => {
    const { db } = ctx.database;
    const other = await createTenant(db, { contactEmail: 'ander@example.com' });
    const tenant = await createTenant(db, { contactEmail: null });
    const [owner] = await db
      .insert(platformUsers)
      .values({ email: 'eigenaar@example.com', passwordHash: 'x', fullName: 'Eigenaar' })
      .returning();
    await db.insert(platformUserTenants).values({ tenantId: tenant.id, userId: owner?.id ?? '', role: 'Owner' });

    expect((await sendContact(validFields(tenant.id))).statusCode).toBe(200);
    const [shopCopy] = await outboxOf(tenant.id);
    expect(shopCopy?.toAddress).toBe('eigenaar@example.com');
    expect(await outboxOf(other.id)).toHaveLength(0);
    expect(await messagesOf(other.id)).toHaveLength(0);
  });

  it('still stores the message and confirms it when the shop has no address at all', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: null });
    expect((await sendContact(validFields(tenant.id))).statusCode).toBe(200);
    expect(await messagesOf(tenant.id)).toHaveLength(1);
    expect((await outboxOf(tenant.id)).map((mail) => mail.kind)).toEqual(['contact-confirmation']);
  });
});

/** A Windows program: a DOS header whose pointer at 0x3C leads to the "PE\0\0" header. */
function windowsExecutable(): Buffer {
  const program = Buffer.alloc(512);
  program.write('MZ', 0, 'latin1');
  program.writeUInt32LE(0x80, 0x3c);
  program.write('PE\0\0', 0x80, 'latin1');
  return program;
}

const tempUploads = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('contact-upload-'));

describe('POST /api/contact with hostile input', () => {
  it('refuses a file that starts as a PDF and continues as a Windows executable', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const polyglot = Buffer.concat([PDF_START, windowsExecutable(), PDF_END]);
    const response = await sendContact(validFields(tenant.id), [{ name: 'factuur.pdf', data: polyglot }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'unsupported_file_type',
      message:
        'Het bestand "factuur.pdf" heeft een niet-ondersteund formaat. Toegestaan: jpg, jpeg, png, pdf, doc, docx.',
    });
    expect(await messagesOf(tenant.id)).toHaveLength(0);
  });

  it('refuses a PDF without its end marker, a PNG without IEND and an executable behind a real PNG', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const cases: Upload[] = [
      { name: 'half.pdf', data: PDF_START },
      { name: 'half.png', data: PNG.subarray(0, 8) },
      { name: 'plaatje.png', data: Buffer.concat([PNG.subarray(0, 8), windowsExecutable(), PNG.subarray(8)]) },
      { name: 'foto.jpg', data: Buffer.concat([JPEG, windowsExecutable()]) },
    ];
    for (const upload of cases) {
      const response = await sendContact(validFields(tenant.id), [upload]);
      expect(response.statusCode, upload.name).toBe(400);
      expect(response.json().error).toBe('unsupported_file_type');
    }
    expect(await messagesOf(tenant.id)).toHaveLength(0);
  });

  it('answers 400 naming the field for a NUL character in a text field', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const response = await sendContact(validFields(tenant.id, { name: 'Piet\u0000Pieters' }));
    expect(response.statusCode).toBe(400);
    const body = ZApiError.parse(response.json());
    expect(body.error).toBe('invalid_text');
    expect(body.fields).toEqual([
      { field: 'body.name', message: 'bevat een NUL-teken (U+0000), dat niet is toegestaan' },
    ]);
    expect(await messagesOf(tenant.id)).toHaveLength(0);
  });

  it('answers 400 for multipart without a boundary and for a truncated body', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const { payload, headers } = await multipart(validFields(tenant.id), [{ name: 'factuur.pdf', data: PDF }]);
    const withoutBoundary = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'multipart/form-data' },
      payload,
    });
    expect(withoutBoundary.statusCode).toBe(400);
    expect(ZApiError.parse(withoutBoundary.json()).error).toBe('malformed_multipart');

    const truncated = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers,
      payload: payload.subarray(0, payload.length - 40),
    });
    expect(truncated.statusCode).toBe(400);
    expect(ZApiError.parse(truncated.json()).error).toBe('malformed_multipart');
    expect(await messagesOf(tenant.id)).toHaveLength(0);
  });

  it('answers 413 before reading a body larger than all attachments together may be', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const { payload, headers } = await multipart(validFields(tenant.id));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...headers, 'content-length': String(CONTACT_ATTACHMENTS_MAX_TOTAL_BYTES + 2 * 1024 * 1024) },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'attachments_too_large',
      message: 'De bijlagen zijn samen te groot (maximaal 50 MB).',
    });
  });

  it('leaves no temporary file behind, whether the message is stored or refused', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: 'shop@example.com' });
    const before = await tempUploads();
    const stored = await sendContact(validFields(tenant.id), [{ name: 'factuur.pdf', data: pdfOfSize(3_000_000) }]);
    expect(stored.statusCode).toBe(200);
    const refused = await sendContact(validFields(tenant.id), [
      { name: 'factuur.pdf', data: PDF },
      { name: 'vermomd.pdf', data: windowsExecutable() },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(await tempUploads()).toEqual(before);
    const [attachment] = await attachmentsOf(tenant.id);
    expect(attachment?.byteSize).toBe(3_000_000);
    expect(attachment?.data.equals(pdfOfSize(3_000_000))).toBe(true);
  });
});

// ---- The shop's copy over real SMTP -------------------------------------------------------

/** The attachments of a raw message as nodemailer writes it: name, type and decoded bytes. */
function mailAttachments(raw: string): { filename: string; contentType: string; content: Buffer }[] {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(header('content-type'))?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => mailAttachments(part.replace(/^\r\n/, '')));
  }
  if (!/attachment/i.test(header('content-disposition'))) return [];
  return [
    {
      filename: /filename="?([^";]+)"?/i.exec(header('content-disposition'))?.[1] ?? '',
      contentType: header('content-type').split(';')[0] ?? '',
      content: Buffer.from(body.replace(/\s+/g, ''), 'base64'),
    },
  ];
}

/** A valid PDF of `size` bytes whose body is random text, different every call. */
const randomPdf = (size: number) =>
  Buffer.concat([
    PDF_START,
    Buffer.from(
      randomBytes(size)
        .toString('base64')
        .slice(0, size - PDF_START.length - PDF_END.length),
    ),
    PDF_END,
  ]);

describe("POST /api/contact: the shop's copy as it is mailed", () => {
  let smtp: SMTPServer;
  let port = 0;
  const received: { to: string[]; raw: string }[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('latin1'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve())));

  it('queues references, not copies, of the attachments and the sender mails them byte for byte', async () => {
    const tenant = await createTenant(ctx.database.db, { contactEmail: `winkel-${randomUUID()}@example.com` });
    const uploads = [
      { name: 'scan-1.pdf', data: randomPdf(2_500_000) },
      { name: 'scan-2.pdf', data: randomPdf(1_700_001) },
      { name: 'foto.jpg', data: JPEG },
      { name: 'scan-3.pdf', data: randomPdf(3_100_000) },
    ];
    expect((await sendContact(validFields(tenant.id), uploads)).statusCode).toBe(200);

    const [shopCopy] = await ctx.database.db
      .select({ bytes: sql<number>`pg_column_size(${emailOutbox.attachments})::int` })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.tenantId, tenant.id), eq(emailOutbox.kind, 'contact-received')));
    // Four references: a few hundred bytes, against 7 MB of files.
    expect(shopCopy?.bytes).toBeLessThan(2_000);

    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: tmpdir(), log: () => {} });
    try {
      for (;;) {
        const round = await deliverDueMail(ctx.database.db, transport, { from: 'winkel@example.com' });
        if (round.claimed === 0) break;
      }
    } finally {
      transport.close();
    }
    const mails = received.filter((mail) => mail.to.includes(tenant.contactEmail ?? ''));
    expect(mails).toHaveLength(1);
    const attachments = mailAttachments(mails[0]?.raw ?? '');
    expect(attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['scan-1.pdf', 'application/pdf'],
      ['scan-2.pdf', 'application/pdf'],
      ['foto.jpg', 'image/jpeg'],
      ['scan-3.pdf', 'application/pdf'],
    ]);
    attachments.forEach((file, index) => {
      expect(file.content.equals(uploads[index]?.data ?? Buffer.alloc(0))).toBe(true);
    });
    const [row] = await ctx.database.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.tenantId, tenant.id), eq(emailOutbox.kind, 'contact-received')));
    expect(row?.status).toBe('sent');
  });
});

describe('POST /api/contact: a sender that goes away mid-upload', () => {
  let single: TestContext;
  beforeAll(async () => {
    single = await createTestApp({ CONTACT_UPLOAD_CONCURRENCY: 1, CONTACT_RATE_LIMIT_MAX: 100 });
    await single.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => single?.close());

  it('frees its upload slot, stores nothing and leaves no temporary file', async () => {
    const tenant = await createTenant(single.database.db, { contactEmail: 'shop@example.com' });
    const before = await tempUploads();
    const { payload, headers } = await multipart(validFields(tenant.id), [
      { name: 'groot.pdf', data: pdfOfSize(5_000_000) },
    ]);
    const { port } = single.app.server.address() as AddressInfo;
    await new Promise<void>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${headers['content-type']}\r\n` +
            `Content-Length: ${payload.length}\r\n\r\n`,
        );
        socket.write(payload.subarray(0, 2_000_000), () => setTimeout(() => socket.destroy(), 200));
      });
      socket.on('close', () => done());
      socket.on('error', () => {});
    });

    // With one slot, this form is only handled once the abandoned one let go of it.
    const next = await sendContact(validFields(tenant.id), [{ name: 'klein.pdf', data: PDF }], single.app);
    expect(next.statusCode).toBe(200);
    expect(
      await single.database.db.select().from(contactMessages).where(eq(contactMessages.tenantId, tenant.id)),
    ).toHaveLength(1);
    await new Promise((done) => setTimeout(done, 100));
    expect(await tempUploads()).toEqual(before);
  });
});

describe('rate limit on POST /api/contact', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp();
  });
  afterAll(async () => limited?.close());

  it('allows 5 messages per 10 minutes per IP, then answers 429; other IPs go on', async () => {
    const tenant = await createTenant(limited.database.db, { contactEmail: 'shop@example.com' });
    for (let index = 0; index < 5; index += 1) {
      expect((await sendContact(validFields(tenant.id), [], limited.app, '10.1.0.1')).statusCode).toBe(200);
    }
    const blocked = await sendContact(validFields(tenant.id), [], limited.app, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(ZApiError.parse(blocked.json())).toEqual({
      error: 'too_many_requests',
      message: 'Te veel berichten verstuurd. Probeer het over 10 minuten opnieuw.',
    });
    expect((await sendContact(validFields(tenant.id), [], limited.app, '10.1.0.2')).statusCode).toBe(200);
  });
});
