/**
 * Media serving benchmark: a shop with a hero image and a product photo (each with its WebP/AVIF
 * variants, ADR 011), served by the real app on 127.0.0.1; autocannon measures
 *   - the hero with a `?t=` of its own and no validator (what every page load asks, spec §7),
 *   - the hero and the product photo revalidated with If-None-Match (answered 304),
 *   - a versioned variant URL (what srcset asks for; browsers cache it for a year).
 * Prints req/s and p50/p99 latency per case.
 *
 *   npx tsx bench/media-serving.ts
 *   BENCH_DATABASE_URL=postgres://…   an existing server (database webshop_bench_media is recreated)
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=10
 */
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { mediaVariants, products, tenants } from '../apps/api/src/db/schema/tables.ts';
import { createMediaStore, storeImageForProduct } from '../apps/api/src/modules/media-library/media-library.ts';
import { openBenchDatabase } from './bench-database.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const log = (message: string) => console.log(`[bench] ${message}`);
const accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** A photo-like JPEG: a gradient with noise, so the encoders have real work and real sizes. */
async function photo(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index++) {
    noise[index] = ((index % (width * 3)) / (width * 3)) * 200 + Math.random() * 55;
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const { handle, stop } = await openBenchDatabase({ name: 'webshop_bench_media', fresh: true, log });
await migrateDatabase(handle);
const config = loadConfig(
  {},
  {
    LOG_LEVEL: 'silent',
    SERVE_WEB: false,
    SEED_DEMO: false,
    RATE_LIMIT_MAX: 1_000_000_000,
    RATE_LIMIT_MEDIA: 1_000_000_000,
  },
);
const db = handle.db;
const [tenant] = await db
  .insert(tenants)
  .values({ name: 'bench-media', displayName: 'Bench media', description: 'Beelden onder belasting' })
  .returning({ id: tenants.id });
if (!tenant) throw new Error('tenant insert failed');
const [product] = await db
  .insert(products)
  .values({ tenantId: tenant.id, name: 'Lamp', sku: 'LAMP-1', priceCents: 4995, stockQuantity: 5 })
  .returning({ id: products.id });
if (!product) throw new Error('product insert failed');
const store = createMediaStore(config, db);
const context = { db, store };
const productImage = await storeImageForProduct(context, tenant.id, product.id, {
  bytes: await photo(1800, 1800),
  fileName: 'lamp.jpg',
});
// The hero: stored like a product photo, then named as the shop's hero image.
const heroImage = await storeImageForProduct(context, tenant.id, product.id, {
  bytes: await photo(2400, 1000),
  fileName: 'hero.jpg',
});
await db.update(tenants).set({ heroImageMediaId: heroImage.mediaId }).where(eq(tenants.id, tenant.id));
const [variant] = await db
  .select({ version: mediaVariants.version })
  .from(mediaVariants)
  .where(eq(mediaVariants.mediaId, heroImage.mediaId))
  .limit(1);

const app = await buildApp(config, { database: handle });
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;

const heroPath = `/api/tenants/${tenant.id}/hero-image?t=1763860000000`;
const productPath = `/api/products/${product.id}/images/${productImage.imageId}/file?tenantId=${tenant.id}`;
const variantPath = `/api/media/${tenant.id}/${heroImage.mediaId}/v${variant?.version ?? 1}/1024.avif`;
const etagOf = async (url: string) => String((await app.inject({ url, headers: { accept } })).headers.etag ?? '');
const heroEtag = await etagOf(heroPath);
const productEtag = await etagOf(productPath);

interface Figure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  statuses: string;
  kilobytes: number;
}

async function measure(name: string, path: string, headers: Record<string, string> = {}): Promise<Figure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { accept, ...headers },
    connections,
    duration: seconds,
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${stat.count}`)
    .join(' ');
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    kilobytes: result.throughput.total / Math.max(1, result.requests.total) / 1024,
  };
}

log(`${connections} connections, ${seconds} s per case`);
const figures = [
  await measure('hero ?t=, no validator (200)', heroPath),
  await measure('hero, If-None-Match (304)', heroPath, { 'if-none-match': heroEtag }),
  await measure('product photo, If-None-Match (304)', productPath, { 'if-none-match': productEtag }),
  await measure('product photo, no validator (200)', productPath),
  await measure('versioned variant 1024.avif (200)', variantPath),
];
console.log('\ncase                                    req/s   p50 ms  p99 ms  KiB/answer  statuses');
for (const figure of figures) {
  console.log(
    `${figure.name.padEnd(38)} ${figure.requestsPerSecond.toFixed(0).padStart(7)} ${String(figure.p50).padStart(8)} ${String(figure.p99).padStart(7)} ${figure.kilobytes.toFixed(1).padStart(11)}  ${figure.statuses}`,
  );
}

await app.close();
await stop();
