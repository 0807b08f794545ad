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

describe('processImage', () => {
  it('reads WebP, AVIF, GIF, TIFF and PNG by their content, whatever the name', async () => {
    const { processImage } = await import('./process-image.ts');
    const base = sharp({ create: { width: 500, height: 400, channels: 3, background: '#3366aa' } });
    const inputs = await Promise.all([
      base.clone().webp().toBuffer(),
      base.clone().avif().toBuffer(),
      base.clone().gif().toBuffer(),
      base.clone().tiff().toBuffer(),
      base.clone().png().toBuffer(),
    ]);
    for (const input of inputs) {
      const processed = await processImage(input);
      // GIF reads with an alpha channel, so its master stays WebP.
      expect(processed.master).toMatchObject({ width: 500, height: 400 });
      expect(processed.master.contentType).toMatch(/^image\/(jpeg|webp)$/);
      expect(processed.variants.map((variant) => `${variant.width}.${variant.format}`)).toEqual([
        '320.webp',
        '320.avif',
      ]);
    }
  });

  it('keeps a small image at its own width, and transparency as WebP', async () => {
    const { processImage } = await import('./process-image.ts');
    const transparent = await sharp({
      create: { width: 120, height: 90, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.3 } },
    })
      .png()
      .toBuffer();
    const processed = await processImage(transparent);
    expect(processed.master.contentType).toBe('image/webp');
    expect(processed.variants.map((variant) => variant.width)).toEqual([120, 120]);
  });
});

describe('removeUnusedMedia', () => {
  it('deletes the media and store objects of a deleted product, keeping what another product still uses', async () => {
    const { removeUnusedMedia } = await import('./media-library.ts');
    const { db, pool } = ctx.database;
    const tenant = await createTenant(db);
    const kept = await createProduct(db, tenant.id);
    const gone = await createProduct(db, tenant.id);
    const context = { db, store: ctx.app.mediaStore };
    const keptImage = await storeImageForProduct(context, tenant.id, kept.id, {
      bytes: await sampleJpeg(400, 300),
      fileName: 'a.jpg',
    });
    const goneImage = await storeImageForProduct(context, tenant.id, gone.id, {
      bytes: await sampleJpeg(400, 300),
      fileName: 'b.jpg',
    });
    await pool.query('delete from products where tenant_id = $1 and id = $2', [tenant.id, gone.id]);
    const removal = await removeUnusedMedia(context, tenant.id);
    await removal.afterCommit();
    const { rows } = await pool.query('select id from media where tenant_id = $1', [tenant.id]);
    expect(rows.map((row) => row.id)).toEqual([keptImage.mediaId]);
    const store = ctx.app.mediaStore;
    expect(await store.get({ tenantId: tenant.id, path: `media/${goneImage.mediaId}/v1/320.webp` })).toBeNull();
    expect(await store.get({ tenantId: tenant.id, path: `media/${keptImage.mediaId}/v1/320.webp` })).not.toBeNull();
  });
});
