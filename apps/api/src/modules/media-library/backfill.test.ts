import type { TCategory, TImage, TProduct, TTenant } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryImages, productAddonImages, productImages } from '#src/db/schema/tables.ts';
import { seedSoloShop } from '#src/db/seed/solo-shop.ts';
import {
  createAddon,
  createCategory,
  createMedia,
  createProduct,
  createTenant,
  createTenantFile,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { MAX_VARIANT_FAILURES, runVariantBackfill } from './media-library.ts';
import { sampleJpeg, samplePng } from './test-images.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/** A medium as stored before variants existed: the file only. */
async function legacyImage(tenantId: string, width = 400, height = 300) {
  return createMedia(ctx.database.db, tenantId, Buffer.from(await sampleJpeg(width, height)), 'image/jpeg');
}

async function variantRows(tenantId: string) {
  const { rows } = await ctx.database.pool.query(
    `select tenant_id, media_id, version, width, height, format, sha256, store_path, created_at
     from media_variants where tenant_id = $1 order by media_id, width, format`,
    [tenantId],
  );
  return rows;
}

const run = (tenantId?: string, log: (message: string) => void = () => {}) =>
  runVariantBackfill(ctx.database.db, ctx.app.mediaStore, { log, batchSize: 50, ...(tenantId ? { tenantId } : {}) });

describe('variant backfill', () => {
  it('makes the variants of product, category, add-on, logo and hero images, and the catalogue answers carry them', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const category = await createCategory(db, tenant.id);
    const product = await createProduct(db, tenant.id, { categoryId: category.id });
    const addon = await createAddon(db, tenant.id, product.id);
    const productMedia = await legacyImage(tenant.id, 800, 600);
    await db.insert(productImages).values({ tenantId: tenant.id, productId: product.id, mediaId: productMedia.id });
    const categoryMedia = await legacyImage(tenant.id);
    await db.insert(categoryImages).values({ tenantId: tenant.id, categoryId: category.id, mediaId: categoryMedia.id });
    const addonMedia = await legacyImage(tenant.id);
    await db.insert(productAddonImages).values({ tenantId: tenant.id, addonId: addon.id, mediaId: addonMedia.id });
    await createTenantFile(db, tenant.id, 'logo', Buffer.from(await samplePng(200, 200)), 'image/png');
    await createTenantFile(db, tenant.id, 'heroImage', Buffer.from(await sampleJpeg(1100, 400)), 'image/jpeg');
    const video = await createTenantFile(db, tenant.id, 'heroVideo');

    const shopBefore = (
      await ctx.app.inject({ method: 'GET', url: `/api/tenants/by-name/${tenant.name}` })
    ).json<TTenant>();
    // Asked before: the catalogue's cached answers must not keep the variant-less images.
    const productsBefore = (
      await ctx.app.inject({ method: 'GET', url: `/api/tenants/${tenant.id}/products/public` })
    ).json<TProduct[]>();
    expect(productsBefore[0]?.images[0]?.variants).toBeUndefined();

    expect(await run(tenant.id)).toEqual({ made: 5, failed: 0 });

    const rows = await variantRows(tenant.id);
    expect(rows.filter((row) => row.media_id === productMedia.id).map((row) => [row.width, row.format])).toEqual([
      [320, 'avif'],
      [320, 'webp'],
      [640, 'avif'],
      [640, 'webp'],
    ]);
    expect(rows.some((row) => row.media_id === video.id)).toBe(false);
    for (const row of rows) {
      expect(row.store_path).toBe(`media/${row.media_id}/v${row.version}/${row.width}.${row.format}`);
      const object = await ctx.app.mediaStore.get({ tenantId: tenant.id, path: row.store_path });
      expect(object?.contentType).toBe(`image/${row.format}`);
    }

    const products = (await ctx.app.inject({ method: 'GET', url: `/api/tenants/${tenant.id}/products/public` })).json<
      TProduct[]
    >();
    const base = `/api/media/${tenant.id}/${productMedia.id}/v1/`;
    expect(products[0]?.images[0]?.variants).toEqual({ base, widths: [320, 640] });
    const addonImages = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/products/${product.id}/addons/${addon.id}/images?tenantId=${tenant.id}`,
      })
    ).json<TImage[]>();
    expect(addonImages[0]?.variants?.widths).toEqual([320]);
    const categories = (
      await ctx.app.inject({ method: 'GET', url: `/api/tenants/${tenant.id}/categories/public` })
    ).json<TCategory[]>();
    expect(categories[0]?.images[0]?.variants?.widths).toEqual([320]);
    const shop = (await ctx.app.inject({ method: 'GET', url: `/api/tenants/by-name/${tenant.name}` })).json<TTenant>();
    expect(shop.logoImage?.variants?.widths).toEqual([200]);
    expect(shop.heroImage?.variants?.widths).toEqual([320, 640, 1024]);
    // The logo's address now answers a variant: it gets a new `t`.
    expect(shop.logoVersion).toBeGreaterThanOrEqual(Number(shopBefore.logoVersion));
    expect(shop.logoVersion).not.toBe(shopBefore.logoVersion);

    const variant = await ctx.app.inject({ method: 'GET', url: `${base}640.avif` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/avif');
  });

  it('changes nothing when run again', async () => {
    const { db, pool } = ctx.database;
    const tenant = await createTenant(db);
    await legacyImage(tenant.id);
    await legacyImage(tenant.id);
    expect(await run(tenant.id)).toEqual({ made: 2, failed: 0 });
    const rows = await variantRows(tenant.id);
    const objects = async () =>
      (
        await pool.query('select path, byte_size, created_at from media_objects where tenant_id = $1 order by path', [
          tenant.id,
        ])
      ).rows;
    const objectsBefore = await objects();
    expect(rows).toHaveLength(4);

    expect(await run(tenant.id)).toEqual({ made: 0, failed: 0 });
    expect(await variantRows(tenant.id)).toEqual(rows);
    expect(await objects()).toEqual(objectsBefore);
  });

  it('makes each image once when two processes run it at the same time', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    for (let index = 0; index < 6; index++) await legacyImage(tenant.id);
    const [first, second] = await Promise.all([run(tenant.id), run(tenant.id)]);
    expect((first?.made ?? 0) + (second?.made ?? 0)).toBe(6);
    expect((first?.failed ?? 0) + (second?.failed ?? 0)).toBe(0);
    const rows = await variantRows(tenant.id);
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.media_id)).size).toBe(6);
  });

  it('logs a file that is no image, skips it and does not try it again', async () => {
    const { db, pool } = ctx.database;
    const tenant = await createTenant(db);
    const broken = await createMedia(db, tenant.id, Buffer.from('this is no jpeg at all'), 'image/jpeg');
    const good = await legacyImage(tenant.id);
    const said: string[] = [];
    expect(await run(tenant.id, (line) => said.push(line))).toEqual({ made: 1, failed: 1 });
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`medium ${broken.id} (tenant ${tenant.id})`);
    expect(said[0]).toContain('not a readable image');
    const { rows } = await pool.query('select id, variant_failures from media where tenant_id = $1 and id = $2', [
      tenant.id,
      broken.id,
    ]);
    expect(rows[0].variant_failures).toBe(MAX_VARIANT_FAILURES);
    expect((await variantRows(tenant.id)).every((row) => row.media_id === good.id)).toBe(true);

    said.length = 0;
    expect(await run(tenant.id, (line) => said.push(line))).toEqual({ made: 0, failed: 0 });
    expect(said).toEqual([]);
  });

  it("writes another tenant's variants only as that tenant's, and a run for one tenant leaves the others alone", async () => {
    const { db } = ctx.database;
    const tenantA = await createTenant(db);
    const tenantB = await createTenant(db);
    const mediaA = await legacyImage(tenantA.id);
    const mediaB = await legacyImage(tenantB.id);

    expect(await run(tenantA.id)).toEqual({ made: 1, failed: 0 });
    expect(await variantRows(tenantB.id)).toEqual([]);

    // A run over all tenants (as the server's) finds B's image and keys it by B.
    await run();
    const rowsB = await variantRows(tenantB.id);
    expect(rowsB.map((row) => [row.tenant_id, row.media_id])).toEqual([
      [tenantB.id, mediaB.id],
      [tenantB.id, mediaB.id],
    ]);
    const pathB = rowsB[0]?.store_path as string;
    expect(await ctx.app.mediaStore.get({ tenantId: tenantB.id, path: pathB })).not.toBeNull();
    expect(await ctx.app.mediaStore.get({ tenantId: tenantA.id, path: pathB })).toBeNull();
    expect((await variantRows(tenantA.id)).every((row) => row.media_id === mediaA.id)).toBe(true);
    // B's variant is not served under A's address.
    const underA = await ctx.app.inject({ method: 'GET', url: `/api/media/${tenantA.id}/${mediaB.id}/v1/320.webp` });
    expect(underA.statusCode).toBe(404);
  });

  it("gives the demo seed's images their variants", async () => {
    const { db, pool } = ctx.database;
    await seedSoloShop(db, () => {}, 'none');
    const { rows } = await pool.query(`select id from tenants where name = 'solo'`);
    const tenantId = rows[0].id as string;
    const before = (await ctx.app.inject({ method: 'GET', url: `/api/tenants/${tenantId}/products/public` })).json<
      TProduct[]
    >();
    expect(before.flatMap((product) => product.images).some((image) => image.variants)).toBe(false);

    const result = await run(tenantId);
    expect(result.failed).toBe(0);
    expect(result.made).toBeGreaterThan(0);

    const products = (await ctx.app.inject({ method: 'GET', url: `/api/tenants/${tenantId}/products/public` })).json<
      TProduct[]
    >();
    const images = products.flatMap((product) => product.images);
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((image) => image.variants && image.variants.widths.length > 0)).toBe(true);
    const shop = (await ctx.app.inject({ method: 'GET', url: '/api/tenants/by-name/solo' })).json<TTenant>();
    expect(shop.heroImage?.variants?.widths).toEqual([320, 640, 1024, 1600]);
  });
});
