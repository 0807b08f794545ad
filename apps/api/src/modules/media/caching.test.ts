import { ZProduct, ZTenant } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaVariants, tenants } from '#src/db/schema/tables.ts';
import { storeImageForProduct } from '#src/modules/media-library/media-library.ts';
import { createProduct, createTenant, createTenantFile } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const AVIF_FIRST = 'image/avif,image/webp,image/*,*/*;q=0.8';
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

/** A shop with a product whose photo (700 × 500) has WebP and AVIF variants at 320 and 640 px. */
async function shopWithPhoto() {
  const { db } = ctx.database;
  const tenant = await createTenant(db);
  const product = await createProduct(db, tenant.id, { name: 'Lamp' });
  const bytes = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#c05020' } })
    .jpeg()
    .toBuffer();
  const stored = await storeImageForProduct({ db, store: ctx.app.mediaStore }, tenant.id, product.id, {
    bytes,
    fileName: 'lamp.jpg',
  });
  const variants = await db
    .select()
    .from(mediaVariants)
    .where(and(eq(mediaVariants.tenantId, tenant.id), eq(mediaVariants.mediaId, stored.mediaId)));
  const variant = (width: number, format: 'webp' | 'avif') => {
    const found = variants.find((row) => row.width === width && row.format === format);
    if (!found) throw new Error(`no ${width}.${format}`);
    return found;
  };
  return {
    tenant,
    product,
    stored,
    variant,
    variantUrl: (width: number, format: string, tenantId = tenant.id) =>
      `/api/media/${tenantId}/${stored.mediaId}/v${variant(width, 'webp').version}/${width}.${format}`,
    fileUrl: `/api/products/${product.id}/images/${stored.imageId}/file?tenantId=${tenant.id}`,
  };
}

