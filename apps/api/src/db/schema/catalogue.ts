import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, tenantIdColumn, tsvector, updatedAt } from './columns.ts';
import { media } from './media.ts';

export const categories = pgTable(
  'categories',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default('#6b7280'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('categories_public_idx').on(t.tenantId, t.isActive, t.displayOrder),
  ],
);

export const categoryImages = pgTable(
  'category_images',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    categoryId: integer('category_id').notNull(),
    mediaId: integer('media_id').notNull(),
    altText: text('alt_text').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [categories.tenantId, categories.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.mediaId], foreignColumns: [media.tenantId, media.id] }),
    index('category_images_category_idx').on(t.tenantId, t.categoryId),
  ],
);

export const products = pgTable(
  'products',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    categoryId: integer('category_id'),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Regular price in cents, VAT included. */
    priceCents: integer('price_cents').notNull(),
    isDiscountActive: boolean('is_discount_active').notNull().default(false),
    discountPercentage: integer('discount_percentage'),
    discountStartDate: timestamp('discount_start_date', { withTimezone: true }),
    discountEndDate: timestamp('discount_end_date', { withTimezone: true }),
    sku: text('sku').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    madeToOrder: boolean('made_to_order').notNull().default(false),
    needsPackageSending: boolean('needs_package_sending').notNull().default(false),
    weightGrams: integer('weight_grams').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    focusShopProductInfoSections: jsonb('focus_shop_product_info_sections'),
    focusShopShowBreadcrumb: boolean('focus_shop_show_breadcrumb').notNull().default(true),
    focusShopShowCategory: boolean('focus_shop_show_category').notNull().default(true),
    focusShopShowSku: boolean('focus_shop_show_sku').notNull().default(true),
    focusShopShowStock: boolean('focus_shop_show_stock').notNull().default(true),
    focusShopPriceTextColor: text('focus_shop_price_text_color'),
    focusShopTitleTextColor: text('focus_shop_title_text_color'),
    /** Dutch and English stems of the unaccented text; see the search_config migration. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('public.shop_nl'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('public.shop_en'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('public.shop_nl'::regconfig, coalesce(short_description, '') || ' ' || coalesce(sku, '')), 'B') || setweight(to_tsvector('public.shop_en'::regconfig, coalesce(short_description, '')), 'B') || setweight(to_tsvector('public.shop_nl'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('public.shop_en'::regconfig, coalesce(description, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [categories.tenantId, categories.id] }),
    uniqueIndex('products_sku_key').on(t.tenantId, t.sku),
    index('products_public_idx').on(t.tenantId, t.isActive, t.displayOrder),
    index('products_category_idx').on(t.tenantId, t.categoryId),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`public.shop_unaccent(lower(${t.name})) gin_trgm_ops`),
    check('products_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('products_price_not_negative', sql`${t.priceCents} >= 0`),
    check('products_weight_not_negative', sql`${t.weightGrams} >= 0`),
    check(
      'products_discount_percentage',
      sql`${t.discountPercentage} is null or (${t.discountPercentage} > 0 and ${t.discountPercentage} < 100)`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull(),
    mediaId: integer('media_id').notNull(),
    altText: text('alt_text').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.mediaId], foreignColumns: [media.tenantId, media.id] }),
    index('product_images_product_idx').on(t.tenantId, t.productId),
  ],
);

export const productAddons = pgTable(
  'product_addons',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    /** 'Simple' or 'Complex' (a Complex add-on may ask for a text input). */
    type: text('type').notNull().default('Simple'),
    isRequired: boolean('is_required').notNull().default(false),
    isInputRequired: boolean('is_input_required').notNull().default(false),
    inputFieldLabel: text('input_field_label'),
    inputFieldPlaceholder: text('input_field_placeholder'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
    index('product_addons_product_idx').on(t.tenantId, t.productId),
    check('product_addons_type', sql`${t.type} in ('Simple', 'Complex')`),
    check('product_addons_price', sql`${t.priceCents} >= 0`),
  ],
);

