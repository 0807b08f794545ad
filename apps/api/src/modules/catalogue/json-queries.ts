import type pg from 'pg';

/**
 * The public product answers built by PostgreSQL as finished JSON text in one query: the same
 * fields, in the same order and with the same values as `toProductView` (views.ts) gives for the
 * rows of queries.ts, so Node neither maps rows nor builds objects nor serialises them. A tenant
 * with thousands of small shops misses every cache most of the time; this is that path.
 *
 * Values follow their JavaScript counterparts exactly: prices are doubles divided by 100 as
 * `centsToEuros` does (PostgreSQL prints the shortest exact double, as JSON.stringify does), dates
 * are truncated to milliseconds and printed as `toISOString`, a discount applies at the request's
 * `now` as `hasActiveDiscount` decides, and the product info sections are the compact JSON text
 * that JSON.stringify gives for the stored value.
 */

/** Which active products of the tenant: all, one category's, the carousel's, some ids or one. */
export type ProductSelection =
  | { kind: 'all' }
  | { kind: 'category'; categoryId: number }
  | { kind: 'carousel'; limit: number }
  | { kind: 'ids'; ids: number[] }
  | { kind: 'one'; productId: number };

export interface ProductsJson {
  /** A JSON array of the products (or, for `one`, the product object; null when not found). */
  body: string | null;
  /** The first discount start or end after `now` among these products: the answer's price changes then. */
  validUntil: Date | null;
  /** For `category`: whether the category exists, is active and belongs to the tenant. */
  categoryFound: boolean;
}

const isoMs = (column: string) =>
  `to_char(date_trunc('milliseconds', ${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * JSON.stringify(value) of a jsonb value (sections: an array of flat objects). jsonb_each gives the
 * keys in jsonb's order, the order JSON.parse of its text keeps; scalars print compact as they are.
 */
const compactSections = `case jsonb_typeof(p.focus_shop_product_info_sections)
    when 'array' then '[' || coalesce((
      select string_agg(
        case jsonb_typeof(element)
          when 'object' then '{' || coalesce((
            select string_agg(to_json(entry.key)::text || ':' || entry.value::text, ',' order by entry.ordinality)
            from jsonb_each(element) with ordinality entry), '') || '}'
          else element::text end,
        ',' order by position)
      from jsonb_array_elements(p.focus_shop_product_info_sections) with ordinality elements(element, position)), '') || ']'
    else p.focus_shop_product_info_sections::text end`;

const filters: Record<ProductSelection['kind'], string> = {
  all: '',
  category: 'and p.category_id = $3',
  carousel: 'and (p.made_to_order or p.stock_quantity > 0)',
  ids: 'and p.id = any($3::int[])',
  one: 'and p.id = $3',
};

/**
 * The CTEs `chosen` and `views`: per chosen product its JSON text (`view`), its place in the answer
 * (`position`), its id, category, availability and next price change. Parameters: $1 the tenant,
 * $2 the moment the prices hold at, $3 the selection's (category id, limit, ids or product id).
 */
function productViewsSql(kind: ProductSelection['kind']): string {
  const order = kind === 'ids' ? 'array_position($3::int[], p.id)' : 'p.display_order, p.id';
  const limit = kind === 'carousel' ? 'limit $3' : '';
  return `