describe('versioned variant URLs (/api/media/…/v{n}/{width}.{format})', () => {
  it('are cached for a year as immutable, with the content hash as ETag and Last-Modified', async () => {
    const shop = await shopWithPhoto();
    const response = await get(shop.variantUrl(640, 'avif'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${shop.variant(640, 'avif').sha256}"`);
    expect(Date.parse(String(response.headers['last-modified']))).not.toBeNaN();
    expect((await sharp(response.rawPayload).metadata()).width).toBe(640);
  });

  it('answer 304 without a body only when If-None-Match names their ETag, 200 otherwise', async () => {
    const shop = await shopWithPhoto();
    const url = shop.variantUrl(320, 'webp');
    const etag = `"${shop.variant(320, 'webp').sha256}"`;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get(url, { 'if-none-match': header });
      expect(response.statusCode, header).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toContain('immutable');
    }
    for (const header of ['"other"', `"${shop.variant(320, 'avif').sha256}"`]) {
      expect((await get(url, { 'if-none-match': header })).statusCode, header).toBe(200);
    }
  });

  it('answer a revalidation without reading the bytes', async () => {
    const shop = await shopWithPhoto();
    const url = shop.variantUrl(640, 'webp');
    // The object is gone from the store: only a request that reads it can tell.
    await ctx.database.pool.query('delete from media_objects where tenant_id = $1 and path = $2', [
      shop.tenant.id,
      shop.variant(640, 'webp').storePath,
    ]);
    expect((await get(url, { 'if-none-match': `"${shop.variant(640, 'webp').sha256}"` })).statusCode).toBe(304);
    expect((await get(url)).statusCode).toBe(404);
  });

  it("never serve another shop's variant under a shop's id", async () => {
    const shop = await shopWithPhoto();
    const other = await createTenant(ctx.database.db);
    const response = await get(shop.variantUrl(320, 'webp', other.id));
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
    expect((await get(shop.variantUrl(320, 'webp'))).statusCode).toBe(200);
  });
});

describe('the storefront image addresses of spec §7 (unversioned, negotiated)', () => {
  it("answer the browser's format with that variant's ETag, Last-Modified and a short, revalidated cache life", async () => {
    const shop = await shopWithPhoto();
    const avif = await get(shop.fileUrl, { accept: AVIF_FIRST });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toContain('Accept');
    expect(avif.headers.etag).toBe(`"${shop.variant(640, 'avif').sha256}"`);
    expect(avif.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(Date.parse(String(avif.headers['last-modified']))).not.toBeNaN();
    const master = await get(shop.fileUrl, { accept: 'image/jpeg' });
    expect(master.headers['content-type']).toBe('image/jpeg');
    expect(master.headers.etag).not.toBe(avif.headers.etag);
  });

  it('answer 304 when If-None-Match matches what this browser would get, 200 otherwise', async () => {
    const shop = await shopWithPhoto();
    const avifTag = `"${shop.variant(640, 'avif').sha256}"`;
    const matched = await get(shop.fileUrl, { accept: AVIF_FIRST, 'if-none-match': avifTag });
    expect(matched.statusCode).toBe(304);
    expect(matched.rawPayload.length).toBe(0);
    expect(matched.headers.etag).toBe(avifTag);
    // A WebP-only browser holding the AVIF's tag gets the WebP.
    const webp = await get(shop.fileUrl, { accept: 'image/webp,*/*', 'if-none-match': avifTag });
    expect([webp.statusCode, webp.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await get(shop.fileUrl, { accept: AVIF_FIRST, 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('answer If-Modified-Since by Last-Modified, and If-None-Match wins when both are sent', async () => {
    const shop = await shopWithPhoto();
    const first = await get(shop.fileUrl, { accept: AVIF_FIRST });
    const lastModified = String(first.headers['last-modified']);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get(shop.fileUrl, { accept: AVIF_FIRST, 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get(shop.fileUrl, { accept: AVIF_FIRST, 'if-modified-since': earlier })).statusCode).toBe(200);
    expect((await get(shop.fileUrl, { accept: AVIF_FIRST, 'if-modified-since': 'not a date' })).statusCode).toBe(200);
    const both = await get(shop.fileUrl, {
      accept: AVIF_FIRST,
      'if-none-match': '"stale"',
      'if-modified-since': lastModified,
    });
    expect(both.statusCode).toBe(200);
  });

  it('answer a revalidation of the negotiated variant without reading the bytes', async () => {
    const shop = await shopWithPhoto();
    await ctx.database.pool.query('delete from media_objects where tenant_id = $1', [shop.tenant.id]);
    const tag = `"${shop.variant(640, 'webp').sha256}"`;
    expect((await get(shop.fileUrl, { accept: 'image/webp', 'if-none-match': tag })).statusCode).toBe(304);
  });

  it("cannot see another shop's image by naming that shop's ids with its own tenant id", async () => {
    const shop = await shopWithPhoto();
    const other = await createTenant(ctx.database.db);
    const url = `/api/products/${shop.product.id}/images/${shop.stored.imageId}/file?tenantId=${other.id}`;
    const tag = `"${shop.variant(640, 'avif').sha256}"`;
    const response = await get(url, { accept: AVIF_FIRST, 'if-none-match': tag });
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('logo and hero with the ?t= of every page load (spec §7)', () => {
  it('keep one strong ETag and Last-Modified whatever t is, so a new t revalidates to 304', async () => {
    const shop = await shopWithPhoto();
    await ctx.database.db
      .update(tenants)
      .set({ heroImageMediaId: shop.stored.mediaId })
      .where(eq(tenants.id, shop.tenant.id));
    const first = await get(`/api/tenants/${shop.tenant.id}/hero-image?t=1763860000000`, { accept: AVIF_FIRST });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    // 700 px wide: the widest variant of at most the hero's 1600 px is the 640 one.
    expect(first.headers.etag).toBe(`"${shop.variant(640, 'avif').sha256}"`);
    expect(first.headers['cache-control']).not.toContain('immutable');
    const next = await get(`/api/tenants/${shop.tenant.id}/hero-image?t=1763860099999`, {
      accept: AVIF_FIRST,
      'if-none-match': String(first.headers.etag),
    });
    expect(next.statusCode).toBe(304);
    expect(next.headers['last-modified']).toBe(first.headers['last-modified']);
  });

  it('answer a logo without variants by its stored bytes, 304 on a matching ETag', async () => {
    const tenant = await createTenant(ctx.database.db);
    const file = await createTenantFile(ctx.database.db, tenant.id, 'logo', Buffer.from('PNG-logo'));
    const url = `/api/tenants/${tenant.id}/logo?t=1`;
    const response = await get(url, { accept: AVIF_FIRST });
    expect([response.statusCode, response.body, response.headers.etag]).toEqual([200, 'PNG-logo', `"${file.sha256}"`]);
    expect((await get(url, { 'if-none-match': `"${file.sha256}"` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"x"' })).statusCode).toBe(200);
    const other = await createTenant(ctx.database.db);
    expect((await get(`/api/tenants/${other.id}/logo?t=1`, { 'if-none-match': `"${file.sha256}"` })).statusCode).toBe(
      404,
    );
  });
});

describe('logo and hero with ?t= of their current version', () => {
  it("are cached for a year as immutable when t is the tenant answer's version, revalidated for any other t", async () => {
    const shop = await shopWithPhoto();
    await createTenantFile(ctx.database.db, shop.tenant.id, 'logo', Buffer.from('PNG-logo'));
    await ctx.database.db
      .update(tenants)
      .set({ heroImageMediaId: shop.stored.mediaId })
      .where(eq(tenants.id, shop.tenant.id));
    const answer = ZTenant.parse((await get(`/api/tenants/by-name/${shop.tenant.name}`)).json());
    expect(answer.logoVersion).toEqual(expect.any(Number));
    expect(answer.heroImageVersion).toEqual(expect.any(Number));

    const hero = await get(`/api/tenants/${shop.tenant.id}/hero-image?t=${answer.heroImageVersion}`, {
      accept: AVIF_FIRST,
    });
    expect(hero.statusCode).toBe(200);
    expect(hero.headers['content-type']).toBe('image/avif');
    expect(hero.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hero.headers.vary).toContain('Accept');
    const logoAnswer = await get(`/api/tenants/${shop.tenant.id}/logo?t=${answer.logoVersion}`);
    expect([logoAnswer.statusCode, logoAnswer.body]).toEqual([200, 'PNG-logo']);
    expect(logoAnswer.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const t of [`${Number(answer.logoVersion) - 1}`, '1763860000000', 'abc', '']) {
      const other = await get(`/api/tenants/${shop.tenant.id}/logo?t=${t}`);
      expect(other.statusCode).toBe(200);
      expect(other.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    }
    const withoutT = await get(`/api/tenants/${shop.tenant.id}/logo`);
    expect(withoutT.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');

    // A new logo is a new version: the old one's t is revalidated from then on.
    await createTenantFile(ctx.database.db, shop.tenant.id, 'logo', Buffer.from('PNG-new-logo'));
    const renewed = ZTenant.parse((await get(`/api/tenants/by-name/${shop.tenant.name}`)).json());
    expect(renewed.logoVersion).not.toBe(answer.logoVersion);
    const stale = await get(`/api/tenants/${shop.tenant.id}/logo?t=${answer.logoVersion}`);
    expect([stale.body, stale.headers['cache-control']]).toEqual([
      'PNG-new-logo',
      'public, max-age=300, stale-while-revalidate=86400',
    ]);
  });

  it('are null for a shop without logo or hero image', async () => {
    const tenant = await createTenant(ctx.database.db);
    const answer = ZTenant.parse((await get(`/api/tenants/by-name/${tenant.name}`)).json());
    expect([answer.logoVersion, answer.heroImageVersion]).toEqual([null, null]);
  });
});

describe('the variants named in the public answers, for srcset', () => {
  it("a product's images list the variant widths and the versioned base; an image without variants has none", async () => {
    const shop = await shopWithPhoto();
    const response = await get(`/api/products/${shop.product.id}?tenantId=${shop.tenant.id}`);
    const [image] = ZProduct.parse(response.json()).images;
    const version = shop.variant(320, 'webp').version;
    expect(image).toMatchObject({
      id: shop.stored.imageId,
      width: 700,
      height: 500,
      variants: { base: `/api/media/${shop.tenant.id}/${shop.stored.mediaId}/v${version}/`, widths: [320, 640] },
    });
    for (const width of image?.variants?.widths ?? []) {
      for (const format of ['webp', 'avif']) {
        const variant = await get(`${image?.variants?.base}${width}.${format}`);
        expect(variant.statusCode, `${width}.${format}`).toBe(200);
      }
    }
    await ctx.database.pool.query('delete from media_variants where tenant_id = $1', [shop.tenant.id]);
    // Any catalogue change is seen on the next request; the cache key is the tenant's catalogue version.
    await ctx.database.pool.query('update products set name = $2 where tenant_id = $1', [shop.tenant.id, 'Lamp 2']);
    const without = ZProduct.parse((await get(`/api/products/${shop.product.id}?tenantId=${shop.tenant.id}`)).json());
    expect(without.images[0]).not.toHaveProperty('variants');
  });

  it("the shop's answer names its hero image's and logo's size and variants, and none for a shop without", async () => {
    const shop = await shopWithPhoto();
    const other = await createTenant(ctx.database.db);
    await createTenantFile(ctx.database.db, shop.tenant.id, 'logo', Buffer.from('PNG-logo'));
    await ctx.database.db
      .update(tenants)
      .set({ heroImageMediaId: shop.stored.mediaId })
      .where(eq(tenants.id, shop.tenant.id));
    const view = ZTenant.parse((await get(`/api/tenants/by-name/${shop.tenant.name}`)).json());
    expect(view.heroImage).toEqual({
      width: 700,
      height: 500,
      variants: {
        base: expect.stringContaining(`/api/media/${shop.tenant.id}/${shop.stored.mediaId}/v`),
        widths: [320, 640],
      },
    });
    // The factory's logo has a size and no variants.
    expect(view.logoImage).toEqual({ width: 600, height: 600 });
    const bare = ZTenant.parse((await get(`/api/tenants/by-name/${other.name}`)).json());
    expect(bare).not.toHaveProperty('heroImage');
    expect(bare).not.toHaveProperty('logoImage');
  });
});