export const productAddonImages = pgTable(
  'product_addon_images',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    addonId: integer('addon_id').notNull(),
    mediaId: integer('media_id').notNull(),
    altText: text('alt_text').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.addonId],
      foreignColumns: [productAddons.tenantId, productAddons.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.mediaId], foreignColumns: [media.tenantId, media.id] }),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    pageUrl: text('page_url').notNull(),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /**
     * The page's path without query or fragment ('/' when empty), at most 200 characters: worked out
     * once, for the overview's top pages (short enough to be a key of analytics_events_time_idx).
     */
    pagePath: text('page_path').generatedAlwaysAs(
      sql`left(coalesce(nullif(split_part(split_part(regexp_replace(page_url, '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*', ''), '#', 1), '?', 1), ''), '/'), 200)`,
    ),
    /** The referring site's host, lower case, at most 200 characters; null for no referrer or the shop's own host. */
    referrerHost: text('referrer_host').generatedAlwaysAs(
      sql`left(nullif(lower(substring(referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)')), lower(substring(page_url from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)'))), 200)`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The columns after created_at let the overview's visits be read from the index alone.
    index('analytics_events_time_idx').on(t.tenantId, t.createdAt, t.pagePath, t.referrerHost),
  ],
);

/**
 * One row per tenant, bumped at commit by a trigger on every table the public catalogue reads
 * (see the catalogue_versions migration). Caches compare it, so an edit shows on the next request.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  tenantId: tenantIdColumn().primaryKey(),
  version: integer('version').notNull().default(0),
});

/**
 * The public product answers as finished JSON, written when the catalogue changes (modules/catalogue/
 * stored-answers.ts) and read by every node: a shop's first visitor after a change finds its answer
 * here instead of having it built. A row serves while its version is the shop's catalogue version
 * and its price still holds (valid_until). Unlogged (migration 0014): derived data, rebuilt after a
 * crash empties it.
 */
export const catalogueAnswers = pgTable(
  'catalogue_answers',
  {
    tenantId: tenantIdColumn(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    body: text('body').notNull(),
    /** The body gzip-compressed, for the clients that take gzip (nearly all); null for small answers. */
    bodyGzip: bytea('body_gzip'),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.key] }),
    // The writer looks for shops whose list is missing or old every second: a walk along this index, not 10,000 lookups.
    index('catalogue_answers_lists_idx').on(t.tenantId).where(sql`${t.key} = 'products'`),
  ],
);

/**
 * What the search reads of each active product, written per shop with its answers (stored-answers.ts):
 * the shop's rows side by side on a few pages, where its products lie scattered over as many pages
 * as it has products. Unlogged, like the answers.
 */
export const catalogueSearchRows = pgTable(
  'catalogue_search_rows',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').notNull(),
    categoryId: integer('category_id'),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    isDiscountActive: boolean('is_discount_active').notNull(),
    discountPercentage: integer('discount_percentage'),
    discountStartDate: timestamp('discount_start_date', { withTimezone: true }),
    discountEndDate: timestamp('discount_end_date', { withTimezone: true }),
    stockQuantity: integer('stock_quantity').notNull(),
    madeToOrder: boolean('made_to_order').notNull(),
    isActive: boolean('is_active').notNull(),
    displayOrder: integer('display_order').notNull(),
    searchVector: tsvector('search_vector').notNull(),
    // The name as the search matches and sorts it, computed once when written instead of per search.
    searchName: text('search_name').notNull().generatedAlwaysAs(sql`public.shop_unaccent(lower(name))`),
    // The product's written answer (catalogue_answers 'product:<id>') and until when it holds, so that
    // a search takes its page from the rows it found instead of looking each answer up.
    answer: text('answer'),
    answerValidUntil: timestamp('answer_valid_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
