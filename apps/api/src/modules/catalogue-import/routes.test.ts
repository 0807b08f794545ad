import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TImportPreview, TImportResult } from '@shop/contracts';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeImageForProduct } from '#src/modules/media-library/media-library.ts';
import { createAddon, createCategory, createProduct, createTenant } from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { categories, media, productImages, products, stockMovements, tenantAuditLog } from '../../db/schema/tables.ts';

const SHOPIFY_FIXTURE = readFileSync(new URL('./fixtures/shopify-products.csv', import.meta.url), 'utf8');
const SHOPIFY_CDN = 'https://cdn.shopify.com';

/** The Shopify fixture with its two broken rows mended. */
const fixedShopifyFile = (origin: string) =>
  SHOPIFY_FIXTURE.replaceAll(SHOPIFY_CDN, origin)
    .replace('24,5O', '24,50')
    .replace('theedoek-set,,', 'theedoek-set,Theedoeken set van drie,');

function multipart(file: string | Buffer, fields: Record<string, string> = {}, fileName = 'products.csv') {
  const boundary = `----import${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(file) ? file : Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('Back office: product import and export', () => {
  let ctx: TestContext;
  let imageServer: Server;
  let imageOrigin: string;
  const imageRequests: string[] = [];
  /** Paths the image server answers with a 500 from now on. */
  const failingPaths = new Set<string>();
  let png: Buffer;

  const db = () => ctx.database.db;
  const shopPath = (shop: { name: string }) => `/api/platform/shops/${shop.name}`;
  const newShop = async () => {
    const shop = await createTenant(db());
    const owner = await platformSessionCookie(db(), (await createPlatformUser(db(), { shopIds: [shop.id] })).id);
    return { shop, owner };
  };
  const exportCsv = (shop: { name: string }, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: `${shopPath(shop)}/products/export.csv`, headers: cookie ? { cookie } : {} });
  const upload = (
    step: 'import/preview' | 'import',
    shop: { name: string },
    cookie: string | undefined,
    file: string | Buffer,
    fields: Record<string, string> = {},
  ) => {
    const body = multipart(file, fields);
    return ctx.app.inject({
      method: 'POST',
      url: `${shopPath(shop)}/products/${step}`,
      headers: { 'content-type': body.contentType, 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };
  const productsOf = (tenantId: string) =>
    db().select().from(products).where(eq(products.tenantId, tenantId)).orderBy(asc(products.displayOrder));
  const countOf = async (table: typeof products | typeof categories | typeof media, tenantId: string) =>
    (await db().select().from(table).where(eq(table.tenantId, tenantId))).length;

  beforeAll(async () => {
    ctx = await createTestApp({ IMPORT_ALLOW_PRIVATE_IMAGE_HOSTS: true });
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c05030' } })
      .png()
      .toBuffer();
    imageServer = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      imageRequests.push(path);
      if (failingPaths.has(path)) {
        response.writeHead(500).end();
        return;
      }
      if (path.endsWith('/not-an-image.jpg')) {
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end('hello');
        return;
      }
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    });
    await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
    imageOrigin = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => imageServer.close(() => resolve()));
    await ctx.close();
  });

  beforeEach(() => {
    imageRequests.length = 0;
    failingPaths.clear();
  });

  describe('export', () => {
    it('writes one row per product with every field, UTF-8 with a BOM, images as absolute URLs', async () => {
      const { shop, owner } = await newShop();
      const category = await createCategory(db(), shop.id, { name: 'Bloemen & planten' });
      const product = await createProduct(db(), shop.id, {
        name: 'Zonnebloem "Reus"',
        sku: 'ZON-1',
        categoryId: category.id,
        priceCents: 1995,
        isDiscountActive: true,
        discountPercentage: 25,
        stockQuantity: 7,
        weightGrams: 120,
        description: '<p>Geel, één meter hoog</p>',
      });
      await createAddon(db(), shop.id, product.id, { name: 'Kaartje', priceCents: 250, type: 'Complex' });
      await storeImageForProduct({ db: db(), store: ctx.app.mediaStore }, shop.id, product.id, {
        bytes: png,
        fileName: 'zonnebloem.png',
        altText: 'Een zonnebloem',
      });

      const response = await exportCsv(shop, owner);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toContain(`${shop.name}-products-`);
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [row, ...rest] = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
      expect(rest).toHaveLength(0);
      expect(row).toMatchObject({
        sku: 'ZON-1',
        name: 'Zonnebloem "Reus"',
        category: 'Bloemen & planten',
        price: '19.95',
        isDiscountActive: 'true',
        discountPercentage: '25',
        stockQuantity: '7',
        weightGrams: '120',
        description: '<p>Geel, één meter hoog</p>',
        imageAltTexts: 'Een zonnebloem',
      });
      expect(row?.imageUrls).toMatch(
        new RegExp(`^http://localhost(:80)?/api/products/public/images/${product.id}/\\d+/file\\?tenantId=${shop.id}$`),
      );
      expect(JSON.parse(row?.addons ?? '')).toEqual([
        expect.objectContaining({ name: 'Kaartje', price: 2.5, type: 'Complex', isRequired: false }),
      ]);
    });

    it('round trip: a shop exported and imported into an empty shop exports the same; back into itself nothing changes', async () => {
      const { shop, owner } = await newShop();
      const category = await createCategory(db(), shop.id, { name: 'Keuken' });
      const first = await createProduct(db(), shop.id, {
        name: 'Schaal',
        sku: 'SCH-1',
        categoryId: category.id,
        shortDescription: 'Een, twee; drie',
        description: '<p>Regel één</p>\n<p>Regel twee</p>',
        priceCents: 4250,
        isDiscountActive: true,
        discountPercentage: 10,
        discountStartDate: new Date('2026-01-01T00:00:00.000Z'),
        discountEndDate: new Date('2026-12-31T23:00:00.000Z'),
        stockQuantity: 3,
        madeToOrder: true,
        needsPackageSending: true,
        weightGrams: 800,
        displayOrder: 0,
        focusShopProductInfoSections: [
          { id: 'care', title: 'Onderhoud', content: 'Handwas', isExpanded: true, isEnabled: true },
        ],
        focusShopShowSku: false,
        focusShopPriceTextColor: '#112233',
      });
      // Texts a spreadsheet would run as a formula are exported with a leading apostrophe.
      await createProduct(db(), shop.id, {
        name: '=1+1 Lepel',
        shortDescription: '@lepel -50%',
        sku: 'LEP-1',
        isActive: false,
        stockQuantity: 0,
        displayOrder: 1,
      });
      await createAddon(db(), shop.id, first.id, {
        name: 'Gravure',
        description: 'Naam op de rand',
        priceCents: 500,
        type: 'Complex',
        isRequired: false,
        isInputRequired: true,
        inputFieldLabel: 'Naam',
        inputFieldPlaceholder: 'bijv. Anna',
      });
      for (const name of ['voor', 'achter']) {
        await storeImageForProduct({ db: db(), store: ctx.app.mediaStore }, shop.id, first.id, {
          bytes: png,
          fileName: `${name}.png`,
          altText: `Schaal ${name}`,
        });
      }
      // The import fetches the images from the shop's own URLs: the API must be reachable over HTTP.
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const exported = await (
        await fetch(`${address}${shopPath(shop)}/products/export.csv`, { headers: { cookie: owner } })
      ).text();

      expect(exported).toContain("'=1+1 Lepel");
      expect(exported).toContain("'@lepel -50%");
      const target = await newShop();
      const imported = await upload('import', target.shop, target.owner, exported);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json<TImportResult>()).toEqual({
        format: 'winkelwerf',
        created: 2,
        updated: 0,
        categoriesCreated: 1,
        imagesStored: 2,
      });
      const withoutImageUrls = (csv: string) =>
        (parse(csv, { columns: true, bom: true }) as Record<string, string>[]).map(({ imageUrls, ...row }) => ({
          ...row,
          imageCount: imageUrls?.split('\n').filter(Boolean).length,
        }));
      const reExported = (await exportCsv(target.shop, target.owner)).body;
      expect(withoutImageUrls(reExported)).toEqual(withoutImageUrls(exported));
      expect((await productsOf(target.shop.id)).map((product) => product.name)).toContain('=1+1 Lepel');
      const targetProducts = await productsOf(target.shop.id);
      const movements = await db().select().from(stockMovements).where(eq(stockMovements.tenantId, target.shop.id));
      expect(movements).toEqual([
        expect.objectContaining({ productId: targetProducts[0]?.id, delta: 3, reason: 'initial', actor: 'shop' }),
      ]);

      const movementsBefore = (await db().select().from(stockMovements).where(eq(stockMovements.tenantId, shop.id)))
        .length;
      const again = await upload('import', shop, owner, exported);
      expect(again.json<TImportResult>()).toMatchObject({ created: 0, updated: 2, imagesStored: 0 });
      const exportedAgain = await (
        await fetch(`${address}${shopPath(shop)}/products/export.csv`, { headers: { cookie: owner } })
      ).text();
      expect(exportedAgain).toBe(exported);
      const movementsAfter = (await db().select().from(stockMovements).where(eq(stockMovements.tenantId, shop.id)))
        .length;
      expect(movementsAfter).toBe(movementsBefore);
    });
  });

  describe('Shopify export', () => {
    it('preview lists each row with its errors and writes nothing; fixed, the import writes products, categories, discounts, stock and images', async () => {
      const { shop, owner } = await newShop();
      const broken = SHOPIFY_FIXTURE.replaceAll(SHOPIFY_CDN, imageOrigin);
      const preview = await upload('import/preview', shop, owner, broken);
      expect(preview.statusCode, preview.body).toBe(200);
      const body = preview.json<TImportPreview>();
      expect(body.format).toBe('shopify');
      expect(body.summary).toMatchObject({ products: 6, creates: 6, updates: 0, rowsWithErrors: 2 });
      expect(body.summary.newCategories.sort()).toEqual(['Keukengerei', 'Keukentextiel', 'Mugs', 'Wonen']);
      const bySku = new Map(body.rows.map((row) => [row.product.sku, row]));
      expect(bySku.get('PLANK-OLIJF')?.errors).toEqual([
        { column: 'Variant Price', code: 'invalid_price', params: { value: '24,5O' } },
      ]);
      expect(bySku.get('PLANK-OLIJF')?.line).toBe(7);
      expect(bySku.get('THEE-3')?.errors).toEqual([
        { column: 'Title', code: 'missing_name', params: { handle: 'theedoek-set' } },
      ]);
      expect(bySku.get('SCH-ZWA')).toMatchObject({
        product: {
          name: 'Linnen schort – Zwart',
          price: 34.95,
          discountPercentage: 14,
          isDiscountActive: true,
          imageCount: 2,
        },
        warnings: expect.arrayContaining([expect.objectContaining({ code: 'discount_rounded' })]),
      });
      expect(bySku.get('KAARS-VIJG')?.warnings).toContainEqual(
        expect.objectContaining({ code: 'stock_set_to_zero', params: { value: -2 } }),
      );
      expect(await countOf(products, shop.id)).toBe(0);
      expect(await countOf(categories, shop.id)).toBe(0);
      expect(await countOf(media, shop.id)).toBe(0);

      const refused = await upload('import', shop, owner, broken);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'import_has_errors',
        message: '2 rows have errors; nothing was imported.',
        preview: { summary: { rowsWithErrors: 2 } },
      });
      expect(await countOf(products, shop.id)).toBe(0);

      const fixed = fixedShopifyFile(imageOrigin);
      expect((await upload('import/preview', shop, owner, fixed)).json<TImportPreview>().summary.rowsWithErrors).toBe(
        0,
      );
      imageRequests.length = 0;
      const response = await upload('import', shop, owner, fixed);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TImportResult>()).toEqual({
        format: 'shopify',
        created: 6,
        updated: 0,
        categoriesCreated: 4,
        imagesStored: 8,
      });
      expect(new Set(imageRequests).size).toBe(6);

      const rows = await productsOf(shop.id);
      const product = (sku: string) => rows.find((row) => row.sku === sku);
      const categoryNames = new Map(
        (await db().select().from(categories).where(eq(categories.tenantId, shop.id))).map((row) => [row.id, row.name]),
      );
      expect(product('SCH-NAT')).toMatchObject({
        name: 'Linnen schort – Naturel',
        priceCents: 3495,
        isDiscountActive: false,
        stockQuantity: 12,
        weightGrams: 350,
        isActive: true,
        shortDescription: 'Linnen schort met zakken',
      });
      expect(product('SCH-NAT')?.description).toBe('<p>Stevig <strong>linnen</strong> schort met twee zakken.</p>');
      expect(product('SCH-ZWA')).toMatchObject({ priceCents: 3495, discountPercentage: 14, isDiscountActive: true });
      expect(product('MOK-01')).toMatchObject({ name: 'Keramiek mok', priceCents: 1495, discountPercentage: 20 });
      expect(categoryNames.get(product('MOK-01')?.categoryId ?? -1)).toBe('Mugs');
      expect(categoryNames.get(product('SCH-NAT')?.categoryId ?? -1)).toBe('Keukentextiel');
      expect(product('PLANK-OLIJF')).toMatchObject({ priceCents: 2450, isActive: false });
      expect(product('KAARS-VIJG')).toMatchObject({ stockQuantity: 0, madeToOrder: true, isActive: false });

      const imagesOf = async (sku: string) =>
        db()
          .select({ altText: productImages.altText, isPrimary: productImages.isPrimary })
          .from(productImages)
          .where(and(eq(productImages.tenantId, shop.id), eq(productImages.productId, product(sku)?.id ?? -1)))
          .orderBy(asc(productImages.displayOrder));
      expect(await imagesOf('SCH-ZWA')).toEqual([
        { altText: 'Zwart schort', isPrimary: true },
        { altText: 'Naturel schort op een haak', isPrimary: false },
      ]);
      expect((await imagesOf('MOK-01')).map((image) => image.altText)).toEqual([
        'Mok van voren',
        'Mok van opzij',
        'Keramiek mok',
      ]);
      const movements = await db().select().from(stockMovements).where(eq(stockMovements.tenantId, shop.id));
      expect(movements.find((movement) => movement.productId === product('SCH-NAT')?.id)).toMatchObject({
        delta: 12,
        reason: 'initial',
      });

      const changed = fixed.replace(',SCH-NAT,350,shopify,12,', ',SCH-NAT,350,shopify,9,');
      const notUpdating = await upload('import/preview', shop, owner, changed, { updateExisting: 'false' });
      expect(notUpdating.json<TImportPreview>().rows[0]?.errors).toEqual([
        { column: 'Variant SKU', code: 'sku_exists', params: { sku: 'SCH-NAT' } },
      ]);
      const update = await upload('import', shop, owner, changed, { updateExisting: 'true' });
      expect(update.json<TImportResult>()).toMatchObject({ created: 0, updated: 6 });
      expect((await productsOf(shop.id)).find((row) => row.sku === 'SCH-NAT')?.stockQuantity).toBe(9);
      const adjustments = await db()
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.tenantId, shop.id), eq(stockMovements.reason, 'adjustment')));
      expect(adjustments).toEqual([expect.objectContaining({ delta: -3, actor: 'shop' })]);
    });

    it('all or nothing: an image that fails between the preview and the import leaves the shop untouched', async () => {
      const { shop, owner } = await newShop();
      const file = fixedShopifyFile(imageOrigin);
      expect((await upload('import/preview', shop, owner, file)).json<TImportPreview>().summary.rowsWithErrors).toBe(0);
      failingPaths.add('/s/files/1/0612/3456/7890/products/mok-boven.png');
      const response = await upload('import', shop, owner, file);
      expect(response.statusCode).toBe(400);
      const refusal = response.json<{ preview: TImportPreview }>();
      expect(refusal.preview.rows.find((row) => row.product.sku === 'MOK-01')?.errors).toEqual([
        {
          column: 'Image Src',
          code: 'image_fetch_failed',
          params: {
            url: `${imageOrigin}/s/files/1/0612/3456/7890/products/mok-boven.png?v=1700000005`,
            reason: 'http_500',
          },
        },
      ]);
      expect(await countOf(products, shop.id)).toBe(0);
      expect(await countOf(categories, shop.id)).toBe(0);
      expect(await countOf(media, shop.id)).toBe(0);
    });

    it('a URL that is not an image is the row error of the preview', async () => {
      const { shop, owner } = await newShop();
      const file = fixedShopifyFile(imageOrigin).replace('plank.jpg', 'not-an-image.jpg');
      const body = (await upload('import/preview', shop, owner, file)).json<TImportPreview>();
      expect(body.rows.find((row) => row.product.sku === 'PLANK-OLIJF')?.errors).toEqual([
        expect.objectContaining({
          code: 'image_fetch_failed',
          params: expect.objectContaining({ reason: 'not_an_image' }),
        }),
      ]);
    });
  });

  it('by default refuses images on loopback and private addresses (IMPORT_ALLOW_PRIVATE_IMAGE_HOSTS off)', async () => {
    const strict = await createTestApp();
    try {
      const shop = await createTenant(strict.database.db);
      const owner = await platformSessionCookie(
        strict.database.db,
        (await createPlatformUser(strict.database.db, { shopIds: [shop.id] })).id,
      );
      const body = multipart(`sku,name,price,imageUrls\nP-1,Plaat,5.00,${imageOrigin}/plaat.png\n`);
      const response = await strict.app.inject({
        method: 'POST',
        url: `${shopPath(shop)}/products/import/preview`,
        headers: { 'content-type': body.contentType, cookie: owner },
        payload: body.payload,
      });
      expect(response.json<TImportPreview>().rows[0]?.errors).toEqual([
        {
          column: 'imageUrls',
          code: 'image_fetch_failed',
          params: { url: `${imageOrigin}/plaat.png`, reason: 'private_address' },
        },
      ]);
      expect(imageRequests).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  describe('our CSV', () => {
    const header =
      'sku,name,category,price,isDiscountActive,discountPercentage,stockQuantity,weightGrams,isActive,addons';

    it('lists bad values, duplicate SKUs and add-on errors per row', async () => {
      const { shop, owner } = await newShop();
      await createProduct(db(), shop.id, { sku: 'BESTAAT' });
      const file = [
        header,
        'A-1,Appel,Fruit,"2,50",false,,10,150,true,',
        'A-1,Peer,Fruit,3.00,true,,x,150,misschien,',
        ',,Fruit,abc,false,,1,1,true,"[{""name"":""""}]"',
        'BESTAAT,Bestaand,,4.00,false,,1,1,true,not json',
      ].join('\n');
      const body = (
        await upload('import/preview', shop, owner, file, { updateExisting: 'false' })
      ).json<TImportPreview>();
      expect(body.format).toBe('winkelwerf');
      expect(body.rows.map((row) => [row.line, row.errors.map((error) => `${error.column}:${error.code}`)])).toEqual([
        [2, []],
        [
          3,
          [
            'discountPercentage:invalid_discount',
            'stockQuantity:invalid_number',
            'isActive:invalid_boolean',
            'sku:duplicate_sku_in_file',
          ],
        ],
        [4, ['sku:missing_sku', 'name:missing_name', 'price:invalid_price', 'addons:invalid_addons']],
        [5, ['addons:invalid_addons', 'sku:sku_exists']],
      ]);
      expect(body.rows[0]?.product).toMatchObject({ price: 2.5, category: 'Fruit', stockQuantity: 10 });
      expect(body.rows[1]?.errors.at(-1)?.params).toEqual({ line: 2 });
      expect(await countOf(products, shop.id)).toBe(1);
    });

    it('cleans the description like the product editor does, and says so', async () => {
      const { shop, owner } = await newShop();
      const file =
        'sku,name,price,description\nD-1,Doos,3.00,"<p onclick=""x()"">Stevig</p><script>alert(1)</script>"\n';
      const preview = (await upload('import/preview', shop, owner, file)).json<TImportPreview>();
      expect(preview.rows[0]?.warnings).toEqual([{ column: 'description', code: 'description_sanitised', params: {} }]);
      expect((await upload('import', shop, owner, file)).statusCode).toBe(200);
      expect((await productsOf(shop.id))[0]?.description).toBe('<p>Stevig</p>');
    });

    it('reads a semicolon file as Excel in Dutch writes it', async () => {
      const { shop, owner } = await newShop();
      const file = '\uFEFFsku;name;price;stockQuantity\r\nK-1;Kaas;"12,95";4\r\n';
      const response = await upload('import', shop, owner, file);
      expect(response.statusCode, response.body).toBe(200);
      expect((await productsOf(shop.id))[0]).toMatchObject({
        sku: 'K-1',
        name: 'Kaas',
        priceCents: 1295,
        stockQuantity: 4,
      });
    });
  });

  describe('files it refuses', () => {
    const refusal = async (file: string | Buffer) => {
      const { shop, owner } = await newShop();
      const response = await upload('import/preview', shop, owner, file);
      expect(response.statusCode).toBe(400);
      return response.json<{ error: string; message: string }>();
    };

    it('an image is not a CSV', async () => {
      expect(await refusal(png)).toMatchObject({
        error: 'import_file_invalid',
        message: 'This file is not a readable CSV file.',
      });
    });

    it('a CSV with other columns', async () => {
      expect(await refusal('naam,prijs\nAppel,1\n')).toMatchObject({
        error: 'import_file_invalid',
        message: "This file's columns belong neither to our export nor to a Shopify product export.",
      });
    });

    it('a header without rows', async () => {
      expect(await refusal('sku,name,price\n')).toMatchObject({ message: 'This file contains no products.' });
    });

    it('more than 5 MB', async () => {
      const row = `X,${'a'.repeat(1000)},1.00\n`;
      const file = `sku,name,price\n${row.repeat(Math.ceil(IMPORT_MAX_BYTES / row.length) + 1)}`;
      expect(await refusal(file)).toMatchObject({ message: 'The file is too large (at most 5 MB).' });
    });

    it('more than 5000 rows', async () => {
      const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) => `S-${index},Product,1.00`);
      expect(await refusal(`sku,name,price\n${rows.join('\n')}\n`)).toMatchObject({
        message: 'The file has too many rows (at most 5000).',
      });
    });

    it('no file at all', async () => {
      const { shop, owner } = await newShop();
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${shopPath(shop)}/products/import/preview`,
        headers: { cookie: owner, 'accept-language': 'en', 'content-type': 'application/json' },
        payload: {},
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'import_file_invalid', message: 'Choose a CSV file to import.' });
    });
  });

  describe('who may', () => {
    const file = 'sku,name,price\nW-1,Wortel,0.80\n';

    it('anonymous: 401 for export, preview and import', async () => {
      const { shop } = await newShop();
      expect((await exportCsv(shop)).statusCode).toBe(401);
      expect((await upload('import/preview', shop, undefined, file)).statusCode).toBe(401);
      expect((await upload('import', shop, undefined, file)).statusCode).toBe(401);
      expect(await countOf(products, shop.id)).toBe(0);
    });

    it("another shop's owner: 404, and nothing of the shop leaks or changes", async () => {
      const { shop } = await newShop();
      await createProduct(db(), shop.id, { sku: 'GEHEIM' });
      const other = await newShop();
      const exported = await exportCsv(shop, other.owner);
      expect(exported.statusCode).toBe(404);
      expect(exported.body).not.toContain('GEHEIM');
      expect((await upload('import/preview', shop, other.owner, file)).statusCode).toBe(404);
      expect((await upload('import', shop, other.owner, file)).statusCode).toBe(404);
      expect(await countOf(products, shop.id)).toBe(1);
      expect(await countOf(products, other.shop.id)).toBe(0);
    });

    it('the Admin may, and the owner sees it in the audit log', async () => {
      const { shop } = await newShop();
      const admin = await platformSessionCookie(db(), (await createPlatformUser(db(), { role: 'Admin' })).id);
      expect((await exportCsv(shop, admin)).statusCode).toBe(200);
      const response = await upload('import', shop, admin, file);
      expect(response.statusCode, response.body).toBe(200);
      const audit = await db().select().from(tenantAuditLog).where(eq(tenantAuditLog.tenantId, shop.id));
      expect(audit.map((row) => [row.action, row.details])).toEqual([
        ['catalogue.exported', {}],
        ['catalogue.imported', { format: 'winkelwerf', created: 1, updated: 0 }],
      ]);
    });

    it("the owner's own import is in the activity log too, as the owner's", async () => {
      const { shop, owner } = await newShop();
      expect((await upload('import', shop, owner, file)).statusCode).toBe(200);
      const audit = await db().select().from(tenantAuditLog).where(eq(tenantAuditLog.tenantId, shop.id));
      expect(audit.map((row) => [row.action, row.actorRole])).toEqual([['catalogue.imported', 'Owner']]);
    });
  });
});
