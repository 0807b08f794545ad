import { z } from 'zod';
import { ZProductInfoSection } from './catalogue.ts';

/** Field texts of the product form (Dutch; English in the error-codes field catalogue). */
export const PRODUCT_FIELD_TEXTS = {
  nameRequired: 'Naam is verplicht',
  tooLong200: 'Maximaal 200 tekens',
  tooLong2000: 'Maximaal 2000 tekens',
  descriptionTooLong: 'Maximaal 50000 tekens',
  sectionTooLong: 'Maximaal 5000 tekens',
  skuRequired: 'Artikelnummer is verplicht',
  skuTaken: 'Dit artikelnummer is al in gebruik in deze winkel',
  price: 'Kies een prijs van € 0,00 tot € 100.000,00 in hele centen',
  percentage: 'Kies een kortingspercentage van 1 tot 99',
  newPrice: 'De actieprijs ligt lager dan de prijs',
  endAfterStart: 'De einddatum ligt na de begindatum',
  date: 'Kies een geldige datum',
  stock: 'Kies een voorraad van 0 of meer in hele stuks',
  weight: 'Kies een gewicht van 0 of meer in hele grammen',
  colour: 'Kies een kleur als #rrggbb',
  categoryMissing: 'Deze categorie bestaat niet (meer)',
  ids: 'Noem elke id precies één keer',
} as const;

const texts = PRODUCT_FIELD_TEXTS;

/** Spec §4: a product with 1 to 5 in stock is low on stock. */
export const LOW_STOCK_MAX = 5;
export const PRODUCT_STOCK_FILTERS = ['in', 'low', 'out'] as const;
export const PRODUCT_SORTS = ['displayOrder', 'name', 'price', 'stock', 'updated'] as const;
export type TProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_LIST_MAX_PAGE_SIZE = 100;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
const ZId = z.number().int().positive().max(2_147_483_647);

/** GET /api/platform/shops/:tenantName/products */
export const ZProductListQuery = z.object({
  search: z.string().trim().max(200).optional().default(''),
  categoryId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  active: booleanQuery.optional(),
  stock: z.enum(PRODUCT_STOCK_FILTERS).optional(),
  discounted: booleanQuery.optional(),
  sort: z.enum(PRODUCT_SORTS).default('displayOrder'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PRODUCT_LIST_MAX_PAGE_SIZE).default(25),
});
export type TProductListQuery = z.input<typeof ZProductListQuery>;
export type TProductListQueryParsed = z.output<typeof ZProductListQuery>;

export type TStockLevel = 'in' | 'low' | 'out';

/** Spec §4: out at 0 (unless made to order), low at 1 to 5. */
export function stockLevel(product: { stockQuantity: number; madeToOrder: boolean }): TStockLevel {
  if (product.madeToOrder) return 'in';
  if (product.stockQuantity <= 0) return 'out';
  return product.stockQuantity <= LOW_STOCK_MAX ? 'low' : 'in';
}

const ZThumbnail = z.object({ imageId: z.number().int(), altText: z.string() }).nullable();

export const ZProductListRow = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  /** The regular price, euros. */
  price: z.number(),
  /** What the shop shows now, euros (the discount applied when it runs). */
  currentPrice: z.number(),
  hasActiveDiscount: z.boolean(),
  stockQuantity: z.number().int(),
  madeToOrder: z.boolean(),
  stockLevel: z.enum(PRODUCT_STOCK_FILTERS),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  thumbnail: ZThumbnail,
  updatedAt: z.string(),
});
export type TProductListRow = z.infer<typeof ZProductListRow>;

export const ZProductListPage = z.object({
  items: z.array(ZProductListRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TProductListPage = z.infer<typeof ZProductListPage>;

const euros = z
  .number({ error: texts.price })
  .min(0, { error: texts.price })
  .max(100_000, { error: texts.price })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: texts.price });

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: texts.colour })
  .transform((value) => value.toLowerCase())
  .nullable()
  .default(null);

// Years the database and every browser read the same way.
const date = z.iso
  .datetime({ offset: true, error: texts.date })
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1970 && year <= 9999;
    },
    { error: texts.date },
  )
  .nullable()
  .default(null);

export const DISCOUNT_TYPES = ['none', 'percentage', 'price'] as const;
export type TDiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * POST and PUT /api/platform/shops/:tenantName/products[/:productId]: the whole product (spec §3).
 * A discount is a percentage or a new price (kept as the percentage it makes), with an optional period.
 */
