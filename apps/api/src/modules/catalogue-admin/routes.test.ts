import type { TBackOfficeProduct, TProduct, TProductInput, TProductListPage } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createProductImage, createTenant } from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  media,
  orderItems,
  orders,
  productImages,
  products,
  stockMovements,
  tenantAuditLog,
} from '../../db/schema/tables.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Shop = { id: string; name: string };

const NOW = new Date('2026-06-15T12:00:00Z');

describe('Back office: products', () => {
  let ctx: TestContext;
  let shopA: Shop;
  let shopB: Shop;
  let ownerA: string;
  let ownerB: string;
  let admin: string;

  const db = () => ctx.database.db;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const path = (shop: Shop, rest = '') => `/api/platform/shops/${shop.name}/products${rest}`;
  // Body fields are answered as 'body.<name>'.
  const fieldsOf = (body: { fields?: { field: string }[] }) =>
    (body.fields ?? []).map((entry) => entry.field.replace(/^body\./, ''));
  const productRow = async (tenantId: string, id: number) =>
    (
      await db()
        .select()
        .from(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    )[0];
  const auditActions = async (tenantId: string) =>
    (await db().select().from(tenantAuditLog).where(eq(tenantAuditLog.tenantId, tenantId))).map((row) => row.action);

  const input = (overrides: Partial<TProductInput> = {}): TProductInput => ({
    name: 'Rode roos',
    shortDescription: 'Een bos van tien',
    description: '<p>Geurig <strong>en</strong> vers</p><script>alert(1)</script>',
    price: 19.99,
    discountType: 'none',
    sku: `ROOS-${Math.random().toString(36).slice(2, 8)}`,
    stockQuantity: 7,
    madeToOrder: false,
    needsPackageSending: true,
    weightGrams: 450,
    isActive: true,
    categoryId: null,
    focusShopProductInfoSections: null,
    focusShopShowBreadcrumb: true,
    focusShopShowCategory: false,
    focusShopShowSku: true,
    focusShopShowStock: false,
    focusShopPriceTextColor: '#AA0000',
    focusShopTitleTextColor: null,
    ...overrides,
  });

  beforeAll(async () => {
    // The odd-input test makes hundreds of calls: more than the 'account' family allows a minute.
    ctx = await createTestApp({ RATE_LIMIT_ACCOUNT: 100_000 }, { clock: () => NOW });
    shopA = await createTenant(db(), { name: 'producten-a' });
    shopB = await createTenant(db(), { name: 'producten-b' });
    ownerA = await platformSessionCookie(db(), (await createPlatformUser(db(), { shopIds: [shopA.id] })).id);
    ownerB = await platformSessionCookie(db(), (await createPlatformUser(db(), { shopIds: [shopB.id] })).id);
    admin = await platformSessionCookie(db(), (await createPlatformUser(db(), { role: 'Admin' })).id);
  });

  afterAll(async () => {
    await ctx.close();
  });

  describe('list', () => {
    let shop: Shop;
    let owner: string;
    beforeAll(async () => {
      shop = await createTenant(db());
      owner = await platformSessionCookie(db(), (await createPlatformUser(db(), { shopIds: [shop.id] })).id);
      const bloemen = await createCategory(db(), shop.id, { name: 'Bloemen' });
      const rose = await createProduct(db(), shop.id, {
        name: 'Roos',
        sku: 'R-1',
        priceCents: 500,
        stockQuantity: 3,
        displayOrder: 2,
        categoryId: bloemen.id,
      });
      await createProductImage(db(), shop.id, rose.id);
      await createProduct(db(), shop.id, {
        name: 'Tulp',
        sku: 'T-1',
        priceCents: 300,
        stockQuantity: 0,
        displayOrder: 1,
      });
      await createProduct(db(), shop.id, {
        name: 'Vaas',
        sku: 'V-1',
        priceCents: 2500,
        stockQuantity: 40,
        displayOrder: 3,
        isActive: false,
        isDiscountActive: true,
        discountPercentage: 20,
      });
      await createProduct(db(), shop.id, {
        name: 'Boeket',
        sku: 'B-1',
        madeToOrder: true,
        stockQuantity: 0,
        displayOrder: 4,
      });
    });

    const names = (page: TProductListPage) => page.items.map((item) => item.name);
    const list = async (query = '') => {
      const response = await call('GET', `${path(shop)}${query}`, owner);
      expect(response.statusCode).toBe(200);
      return response.json<TProductListPage>();
    };

    it('lists every product in display order with a thumbnail, stock level and the price shown now', async () => {
      const page = await list();
      expect(names(page)).toEqual(['Tulp', 'Roos', 'Vaas', 'Boeket']);
      expect(page.total).toBe(4);
      const [tulip, rose, vase, bouquet] = page.items;
      expect(tulip).toMatchObject({ stockLevel: 'out', thumbnail: null, price: 3 });
      expect(rose).toMatchObject({ stockLevel: 'low', category: { name: 'Bloemen' } });
      expect(rose?.thumbnail?.imageId).toEqual(expect.any(Number));
      expect(vase).toMatchObject({
        isActive: false,
        hasActiveDiscount: true,
        price: 25,
        currentPrice: 20,
        stockLevel: 'in',
      });
      expect(bouquet).toMatchObject({ stockLevel: 'in', madeToOrder: true });
    });

    it('searches names and SKUs and filters on category, active, stock and discount', async () => {
      expect(names(await list('?search=roo'))).toEqual(['Roos']);
      expect(names(await list('?search=t-1'))).toEqual(['Tulp']);
      expect(names(await list('?active=false'))).toEqual(['Vaas']);
      expect(names(await list('?stock=out'))).toEqual(['Tulp']);
      expect(names(await list('?stock=low'))).toEqual(['Roos']);
      expect(names(await list('?stock=in'))).toEqual(['Vaas', 'Boeket']);
      expect(names(await list('?discounted=true'))).toEqual(['Vaas']);
      const category = (await list('?search=roos')).items[0]?.category?.id;
      expect(names(await list(`?categoryId=${category}`))).toEqual(['Roos']);
    });

    it('sorts and pages, with the total of the whole list', async () => {
      expect(names(await list('?sort=name'))).toEqual(['Boeket', 'Roos', 'Tulp', 'Vaas']);
      expect(names(await list('?sort=price&direction=desc')).slice(0, 1)).toEqual(['Vaas']);
      const second = await list('?sort=name&page=2&pageSize=3');
      expect(names(second)).toEqual(['Vaas']);
      expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    });

    it('refuses a page size above 100 with the field', async () => {
      const response = await call('GET', `${path(shop)}?pageSize=101`, owner);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['querystring.pageSize']);
    });
  });

  describe('create, read and update', () => {
    it('creates a product with a clean description, its first stock movement and the shop sees it', async () => {
      const category = await createCategory(db(), shopA.id);
      const response = await call('POST', path(shopA), ownerA, input({ categoryId: category.id, sku: 'NIEUW-1' }));
      expect(response.statusCode).toBe(201);
      const created = response.json<TBackOfficeProduct>();
      expect(created).toMatchObject({
        name: 'Rode roos',
        description: '<p>Geurig <strong>en</strong> vers</p>',
        price: 19.99,
        sku: 'NIEUW-1',
        stockQuantity: 7,
        weightGrams: 450,
        focusShopPriceTextColor: '#aa0000',
        focusShopShowCategory: false,
        category: { id: category.id },
        isDiscountActive: false,
        images: { count: 0, primary: null },
      });
      const movements = await db().select().from(stockMovements).where(eq(stockMovements.productId, created.id));
      expect(movements.map((row) => [row.reason, row.delta])).toEqual([['initial', 7]]);
      const shop = await call('GET', `/api/products/${created.id}?tenantId=${shopA.id}`);
      expect(shop.json<TProduct>()).toMatchObject({ name: 'Rode roos', price: 19.99 });
    });

    it('answers every field of one product', async () => {
      const product = await createProduct(db(), shopA.id, {
        focusShopProductInfoSections: [{ id: 'a', title: 'Maten', content: 'S, M', isExpanded: true, isEnabled: true }],
      });
      const response = await call('GET', path(shopA, `/${product.id}`), ownerA);
      expect(response.statusCode).toBe(200);
      expect(response.json<TBackOfficeProduct>()).toMatchObject({
        id: product.id,
        sku: product.sku,
        orderLineCount: 0,
        focusShopProductInfoSections: [{ id: 'a', title: 'Maten' }],
      });
    });

    it('updates the whole product: the storefront shows it at the next request and a new stock is an adjustment', async () => {
      const product = await createProduct(db(), shopA.id, { stockQuantity: 10 });
      await call('GET', `/api/products/${product.id}?tenantId=${shopA.id}`);
      const response = await call(
        'PUT',
        path(shopA, `/${product.id}`),
        ownerA,
        input({
          name: 'Witte roos',
          sku: product.sku,
          stockQuantity: 4,
          discountType: 'percentage',
          discountPercentage: 25,
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<TBackOfficeProduct>()).toMatchObject({
        name: 'Witte roos',
        stockQuantity: 4,
        isDiscountActive: true,
        hasActiveDiscount: true,
        discountPercentage: 25,
        currentPrice: 14.99,
        discountedPrice: 14.99,
      });
      const movements = await db().select().from(stockMovements).where(eq(stockMovements.productId, product.id));
      expect(movements.map((row) => [row.reason, row.delta, row.actor])).toEqual([
        ['initial', 10, 'seed'],
        ['adjustment', -6, 'shop'],
      ]);
      const shop = await call('GET', `/api/products/${product.id}?tenantId=${shopA.id}`);
      expect(shop.json<TProduct>()).toMatchObject({
        name: 'Witte roos',
        price: 14.99,
        originalPrice: 19.99,
        stockQuantity: 4,
      });
    });

    it('keeps a new price as the percentage it comes to, with its period deciding whether it runs', async () => {
      const product = await createProduct(db(), shopA.id);
      const response = await call(
        'PUT',
        path(shopA, `/${product.id}`),
        ownerA,
        input({
          sku: product.sku,
          price: 20,
          discountType: 'price',
          discountPrice: 15,
          discountStartDate: '2026-07-01T00:00:00Z',
          discountEndDate: '2026-07-31T00:00:00Z',
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<TBackOfficeProduct>()).toMatchObject({
        discountPercentage: 25,
        isDiscountActive: true,
        hasActiveDiscount: false,
        currentPrice: 20,
        discountedPrice: 15,
        discountStartDate: '2026-07-01T00:00:00.000Z',
      });
    });

    it('refuses bad input with each field and writes nothing', async () => {
      const product = await createProduct(db(), shopA.id, { name: 'Onveranderd' });
      const bad = input({
        name: ' ',
        sku: '',
        price: -1,
        stockQuantity: 1.5,
        weightGrams: -3,
        focusShopTitleTextColor: 'rood',
        discountType: 'percentage',
        discountPercentage: 100,
      });
      const response = await call('PUT', path(shopA, `/${product.id}`), ownerA, bad);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json()).sort()).toEqual(
        [
          'discountPercentage',
          'focusShopTitleTextColor',
          'name',
          'price',
          'sku',
          'stockQuantity',
          'weightGrams',
        ].sort(),
      );
      expect((await productRow(shopA.id, product.id))?.name).toBe('Onveranderd');

      const dates = await call(
        'POST',
        path(shopA),
        ownerA,
        input({
          discountType: 'price',
          price: 10,
          discountPrice: 12,
          discountStartDate: '2026-08-01T00:00:00Z',
          discountEndDate: '2026-07-01T00:00:00Z',
        }),
      );
      expect(dates.statusCode).toBe(400);
      expect(fieldsOf(dates.json()).sort()).toEqual(['discountEndDate', 'discountPrice']);
      expect(dates.json().fields[1].message).toBe('The end date must be after the start date');
    });

    it('refuses an unknown or foreign category with the field and writes nothing', async () => {
      const foreign = await createCategory(db(), shopB.id);
      const sku = 'CAT-FOUT';
      const response = await call('POST', path(shopA), ownerA, input({ sku, categoryId: foreign.id }));
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['categoryId']);
      expect(await db().select().from(products).where(eq(products.sku, sku))).toEqual([]);
    });

    it('answers 409 with the sku field for a SKU the shop uses already, whatever its case', async () => {
      await createProduct(db(), shopA.id, { sku: 'DUBBEL-1' });
      const other = await createProduct(db(), shopA.id);
      const created = await call('POST', path(shopA), ownerA, input({ sku: 'dubbel-1' }));
      expect(created.statusCode).toBe(409);
      expect(fieldsOf(created.json())).toEqual(['sku']);
      const updated = await call('PUT', path(shopA, `/${other.id}`), ownerA, input({ sku: 'DUBBEL-1' }));
      expect(updated.statusCode).toBe(409);
      expect((await productRow(shopA.id, other.id))?.sku).toBe(other.sku);
      // Another shop may use the same SKU.
      expect((await call('POST', path(shopB), ownerB, input({ sku: 'DUBBEL-1' }))).statusCode).toBe(201);
    });
  });

  describe('delete, duplicate, bulk and order', () => {
    it('deletes a product; order lines keep their copy', async () => {
      const product = await createProduct(db(), shopA.id, { name: 'Verkocht' });
      const [order] = await db()
        .insert(orders)
        .values({
          tenantId: shopA.id,
          orderNumber: `P-${product.id}-ABCDEFGHJK`,
          paymentMethodType: 'BankTransfer',
          paymentMethodName: 'Bankoverschrijving',
          shippingMethodName: 'Pakket',
          customerEmail: 'klant@example.com',
          customerFirstName: 'Klaas',
          customerLastName: 'Klant',
          shippingAddress: 'Straat 1',
          shippingCity: 'Utrecht',
          shippingPostalCode: '1234 AB',
          shippingCountry: 'NL',
          billingAddress: 'Straat 1',
          billingCity: 'Utrecht',
          billingPostalCode: '1234 AB',
          billingCountry: 'NL',
          subTotalCents: 1250,
          shippingCostCents: 0,
          taxAmountCents: 217,
          totalAmountCents: 1250,
        })
        .returning();
      await db()
        .insert(orderItems)
        .values({
          tenantId: shopA.id,
          orderId: order?.id ?? 0,
          productId: product.id,
          productName: 'Verkocht',
          productSku: product.sku,
          quantity: 1,
          unitPriceCents: 1250,
          totalPriceCents: 1250,
        });
      expect((await call('GET', path(shopA, `/${product.id}`), ownerA)).json().orderLineCount).toBe(1);
      const response = await call('DELETE', path(shopA, `/${product.id}`), ownerA);
      expect(response.statusCode).toBe(204);
      expect(await productRow(shopA.id, product.id)).toBeUndefined();
      const lines = await db().select().from(orderItems).where(eq(orderItems.productId, product.id));
      expect(lines.map((line) => line.productName)).toEqual(['Verkocht']);
      expect((await call('GET', `/api/products/${product.id}?tenantId=${shopA.id}`)).statusCode).toBe(404);
    });

    it('deletes the files only a deleted product used, and keeps those a copy still shows', async () => {
      const product = await createProduct(db(), shopA.id);
      const { file } = await createProductImage(db(), shopA.id, product.id);
      const copy = (await call('POST', path(shopA, `/${product.id}/duplicate`), ownerA)).json<TBackOfficeProduct>();
      expect((await call('DELETE', path(shopA, `/${product.id}`), ownerA)).statusCode).toBe(204);
      expect(await db().select().from(media).where(eq(media.id, file.id))).toHaveLength(1);
      const bulk = await call('POST', path(shopA, '/bulk'), ownerA, { action: 'delete', ids: [copy.id] });
      expect(bulk.statusCode).toBe(200);
      expect(await db().select().from(media).where(eq(media.id, file.id))).toHaveLength(0);
    });

    it('duplicates a product as an inactive copy with a new SKU and the same image files', async () => {
      const product = await createProduct(db(), shopA.id, { name: 'Origineel', sku: 'ORIG' });
      const { file } = await createProductImage(db(), shopA.id, product.id);
      const first = await call('POST', path(shopA, `/${product.id}/duplicate`), ownerA);
      expect(first.statusCode).toBe(201);
      const copy = first.json<TBackOfficeProduct>();
      expect(copy).toMatchObject({
        name: 'Origineel (kopie)',
        sku: 'ORIG-KOPIE',
        isActive: false,
        images: { count: 1 },
      });
      const second = await call('POST', path(shopA, `/${product.id}/duplicate`), ownerA);
      expect(second.json<TBackOfficeProduct>().sku).toBe('ORIG-KOPIE-2');
      const images = await db().select().from(productImages).where(eq(productImages.productId, copy.id));
      expect(images.map((image) => image.mediaId)).toEqual([file.id]);
    });

    it('changes products in bulk, all or nothing', async () => {
      const one = await createProduct(db(), shopA.id);
      const two = await createProduct(db(), shopA.id);
      const foreign = await createProduct(db(), shopB.id);
      const off = await call('POST', path(shopA, '/bulk'), ownerA, { action: 'deactivate', ids: [one.id, two.id] });
      expect(off.json()).toEqual({ action: 'deactivate', count: 2 });
      expect((await productRow(shopA.id, one.id))?.isActive).toBe(false);
      const mixed = await call('POST', path(shopA, '/bulk'), ownerA, { action: 'delete', ids: [one.id, foreign.id] });
      expect(mixed.statusCode).toBe(404);
      expect(await productRow(shopA.id, one.id)).toBeDefined();
      expect(await productRow(shopB.id, foreign.id)).toBeDefined();
      const empty = await call('POST', path(shopA, '/bulk'), ownerA, { action: 'delete', ids: [] });
      expect(empty.statusCode).toBe(400);
      const gone = await call('POST', path(shopA, '/bulk'), ownerA, { action: 'delete', ids: [one.id, two.id] });
      expect(gone.json().count).toBe(2);
      expect(await productRow(shopA.id, two.id)).toBeUndefined();
    });

    it('moves products into the places they held', async () => {
      const shop = await createTenant(db());
      const owner = await platformSessionCookie(db(), (await createPlatformUser(db(), { shopIds: [shop.id] })).id);
      const made: { id: number }[] = [];
      for (const name of ['A', 'B', 'C', 'D'])
        made.push(await createProduct(db(), shop.id, { name, displayOrder: made.length }));
      const ids = made.map((product) => product.id);
      const response = await call('PUT', path(shop as Shop, '/order'), owner, { ids: [ids[3], ids[1]] });
      expect(response.statusCode).toBe(204);
      const page = (await call('GET', path(shop as Shop), owner)).json<TProductListPage>();
      expect(page.items.map((item) => item.name)).toEqual(['A', 'D', 'C', 'B']);
      const foreign = await createProduct(db(), shopB.id);
      expect((await call('PUT', path(shop as Shop, '/order'), owner, { ids: [foreign.id] })).statusCode).toBe(404);
      expect((await call('PUT', path(shop as Shop, '/order'), owner, { ids: [ids[0], ids[0]] })).statusCode).toBe(400);
    });
  });

  describe('odd input', () => {
    it('answers any body an owner sends with a 2xx or a 4xx, never a 5xx', async () => {
      const product = await createProduct(db(), shopA.id);
      const value = fc.oneof(
        fc.constant(null),
        fc.boolean(),
        fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }),
        fc.double({ noNaN: true }),
        fc.string({ maxLength: 30 }),
        fc.constantFrom('0000-01-01T00:00:00Z', '2026-02-30T00:00:00Z', '#ZZZZZZ', '%_\\', 'price'),
      );
      const field = fc.constantFrom(...(Object.keys(input()) as (keyof TProductInput)[]), 'discountPrice', 'extra');
      await fc.assert(
        fc.asyncProperty(fc.dictionary(field, value, { maxKeys: 6 }), async (changes) => {
          const body = { ...input({ sku: `FUZZ-${product.id}` }), ...changes };
          const response = await call('PUT', path(shopA, `/${product.id}`), ownerA, body);
          expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
          expect(response.statusCode).not.toBe(429);
          const list = await call(
            'GET',
            `${path(shopA)}?search=${encodeURIComponent(String(changes.name ?? '%'))}`,
            ownerA,
          );
          expect(list.statusCode).toBeLessThan(500);
        }),
        { numRuns: 120, seed: 20_261_122 },
      );
    });
  });

  describe('access', () => {
    it('answers 401 to anonymous calls', async () => {
      const product = await createProduct(db(), shopA.id);
      for (const [method, url] of [
        ['GET', path(shopA)],
        ['GET', path(shopA, `/${product.id}`)],
        ['POST', path(shopA)],
        ['PUT', path(shopA, `/${product.id}`)],
        ['DELETE', path(shopA, `/${product.id}`)],
        ['POST', path(shopA, `/${product.id}/duplicate`)],
        ['POST', path(shopA, '/bulk')],
        ['PUT', path(shopA, '/order')],
      ] as const) {
        const body = url.endsWith('/bulk')
          ? { action: 'activate', ids: [product.id] }
          : url.endsWith('/order')
            ? { ids: [product.id] }
            : method === 'POST' || method === 'PUT'
              ? input()
              : undefined;
        expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it("answers 404 to another shop's owner, for its shop and for its product ids in their own shop's path", async () => {
      const product = await createProduct(db(), shopB.id, { name: 'Van B' });
      expect((await call('GET', path(shopB), ownerA)).statusCode).toBe(404);
      expect((await call('GET', path(shopB, `/${product.id}`), ownerA)).statusCode).toBe(404);
      expect((await call('GET', path(shopA, `/${product.id}`), ownerA)).statusCode).toBe(404);
      expect((await call('PUT', path(shopA, `/${product.id}`), ownerA, input({ sku: 'X' }))).statusCode).toBe(404);
      expect((await call('DELETE', path(shopA, `/${product.id}`), ownerA)).statusCode).toBe(404);
      expect((await call('POST', path(shopA, `/${product.id}/duplicate`), ownerA)).statusCode).toBe(404);
      expect((await call('POST', path(shopB), ownerA, input())).statusCode).toBe(404);
      const row = await productRow(shopB.id, product.id);
      expect(row?.name).toBe('Van B');
    });

    it("lets the Admin work in any shop and records each change in the owner's audit log", async () => {
      const shop = await createTenant(db());
      const created = await call('POST', path(shop), admin, input({ sku: 'ADM-1' }));
      expect(created.statusCode).toBe(201);
      const id = created.json<TBackOfficeProduct>().id;
      expect((await call('GET', path(shop), admin)).json().total).toBe(1);
      await call('PUT', path(shop, `/${id}`), admin, input({ sku: 'ADM-1', name: 'Aangepast' }));
      const copy = (await call('POST', path(shop, `/${id}/duplicate`), admin)).json<TBackOfficeProduct>();
      await call('PUT', path(shop, '/order'), admin, { ids: [copy.id, id] });
      await call('POST', path(shop, '/bulk'), admin, { action: 'activate', ids: [copy.id] });
      await call('DELETE', path(shop, `/${copy.id}`), admin);
      expect((await auditActions(shop.id)).sort()).toEqual(
        [
          'product.created',
          'product.updated',
          'product.duplicated',
          'product.reordered',
          'product.bulk-activate',
          'product.deleted',
        ].sort(),
      );
      // The Admin worked in this shop only; shop A's log has its owner's own changes, none of the Admin's.
      const logA = await db().select().from(tenantAuditLog).where(eq(tenantAuditLog.tenantId, shopA.id));
      expect(logA.filter((row) => row.actorRole === 'Admin')).toEqual([]);
    });
  });
});
