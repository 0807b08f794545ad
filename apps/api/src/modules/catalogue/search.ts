import { eurosToCents, type TProductSearchQuery } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { queryPrepared } from '#src/db/prepared-query.ts';
import { answerKeys } from './json-queries.ts';

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

/** The search's conditions on a product row `p` and, for the relevance order, its rank. */
function searchConditions(
  tenantId: string,
  query: TProductSearchQuery,
  searchName: SQL,
  effectivePrice: SQL,
): { conditions: SQL[]; rank: SQL } {
  const conditions: SQL[] = [sql`p.tenant_id = ${tenantId}`, sql`p.is_active`];
  let rank = sql`0::real`;
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
    // As subqueries, parsed and stemmed once per search rather than once per product row; the
    // indexes on the products take their values all the same.
    const tsQuery = sql`(select to_tsquery('public.shop_nl', ${prefixQuery}) || to_tsquery('public.shop_en', ${prefixQuery}) || (${restemmed}))`;
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
  return { conditions, rank };
}

export interface SearchPage {
  ids: number[];
  total: number;
  /**
   * The page as the written product answers of `catalogueVersion` give it (stored-answers.ts), and
   * when its prices change; null when one of them is not written (the caller builds the page).
   */
  written: { body: string; validUntil: Date | null } | null;
}

/**
 * Full-text search over name, descriptions and SKU in Dutch and English (stemmed, accents and case
 * ignored), every word also matching as a prefix, plus an accent-free substring match on the name.
 * Returns one page of product ids in order, the total and, in the same query, the page's written answers.
 * Searches the shop's search rows (a copy of its active products on a few pages, stored-answers.ts)
 * when they were written for `catalogueVersion`, else the products themselves.
 */
export async function searchPublicProducts(
  pool: pg.Pool,
  tenantId: string,
  catalogueVersion: number,
  query: TProductSearchQuery,
  now: Date,
): Promise<SearchPage> {
  const effectivePrice = effectivePriceSql(now);
  const offset = (query.page - 1) * query.pageSize;
  // A page of the products or of the shop's search rows, given how that source gives the name as
  // matched and sorted (unaccented, lower case): the search rows hold it ready.
  const matching = (searchName: SQL) => searchConditions(tenantId, query, searchName, effectivePrice);
  const pageOf = (table: SQL, searchName: SQL) => {
    const { conditions, rank } = matching(searchName);
    return sql`
      select p.id, p.display_order, count(*) over () as total, ${rank} as rank, ${effectivePrice} as effective_price,
        ${query.sortBy.startsWith('name_') ? searchName : sql`null::text`} as sort_name
      from ${table} p
      where ${sql.join(conditions, sql` and `)}
      order by ${orderings[query.sortBy]}
      limit ${query.pageSize} offset ${offset}`;
  };
  const withAnswers = sql`left join catalogue_answers answer on answer.tenant_id = ${tenantId}
      and answer.key = ${answerKeys.productPrefix} || found.id and answer.version = ${catalogueVersion}
      and (answer.valid_until is null or answer.valid_until > ${now})`;
  type Row = { id: number | null; total: number; body: string | null; valid_until: Date | null };
  // The shop's search rows, while they are of the answers written for this version (written together).
  const fromWritten = await queryPrepared<Row & { written: boolean }>(
    pool,
    sql`
    with current_rows as (
      select exists (select 1 from catalogue_answers a where a.tenant_id = ${tenantId}
        and a.key = ${answerKeys.all} and a.version = ${catalogueVersion}) as written
    ), found as (${pageOf(sql`catalogue_search_rows`, sql`p.search_name`)} )
    select current_rows.written, found.id, found.total, answer.body, answer.valid_until
    from current_rows
    left join found on current_rows.written
    ${withAnswers}
    order by ${orderings[query.sortBy]}`,
  );
  const rows: Row[] = fromWritten[0]?.written
    ? fromWritten.filter((row) => row.id !== null)
    : await queryPrepared<Row>(
        pool,
        sql`
          with found as (${pageOf(sql`products`, productSearchName)})
          select found.id, found.total, answer.body, answer.valid_until
          from found
          ${withAnswers}
          order by ${orderings[query.sortBy]}`,
      );
  if (rows.length === 0 && offset > 0) {
    const counted = await queryPrepared<{ total: number }>(
      pool,
      sql`select count(*) as total from products p where ${sql.join(matching(productSearchName).conditions, sql` and `)}`,
    );
    return { ids: [], total: Number(counted[0]?.total ?? 0), written: null };
  }
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
