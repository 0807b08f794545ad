import { ZProduct, ZProductSearchQuery } from '@shop/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createTenant } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { encodedBody } from './encoded-answer.ts';
import { searchProducts, searchWrittenRows } from './search.ts';
import { CatalogueService } from './service.ts';
import { writeTenantAnswers } from './stored-answers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

async function search(tenantId: string, params: Record<string, string | number | boolean> = {}) {
  const query = new URLSearchParams({
    tenantId,
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const response = await ctx.app.inject({ url: `/api/products/search/public?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return {
    products: ZProduct.array().parse(response.json()),
    totalCount: response.headers['x-total-count'],
    totalPages: response.headers['x-total-pages'],
  };
}
const names = async (tenantId: string, params: Record<string, string | number | boolean> = {}) =>
  (await search(tenantId, params)).products.map((product) => product.name);

describe('GET /api/products/search/public: sorting', () => {
  let tenantId: string;
  beforeAll(async () => {
    const { db } = ctx.database;
    tenantId = (await createTenant(db)).id;
    await createProduct(db, tenantId, { name: 'Citroen', priceCents: 500, displayOrder: 1 });
    await createProduct(db, tenantId, { name: 'appel', priceCents: 300, displayOrder: 2 });
    // Regular 10.00, but 80% off now: effectively the cheapest.
    await createProduct(db, tenantId, {
      name: 'Banaan',
      priceCents: 1000,
      displayOrder: 3,
      isDiscountActive: true,
      discountPercentage: 80,
    });
    await createProduct(db, tenantId, { name: 'Zeep', priceCents: 600, displayOrder: 4 });
    await createProduct(db, tenantId, { name: 'Éclair', priceCents: 400, displayOrder: 5 });
  });

  it('sorts by relevance, falling back to display order without a term', async () => {
    expect(await names(tenantId, { sortBy: 'relevance' })).toEqual(['Citroen', 'appel', 'Banaan', 'Zeep', 'Éclair']);
    expect(await names(tenantId)).toEqual(['Citroen', 'appel', 'Banaan', 'Zeep', 'Éclair']);
  });

  it('sorts by the effective (discounted) price, ascending and descending', async () => {
    expect(await names(tenantId, { sortBy: 'price_asc' })).toEqual(['Banaan', 'appel', 'Éclair', 'Citroen', 'Zeep']);
    expect(await names(tenantId, { sortBy: 'price_desc' })).toEqual(['Zeep', 'Citroen', 'Éclair', 'appel', 'Banaan']);
  });

  it('sorts by name ignoring case and accents, ascending and descending', async () => {
    expect(await names(tenantId, { sortBy: 'name_asc' })).toEqual(['appel', 'Banaan', 'Citroen', 'Éclair', 'Zeep']);
    expect(await names(tenantId, { sortBy: 'name_desc' })).toEqual(['Zeep', 'Éclair', 'Citroen', 'Banaan', 'appel']);
  });

  it('returns discounted prices in the results', async () => {
    const { products } = await search(tenantId, { searchTerm: 'banaan' });
    expect(products[0]).toMatchObject({ name: 'Banaan', price: 2, originalPrice: 10, hasActiveDiscount: true });
  });
});

describe('GET /api/products/search/public: paging', () => {
  it('pages with page and pageSize and reports the totals in X-Total-Count and X-Total-Pages', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    for (let index = 1; index <= 7; index++) await createProduct(db, tenant.id, { name: `Product ${index}` });
    await createProduct(db, tenant.id, { name: 'Product inactief', isActive: false });

    const pages = [];
    for (const page of [1, 2, 3]) {
      const result = await search(tenant.id, { sortBy: 'name_asc', page, pageSize: 3 });
      expect(result.totalCount).toBe('7');
      expect(result.totalPages).toBe('3');
      pages.push(result.products.map((product) => product.name));
    }
    expect(pages).toEqual([
      ['Product 1', 'Product 2', 'Product 3'],
      ['Product 4', 'Product 5', 'Product 6'],
      ['Product 7'],
    ]);

    const beyond = await search(tenant.id, { page: 4, pageSize: 3 });
    expect(beyond.products).toEqual([]);
    expect([beyond.totalCount, beyond.totalPages]).toEqual(['7', '3']);
  });

  it('defaults to 20 per page and reports 0 pages when nothing matches', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    for (let index = 0; index < 22; index++) await createProduct(db, tenant.id);
    const all = await search(tenant.id);
    expect(all.products).toHaveLength(20);
    expect([all.totalCount, all.totalPages]).toEqual(['22', '2']);
    const suggestions = await search(tenant.id, { searchTerm: 'Product', pageSize: 5 });
    expect(suggestions.products).toHaveLength(5);
    const none = await search(tenant.id, { searchTerm: 'onvindbaar' });
    expect([none.products.length, none.totalCount, none.totalPages]).toEqual([0, '0', '0']);
  });
});

describe('GET /api/products/search/public: filters', () => {
  it('filters by category', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const candles = await createCategory(db, tenant.id);
    const lamps = await createCategory(db, tenant.id);
    await createProduct(db, tenant.id, { name: 'Kaars', categoryId: candles.id });
    await createProduct(db, tenant.id, { name: 'Lamp', categoryId: lamps.id });
    await createProduct(db, tenant.id, { name: 'Los' });
    expect(await names(tenant.id, { categoryId: candles.id })).toEqual(['Kaars']);
    const counted = await search(tenant.id, { categoryId: lamps.id });
    expect(counted.totalCount).toBe('1');
  });

  it('filters minPrice and maxPrice on the effective, discounted price (inclusive)', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    await createProduct(db, tenant.id, { name: 'Tien', priceCents: 1000, displayOrder: 1 });
    await createProduct(db, tenant.id, {
      name: 'Twintig met korting',
      priceCents: 2000,
      isDiscountActive: true,
      discountPercentage: 50,
      displayOrder: 2,
    });
    await createProduct(db, tenant.id, {
      name: 'Dertig, korting voorbij',
      priceCents: 3000,
      isDiscountActive: true,
      discountPercentage: 50,
      discountEndDate: new Date(Date.now() - 60_000),
      displayOrder: 3,
    });
    expect(await names(tenant.id, { minPrice: 15 })).toEqual(['Dertig, korting voorbij']);
    expect(await names(tenant.id, { maxPrice: 10 })).toEqual(['Tien', 'Twintig met korting']);
    expect(await names(tenant.id, { minPrice: 10, maxPrice: 10 })).toEqual(['Tien', 'Twintig met korting']);
    expect(await names(tenant.id, { minPrice: 10.01, maxPrice: 29.99 })).toEqual([]);
    expect(await names(tenant.id, { minPrice: 29.99, maxPrice: 30 })).toEqual(['Dertig, korting voorbij']);
  });

  it('filters inStock: keeps made-to-order, drops stock 0; inStock=false does not filter', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    await createProduct(db, tenant.id, { name: 'Op voorraad', stockQuantity: 4, displayOrder: 1 });
    await createProduct(db, tenant.id, { name: 'Uitverkocht', stockQuantity: 0, displayOrder: 2 });
    await createProduct(db, tenant.id, { name: 'Op bestelling', stockQuantity: 0, madeToOrder: true, displayOrder: 3 });
    expect(await names(tenant.id, { inStock: true })).toEqual(['Op voorraad', 'Op bestelling']);
    expect(await names(tenant.id, { inStock: false })).toEqual(['Op voorraad', 'Uitverkocht', 'Op bestelling']);
  });

  it('combines a term with filters', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const category = await createCategory(db, tenant.id);
    await createProduct(db, tenant.id, { name: 'Rode kaars', categoryId: category.id, priceCents: 800 });
    await createProduct(db, tenant.id, { name: 'Grote kaars', categoryId: category.id, priceCents: 2500 });
    await createProduct(db, tenant.id, { name: 'Blauwe kaars', priceCents: 700 });
    expect(await names(tenant.id, { searchTerm: 'kaars', categoryId: category.id, maxPrice: 10 })).toEqual([
      'Rode kaars',
    ]);
  });
});

describe('GET /api/products/search/public: matching', () => {
  let tenantId: string;
  beforeAll(async () => {
    const { db } = ctx.database;
    tenantId = (await createTenant(db)).id;
    await createProduct(db, tenantId, { name: 'Crème brûlée geurkaars', displayOrder: 1 });
    await createProduct(db, tenantId, { name: 'Kaarsen set', displayOrder: 2 });
    await createProduct(db, tenantId, { name: 'Kaars', displayOrder: 3 });
    await createProduct(db, tenantId, { name: 'Zeepje', description: 'Zachte zeep met lavendel', displayOrder: 4 });
    await createProduct(db, tenantId, { name: 'Lavendel olie', displayOrder: 5 });
    await createProduct(db, tenantId, {
      name: 'Theelicht',
      shortDescription: 'Warm licht voor op tafel',
      displayOrder: 6,
    });
    await createProduct(db, tenantId, { name: 'Verborgen kaars', isActive: false, displayOrder: 7 });
  });

  it('ranks a name match above a description match', async () => {
    expect(await names(tenantId, { searchTerm: 'lavendel' })).toEqual(['Lavendel olie', 'Zeepje']);
  });

  it('ignores accents and case', async () => {
    expect(await names(tenantId, { searchTerm: 'creme' })).toEqual(['Crème brûlée geurkaars']);
    expect(await names(tenantId, { searchTerm: 'BRULEE' })).toEqual(['Crème brûlée geurkaars']);
    expect(await names(tenantId, { searchTerm: 'KAARS', sortBy: 'name_asc' })).toEqual(
      expect.arrayContaining(['Kaars', 'Kaarsen set']),
    );
  });

  it("stems Dutch words: 'kaarsen' finds 'kaars'", async () => {
    expect(await names(tenantId, { searchTerm: 'kaarsen' })).toEqual(expect.arrayContaining(['Kaars', 'Kaarsen set']));
    expect(await names(tenantId, { searchTerm: 'de kaarsen' })).toContain('Kaars');
    expect(await names(tenantId, { searchTerm: 'kaarsen' })).not.toContain('Theelicht');
  });

  it("matches a prefix: 'kaa' finds 'kaarsen'", async () => {
    expect(await names(tenantId, { searchTerm: 'kaa' })).toEqual(expect.arrayContaining(['Kaarsen set', 'Kaars']));
  });

  it('matches words of the short description', async () => {
    expect(await names(tenantId, { searchTerm: 'tafel' })).toEqual(['Theelicht']);
  });

  it('lists every active product for an empty term, never an inactive one', async () => {
    const all = await names(tenantId, { searchTerm: '' });
    expect(all).toHaveLength(6);
    expect(all).not.toContain('Verborgen kaars');
    expect(await names(tenantId, { searchTerm: 'verborgen' })).toEqual([]);
  });

  it.each(["'", "kaars'", 'kaars & zeep', 'kaars | zeep', '!kaars', 'kaa:*', '(kaars', "') or 1=1 --", '<->', '\\'])(
    'answers 200 for a term with query syntax %j',
    async (searchTerm) => {
      const response = await ctx.app.inject({
        url: `/api/products/search/public?${new URLSearchParams({ tenantId, searchTerm })}`,
      });
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    },
  );
});

describe('search: prepared statements', () => {
  it('prepares one statement per shape of the search, however many words the term has', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    await createProduct(db, tenant.id, { name: 'Kaars van bijenwas' });
    await createProduct(db, tenant.id, { name: 'Lavendel kaarsen set' });
    // One connection: the statements it holds are the ones these searches prepared.
    const pool = new pg.Pool({ connectionString: ctx.database.url, max: 1 });
    try {
      const found = async (searchTerm: string, sortBy = 'relevance') => {
        const query = ZProductSearchQuery.parse({ tenantId: tenant.id, searchTerm, sortBy });
        const now = new Date();
        const { tenant: shop, page } = await searchWrittenRows(pool, tenant.id, query, now);
        return (page ?? (await searchProducts(pool, tenant.id, shop.catalogueVersion, query, now))).total;
      };
      const searches = async () =>
        Number(
          (await pool.query(`select count(*) as n from pg_prepared_statements where statement like '%ts_lexize%'`))
            .rows[0].n,
        );
      expect(await found('kaarsen')).toBe(2);
      expect(await found('de kaarsen')).toBe(2);
      expect(await found('lavendel kaarsen set')).toBe(1);
      // Two statements a shape: the shop's search rows are not written here, so the products are searched too.
      expect(await searches()).toBe(2);
      expect(await found('kaars', 'name_asc')).toBe(2);
      expect(await searches()).toBe(4);
    } finally {
      await pool.end();
    }
  });
});

describe('search: round trips', () => {
  it('reads the version and the page in one statement on a miss, only the version on a hit, and searches again after a change', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const candle = await createProduct(db, tenant.id, { name: 'Kaars van bijenwas' });
    const pool = new pg.Pool({ connectionString: ctx.database.url, max: 1 });
    const statements: string[] = [];
    const query = pool.query.bind(pool);
    pool.query = ((config: string | pg.QueryConfig, values?: unknown[]) => {
      statements.push(typeof config === 'string' ? config : config.text);
      return query(config, values);
    }) as typeof pool.query;
    try {
      await writeTenantAnswers(pool, tenant.id);
      const catalogue = new CatalogueService(db, pool, 60_000);
      const search = ZProductSearchQuery.parse({ tenantId: tenant.id, searchTerm: 'kaars' });
      const found = async () => {
        statements.length = 0;
        return JSON.parse(encodedBody(await catalogue.search(tenant.id, search), false).bytes.toString());
      };
      const readsSearchRows = (text: string) => text.includes('catalogue_search_rows');

      expect(await found()).toMatchObject([{ id: candle.id, name: 'Kaars van bijenwas' }]);
      expect(statements).toHaveLength(1);
      expect(statements.filter(readsSearchRows)).toHaveLength(1);

      expect(await found()).toMatchObject([{ id: candle.id, name: 'Kaars van bijenwas' }]);
      expect(statements).toHaveLength(1);
      expect(statements.filter(readsSearchRows)).toEqual([]);

      // The version moves and the rows are of the old one: the products themselves are searched.
      await pool.query('update products set name = $3 where tenant_id = $1 and id = $2', [
        tenant.id,
        candle.id,
        'Kaars van sojawas',
      ]);
      expect(await found()).toMatchObject([{ id: candle.id, name: 'Kaars van sojawas' }]);
      expect(statements.some((text) => text.includes('from products p'))).toBe(true);
    } finally {
      await pool.end();
    }
  });
});

describe('GET /api/products/search/public: bad parameters', () => {
  it.each([
    ['sortBy=bogus'],
    ['page=0'],
    ['page=-1'],
    ['pageSize=1000'],
    ['pageSize=0'],
    ['minPrice=abc'],
    ['maxPrice=-5'],
    ['inStock=maybe'],
    ['categoryId=abc'],
  ])('answers 400 validation_error for %s', async (param) => {
    const tenant = await createTenant(ctx.database.db);
    const response = await ctx.app.inject({ url: `/api/products/search/public?tenantId=${tenant.id}&${param}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_error', message: expect.any(String) });
  });

  it('answers 400 without a tenantId or with a malformed one, 404 for an unknown tenant', async () => {
    for (const url of ['/api/products/search/public?searchTerm=kaars', '/api/products/search/public?tenantId=abc']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_error');
    }
    const unknown = await ctx.app.inject({
      url: '/api/products/search/public?tenantId=00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/products/search/public: tenancy', () => {
  it("cannot see another tenant's products in search", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    await createProduct(db, owner.id, { name: 'Geheime kaars' });
    await createProduct(db, other.id, { name: 'Eigen lamp' });
    expect(await names(other.id, { searchTerm: 'kaars' })).toEqual([]);
    const all = await search(other.id);
    expect(all.products.map((product) => product.name)).toEqual(['Eigen lamp']);
    expect(all.totalCount).toBe('1');
  });
});
