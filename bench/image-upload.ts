/**
 * Image upload benchmark: the real server (`apps/api/src/server.ts`, a process of its own) receives
 * a 12-megapixel photo (4000 × 3000 JPEG, gradient with noise, ~BENCH_IMAGE_QUALITY 90) uploaded to
 * a product by its owner. The script prints the time until the answer (every variant exists when it
 * answers), the server's resident memory (RSS, sampled every 20 ms) before and at its peak, and the
 * size of the master and of every variant.
 *
 *   npm run bench:images
 *   BENCH_DATABASE_URL=postgres://…   an existing server (database webshop_bench_images is recreated)
 *   BENCH_UPLOADS=3                    upload the photo this many times, one after another
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import {
  media,
  mediaVariants,
  platformSessions,
  platformUsers,
  platformUserTenants,
  products,
  tenants,
} from '../apps/api/src/db/schema/tables.ts';
import { findFreePort } from '../apps/api/src/lib/free-port.ts';
import { createToken } from '../apps/api/src/lib/tokens.ts';
import { spawnServer } from '../apps/api/test/server-process.ts';
import { openBenchDatabase } from './bench-database.ts';

const uploads = Number(process.env.BENCH_UPLOADS ?? 3);
const quality = Number(process.env.BENCH_IMAGE_QUALITY ?? 90);
const DATABASE = 'webshop_bench_images';
const WIDTH = 4000;
const HEIGHT = 3000;
const log = (message: string) => console.log(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const megabytes = (bytes: number, digits = 0) => `${(bytes / 1024 / 1024).toFixed(digits)} MB`;

/** A photo-like 12-megapixel JPEG: a colour gradient with noise, so it compresses like a photo. */
async function photo(): Promise<Buffer> {
  const gradient = Buffer.alloc(WIDTH * HEIGHT * 3);
  const noise = randomBytes(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const pixel = y * WIDTH + x;
      const grain = ((noise[pixel] ?? 0) - 128) / 6;
      gradient[pixel * 3] = Math.max(0, Math.min(255, (x / WIDTH) * 255 + grain));
      gradient[pixel * 3 + 1] = Math.max(0, Math.min(255, (y / HEIGHT) * 200 + grain));
      gradient[pixel * 3 + 2] = Math.max(0, Math.min(255, 128 + 100 * Math.sin(x / 150) * Math.cos(y / 200) + grain));
    }
  }
  return sharp(gradient, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality })
    .withMetadata({ orientation: 1 })
    .toBuffer();
}

function multipart(file: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="altText"\r\n\r\nBench foto\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function post(port: number, path: string, cookie: string, form: { body: Buffer; contentType: string }) {
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          host: 'localhost',
          cookie,
          'content-type': form.contentType,
          'content-length': form.body.length,
        },
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
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const { handle, stop } = await openBenchDatabase({ name: DATABASE, fresh: true, log });
const dataDir = mkdtempSync(join(tmpdir(), 'webshop-image-bench-'));
let server: ChildProcess | null = null;
try {
  await migrateDatabase(handle);
  const { db } = handle;
  const [tenant] = await db
    .insert(tenants)
    .values({ name: 'imagebench', displayName: 'Image bench', contactEmail: 'winkel@example.com' })
    .returning({ id: tenants.id, name: tenants.name });
  if (!tenant) throw new Error('no tenant');
  const [product] = await db
    .insert(products)
    .values({ tenantId: tenant.id, name: 'Bench product', sku: 'BENCH-1', priceCents: 1000 })
    .returning({ id: products.id });
  const [user] = await db
    .insert(platformUsers)
    .values({ email: 'bench@example.com', passwordHash: 'not-a-hash', fullName: 'Bench', role: 'Owner' })
    .returning({ id: platformUsers.id });
  if (!product || !user) throw new Error('no product or user');
  await db.insert(platformUserTenants).values({ tenantId: tenant.id, userId: user.id, role: 'Owner' });
  const { token, hash } = createToken();
  await db
    .insert(platformSessions)
    .values({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + 3_600_000) });
  const cookie = `platform_session=${token}`;

  log(`making a ${WIDTH} × ${HEIGHT} JPEG (quality ${quality})…`);
  const jpeg = await photo();
  log(`photo: ${megabytes(jpeg.length, 1)}`);

  const port = await findFreePort();
  log(`starting the server on 127.0.0.1:${port}…`);
  const spawned = spawnServer({ port, dataDir, env: { DATABASE_URL: handle.url, RATE_LIMIT_MAX: '1000000' } });
  server = spawned.child;
  await spawned.listening;
  const pid = server.pid ?? 0;
  const path = `/api/platform/shops/${tenant.name}/products/${product.id}/images`;

  await sleep(1000);
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 20);
  const times: number[] = [];
  let lastMediaId = 0;
  for (let round = 0; round < uploads; round++) {
    const started = performance.now();
    const answer = await post(port, path, cookie, multipart(jpeg));
    times.push((performance.now() - started) / 1000);
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
    lastMediaId = (JSON.parse(answer.body) as { mediaId: number }).mediaId;
  }
  await sleep(500);
  clearInterval(sampler);

  const [master] = await db
    .select({ width: media.width, height: media.height, byteSize: media.byteSize, type: media.contentType })
    .from(media)
    .where(and(eq(media.tenantId, tenant.id), eq(media.id, lastMediaId)));
  const variants = await db
    .select({
      width: mediaVariants.width,
      height: mediaVariants.height,
      format: mediaVariants.format,
      byteSize: mediaVariants.byteSize,
    })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.tenantId, tenant.id), eq(mediaVariants.mediaId, lastMediaId)))
    .orderBy(mediaVariants.width, mediaVariants.format);

  log(`upload → every variant stored: ${times.map((time) => `${time.toFixed(2)} s`).join(', ')}`);
  log(`server RSS: ${megabytes(before)} before, ${megabytes(peak)} at the peak (+${megabytes(peak - before)})`);
  log(`master: ${master?.width} × ${master?.height} ${master?.type}, ${kilobytes(master?.byteSize ?? 0)}`);
  for (const variant of variants) {
    log(
      `  ${String(variant.width).padStart(4)} × ${String(variant.height).padEnd(4)} ${variant.format}: ${kilobytes(variant.byteSize)}`,
    );
  }
} finally {
  server?.kill('SIGTERM');
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
}
