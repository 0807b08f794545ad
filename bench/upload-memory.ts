/**
 * Upload memory benchmark: the real server (`apps/api/src/server.ts`, a process of its own) receives
 * BENCH_PARALLEL (default 4) contact forms at once, each with BENCH_FILES (default 5) attachments of
 * BENCH_FILE_MB (default 9.5) MB. The server's resident memory (RSS) is sampled every 20 ms; the
 * script prints it before, at its peak and the growth (target: under 150 MB), and checks that every
 * attachment was stored whole.
 *
 *   npm run bench:uploads
 *   BENCH_DATABASE_URL=postgres://…   an existing server (database webshop_bench_uploads is recreated)
 *   BENCH_MAIL_SENDER=true            also run the outbox sender in the server, which then mails the
 *                                     attachments to the shop (written as .eml files); sampling goes on
 *                                     until every shop copy is sent
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { contactAttachments, emailOutbox, tenants } from '../apps/api/src/db/schema/tables.ts';
import { findFreePort } from '../apps/api/src/lib/free-port.ts';
import { spawnServer } from '../apps/api/test/server-process.ts';
import { openBenchDatabase } from './bench-database.ts';

const parallel = Number(process.env.BENCH_PARALLEL ?? 4);
const filesPerForm = Number(process.env.BENCH_FILES ?? 5);
const fileBytes = Math.round(Number(process.env.BENCH_FILE_MB ?? 9.5) * 1024 * 1024);
const mailSender = process.env.BENCH_MAIL_SENDER === 'true';
const DATABASE = 'webshop_bench_uploads';
const log = (message: string) => console.log(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const megabytes = (bytes: number, digits = 0) => `${(bytes / 1024 / 1024).toFixed(digits)} MB`;

/** A valid PDF of exactly `size` bytes: header, incompressible filler, end marker. */
function pdfOfSize(size: number): Buffer {
  const start = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length 0 >>\nstream\n', 'latin1');
  const end = Buffer.from('\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n');
  // Base64 text: random, but without the bytes of an executable header.
  const filler = Buffer.from(
    randomBytes(size)
      .toString('base64')
      .slice(0, size - start.length - end.length),
  );
  return Buffer.concat([start, filler, end]);
}

function contactForm(tenantId: string, files: Buffer[]): { body: Buffer; contentType: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const fields: Record<string, string> = {
    tenantId,
    name: 'Bench Afzender',
    email: 'afzender@example.com',
    message: 'Een bericht met grote bijlagen voor de geheugenmeting.',
    language: 'nl',
  };
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  files.forEach((data, index) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="scan-${index}.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      data,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function post(port: number, form: { body: Buffer; contentType: string }): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contact',
        headers: { host: 'localhost', 'content-type': form.contentType, 'content-length': form.body.length },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => done({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', fail);
    outgoing.end(form.body);
  });
}

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kilobytes * 1024;
}

async function startServer(port: number, databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  const { child, listening } = spawnServer({
    port,
    dataDir,
    env: { DATABASE_URL: databaseUrl, MAIL_SENDER: String(mailSender), CONTACT_RATE_LIMIT_MAX: '1000000' },
    timeoutMs: 90_000,
  });
  try {
    await listening;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

async function mailedBytes(directory: string): Promise<number> {
  const files = await readdir(directory).catch(() => []);
  const sizes = await Promise.all(files.map(async (file) => (await stat(join(directory, file))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

const { handle, stop } = await openBenchDatabase({ name: DATABASE, fresh: true, log });

/** The shop's copies of the contact forms that the sender has not delivered yet. */
async function unsentShopMail(tenantId: string): Promise<number> {
  const [row] = await handle.db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.kind, 'contact-received'), ne(emailOutbox.status, 'sent')),
    );
  return row?.count ?? 0;
}
const dataDir = mkdtempSync(join(tmpdir(), 'webshop-upload-bench-'));
let server: ChildProcess | null = null;
try {
  await migrateDatabase(handle);
  const [tenant] = await handle.db
    .insert(tenants)
    .values({ name: 'uploadbench', displayName: 'Upload bench', contactEmail: 'winkel@example.com' })
    .returning({ id: tenants.id });
  if (!tenant) throw new Error('no tenant');

  const port = await findFreePort();
  log(`starting the server on 127.0.0.1:${port} (mail sender ${mailSender ? 'on' : 'off'})…`);
  server = await startServer(port, handle.url, dataDir);
  const pid = server.pid ?? 0;

  log(`preparing ${parallel} forms of ${filesPerForm} × ${megabytes(fileBytes, 1)}…`);
  const forms = Array.from({ length: parallel }, () =>
    contactForm(
      tenant.id,
      Array.from({ length: filesPerForm }, () => pdfOfSize(fileBytes)),
    ),
  );
  // Warm up every code path once (a small form with one attachment), then let the process settle.
  const warmUp = await post(port, contactForm(tenant.id, [pdfOfSize(100_000)]));
  if (warmUp.status !== 200) throw new Error(`warm-up answered ${warmUp.status}: ${warmUp.body}`);
  await sleep(2000);
  const before = residentBytes(pid);

  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 20);
  const started = Date.now();
  const answers = await Promise.all(forms.map((form) => post(port, form)));
  const seconds = (Date.now() - started) / 1000;
  // With the sender on, sample until every shop copy has gone out (or a minute has passed).
  const mailDeadline = Date.now() + 60_000;
  while (mailSender && (await unsentShopMail(tenant.id)) > 0 && Date.now() < mailDeadline) await sleep(250);
  await sleep(2000);
  clearInterval(sampler);
  const mailSeconds = (Date.now() - started) / 1000 - 2;
  const after = residentBytes(pid);

  const statuses = answers.map((answer) => answer.status);
  const [stored] = await handle.db
    .select({
      files: sql<number>`count(*)`,
      whole: sql<number>`count(*) filter (where ${contactAttachments.byteSize} = ${fileBytes} and length(${contactAttachments.data}) = ${fileBytes})`,
    })
    .from(contactAttachments)
    .where(eq(contactAttachments.tenantId, tenant.id));
  log(`answers: ${statuses.join(', ')} in ${seconds.toFixed(1)} s`);
  log(`attachments stored whole: ${stored?.whole ?? 0} of ${parallel * filesPerForm} sent`);
  const unsent = mailSender ? await unsentShopMail(tenant.id) : 0;
  if (mailSender) {
    const eml = await mailedBytes(join(dataDir, 'mail'));
    log(
      `shop mails sent: ${parallel + 1 - unsent} of ${parallel + 1} (with the warm-up) within ${mailSeconds.toFixed(1)} s, ` +
        `${megabytes(eml)} of .eml files written`,
    );
  }
  log(
    `server RSS: before ${megabytes(before)}, peak ${megabytes(peak)}, after ${megabytes(after)}; ` +
      `growth ${megabytes(peak - before)} for ${parallel} × ${filesPerForm} × ${megabytes(fileBytes, 1)} in parallel (target < 150 MB)`,
  );
  if (statuses.some((status) => status !== 200) || (stored?.whole ?? 0) !== parallel * filesPerForm || unsent > 0)
    process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
  }
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
}
