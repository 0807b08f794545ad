import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createTenant } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createPostgresMediaStore, createS3MediaStore, type MediaStore } from './store.ts';
import { sampleJpeg } from './test-images.ts';

let directory: string;
let server: { run(): Promise<AddressInfo>; close(): Promise<void> };
let endpoint: string;
let ctx: TestContext;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'shop-media' }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  ctx = await createTestApp({
    MEDIA_S3_BUCKET: 'shop-media',
    MEDIA_S3_ENDPOINT: endpoint,
    MEDIA_S3_REGION: 'us-east-1',
    MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
    MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_S3_FORCE_PATH_STYLE: true,
  });
});
afterAll(async () => {
  await ctx?.close();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

async function roundTrip(store: MediaStore, tenantId: string) {
  const key = { tenantId, path: 'media/1/v1/320.webp' };
  expect(await store.get(key)).toBeNull();
  await store.put(key, Buffer.from('first'), 'image/webp');
  await store.put(key, Buffer.from('second'), 'image/webp');
  expect(await store.get(key)).toEqual({ data: Buffer.from('second'), contentType: 'image/webp' });
  // Another tenant's object under the same path is another object.
  expect(await store.get({ ...key, tenantId: '00000000-0000-4000-8000-000000000000' })).toBeNull();
  await store.delete([key, { tenantId, path: 'media/missing.avif' }]);
  expect(await store.get(key)).toBeNull();
}

describe('media stores', () => {
  it('S3-compatible: put, overwrite, get and delete', async () => {
    const store = createS3MediaStore({
      bucket: 'shop-media',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await roundTrip(store, (await createTenant(ctx.database.db)).id);
  });

  it('PostgreSQL: put, overwrite, get and delete', async () => {
    const tenant = await createTenant(ctx.database.db);
    await roundTrip(createPostgresMediaStore(ctx.database.db), tenant.id);
  });

  it('an app configured with a bucket stores and serves variants from it, nothing in PostgreSQL', async () => {
    expect(ctx.app.mediaStore.kind).toBe('s3');
    const { db, pool } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id);
    const { storeImageForProduct } = await import('./media-library.ts');
    const stored = await storeImageForProduct({ db, store: ctx.app.mediaStore }, tenant.id, product.id, {
      bytes: await sampleJpeg(700, 500),
      fileName: 'foto.jpg',
    });
    const response = await ctx.app.inject({ url: `/api/media/${tenant.id}/${stored.mediaId}/v1/640.avif` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(640);
    const { rows } = await pool.query('select count(*)::int as n from media_objects where tenant_id = $1', [tenant.id]);
    expect(rows[0].n).toBe(0);
  });
});
