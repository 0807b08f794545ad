import { ZProductSearchQuery } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createTenant } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { answerKeys } from './json-queries.ts';
import { searchProducts, searchWrittenRows } from './search.ts';
import { ShopRetries, writeStaleAnswers, writeTenantAnswers } from './stored-answers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const storedKeys = async (tenantId: string) =>
  (
    await ctx.database.pool.query<{ key: string }>(
      'select key from catalogue_answers where tenant_id = $1 order by key',
      [tenantId],
    )
  ).rows.map((row) => row.key);

/** Makes the written answer under `key` say something else, to see whether a request reads it. */
async function markStored(tenantId: string, key: string, body: string, validUntil: string | null = null) {
  const { rowCount } = await ctx.database.pool.query(
    'update catalogue_answers set body = $3, body_gzip = null, valid_until = $4 where tenant_id = $1 and key = $2',
    [tenantId, key, body, validUntil],
  );
  expect(rowCount).toBe(1);
}

/** Makes the answer a product's search row holds say something else, to see whether a search reads it. */
async function markSearchRow(tenantId: string, productId: number, answer: string, validUntil: string | null = null) {
  const { rowCount } = await ctx.database.pool.query(
    'update catalogue_search_rows set answer = $3, answer_valid_until = $4 where tenant_id = $1 and id = $2',
    [tenantId, productId, answer, validUntil],
  );
  expect(rowCount).toBe(1);
}

