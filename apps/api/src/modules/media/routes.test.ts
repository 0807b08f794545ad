import { ZImage } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAddon,
  createAddonImage,
  createCategory,
  createCategoryImage,
  createMedia,
  createProduct,
  createProductImage,
  createTenant,
  createTenantFile,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const bytesOf = (text: string) => Buffer.from(text);

async function productWithImage(name = 'Geurkaars') {
  const { db } = ctx.database;
  const tenant = await createTenant(db);
  const product = await createProduct(db, tenant.id, { name });
  const data = bytesOf('RIFF-fake-webp-bytes-0123456789');
  const file = await createMedia(db, tenant.id, data, 'image/webp');
  const { image } = await createProductImage(db, tenant.id, product.id);
  await ctx.database.pool.query('update product_images set media_id = $3 where tenant_id = $1 and id = $2', [
    tenant.id,
    image.id,
    file.id,
  ]);
  return { tenant, product, image, data, file };
}

describe('GET /api/products/:id/images/:imageId/file', () => {
  it('answers the stored bytes with content type, ETag and revalidating cache headers', async () => {
    const { tenant, product, image, data, file } = await productWithImage();
    const response = await get(`/api/products/${product.id}/images/${image.id}/file?tenantId=${tenant.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(data)).toBe(true);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.etag).toBe(`"${file.sha256}"`);
    expect(response.headers['cache-control']).not.toContain('immutable');
    expect(response.headers['x-placeholder']).toBeUndefined();
  });

  it('answers 304 without a body when If-None-Match holds the ETag', async () => {
    const { tenant, product, image, file } = await productWithImage();
    const url = `/api/products/${product.id}/images/${image.id}/file?tenantId=${tenant.id}`;
    const response = await get(url, { 'if-none-match': `"${file.sha256}"` });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('revalidates a URL with ?t= like any other: t names no version', async () => {
    const { tenant, product, image, file } = await productWithImage();
    const response = await get(`/api/products/${product.id}/images/${image.id}/file?tenantId=${tenant.id}&t=123`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toContain('immutable');
    expect(response.headers.etag).toBe(`"${file.sha256}"`);
  });

  it('answers a byte range with 206 and Content-Range, and 416 for a range past the end', async () => {
    const { tenant, product, image, data } = await productWithImage();
    const url = `/api/products/${product.id}/images/${image.id}/file?tenantId=${tenant.id}`;
    const partial = await get(url, { range: 'bytes=0-3' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-3/${data.length}`);
    expect(partial.rawPayload.toString()).toBe('RIFF');
    const tail = await get(url, { range: 'bytes=-4' });
    expect(tail.rawPayload.toString()).toBe('6789');
    const outside = await get(url, { range: `bytes=${data.length + 10}-` });
    expect(outside.statusCode).toBe(416);
  });

  it('answers an SVG placeholder with the first 20 characters of the name when the image is missing', async () => {
    const { tenant, product } = await productWithImage('Handgemaakte sojakaars met lavendel');
    const response = await get(`/api/products/${product.id}/images/999999/file?tenantId=${tenant.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['x-placeholder']).toBe('true');
    expect(response.body).toContain('<svg');
    expect(response.body).toContain('>Handgemaakte sojakaa<');
    expect(response.body).not.toContain('Handgemaakte sojakaar');
  });

  it('escapes the product name inside the placeholder', async () => {
    const { tenant, product } = await productWithImage('<b>Kaars & "Co"</b>');
    const response = await get(`/api/products/${product.id}/images/999999/file?tenantId=${tenant.id}`);
    expect(response.body).not.toContain('<b>');
    expect(response.body).toContain('&#60;b&#62;Kaars &#38; &#34;Co&#34;');
  });

  it('answers 404 Product not found for a missing or inactive product', async () => {
    const { tenant, image } = await productWithImage();
    const inactive = await createProduct(ctx.database.db, tenant.id, { isActive: false });
    for (const id of [888_888, inactive.id]) {
      const response = await get(`/api/products/${id}/images/${image.id}/file?tenantId=${tenant.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Product not found' });
    }
  });

  it('answers 400 without a tenantId', async () => {
    const { product, image } = await productWithImage();
    const response = await get(`/api/products/${product.id}/images/${image.id}/file`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_error');
  });

  it("cannot see another tenant's product image file", async () => {
    const { product, image } = await productWithImage();
    const other = await createTenant(ctx.database.db);
    const response = await get(`/api/products/${product.id}/images/${image.id}/file?tenantId=${other.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-placeholder']).toBeUndefined();
  });
});

describe('GET /api/products/public/images/:productId/:imageId/file', () => {
  it('answers the same bytes as the product image route, and the placeholder when missing', async () => {
    const { tenant, product, image, data } = await productWithImage('Kort');
    const response = await get(`/api/products/public/images/${product.id}/${image.id}/file?tenantId=${tenant.id}&v=2`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(data)).toBe(true);
    expect(response.headers['cache-control']).not.toContain('immutable');
    const missing = await get(`/api/products/public/images/${product.id}/424242/file?tenantId=${tenant.id}`);
    expect(missing.headers['x-placeholder']).toBe('true');
    expect(missing.body).toContain('>Kort<');
  });

  it("cannot see another tenant's public product image file", async () => {
    const { product, image } = await productWithImage();
    const other = await createTenant(ctx.database.db);
    const response = await get(`/api/products/public/images/${product.id}/${image.id}/file?tenantId=${other.id}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/categories/:id/images/:imageId/file', () => {
  it('answers the stored bytes with content type and ETag', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const category = await createCategory(db, tenant.id);
    const { image, file } = await createCategoryImage(db, tenant.id, category.id);
    const response = await get(`/api/categories/${category.id}/images/${image.id}/file?tenantId=${tenant.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.etag).toBe(`"${file.sha256}"`);
    expect(response.rawPayload.toString()).toMatch(/^image-/);
  });

  it("answers a 'No Image' placeholder for a missing image of an existing category", async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const category = await createCategory(db, tenant.id);
    const response = await get(`/api/categories/${category.id}/images/77777/file?tenantId=${tenant.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-placeholder']).toBe('true');
    expect(response.body).toContain('No Image');
  });

  it('answers 404 Category not found for a missing category', async () => {
    const tenant = await createTenant(ctx.database.db);
    const response = await get(`/api/categories/66666/images/1/file?tenantId=${tenant.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Categorie niet gevonden' });
  });

  it("cannot see another tenant's category image file", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    const category = await createCategory(db, owner.id);
    const { image } = await createCategoryImage(db, owner.id, category.id);
    const response = await get(`/api/categories/${category.id}/images/${image.id}/file?tenantId=${other.id}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('add-on images', () => {
  async function addonWithImage() {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id);
    const addon = await createAddon(db, tenant.id, product.id);
    const { image, file } = await createAddonImage(db, tenant.id, addon.id);
    return { tenant, product, addon, image, file };
  }

  it('GET /api/products/:productId/addons/:addonId/images lists the images of an add-on', async () => {
    const { tenant, product, addon, image } = await addonWithImage();
    const response = await get(`/api/products/${product.id}/addons/${addon.id}/images?tenantId=${tenant.id}`);
    expect(response.statusCode).toBe(200);
    expect(ZImage.array().parse(response.json())).toEqual([
      {
        id: image.id,
        isPrimary: true,
        fileName: expect.any(String),
        altText: '',
        displayOrder: 0,
        width: 600,
        height: 600,
      },
    ]);
  });

  it('answers 404 Add-on not found for an add-on of another product', async () => {
    const { tenant, addon } = await addonWithImage();
    const otherProduct = await createProduct(ctx.database.db, tenant.id);
    const response = await get(`/api/products/${otherProduct.id}/addons/${addon.id}/images?tenantId=${tenant.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Optie niet gevonden' });
  });

  it('GET .../images/:imageId/file answers the stored bytes, 304 on a matching ETag', async () => {
    const { tenant, product, addon, image, file } = await addonWithImage();
    const url = `/api/products/${product.id}/addons/${addon.id}/images/${image.id}/file?tenantId=${tenant.id}`;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.etag).toBe(`"${file.sha256}"`);
    expect((await get(url, { 'if-none-match': `"${file.sha256}"` })).statusCode).toBe(304);
  });

  it('answers 404 Image not found for a missing add-on image', async () => {
    const { tenant, product, addon } = await addonWithImage();
    const response = await get(
      `/api/products/${product.id}/addons/${addon.id}/images/31337/file?tenantId=${tenant.id}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Afbeelding niet gevonden' });
  });

  it("cannot see another tenant's addon images", async () => {
    const { product, addon } = await addonWithImage();
    const other = await createTenant(ctx.database.db);
    const response = await get(`/api/products/${product.id}/addons/${addon.id}/images?tenantId=${other.id}`);
    expect(response.statusCode).toBe(404);
  });

  it("cannot see another tenant's addon image file", async () => {
    const { product, addon, image } = await addonWithImage();
    const other = await createTenant(ctx.database.db);
    const response = await get(
      `/api/products/${product.id}/addons/${addon.id}/images/${image.id}/file?tenantId=${other.id}`,
    );
    expect(response.statusCode).toBe(404);
  });

  it('hides the images of an inactive add-on or of an inactive product', async () => {
    const first = await addonWithImage();
    await ctx.database.pool.query('update product_addons set is_active = false where tenant_id = $1 and id = $2', [
      first.tenant.id,
      first.addon.id,
    ]);
    const second = await addonWithImage();
    await ctx.database.pool.query('update products set is_active = false where tenant_id = $1 and id = $2', [
      second.tenant.id,
      second.product.id,
    ]);
    for (const { tenant, product, addon, image } of [first, second]) {
      const list = await get(`/api/products/${product.id}/addons/${addon.id}/images?tenantId=${tenant.id}`);
      expect(list.statusCode).toBe(404);
      const file = await get(
        `/api/products/${product.id}/addons/${addon.id}/images/${image.id}/file?tenantId=${tenant.id}`,
      );
      expect(file.statusCode).toBe(404);
    }
  });
});

describe('tenant files: logo, hero image, hero video', () => {
  it('GET /api/tenants/:id/logo answers the logo with ?t=, revalidated by its ETag', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const file = await createTenantFile(db, tenant.id, 'logo', bytesOf('PNG-logo'));
    const response = await get(`/api/tenants/${tenant.id}/logo?t=1700000000`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('PNG-logo');
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers.etag).toBe(`"${file.sha256}"`);
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it('HEAD /api/tenants/:id/logo answers 200 without a body when a logo exists, 404 otherwise', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const without = await createTenant(db);
    await createTenantFile(db, tenant.id, 'logo');
    const head = await ctx.app.inject({ method: 'HEAD', url: `/api/tenants/${tenant.id}/logo` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.rawPayload.length).toBe(0);
    expect((await ctx.app.inject({ method: 'HEAD', url: `/api/tenants/${without.id}/logo` })).statusCode).toBe(404);
  });

  it('GET hero-image and hero-video answer their files; video supports ranges', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    await createTenantFile(db, tenant.id, 'heroImage', bytesOf('hero-image-bytes'), 'image/jpeg');
    await createTenantFile(db, tenant.id, 'heroVideo', bytesOf('0123456789abcdef'), 'video/mp4');
    const image = await get(`/api/tenants/${tenant.id}/hero-image?t=5`);
    expect([image.statusCode, image.headers['content-type'], image.body]).toEqual([
      200,
      'image/jpeg',
      'hero-image-bytes',
    ]);
    const video = await get(`/api/tenants/${tenant.id}/hero-video`, { range: 'bytes=10-' });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.headers['content-range']).toBe('bytes 10-15/16');
    expect(video.body).toBe('abcdef');
  });

  it('answers 404 for logo, hero image and hero video when the tenant has none', async () => {
    const tenant = await createTenant(ctx.database.db);
    const expected = {
      logo: 'Deze webshop heeft geen logo',
      'hero-image': 'Deze webshop heeft geen headerafbeelding',
      'hero-video': 'Deze webshop heeft geen headervideo',
    };
    for (const [path, message] of Object.entries(expected)) {
      const response = await get(`/api/tenants/${tenant.id}/${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message });
    }
  });

  it('answers 404 Tenant not found for an unknown tenant and 400 for a malformed id', async () => {
    const unknown = await get('/api/tenants/00000000-0000-4000-8000-000000000000/logo');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Tenant not found');
    expect((await get('/api/tenants/nope/logo')).statusCode).toBe(400);
  });

  it("cannot see another tenant's logo", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    const file = await createTenantFile(db, owner.id, 'logo');
    expect((await get(`/api/tenants/${other.id}/logo`)).statusCode).toBe(404);
    // Even a tenant row pointing at another tenant's file must not serve it.
    await ctx.database.pool.query('update tenants set logo_media_id = $2 where id = $1', [other.id, file.id]);
    expect((await get(`/api/tenants/${other.id}/logo`)).statusCode).toBe(404);
  });
});
