import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantAuditLog } from '#src/db/schema/tables.ts';
import { createAddon, createCategory, createProduct, createTenant } from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { sampleJpeg, samplePng } from './test-images.ts';

let ctx: TestContext;
let shopA: { id: string; name: string };
let shopB: { id: string; name: string };
let ownerA: string;
let ownerB: string;
let admin: string;
let photo: Buffer;

const db = () => ctx.database.db;
const count = async (sql: string, tenantId: string) =>
  (await ctx.database.pool.query(`${sql} where tenant_id = $1`, [tenantId])).rowCount ?? 0;

function multipart(file: { name: string; bytes: Buffer; type?: string } | null, fields: Record<string, string> = {}) {
  const boundary = `----media${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (url: string, cookie: string | undefined, body: ReturnType<typeof multipart>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}), 'accept-language': 'en' },
  });
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const auditActions = async (tenantId: string) =>
  (await db().select().from(tenantAuditLog).where(eq(tenantAuditLog.tenantId, tenantId))).map((row) => row.action);

beforeAll(async () => {
  ctx = await createTestApp();
  shopA = await createTenant(db(), { name: 'beeld-a' });
  shopB = await createTenant(db(), { name: 'beeld-b' });
  ownerA = await platformSessionCookie(db(), (await createPlatformUser(db(), { shopIds: [shopA.id] })).id);
  ownerB = await platformSessionCookie(db(), (await createPlatformUser(db(), { shopIds: [shopB.id] })).id);
  admin = await platformSessionCookie(db(), (await createPlatformUser(db(), { role: 'Admin' })).id);
  photo = await sampleJpeg(1100, 700, 1);
});
afterAll(async () => ctx?.close());

describe('product images', () => {
  it('uploads, lists, serves versioned variants, reorders, sets primary and alt text, and deletes', async () => {
    const product = await createProduct(db(), shopA.id, { name: 'Vaas blauw' });
    const base = `/api/platform/shops/${shopA.name}/products/${product.id}/images`;
    const first = await upload(base, ownerA, multipart({ name: 'vaas.jpg', bytes: photo }));
    expect(first.statusCode).toBe(201);
    const image = first.json();
    expect(image).toMatchObject({ altText: 'Vaas blauw', isPrimary: true, width: 1100, height: 700 });
    expect(image.variants.map((v: { width: number; format: string }) => `${v.width}.${v.format}`)).toEqual([
      '320.webp',
      '320.avif',
      '640.webp',
      '640.avif',
      '1024.webp',
      '1024.avif',
    ]);
    expect(image.srcset.avif).toContain('1024w');

    const variant = await call('GET', image.src);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(640);
    expect((await call('GET', image.src.replace('640.webp', '1600.webp'))).statusCode).toBe(404);
    expect((await call('GET', image.src.replace('/v1/', '/v2/'))).statusCode).toBe(404);
    const etag = String(variant.headers.etag);
    const again = await ctx.app.inject({ url: image.src, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // The storefront's URL of the image still answers (spec §7).
    const legacy = await call('GET', `/api/products/${product.id}/images/${image.id}/file?tenantId=${shopA.id}`);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.headers['content-type']).toBe('image/jpeg');
    // A browser that takes AVIF or WebP gets the 1024 px variant at the same URL.
    const legacyUrl = `/api/products/${product.id}/images/${image.id}/file?tenantId=${shopA.id}`;
    const avif = await ctx.app.inject({ url: legacyUrl, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toContain('Accept');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(1024);
    const webp = await ctx.app.inject({ url: legacyUrl, headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');

    const second = (
      await upload(
        base,
        ownerA,
        multipart({ name: 'zijkant.txt', bytes: await samplePng(200, 100) }, { altText: 'Zijkant' }),
      )
    ).json();
    expect(second).toMatchObject({ altText: 'Zijkant', isPrimary: false, displayOrder: 1 });
    expect(second.variants.map((v: { width: number }) => v.width)).toEqual([200, 200]);

    const ordered = await call('PUT', `${base}/order`, ownerA, { ids: [second.id, image.id] });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().map((entry: { id: number }) => entry.id)).toEqual([second.id, image.id]);
    const badOrder = await call('PUT', `${base}/order`, ownerA, { ids: [second.id] });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().fields[0].field).toBe('body.ids');

    const primary = await call('PUT', `${base}/${second.id}`, ownerA, { isPrimary: true, altText: ' Vaas van opzij ' });
    expect(primary.json()).toMatchObject({ isPrimary: true, altText: 'Vaas van opzij' });
    const list = (await call('GET', base, ownerA)).json();
    expect(list.filter((entry: { isPrimary: boolean }) => entry.isPrimary)).toHaveLength(1);
    const emptyAlt = await call('PUT', `${base}/${second.id}`, ownerA, { altText: '  ' });
    expect(emptyAlt.statusCode).toBe(400);
    expect(emptyAlt.json().fields[0]).toEqual({ field: 'body.altText', message: 'Describe the image (alt text)' });

    const objectsBefore = await count('select 1 from media_objects', shopA.id);
    const removed = await call('DELETE', `${base}/${second.id}`, ownerA);
    expect(removed.statusCode).toBe(204);
    expect(await count('select 1 from media_objects', shopA.id)).toBe(objectsBefore - 2);
    const remaining = (await call('GET', base, ownerA)).json();
    expect(remaining).toMatchObject([{ id: image.id, isPrimary: true }]);
    expect((await call('GET', second.src)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${second.id}`, ownerA)).statusCode).toBe(404);
    // The owner's own changes are in the shop's activity log too.
    expect(await auditActions(shopA.id)).toEqual(
      expect.arrayContaining(['product.image_added', 'product.image_deleted']),
    );
  });

  it('refuses what is not a complete image, and too large a file, storing nothing', async () => {
    const product = await createProduct(db(), shopA.id);
    const base = `/api/platform/shops/${shopA.name}/products/${product.id}/images`;
    const mediaBefore = await count('select 1 from media', shopA.id);
    const imagesBefore = await count('select 1 from product_images', shopA.id);
    const notImage = await upload(base, ownerA, multipart({ name: 'photo.jpg', bytes: Buffer.from('%PDF-1.7 nope') }));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().fields).toEqual([
      { field: 'file', message: expect.stringContaining('"photo.jpg" is not a readable image') },
    ]);
    const truncated = await upload(
      base,
      ownerA,
      multipart({ name: 'half.jpg', bytes: photo.subarray(0, photo.length / 2) }),
    );
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().fields[0].field).toBe('file');
    const big = Buffer.concat([photo, Buffer.alloc(20 * 1024 * 1024)]);
    const tooBig = await upload(base, ownerA, multipart({ name: 'big.jpg', bytes: big }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().fields).toEqual([{ field: 'file', message: '"big.jpg" is too large (at most 20 MB).' }]);
    const noFile = await upload(base, ownerA, multipart(null, { altText: 'x' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields).toEqual([{ field: 'file', message: 'Choose a file' }]);
    expect(await count('select 1 from media', shopA.id)).toBe(mediaBefore);
    expect(await count('select 1 from product_images', shopA.id)).toBe(imagesBefore);
  });

  it("answers 404 for another shop's product and image, 401 without a session", async () => {
    const productB = await createProduct(db(), shopB.id);
    const imageB = (
      await upload(
        `/api/platform/shops/${shopB.name}/products/${productB.id}/images`,
        ownerB,
        multipart({ name: 'b.jpg', bytes: photo }),
      )
    ).json();
    // Owner of A on shop B, and on shop A with B's product id.
    for (const base of [
      `/api/platform/shops/${shopB.name}/products/${productB.id}/images`,
      `/api/platform/shops/${shopA.name}/products/${productB.id}/images`,
    ]) {
      expect((await call('GET', base, ownerA)).statusCode).toBe(404);
      expect((await upload(base, ownerA, multipart({ name: 'x.jpg', bytes: photo }))).statusCode).toBe(404);
      expect((await call('PUT', `${base}/order`, ownerA, { ids: [imageB.id] })).statusCode).toBe(404);
      expect((await call('PUT', `${base}/${imageB.id}`, ownerA, { isPrimary: true })).statusCode).toBe(404);
      expect((await call('DELETE', `${base}/${imageB.id}`, ownerA)).statusCode).toBe(404);
    }
    const productA = await createProduct(db(), shopA.id);
    const ownBase = `/api/platform/shops/${shopA.name}/products/${productA.id}/images`;
    expect((await call('DELETE', `${ownBase}/${imageB.id}`, ownerA)).statusCode).toBe(404);
    expect((await call('GET', ownBase)).statusCode).toBe(401);
    expect((await upload(ownBase, undefined, multipart({ name: 'x.jpg', bytes: photo }))).statusCode).toBe(401);
    // The variant URL of B's image does not answer under A's id.
    expect((await call('GET', imageB.src.replace(shopB.id, shopA.id))).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/platform/shops/${shopB.name}/products/${productB.id}/images`, ownerB)).json(),
    ).toHaveLength(1);
  });

  it('lets the Admin manage images, audited for the owner', async () => {
    const shop = await createTenant(db(), { name: 'beeld-admin' });
    const product = await createProduct(db(), shop.id);
    const base = `/api/platform/shops/${shop.name}/products/${product.id}/images`;
    const image = (await upload(base, admin, multipart({ name: 'a.jpg', bytes: photo }))).json();
    expect((await call('PUT', `${base}/order`, admin, { ids: [image.id] })).statusCode).toBe(200);
    expect((await call('PUT', `${base}/${image.id}`, admin, { altText: 'Nieuw' })).statusCode).toBe(200);
    expect((await call('DELETE', `${base}/${image.id}`, admin)).statusCode).toBe(204);
    expect((await auditActions(shop.id)).sort()).toEqual([
      'product.image_added',
      'product.image_deleted',
      'product.image_updated',
      'product.images_ordered',
    ]);
  });
});

describe('category and add-on images', () => {
  it('uploads to a category and an add-on, each only in its own shop and product', async () => {
    const category = await createCategory(db(), shopA.id, { name: 'Vazen' });
    const product = await createProduct(db(), shopA.id, { name: 'Pot' });
    const otherProduct = await createProduct(db(), shopA.id);
    const addon = await createAddon(db(), shopA.id, product.id, { name: 'Schotel' });
    const categoryBase = `/api/platform/shops/${shopA.name}/categories/${category.id}/images`;
    const addonBase = `/api/platform/shops/${shopA.name}/products/${product.id}/addons/${addon.id}/images`;
    const categoryImage = await upload(categoryBase, ownerA, multipart({ name: 'c.jpg', bytes: photo }));
    expect(categoryImage.json()).toMatchObject({ altText: 'Vazen', isPrimary: true });
    const addonImage = await upload(addonBase, ownerA, multipart({ name: 'a.jpg', bytes: photo }));
    expect(addonImage.json()).toMatchObject({ altText: 'Pot – Schotel', isPrimary: true });
    expect(
      (await call('GET', `/api/categories/${category.id}/images/${categoryImage.json().id}/file?tenantId=${shopA.id}`))
        .statusCode,
    ).toBe(200);

    expect(
      (
        await call(
          'GET',
          `/api/platform/shops/${shopA.name}/products/${otherProduct.id}/addons/${addon.id}/images`,
          ownerA,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', categoryBase.replace(shopA.name, shopB.name), ownerA)).statusCode).toBe(404);
    expect((await call('GET', categoryBase.replace(shopA.name, shopB.name), ownerB)).statusCode).toBe(404);
    expect((await call('GET', addonBase.replace(shopA.name, shopB.name), ownerB)).statusCode).toBe(404);
    // Every call of B's owner on A's category and add-on images answers 404, and changes nothing.
    for (const [base, imageId] of [
      [categoryBase, categoryImage.json().id],
      [addonBase, addonImage.json().id],
    ] as const) {
      const foreign = base.replace(shopA.name, shopB.name);
      expect((await upload(foreign, ownerB, multipart({ name: 'x.jpg', bytes: photo }))).statusCode).toBe(404);
      expect((await call('PUT', `${foreign}/order`, ownerB, { ids: [imageId] })).statusCode).toBe(404);
      expect((await call('PUT', `${foreign}/${imageId}`, ownerB, { altText: 'Overgenomen' })).statusCode).toBe(404);
      expect((await call('DELETE', `${foreign}/${imageId}`, ownerB)).statusCode).toBe(404);
      expect((await call('GET', base, ownerA)).json()).toMatchObject([{ id: imageId, isPrimary: true }]);
    }
    expect((await call('GET', categoryBase)).statusCode).toBe(401);
    expect((await call('GET', addonBase)).statusCode).toBe(401);
    expect((await call('DELETE', `${categoryBase}/${categoryImage.json().id}`, ownerB)).statusCode).toBe(404);
    expect((await call('DELETE', `${addonBase}/${addonImage.json().id}`, ownerA)).statusCode).toBe(204);
  });

  it('lets the Admin upload to a category and an add-on, audited', async () => {
    const shop = await createTenant(db(), { name: 'beeld-admin-2' });
    const category = await createCategory(db(), shop.id);
    const product = await createProduct(db(), shop.id);
    const addon = await createAddon(db(), shop.id, product.id);
    const base = `/api/platform/shops/${shop.name}`;
    expect(
      (await upload(`${base}/categories/${category.id}/images`, admin, multipart({ name: 'c.jpg', bytes: photo })))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await upload(
          `${base}/products/${product.id}/addons/${addon.id}/images`,
          admin,
          multipart({ name: 'a.jpg', bytes: photo }),
        )
      ).statusCode,
    ).toBe(201);
    expect((await auditActions(shop.id)).sort()).toEqual(['addon.image_added', 'category.image_added']);
  });
});

describe('shop files', () => {
  it('uploads and removes the logo, hero image and hero video', async () => {
    const base = `/api/platform/shops/${shopA.name}/files`;
    const logo = await upload(
      `${base}/logo`,
      ownerA,
      multipart({ name: 'logo.png', bytes: await samplePng(400, 200) }),
    );
    expect(logo.statusCode).toBe(200);
    expect(logo.json().logo).toMatchObject({ fileName: 'logo.png', contentType: 'image/webp', width: 400 });
    const served = await call('GET', `/api/tenants/${shopA.id}/logo`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(1000)]);
    const hero = await upload(`${base}/hero-video`, ownerA, multipart({ name: 'hero.mp4', bytes: video }));
    expect(hero.json().heroVideo).toMatchObject({ contentType: 'video/mp4', byteSize: video.length });
    const notVideo = await upload(`${base}/hero-video`, ownerA, multipart({ name: 'hero.mp4', bytes: photo }));
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().fields[0].message).toBe('"hero.mp4" is not an MP4 or WebM video.');
    const heroImage = await upload(`${base}/hero-image`, ownerA, multipart({ name: 'h.jpg', bytes: photo }));
    expect(heroImage.json().heroImage.srcset.webp).toContain('1024w');
    // Replacing the logo removes the old one.
    const mediaBefore = await count('select 1 from media', shopA.id);
    await upload(`${base}/logo`, ownerA, multipart({ name: 'logo2.png', bytes: await samplePng(300, 300) }));
    expect(await count('select 1 from media', shopA.id)).toBe(mediaBefore);
    const removed = await call('DELETE', `${base}/logo`, ownerA);
    expect(removed.json().logo).toBeNull();
    expect((await call('GET', `/api/tenants/${shopA.id}/logo`)).statusCode).toBe(404);
  });

  it("answers 404 for another shop's files, 401 without a session, and audits the Admin", async () => {
    const base = `/api/platform/shops/${shopB.name}/files`;
    expect((await call('GET', base, ownerA)).statusCode).toBe(404);
    expect((await upload(`${base}/logo`, ownerA, multipart({ name: 'l.jpg', bytes: photo }))).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/logo`, ownerA)).statusCode).toBe(404);
    expect((await call('GET', base)).statusCode).toBe(401);
    const shop = await createTenant(db(), { name: 'beeld-admin-3' });
    const adminBase = `/api/platform/shops/${shop.name}/files`;
    expect(
      (await upload(`${adminBase}/hero-image`, admin, multipart({ name: 'h.jpg', bytes: photo }))).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `${adminBase}/hero-image`, admin)).statusCode).toBe(200);
    expect((await auditActions(shop.id)).sort()).toEqual(['look.file_removed', 'look.file_uploaded']);
  });
});
