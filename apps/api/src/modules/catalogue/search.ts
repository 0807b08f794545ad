import { eurosToCents, type TProductSearchQuery } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { queryPrepared } from '#src/db/prepared-query.ts';
import { notFound } from '#src/lib/errors.ts';
import { answerKeys, LIST_KEY_LITERAL } from './json-queries.ts';
import type { CatalogueTenant } from './tenant-version.ts';

/** Words of the search term, reduced to letters and digits so they are safe in a tsquery. */
export function searchWords(term: string): string[] {
  return term
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => word.toLowerCase())
    .filter(Boolean)
    .slice(0, 8);
}

/** The price at `now` (the request's time, the same moment the product views are priced at). */
const effectivePriceSql = (now: Date) => sql`case when p.is_discount_active and p.discount_percentage is not null
  and (p.discount_start_date is null or p.discount_start_date <= ${now})
  and (p.discount_end_date is null or p.discount_end_date >= ${now})
  then round(p.price_cents * (100 - p.discount_percentage) / 100.0) else p.price_cents end`;

/** Whether the discount dates decide which products this search finds or in which order. */
export function searchDependsOnPrices(query: TProductSearchQuery): boolean {
  return query.minPrice !== undefined || query.maxPrice !== undefined || query.sortBy.startsWith('price_');
}

// By the names the search's select gives (the outer select of the found page sorts by them again).
const orderings: Record<TProductSearchQuery['sortBy'], SQL> = {
  relevance: sql`rank desc, display_order asc, id asc`,
  price_asc: sql`effective_price asc, id asc`,
  price_desc: sql`effective_price desc, id asc`,
  // Unaccented, so 'Éclair' sorts among the e's and not after 'z' (the database collation is C).
  name_asc: sql`sort_name asc, id asc`,
  name_desc: sql`sort_name desc, id asc`,
};

/** How the products give the name the search matches and sorts by (what catalogue_search_rows.search_name holds). */
const productSearchName = sql`public.shop_unaccent(lower(p.name))`;

/**
 * The search's conditions on a product row `p` and, for the relevance order, its rank; with a term,
 * they read its tsquery from the common table expression `withTerms`, which the statement starts with
 * (empty without a term).
 */
function searchConditions(
  tenantId: string,
  query: TProductSearchQuery,
  searchName: SQL,
  effectivePrice: SQL,
): { conditions: SQL[]; rank: SQL; withTerms: SQL } {
  const conditions: SQL[] = [sql`p.tenant_id = ${tenantId}`, sql`p.is_active`];
  let rank = sql`0::real`;
  let withTerms = sql``;
  const words = searchWords(query.searchTerm);
  if (words.length > 0) {
    const prefixQuery = words.map((word) => `${word}:*`).join(' & ');
    const phrase = words.join(' ');
    // The Dutch stemmer is not idempotent ('kaarsen' -> 'kaars', but 'kaars' -> 'kaar'), so a plural
    // would miss its singular: also match each word's stem stemmed once more, exactly (all of them,
    // as `&`). The words go in as one value, so the statement's text is the same however many there
    // are (it is prepared once per shape, prepared-query.ts, and a shape per count would add up).
    const restemmed = sql`plainto_tsquery('simple', (select string_agg(coalesce((ts_lexize('pg_catalog.dutch_stem',
      (ts_lexize('pg_catalog.dutch_stem', public.shop_unaccent(word)))[1]))[1], ''), ' ' order by position)
      from unnest(string_to_array(${phrase}, ' ')) with ordinality as typed(word, position)))`;
    // Parsed and stemmed once per search (materialized, where the condition and the rank would each
    // have their own subquery); as a subquery the indexes on the products take its value all the same.
    withTerms = sql`with search_terms as materialized (select to_tsquery('public.shop_nl', ${prefixQuery})
      || to_tsquery('public.shop_en', ${prefixQuery}) || (${restemmed}) as query)`;
    const tsQuery = sql`(select query from search_terms)`;
    const nameMatch = sql`${searchName} like (select '%' || public.shop_unaccent(${phrase}) || '%')`;
    conditions.push(sql`(p.search_vector @@ ${tsQuery} or ${nameMatch})`);
    if (query.sortBy === 'relevance') {
      rank = sql`(ts_rank_cd(p.search_vector, ${tsQuery}) + case when ${nameMatch} then 1 else 0 end)::real`;
    }
  }
  if (query.categoryId !== undefined) conditions.push(sql`p.category_id = ${query.categoryId}`);
  if (query.inStock) conditions.push(sql`(p.made_to_order or p.stock_quantity > 0)`);
  if (query.minPrice !== undefined) conditions.push(sql`${effectivePrice} >= ${eurosToCents(query.minPrice)}`);
  if (query.maxPrice !== undefined) conditions.push(sql`${effectivePrice} <= ${eurosToCents(query.maxPrice)}`);
  return { conditions, rank, withTerms };
}

export interface SearchPage {
  ids: number[];
  total: number;
  /**
   * The page as the written product answers of the shop's catalogue version give it
   * (stored-answers.ts), and when its prices change; null when one of them is not written (the
   * caller builds the page).
   */
  written: { body: string; validUntil: Date | null } | null;
}

type FoundRow = { id: number | null; total: number; body: string | null; valid_until: Date | null };

/** The page of the found rows, each with its written answer where there is one. */
function toPage(found: FoundRow[]): SearchPage {
  const rows = found.filter((row) => row.id !== null);
  const complete = rows.every((row) => row.body !== null);
  const changes = rows.flatMap((row) => (row.valid_until ? [new Date(row.valid_until).getTime()] : []));
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    total: Number(rows[0]?.total ?? 0),
    written: complete
      ? {
          body: `[${rows.map((row) => row.body).join(',')}]`,
          validUntil: changes.length > 0 ? new Date(Math.min(...changes)) : null,
        }
      : null,
  };
}