with chosen as (
  -- Only the columns the view shows (not the search vector, say): these rows are sorted and kept.
  select p.tenant_id, p.id, p.category_id, p.name, p.short_description, p.description, p.price_cents, p.is_discount_active,
    p.discount_percentage, p.discount_start_date, p.discount_end_date, p.sku, p.stock_quantity, p.made_to_order,
    p.needs_package_sending, p.weight_grams, p.is_active, p.display_order, p.focus_shop_product_info_sections,
    p.focus_shop_show_breadcrumb, p.focus_shop_show_category, p.focus_shop_show_sku, p.focus_shop_show_stock,
    p.focus_shop_price_text_color, p.focus_shop_title_text_color, c.id as category_id_shown, c.name as category_name,
    row_number() over (order by ${order}) as position,
    (p.is_discount_active and coalesce(p.discount_percentage, 0) <> 0
      and (p.discount_start_date is null or date_trunc('milliseconds', p.discount_start_date) <= $2)
      and (p.discount_end_date is null or date_trunc('milliseconds', p.discount_end_date) >= $2)) as discounted
  from products p
  left join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id and c.is_active
  where p.tenant_id = $1 and p.is_active ${filters[kind]}
  order by ${order}
  ${limit}
),
views as (
  select p.position, p.id, p.category_id, (p.made_to_order or p.stock_quantity > 0) as available,
    row_to_json(v)::text as view,
    least(
      case when p.is_discount_active and date_trunc('milliseconds', p.discount_start_date) > $2
        then date_trunc('milliseconds', p.discount_start_date) end,
      case when p.is_discount_active and date_trunc('milliseconds', p.discount_end_date) > $2
        then date_trunc('milliseconds', p.discount_end_date) end) as next_change
  from chosen p
  cross join lateral (
    select p.id, p.name, p.short_description as "shortDescription", p.description,
      p.description as "longDescription",
      (case when p.discounted then round(p.price_cents * (100 - p.discount_percentage) / 100.0)
        else p.price_cents end)::float8 / 100 as price,
      case when p.discounted then p.price_cents::float8 / 100 end as "originalPrice",
      p.discounted as "isDiscountActive", p.discounted as "hasActiveDiscount",
      p.discount_percentage as "discountPercentage",
      ${isoMs('p.discount_start_date')} as "discountStartDate",
      ${isoMs('p.discount_end_date')} as "discountEndDate",
      p.sku, p.stock_quantity as "stockQuantity", p.made_to_order as "madeToOrder",
      p.needs_package_sending as "needsPackageSending", p.weight_grams as "weightGrams",
      p.is_active as "isActive", (p.is_active and (p.made_to_order or p.stock_quantity > 0)) as "isAvailable",
      p.display_order as "displayOrder",
      (select row_to_json(shown) from (select p.category_id_shown as id, p.category_name as name) shown
        where p.category_id_shown is not null and p.category_name is not null) as category,
      coalesce((
        select ('[' || string_agg(
          case when cardinality(image.widths) > 0
            then left(image.fields, -1) || ',"variants":{"base":' || to_json(image.base)::text
              || ',"widths":' || array_to_json(image.widths)::text || '}}'
            else image.fields end,
          ',' order by image.display_order, image.id) || ']')::json
        from (
          select pi.display_order, pi.id,
            (select row_to_json(fields)::text from (
              select pi.id, pi.is_primary as "isPrimary", m.file_name as "fileName", pi.alt_text as "altText",
                pi.display_order as "displayOrder", m.width, m.height) fields) as fields,
            '/api/media/' || m.tenant_id || '/' || m.id || '/v' || m.version || '/' as base,
            array(select mv.width from media_variants mv where mv.tenant_id = m.tenant_id and mv.media_id = m.id
              and mv.version = m.version and mv.format = 'webp' order by mv.width) as widths
          from product_images pi
          join media m on m.tenant_id = pi.tenant_id and m.id = pi.media_id
          where pi.tenant_id = p.tenant_id and pi.product_id = p.id
        ) image), '[]'::json) as images,
      p.id in (select pa.product_id from product_addons pa where pa.tenant_id = $1 and pa.is_active) as "hasAddons",
      case when p.focus_shop_product_info_sections is not null then ${compactSections} end
        as "focusShopProductInfoSections",
      p.focus_shop_show_breadcrumb as "focusShopShowBreadcrumb",
      p.focus_shop_show_category as "focusShopShowCategory",
      p.focus_shop_show_sku as "focusShopShowSku",
      p.focus_shop_show_stock as "focusShopShowStock",
      p.focus_shop_price_text_color as "focusShopPriceTextColor",
      p.focus_shop_title_text_color as "focusShopTitleTextColor"
  ) v
)`;
}

/** A JSON array of the views' texts in their order. */
const jsonArray = (views: string) =>
  `'[' || coalesce(string_agg(${views}.view, ',' order by ${views}.position), '') || ']'`;

export function productsSql(kind: ProductSelection['kind']): string {
  const categoryFound =
    kind === 'category'
      ? 'exists (select 1 from categories c where c.tenant_id = $1 and c.id = $3 and c.is_active)'
      : 'true';
  return `${productViewsSql(kind)}