describe('written catalogue answers', () => {
  it('are what a request reads for the current version, and never once the catalogue changed', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const category = await createCategory(db, tenant.id);
    const product = await createProduct(db, tenant.id, { name: 'Kaars', categoryId: category.id });
    await writeTenantAnswers(ctx.database.pool, tenant.id);

    const urls: [string, string, string][] = [
      [answerKeys.all, `/api/tenants/${tenant.id}/products/public`, '[{"written":"list"}]'],
      [answerKeys.carousel, `/api/products/carousel/${tenant.id}`, '[{"written":"carousel"}]'],
      [
        answerKeys.category(category.id),
        `/api/products/public/category/${category.id}?tenantId=${tenant.id}`,
        '[{"written":"category"}]',
      ],
      [answerKeys.one(product.id), `/api/products/${product.id}?tenantId=${tenant.id}`, '{"written":"product"}'],
    ];
    for (const [key, , body] of urls) await markStored(tenant.id, key, body);
    for (const [key, url, body] of urls) {
      const answer = await ctx.app.inject({ url });
      expect(answer.statusCode, key).toBe(200);
      expect(answer.body, key).toBe(body);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }

    // An edit makes a new version: the written answers no longer count, the request builds its own.
    await ctx.database.pool.query(`update products set name = 'Nieuwe kaars' where tenant_id = $1 and id = $2`, [
      tenant.id,
      product.id,
    ]);
    const list = await ctx.app.inject({ url: `/api/tenants/${tenant.id}/products/public` });
    expect(list.json()).toMatchObject([{ id: product.id, name: 'Nieuwe kaars' }]);
    const one = await ctx.app.inject({ url: `/api/products/${product.id}?tenantId=${tenant.id}` });
    expect(one.json()).toMatchObject({ id: product.id, name: 'Nieuwe kaars' });
  });

  it('are not read past the moment their prices change', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id, { name: 'Vaas' });
    await writeTenantAnswers(ctx.database.pool, tenant.id);
    await markStored(tenant.id, answerKeys.one(product.id), '{"written":"expired"}', '2020-01-01T00:00:00Z');
    const answer = await ctx.app.inject({ url: `/api/products/${product.id}?tenantId=${tenant.id}` });
    expect(answer.json()).toMatchObject({ id: product.id, name: 'Vaas' });
  });

  it('belong to their shop only', async () => {
    const { db } = ctx.database;
    const shop = await createTenant(db);
    const other = await createTenant(db);
    const product = await createProduct(db, shop.id, { name: 'Alleen hier' });
    await writeTenantAnswers(ctx.database.pool, shop.id);
    await writeTenantAnswers(ctx.database.pool, other.id);
    const foreign = await ctx.app.inject({ url: `/api/products/${product.id}?tenantId=${other.id}` });
    expect(foreign.statusCode).toBe(404);
    const otherList = await ctx.app.inject({ url: `/api/tenants/${other.id}/products/public` });
    expect(otherList.json()).toEqual([]);
    const unknownShop = await ctx.app.inject({
      url: '/api/tenants/00000000-0000-4000-8000-000000000000/products/public',
    });
    expect(unknownShop.statusCode).toBe(404);
    expect(unknownShop.json().message).toBe('Tenant not found');
  });

  it('make the search page, with the bytes the search builds', async () => {
    const { db, pool } = ctx.database;
    const tenant = await createTenant(db);
    const first = await createProduct(db, tenant.id, { name: 'Kaars van bijenwas', displayOrder: 1 });
    const second = await createProduct(db, tenant.id, { name: 'Kaars van soja', displayOrder: 2 });
    await createProduct(db, tenant.id, { name: 'Vaas' });
    // Each spelling is an answer of its own in the process cache, with the same products.
    const search = (term: string) =>
      ctx.app.inject({ url: `/api/products/search/public?tenantId=${tenant.id}&searchTerm=${term}&sortBy=name_asc` });
    const built = await search('kaars');
    expect(built.json()).toMatchObject([{ id: first.id }, { id: second.id }]);

    await writeTenantAnswers(pool, tenant.id);
    const fromWritten = await search('KAARS');
    expect(fromWritten.body).toBe(built.body);
    expect(fromWritten.headers['x-total-count']).toBe('2');

    // The search rows carry the products' answers as written with them.
    const copied = await pool.query<{ answer: string }>(
      'select answer from catalogue_search_rows where tenant_id = $1 and id = any($2)',
      [tenant.id, [first.id, second.id]],
    );
    const answers = await pool.query<{ body: string }>(
      'select body from catalogue_answers where tenant_id = $1 and key = any($2)',
      [tenant.id, [answerKeys.one(first.id), answerKeys.one(second.id)]],
    );
    expect(copied.rows.map((row) => row.answer).sort()).toEqual(answers.rows.map((row) => row.body).sort());

    await markSearchRow(tenant.id, second.id, '{"written":"soja"}');
    expect((await search('Kaars')).json()).toEqual([built.json()[0], { written: 'soja' }]);
    // One of the page's answers past its price change: the page is built.
    await markSearchRow(tenant.id, first.id, '{"written":"bijenwas"}', '2020-01-01T00:00:00Z');
    expect((await search('kAARS')).body).toBe(built.body);
  });

  it('give the search its rows while they are of the current version, and never after a change', async () => {
    const { db, pool } = ctx.database;
    const tenant = await createTenant(db);
    const kaars = await createProduct(db, tenant.id, { name: 'Kaars', priceCents: 1000 });
    await createProduct(db, tenant.id, { name: 'Verborgen kaars', isActive: false });
    await writeTenantAnswers(pool, tenant.id);
    const copied = await pool.query('select id, name, price_cents from catalogue_search_rows where tenant_id = $1', [
      tenant.id,
    ]);
    expect(copied.rows).toEqual([{ id: kaars.id, name: 'Kaars', price_cents: 1000 }]);

    // Renamed in the search's copy only: a search that finds it by that name read the copy.
    await pool.query(
      `update catalogue_search_rows set name = 'Zeldzaam', search_vector = to_tsvector('simple', 'zeldzaam')
        where tenant_id = $1`,
      [tenant.id],
    );
    const search = (term: string) =>
      ctx.app.inject({ url: `/api/products/search/public?tenantId=${tenant.id}&searchTerm=${term}` });
    const fromCopy = await search('zeldzaam');
    expect(fromCopy.json()).toMatchObject([{ id: kaars.id, name: 'Kaars' }]);
    expect(fromCopy.headers['x-total-count']).toBe('1');

    // After a change the copy is of an older version: the products themselves are searched.
    await pool.query(`update products set price_cents = 1100 where tenant_id = $1 and id = $2`, [tenant.id, kaars.id]);
    expect((await search('zeldzaam')).json()).toEqual([]);
    expect((await search('kaars')).json()).toMatchObject([{ id: kaars.id, price: 11 }]);
  });

  it('make the search find what it finds in the products themselves, for every filter and order', async () => {
    const { db, pool } = ctx.database;
    const tenant = await createTenant(db);
    const candles = await createCategory(db, tenant.id);
    const product = (name: string, overrides: Parameters<typeof createProduct>[2] = {}) =>
      createProduct(db, tenant.id, { name, ...overrides });
    await product('Kaars van bijenwas', { categoryId: candles.id, priceCents: 1500, displayOrder: 3 });
    await product('Kaarsen set', { categoryId: candles.id, priceCents: 900, stockQuantity: 0, displayOrder: 1 });
    await product('Geurkaars', { priceCents: 2000, isDiscountActive: true, discountPercentage: 50, displayOrder: 2 });
    await product('Éclair kaars', { priceCents: 1200, stockQuantity: 0, madeToOrder: true });
    await product('Mok', { priceCents: 800 });
    await product('Oude kaars', { isActive: false });
    await writeTenantAnswers(pool, tenant.id);
    const version =
      (
        await pool.query<{ version: number }>('select version from catalogue_answers where tenant_id = $1 limit 1', [
          tenant.id,
        ])
      ).rows[0]?.version ?? 0;

    const queries: Record<string, string | number>[] = [
      { searchTerm: 'kaars' },
      { searchTerm: 'aars', sortBy: 'name_asc' },
      { searchTerm: 'ECLAI' },
      { searchTerm: 'kaars', sortBy: 'price_asc', pageSize: 2, page: 2 },
      { searchTerm: 'kaars', sortBy: 'price_desc', minPrice: 9, maxPrice: 12 },
      { searchTerm: 'kaars', inStock: 'true', sortBy: 'name_desc' },
      { searchTerm: '', categoryId: candles.id },
      { searchTerm: 'kaars', page: 9 },
    ];
    for (const partial of queries) {
      const query = ZProductSearchQuery.parse({ tenantId: tenant.id, ...partial });
      const now = new Date();
      const fromRows = await searchWrittenRows(pool, tenant.id, query, now);
      expect(fromRows.tenant.catalogueVersion).toBe(version);
      const fromProducts = await searchProducts(pool, tenant.id, version, query, now);
      // Each query finds something, so an equality of two empty results cannot pass for a match.
      expect(fromProducts.total, JSON.stringify(partial)).toBeGreaterThan(0);
      expect({ ids: fromRows.page?.ids, total: fromRows.page?.total }, JSON.stringify(partial)).toEqual({
        ids: fromProducts.ids,
        total: fromProducts.total,
      });
    }
  });

  it('are rewritten by the writer after a change, a removed product taken out, other shops left alone', async () => {
    const { db, pool } = ctx.database;
    const shop = await createTenant(db);
    const other = await createTenant(db);
    const kept = await createProduct(db, shop.id, { name: 'Blijft' });
    const removed = await createProduct(db, shop.id, { name: 'Gaat weg' });
    await createProduct(db, other.id, { name: 'Ander' });
    // Every shop without current answers is written (the other tests' shops too): round after round.
    while ((await writeStaleAnswers(pool, 500, 2)) > 0);
    expect(await storedKeys(shop.id)).toEqual(
      [answerKeys.all, answerKeys.carousel, answerKeys.one(kept.id), answerKeys.one(removed.id)].sort(),
    );
    const otherBefore = await pool.query('select key, body, built_at from catalogue_answers where tenant_id = $1', [
      other.id,
    ]);

    await pool.query('delete from products where tenant_id = $1 and id = $2', [shop.id, removed.id]);
    expect(await writeStaleAnswers(pool, 500, 2)).toBe(1);
    expect(await storedKeys(shop.id)).toEqual([answerKeys.all, answerKeys.carousel, answerKeys.one(kept.id)].sort());
    const searchRows = await pool.query('select tenant_id, id from catalogue_search_rows where tenant_id = any($1)', [
      [shop.id, other.id],
    ]);
    expect(searchRows.rows).toHaveLength(2);
    expect(searchRows.rows).toContainEqual({ tenant_id: shop.id, id: kept.id });
    const list = await pool.query<{ body: string }>(
      'select body from catalogue_answers where tenant_id = $1 and key = $2',
      [shop.id, answerKeys.all],
    );
    expect(JSON.parse(list.rows[0]?.body ?? '[]')).toMatchObject([{ id: kept.id, name: 'Blijft' }]);
    const otherAfter = await pool.query('select key, body, built_at from catalogue_answers where tenant_id = $1', [
      other.id,
    ]);
    expect(otherAfter.rows).toEqual(otherBefore.rows);
    expect(await writeStaleAnswers(pool, 500, 2)).toBe(0);
  });

  it('are written for the other shops when one shop fails, which is left out for a while', async () => {
    const { db, pool } = ctx.database;
    const broken = await createTenant(db);
    const fine = await createTenant(db);
    await createProduct(db, broken.id, { name: 'Kapot' });
    await createProduct(db, fine.id, { name: 'Heel' });
    // A fault in one shop's answers only, made by the database itself.
    await pool.query(`create function fail_one_shop() returns trigger language plpgsql as $$
      begin raise exception 'one shop fails'; end $$`);
    await pool.query(`create trigger fail_one_shop before insert on catalogue_answers for each row
      when (new.tenant_id = '${broken.id}') execute function fail_one_shop()`);
    try {
      const retries = new ShopRetries();
      const messages: string[] = [];
      while ((await writeStaleAnswers(pool, 500, 2, retries, (message) => messages.push(message))) > 0);
      expect(await storedKeys(fine.id)).toContain(answerKeys.all);
      expect(await storedKeys(broken.id)).toEqual([]);
      // Tried once, then left out of the following rounds.
      expect(messages.filter((message) => message.includes(broken.id))).toEqual([
        expect.stringContaining('next try in 5 s: DatabaseError P0001: one shop fails'),
      ]);
      expect(retries.waiting()).toEqual([broken.id]);
      expect(retries.waiting(Date.now() + 5001)).toEqual([]);
      expect(retries.failed(broken.id)).toBe(10_000);
    } finally {
      await pool.query('drop trigger if exists fail_one_shop on catalogue_answers');
      await pool.query('drop function if exists fail_one_shop()');
    }
    // Once the fault is gone, the shop is written at its next try.
    while ((await writeStaleAnswers(pool, 500, 2)) > 0);
    expect(await storedKeys(broken.id)).toContain(answerKeys.all);
  });

  it('are written once when two writers take the same shop at the same moment', async () => {
    const { db, pool } = ctx.database;
    const shop = await createTenant(db);
    await createProduct(db, shop.id);
    const results = await Promise.all([writeTenantAnswers(pool, shop.id), writeTenantAnswers(pool, shop.id)]);
    expect(results.filter((written) => written === 3)).not.toHaveLength(0);
    expect(await storedKeys(shop.id)).toHaveLength(3);
  });
});