/**
 * One page of the search over `table` (the products or the shop's search rows), given how that source
 * gives the name as matched and sorted, and any more columns to select of the rows found.
 */
function searchPageSql(
  tenantId: string,
  query: TProductSearchQuery,
  now: Date,
  source: { table: SQL; searchName: SQL; extraCondition?: SQL; extraColumns?: SQL },
): SQL {
  const effectivePrice = effectivePriceSql(now);
  const { conditions, rank, withTerms } = searchConditions(tenantId, query, source.searchName, effectivePrice);
  if (source.extraCondition) conditions.push(source.extraCondition);
  return sql`
    ${withTerms}
    select p.id, p.display_order, count(*) over () as total, ${rank} as rank, ${effectivePrice} as effective_price,
      ${query.sortBy.startsWith('name_') ? source.searchName : sql`null::text`} as sort_name${source.extraColumns ?? sql``}
    from ${source.table} p
    where ${sql.join(conditions, sql` and `)}
    order by ${orderings[query.sortBy]}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
}

/** The written answer of each found product (`found.id`) for the catalogue version `version`, while it holds at `now`. */
const answersOfFound = (tenantId: string, version: number, now: Date) => sql`left join catalogue_answers answer
  on answer.tenant_id = ${tenantId} and answer.key = ${answerKeys.productPrefix} || found.id
  and answer.version = ${version}::int and (answer.valid_until is null or answer.valid_until > ${now})`;

/** The page as found; past the last page (nothing found there), with the total all the same. */
async function withTotal(
  pool: pg.Pool,
  tenantId: string,
  query: TProductSearchQuery,
  now: Date,
  page: SearchPage,
): Promise<SearchPage> {
  if (page.ids.length > 0 || query.page === 1) return page;
  const { conditions, withTerms } = searchConditions(tenantId, query, productSearchName, effectivePriceSql(now));
  const counted = await queryPrepared<{ total: number }>(
    pool,
    sql`${withTerms} select count(*) as total from products p where ${sql.join(conditions, sql` and `)}`,
  );
  return { ids: [], total: Number(counted[0]?.total ?? 0), written: null };
}

export interface WrittenSearch {
  tenant: CatalogueTenant;
  /** The page from the shop's search rows; null when they are not of the shop's version (search the products instead). */
  page: SearchPage | null;
}

/**
 * The search: full-text over name, descriptions and SKU in Dutch and English (stemmed, accents and
 * case ignored), every word also matching as a prefix, plus an accent-free substring match on the
 * name; one page of product ids in order, the total, and the page's written answers.
 *
 * Here over the shop's search rows (a copy of its active products side by side, each with its
 * written answer, stored-answers.ts), in one round trip with the shop's catalogue version (a 404
 * 'Tenant not found' when there is none); the page is null while those rows are of an older version
 * than the shop's.
 */
export async function searchWrittenRows(
  pool: pg.Pool,
  tenantId: string,
  query: TProductSearchQuery,
  now: Date,
): Promise<WrittenSearch> {
  // The rows are written with the answers: they are of the version the shop's list answer is of.
  const searchRows = searchPageSql(tenantId, query, now, {
    table: sql`catalogue_search_rows`,
    searchName: sql`p.search_name`,
    // Param-only, so PostgreSQL tests it once and skips the search when it does not hold.
    extraCondition: sql`(select shop.written from shop)`,
    // Each row holds its product's answer as written with it: no lookup of the page's answers.
    extraColumns: sql`, case when p.answer_valid_until is null or p.answer_valid_until > ${now} then p.answer end as body,
      p.answer_valid_until as valid_until`,
  });
  const rows = await queryPrepared<FoundRow & { version: number; written: boolean }>(
    pool,
    sql`
    with shop as (
      select coalesce(v.version, 0) as version, exists (select 1 from catalogue_answers a
        where a.tenant_id = t.id and a.key = ${sql.raw(LIST_KEY_LITERAL)} and a.version = coalesce(v.version, 0)) as written
      from tenants t left join catalogue_versions v on v.tenant_id = t.id
      where t.id = ${tenantId}
    ), found as (${searchRows})
    select shop.version, shop.written, found.id, found.total, found.body, found.valid_until
    from shop
    left join found on true
    order by ${orderings[query.sortBy]}`,
  );
  const shop = rows[0];
  if (!shop) throw notFound('tenant');
  const tenant = { id: tenantId, catalogueVersion: Number(shop.version) };
  return { tenant, page: shop.written ? await withTotal(pool, tenantId, query, now, toPage(rows)) : null };
}

/** The page searched in the shop's products themselves, with the written answers of `catalogueVersion` where there are. */
export async function searchProducts(
  pool: pg.Pool,
  tenantId: string,
  catalogueVersion: number,
  query: TProductSearchQuery,
  now: Date,
): Promise<SearchPage> {
  const products = { table: sql`products`, searchName: productSearchName };
  const rows = await queryPrepared<FoundRow>(
    pool,
    sql`
      with found as (${searchPageSql(tenantId, query, now, products)})
      select found.id, found.total, answer.body, answer.valid_until
      from found
      ${answersOfFound(tenantId, catalogueVersion, now)}
      order by ${orderings[query.sortBy]}`,
  );
  return withTotal(pool, tenantId, query, now, toPage(rows));
}