export const ZProductInput = z
  .object({
    name: z.string().trim().min(1, { error: texts.nameRequired }).max(200, { error: texts.tooLong200 }),
    shortDescription: z.string().trim().max(2000, { error: texts.tooLong2000 }).default(''),
    description: z.string().max(50_000, { error: texts.descriptionTooLong }).default(''),
    price: euros,
    discountType: z.enum(DISCOUNT_TYPES).default('none'),
    discountPercentage: z
      .number({ error: texts.percentage })
      .int({ error: texts.percentage })
      .min(1, { error: texts.percentage })
      .max(99, { error: texts.percentage })
      .nullable()
      .default(null),
    discountPrice: euros.nullable().default(null),
    discountStartDate: date,
    discountEndDate: date,
    sku: z.string().trim().min(1, { error: texts.skuRequired }).max(200, { error: texts.tooLong200 }),
    stockQuantity: z
      .number({ error: texts.stock })
      .int({ error: texts.stock })
      .min(0, { error: texts.stock })
      .max(1_000_000, { error: texts.stock }),
    madeToOrder: z.boolean().default(false),
    needsPackageSending: z.boolean().default(false),
    weightGrams: z
      .number({ error: texts.weight })
      .int({ error: texts.weight })
      .min(0, { error: texts.weight })
      .max(1_000_000, { error: texts.weight }),
    isActive: z.boolean().default(true),
    categoryId: ZId.nullable().default(null),
    /** null: the storefront shows the default sections (specifications, shipping and returns, warranty). */
    focusShopProductInfoSections: z
      .array(
        ZProductInfoSection.extend({
          id: z.string().max(100),
          title: z.string().max(200, { error: texts.tooLong200 }),
          content: z.string().max(5000, { error: texts.sectionTooLong }),
        }),
      )
      .max(20)
      .nullable()
      .default(null),
    focusShopShowBreadcrumb: z.boolean().default(true),
    focusShopShowCategory: z.boolean().default(true),
    focusShopShowSku: z.boolean().default(true),
    focusShopShowStock: z.boolean().default(true),
    focusShopPriceTextColor: colour,
    focusShopTitleTextColor: colour,
  })
  .superRefine((product, context) => {
    if (product.discountType === 'percentage') {
      if (product.discountPercentage === null) {
        context.addIssue({ code: 'custom', path: ['discountPercentage'], message: texts.percentage });
      }
    }
    if (product.discountType === 'price') {
      const value = product.discountPrice;
      const cents = value === null ? Number.NaN : Math.round(value * 100);
      const priceCents = Math.round(product.price * 100);
      // A price that is not a price at all has its own error already.
      const unreadable = value !== null && Math.abs(cents - value * 100) > 1e-6;
      if (!unreadable && (!(cents >= 0) || cents >= priceCents || discountPercentageOf(priceCents, cents) < 1)) {
        context.addIssue({ code: 'custom', path: ['discountPrice'], message: texts.newPrice });
      }
    }
    const { discountStartDate: start, discountEndDate: end } = product;
    if (product.discountType !== 'none' && start && end && new Date(start) >= new Date(end)) {
      context.addIssue({ code: 'custom', path: ['discountEndDate'], message: texts.endAfterStart });
    }
  });
export type TProductInput = z.input<typeof ZProductInput>;
export type TProductInputParsed = z.output<typeof ZProductInput>;

/** The whole percentage a new price comes to (the shop stores and shows a percentage), within 1 to 99. */
export function discountPercentageOf(priceCents: number, newPriceCents: number): number {
  if (priceCents <= 0) return 0;
  return Math.min(99, Math.max(0, Math.round(100 - (newPriceCents * 100) / priceCents)));
}

/** The stored discount of an input: the percentage, or none. */
export function inputDiscountPercentage(input: TProductInputParsed): number | null {
  if (input.discountType === 'percentage') return input.discountPercentage;
  if (input.discountType === 'price' && input.discountPrice !== null) {
    return discountPercentageOf(Math.round(input.price * 100), Math.round(input.discountPrice * 100));
  }
  return null;
}

export const ZBackOfficeProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  price: z.number(),
  /** The owner's switch: a discount is set (it applies inside its period). */
  isDiscountActive: z.boolean(),
  /** The discount applies now. */
  hasActiveDiscount: z.boolean(),
  discountPercentage: z.number().int().nullable(),
  discountStartDate: z.string().nullable(),
  discountEndDate: z.string().nullable(),
  /** What the shop shows now, euros. */
  currentPrice: z.number(),
  /** The price while the discount runs, euros (null without a discount). */
  discountedPrice: z.number().nullable(),
  sku: z.string(),
  stockQuantity: z.number().int(),
  madeToOrder: z.boolean(),
  needsPackageSending: z.boolean(),
  weightGrams: z.number().int(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  images: z.object({ count: z.number().int(), primary: ZThumbnail }),
  focusShopProductInfoSections: z.array(ZProductInfoSection).nullable(),
  focusShopShowBreadcrumb: z.boolean(),
  focusShopShowCategory: z.boolean(),
  focusShopShowSku: z.boolean(),
  focusShopShowStock: z.boolean(),
  focusShopPriceTextColor: z.string().nullable(),
  focusShopTitleTextColor: z.string().nullable(),
  /** How many order lines name it (they keep their own copy of name and price). */
  orderLineCount: z.number().int(),
  updatedAt: z.string(),
});
export type TBackOfficeProduct = z.infer<typeof ZBackOfficeProduct>;

export const PRODUCT_BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type TProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

const ZUniqueIds = (max: number) =>
  z
    .array(ZId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { error: texts.ids });

/** POST …/products/bulk: all or nothing. */
export const ZProductBulkInput = z.object({
  action: z.enum(PRODUCT_BULK_ACTIONS),
  ids: ZUniqueIds(500).refine((ids) => ids.length > 0, { error: texts.ids }),
});
export type TProductBulkInput = z.input<typeof ZProductBulkInput>;

export const ZProductBulkResult = z.object({ action: z.enum(PRODUCT_BULK_ACTIONS), count: z.number().int() });
export type TProductBulkResult = z.infer<typeof ZProductBulkResult>;

/** PUT …/products/order: ids in their new order; they take the places those products held. */
export const ZProductOrderInput = z.object({ ids: ZUniqueIds(1000) });
export type TProductOrderInput = z.input<typeof ZProductOrderInput>;
