import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createTenant } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { storeImageForProduct, UnreadableImageError } from './media-library.ts';
import { sampleJpeg } from './test-images.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('storeImageForProduct', () => {
  it('stores an upright master without metadata and WebP/AVIF variants no wider than the image', async () => {
    const { db, pool } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id, { name: 'Geurkaars lavendel' });
    // Orientation 6: the camera was turned, the stored pixels are 1200 wide and 800 high.
    const bytes = await sampleJpeg(1200, 800, 6);
    const stored = await storeImageForProduct({ db, store: ctx.app.mediaStore }, tenant.id, product.id, {
      bytes,
      fileName: 'kaars.jpg',
    });
    const { rows: images } = await pool.query(
      'select alt_text, is_primary from product_images where tenant_id = $1 and id = $2',
      [tenant.id, stored.imageId],
    );
    expect(images).toEqual([{ alt_text: 'Geurkaars lavendel', is_primary: true }]);
    const { rows: masters } = await pool.query(
      'select width, height, data from media where tenant_id = $1 and id = $2',
      [tenant.id, stored.mediaId],
    );
    expect(masters[0]).toMatchObject({ width: 800, height: 1200 });
    const metadata = await sharp(masters[0].data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    const { rows: variants } = await pool.query(
      'select width, height, format from media_variants where tenant_id = $1 and media_id = $2 order by width, format',
      [tenant.id, stored.mediaId],
    );
    expect(variants).toEqual([
      { width: 320, height: 480, format: 'avif' },
      { width: 320, height: 480, format: 'webp' },
      { width: 640, height: 960, format: 'avif' },
      { width: 640, height: 960, format: 'webp' },
    ]);
    const object = await ctx.app.mediaStore.get({ tenantId: tenant.id, path: `media/${stored.mediaId}/v1/640.webp` });
    expect((await sharp(object?.data).metadata()).format).toBe('webp');
  });

  it('refuses bytes that are not an image and stores nothing', async () => {
    const { db, pool } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id);
    await expect(
      storeImageForProduct({ db, store: ctx.app.mediaStore }, tenant.id, product.id, {
        bytes: Buffer.from('not an image at all'),
        fileName: 'x.jpg',
      }),
    ).rejects.toBeInstanceOf(UnreadableImageError);
    const { rows } = await pool.query('select count(*)::int as n from media where tenant_id = $1', [tenant.id]);
    expect(rows[0].n).toBe(0);
  });

  it("refuses another tenant's product", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    const product = await createProduct(db, owner.id);
    await expect(
      storeImageForProduct({ db, store: ctx.app.mediaStore }, other.id, product.id, {
        bytes: await sampleJpeg(100, 100),
        fileName: 'x.jpg',
      }),
    ).rejects.toThrow(/not found/);
  });
});