select ${kind === 'one' ? 'min(view)' : jsonArray('views')} as body,
  min(next_change) as valid_until,
  ${categoryFound} as category_found
from views`;
}

// Named: each pool connection prepares a statement once and PostgreSQL keeps its plan, which
// otherwise costs as long as running it for one product (about 1 ms). PgBouncer in session mode,
// as deploy/ sets it up, keeps them; transaction pooling needs its max_prepared_statements (1.21+).
const statements = new Map<ProductSelection['kind'], string>();
const statement = (kind: ProductSelection['kind']) => {
  let text = statements.get(kind);
  if (!text) {
    text = productsSql(kind);
    statements.set(kind, text);
  }
  return text;
};

/** The tenant's active products of `selection` as finished JSON, priced at `now`. */
export async function productsJson(
  pool: pg.Pool,
  tenantId: string,
  selection: ProductSelection,
  now: Date,
): Promise<ProductsJson> {
  const values: unknown[] = [tenantId, now];
  if (selection.kind === 'category') values.push(selection.categoryId);
  else if (selection.kind === 'carousel') values.push(selection.limit);
  else if (selection.kind === 'ids') values.push(selection.ids);
  else if (selection.kind === 'one') values.push(selection.productId);
  const result = await pool.query<{
    body: string | null;
    valid_until: Date | string | null;
    category_found: boolean;
  }>({ name: `catalogue-products-${selection.kind}`, text: statement(selection.kind), values });
  const row = result.rows[0];
  return {
    body: row?.body ?? null,
    validUntil: row?.valid_until ? new Date(row.valid_until) : null,
    categoryFound: row?.category_found ?? false,
  };
}

/** The key each stored product answer has (catalogue_answers.key), as the catalogue's cache names it. */
export const answerKeys = {
  all: 'products',
  carousel: 'carousel',
  categoryPrefix: 'category-products:',
  productPrefix: 'product:',
  category: (categoryId: number) => `${answerKeys.categoryPrefix}${categoryId}`,
  one: (productId: number) => `${answerKeys.productPrefix}${productId}`,
} as const;

/**
 * The list answer's key as an SQL literal. Statements that look up a shop's list answer name its key
 * so, not as a parameter: only then may the planner take the partial index of the list answers
 * (catalogue_answers_lists_idx, one small entry a shop) instead of the key index of every answer.
 */
export const LIST_KEY_LITERAL = `'${answerKeys.all}'`;

/**
 * Every product answer of a tenant, from one pass over its active products: the list, the
 * carousel ($3 products at most), each active category's products and each product, with the
 * bytes `productsJson` gives for the same selection at the same `now` ($2), and the tenant's
 * catalogue version read in the same snapshot. Rows: key, body, valid_until, version.
 */
export function tenantAnswersSql(): string {
  return `${productViewsSql('all')},
shown_in_carousel as (select * from views where available order by position limit $3)
select '${answerKeys.all}' as key, ${jsonArray('views')} as body, min(views.next_change) as valid_until from views
union all
select '${answerKeys.carousel}', ${jsonArray('shown_in_carousel')}, min(shown_in_carousel.next_change) from shown_in_carousel
union all
select '${answerKeys.categoryPrefix}' || c.id, ${jsonArray('views')}, min(views.next_change)
  from categories c left join views on views.category_id = c.id
  where c.tenant_id = $1 and c.is_active group by c.id
union all
select '${answerKeys.productPrefix}' || views.id, views.view, views.next_change from views`;
}
