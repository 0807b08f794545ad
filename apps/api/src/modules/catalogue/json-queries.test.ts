import { CAROUSEL_MAX_PRODUCTS, nextPriceChange } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, mediaVariants, productImages } from '#src/db/schema/tables.ts';
import {
  createAddon,
  createCategory,
  createMedia,
  createProduct,
  createProductImage,
  createTenant,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { answerKeys, type ProductSelection, productsJson } from './json-queries.ts';
import {
  findCarouselProducts,
  findProductImages,
  findProductsByIds,
  findPublicProduct,
  findPublicProducts,
  findPublicProductsOfCategory,
  type ProductRow,
} from './queries.ts';
import { writeTenantAnswers } from './stored-answers.ts';
import { toProductViews } from './views.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/** The answer as the row mapping of queries.ts and the views of views.ts build it. */
async function viewsOf(tenantId: string, selection: ProductSelection, now: Date) {
  const { db } = ctx.database;
  let rows: ProductRow[];
  if (selection.kind === 'all') rows = await findPublicProducts(db, tenantId);
  else if (selection.kind === 'category') rows = await findPublicProductsOfCategory(db, tenantId, selection.categoryId);
  else if (selection.kind === 'carousel') rows = await findCarouselProducts(db, tenantId, selection.limit);
  else if (selection.kind === 'ids') {
    const position = new Map(selection.ids.map((id, index) => [id, index]));
    rows = (await findProductsByIds(db, tenantId, selection.ids)).sort(
      (a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0),
    );
  } else {
    const row = await findPublicProduct(db, tenantId, selection.productId);
    rows = row ? [row] : [];
  }
  const images = await findProductImages(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  const views = toProductViews(rows, images, now);
  return {
    body: selection.kind === 'one' ? (views[0] ? JSON.stringify(views[0]) : null) : JSON.stringify(views),
    validUntil: nextPriceChange(rows, now),
  };
}

describe('product JSON written by PostgreSQL', () => {
  let tenantId: string;
  let categoryId: number;
  const ids: number[] = [];

  beforeAll(async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    tenantId = tenant.id;
    const category = await createCategory(db, tenantId, { name: 'Kaarsen "Luxe" \\ & <b>' });
    categoryId = category.id;
    const hidden = await createCategory(db, tenantId, { isActive: false });
    const add = async (overrides: Parameters<typeof createProduct>[2]) => {
      const product = await createProduct(db, tenantId, { displayOrder: ids.length % 4, ...overrides });
      ids.push(product.id);
      return product;
    };

    // Images: one with variants (WebP and AVIF, a stale version's left out), one without, one without sizes.
    const withImages = await add({
      categoryId,
      name: 'Geurkaars "Vanille" \\ \n tab\t é ü 😀 \u2028',
      shortDescription: '',
      description: 'Lang <verhaal> & meer',
      priceCents: 1999,
      sku: 'GK/001',
    });
    const first = await createProductImage(db, tenantId, withImages.id);
    await db.update(media).set({ version: 2 }).where(eq(media.id, first.file.id));
    for (const [width, format, version] of [
      [640, 'webp', 2],
      [320, 'webp', 2],
      [320, 'avif', 2],
      [640, 'avif', 2],
      [1280, 'webp', 1],
    ] as const) {
      await db.insert(mediaVariants).values({
        tenantId,
        mediaId: first.file.id,
        version,
        width,
        format,
        height: width,
        byteSize: 100,
        sha256: 'x',
        storePath: `v/${width}.${format}`,
      });
    }
    const second = await createProductImage(db, tenantId, withImages.id, false);
    await db.update(productImages).set({ displayOrder: 2, altText: '' }).where(eq(productImages.id, second.image.id));
    const third = await createMedia(db, tenantId);
    await db.update(media).set({ width: null, height: null }).where(eq(media.id, third.id));
    await db
      .insert(productImages)
      .values({ tenantId, productId: withImages.id, mediaId: third.id, isPrimary: false, displayOrder: 1 });

    // Discounts: on now, starting later, ended, 0 %, without dates, odd roundings, dates with microseconds.
    await add({
      categoryId,
      priceCents: 1001,
      isDiscountActive: true,
      discountPercentage: 33,
      discountStartDate: daysFromNow(-2),
      discountEndDate: daysFromNow(5),
    });
    await add({
      priceCents: 2500,
      isDiscountActive: true,
      discountPercentage: 20,
      discountStartDate: daysFromNow(3),
      discountEndDate: daysFromNow(9),
    });
    await add({
      priceCents: 2500,
      isDiscountActive: true,
      discountPercentage: 20,
      discountStartDate: daysFromNow(-9),
      discountEndDate: daysFromNow(-3),
    });
    await add({ priceCents: 2500, isDiscountActive: true, discountPercentage: null });
    await add({ priceCents: 1, isDiscountActive: true, discountPercentage: 50 });
    await add({ priceCents: 5, isDiscountActive: false, discountPercentage: 40, discountEndDate: daysFromNow(2) });
    const precise = await add({ priceCents: 123457, isDiscountActive: true, discountPercentage: 15 });
    await ctx.database.pool.query(
      `update products set discount_start_date = '2021-03-04 05:06:07.123456+00',
         discount_end_date = now() + interval '1 day 0.000789 second' where tenant_id = $1 and id = $2`,
      [tenantId, precise.id],
    );

    // Stock states, categories, add-ons and the storefront's settings.
    await add({ stockQuantity: 0, madeToOrder: false, priceCents: 100000 });
    await add({ stockQuantity: 0, madeToOrder: true, weightGrams: 1234, needsPackageSending: true });
    await add({ stockQuantity: 3, categoryId: hidden.id });
    const withAddons = await add({ priceCents: 0 });
    await createAddon(db, tenantId, withAddons.id);
    const onlyInactiveAddon = await add({});
    await createAddon(db, tenantId, onlyInactiveAddon.id, { isActive: false });
    await add({
      focusShopProductInfoSections: [
        {
          id: 'specs',
          title: 'Specificaties "extra"',
          content: 'Soja\nwas & <b>\\</b> 😀',
          isExpanded: true,
          isEnabled: false,
        },
        { id: 'zorg', title: '', content: 'é', isExpanded: false, isEnabled: true },
      ],
      focusShopShowBreadcrumb: false,
      focusShopShowCategory: false,
      focusShopShowSku: false,
      focusShopShowStock: false,
      focusShopPriceTextColor: '#ff0000',
      focusShopTitleTextColor: '#00ff00',
    });
    await add({ focusShopProductInfoSections: [] });
    await add({ isActive: false, name: 'Verborgen' });
  });

  const selections = (): [string, ProductSelection][] => [
    ['all', { kind: 'all' }],
    ['category', { kind: 'category', categoryId }],
    ['carousel', { kind: 'carousel', limit: 4 }],
    ['ids in a given order', { kind: 'ids', ids: [...ids].reverse() }],
    ['ids, none found', { kind: 'ids', ids: [999_999_999] }],
    ...ids.map((productId): [string, ProductSelection] => [`one (${productId})`, { kind: 'one', productId }]),
    ['one, unknown', { kind: 'one', productId: 999_999_999 }],
  ];

  it('gives the very bytes of the views, and the same next price change', async () => {
    for (const now of [new Date(), daysFromNow(4), daysFromNow(-4), new Date('2021-03-04T05:06:07.123Z')]) {
      for (const [name, selection] of selections()) {
        const expected = await viewsOf(tenantId, selection, now);
        const actual = await productsJson(ctx.database.pool, tenantId, selection, now);
        expect(actual.body, `${name} at ${now.toISOString()}`).toBe(expected.body);
        expect(actual.validUntil?.getTime(), `${name} at ${now.toISOString()}`).toBe(expected.validUntil?.getTime());
      }
    }
  });

  it('writes every product answer of the shop with the bytes of its own query, for the current version', async () => {
    const { pool } = ctx.database;
    const activeIds = (
      await pool.query<{ id: number }>('select id from products where tenant_id = $1 and is_active order by id', [
        tenantId,
      ])
    ).rows.map((row) => row.id);
    for (const now of [new Date(), daysFromNow(4), daysFromNow(-4)]) {
      expect(await writeTenantAnswers(pool, tenantId, now)).toBe(3 + activeIds.length);
      const { rows } = await pool.query<{ key: string; body: string; valid_until: Date | null; version: number }>(
        'select key, body, valid_until, version from catalogue_answers where tenant_id = $1',
        [tenantId],
      );
      const expected: [string, ProductSelection][] = [
        [answerKeys.all, { kind: 'all' }],
        [answerKeys.carousel, { kind: 'carousel', limit: CAROUSEL_MAX_PRODUCTS }],
        // The inactive category has no answer written: it answers 404, built on request.
        [answerKeys.category(categoryId), { kind: 'category', categoryId }],
        ...activeIds.map((productId): [string, ProductSelection] => [
          answerKeys.one(productId),
          { kind: 'one', productId },
        ]),
      ];
      expect(rows.map((row) => row.key).sort()).toEqual(expected.map(([key]) => key).sort());
      const version = await pool.query<{ version: number }>(
        'select version from catalogue_versions where tenant_id = $1',
        [tenantId],
      );
      for (const [key, selection] of expected) {
        const row = rows.find((candidate) => candidate.key === key);
        const built = await productsJson(pool, tenantId, selection, now);
        expect(row?.body, `${key} at ${now.toISOString()}`).toBe(built.body);
        expect(row?.valid_until?.getTime() ?? null, key).toBe(built.validUntil?.getTime() ?? null);
        expect(row?.version, key).toBe(version.rows[0]?.version);
      }
    }
  });

  it('the answers hold what they should', async () => {
    const { body } = await productsJson(ctx.database.pool, tenantId, { kind: 'all' }, new Date());
    const products = JSON.parse(body ?? '[]') as Record<string, unknown>[];
    expect(products).toHaveLength(ids.length - 1);
    const withImages = products.find((product) => product.id === ids[0]);
    expect(withImages?.images).toHaveLength(3);
    const images = (withImages?.images ?? []) as { variants?: unknown }[];
    expect(images[0]?.variants).toEqual({
      base: expect.stringMatching(/\/v2\/$/),
      widths: [320, 640],
    });
    expect(products.some((product) => product.hasActiveDiscount === true)).toBe(true);
    expect(products.some((product) => product.isAvailable === false)).toBe(true);
    expect(products.some((product) => product.hasAddons === true)).toBe(true);
    expect(products.some((product) => typeof product.focusShopProductInfoSections === 'string')).toBe(true);
  });

  it('tells whether the category is there', async () => {
    const { pool } = ctx.database;
    expect((await productsJson(pool, tenantId, { kind: 'category', categoryId }, new Date())).categoryFound).toBe(true);
    const other = await createTenant(ctx.database.db);
    expect((await productsJson(pool, other.id, { kind: 'category', categoryId }, new Date())).categoryFound).toBe(
      false,
    );
    const count = await ctx.database.db.execute(sql`select count(*) as n from products where tenant_id = ${other.id}`);
    expect(Number(count.rows[0]?.n)).toBe(0);
  });
});
