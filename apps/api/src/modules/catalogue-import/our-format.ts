import { z } from 'zod';
import { sanitizeRichText } from '#src/lib/rich-text.ts';
import type { AddonDraft, FocusDraft, ProductDraft } from './draft.ts';
import { emptyDraft, issue } from './draft.ts';
import {
  isHttpUrl,
  MAX_LENGTH,
  MAX_QUANTITY,
  readBoolean,
  readColour,
  readDate,
  readInteger,
  readPrice,
  readText,
  unprotectFormula,
} from './values.ts';

/**
 * Our CSV: one row per product, the §3 fields in the API's units (euros, ISO dates, true/false).
 * imageUrls and imageAltTexts hold one image per line of the cell; addons holds the product's
 * add-ons as a JSON list (see AddonCell).
 */
export const OUR_COLUMNS = [
  { name: 'sku', required: true },
  { name: 'name', required: true },
  { name: 'category', required: false },
  { name: 'shortDescription', required: false },
  { name: 'description', required: false },
  { name: 'price', required: true },
  { name: 'isDiscountActive', required: false },
  { name: 'discountPercentage', required: false },
  { name: 'discountStartDate', required: false },
  { name: 'discountEndDate', required: false },
  { name: 'stockQuantity', required: false },
  { name: 'madeToOrder', required: false },
  { name: 'needsPackageSending', required: false },
  { name: 'weightGrams', required: false },
  { name: 'isActive', required: false },
  { name: 'displayOrder', required: false },
  { name: 'focusShopProductInfoSections', required: false },
  { name: 'focusShopShowBreadcrumb', required: false },
  { name: 'focusShopShowCategory', required: false },
  { name: 'focusShopShowSku', required: false },
  { name: 'focusShopShowStock', required: false },
  { name: 'focusShopPriceTextColor', required: false },
  { name: 'focusShopTitleTextColor', required: false },
  { name: 'imageUrls', required: false },
  { name: 'imageAltTexts', required: false },
  { name: 'addons', required: false },
] as const;

export type OurColumn = (typeof OUR_COLUMNS)[number]['name'];

/** One add-on in the addons cell; prices in euros like the price column. */
const ZAddonCell = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).default(''),
  price: z.number().min(0).max(1_000_000).default(0),
  type: z.enum(['Simple', 'Complex']).default('Simple'),
  isRequired: z.boolean().default(false),
  isInputRequired: z.boolean().default(false),
  inputFieldLabel: z.string().max(200).nullable().default(null),
  inputFieldPlaceholder: z.string().max(200).nullable().default(null),
  isActive: z.boolean().default(true),
});
export type AddonCell = z.input<typeof ZAddonCell>;

const ZInfoSections = z.array(
  z.object({
    id: z.union([z.string(), z.number()]),
    title: z.string(),
    content: z.string(),
    isExpanded: z.boolean(),
    isEnabled: z.boolean(),
  }),
);

function readAddons(draft: ProductDraft, text: string): AddonDraft[] {
  if (text.trim() === '') return [];
  let parsed: z.infer<typeof ZAddonCell>[];
  try {
    parsed = z.array(ZAddonCell).max(50).parse(JSON.parse(text));
  } catch (error) {
    const where = error instanceof z.ZodError ? (error.issues[0]?.path.join('.') ?? '') : 'JSON';
    draft.errors.push(issue('addons', 'invalid_addons', { detail: where }));
    return [];
  }
  return parsed.map(({ price, ...addon }) => ({ ...addon, priceCents: Math.round(price * 100) }));
}

function readInfoSections(draft: ProductDraft, text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return ZInfoSections.parse(JSON.parse(text));
  } catch {
    draft.errors.push(issue('focusShopProductInfoSections', 'invalid_json', {}));
    return null;
  }
}

const cellLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

export function draftFromOurRow(line: number, cells: Record<string, string>): ProductDraft {
  const cell = (name: OurColumn) => unprotectFormula(cells[name] ?? '');
  const draft = emptyDraft(line);
  draft.sku = readText(draft, 'sku', cell('sku'), MAX_LENGTH.sku);
  if (draft.sku === '') draft.errors.push(issue('sku', 'missing_sku'));
  draft.name = readText(draft, 'name', cell('name'), MAX_LENGTH.name);
  if (draft.name === '') draft.errors.push(issue('name', 'missing_name'));
  const category = readText(draft, 'category', cell('category'), MAX_LENGTH.category);
  draft.categoryName = category === '' ? null : category;
  draft.shortDescription = readText(draft, 'shortDescription', cell('shortDescription'), MAX_LENGTH.shortDescription);
  const description = readText(draft, 'description', cell('description'), MAX_LENGTH.description);
  draft.description = sanitizeRichText(description);
  if (draft.description.replace(/\s+/g, '') !== description.replace(/\s+/g, '')) {
    draft.warnings.push(issue('description', 'description_sanitised'));
  }
  draft.priceCents = readPrice(draft, 'price', cell('price'), true) ?? 0;
  draft.isDiscountActive = readBoolean(draft, 'isDiscountActive', cell('isDiscountActive'), false);
  const percentage = cell('discountPercentage').trim();
  draft.discountPercentage =
    percentage === '' ? null : readInteger(draft, 'discountPercentage', percentage, 0, { min: 1, max: 99 });
  if (draft.discountPercentage === 0) draft.discountPercentage = null;
  if (draft.isDiscountActive && draft.discountPercentage === null) {
    draft.errors.push(issue('discountPercentage', 'invalid_discount', {}));
  }
  draft.discountStartDate = readDate(draft, 'discountStartDate', cell('discountStartDate'));
  draft.discountEndDate = readDate(draft, 'discountEndDate', cell('discountEndDate'));
  if (draft.discountStartDate && draft.discountEndDate && draft.discountEndDate < draft.discountStartDate) {
    draft.errors.push(issue('discountEndDate', 'invalid_discount', {}));
  }
  draft.stockQuantity = readInteger(draft, 'stockQuantity', cell('stockQuantity'), 0, { min: 0, max: MAX_QUANTITY });
  draft.madeToOrder = readBoolean(draft, 'madeToOrder', cell('madeToOrder'), false);
  draft.needsPackageSending = readBoolean(draft, 'needsPackageSending', cell('needsPackageSending'), false);
  draft.weightGrams = readInteger(draft, 'weightGrams', cell('weightGrams'), 0, { min: 0, max: MAX_QUANTITY });
  draft.isActive = readBoolean(draft, 'isActive', cell('isActive'), true);
  const order = cell('displayOrder').trim();
  draft.displayOrder = order === '' ? null : readInteger(draft, 'displayOrder', order, 0);
  const focus: FocusDraft = {
    focusShopProductInfoSections: readInfoSections(draft, cell('focusShopProductInfoSections')),
    focusShopShowBreadcrumb: readBoolean(draft, 'focusShopShowBreadcrumb', cell('focusShopShowBreadcrumb'), true),
    focusShopShowCategory: readBoolean(draft, 'focusShopShowCategory', cell('focusShopShowCategory'), true),
    focusShopShowSku: readBoolean(draft, 'focusShopShowSku', cell('focusShopShowSku'), true),
    focusShopShowStock: readBoolean(draft, 'focusShopShowStock', cell('focusShopShowStock'), true),
    focusShopPriceTextColor: readColour(draft, 'focusShopPriceTextColor', cell('focusShopPriceTextColor')),
    focusShopTitleTextColor: readColour(draft, 'focusShopTitleTextColor', cell('focusShopTitleTextColor')),
  };
  draft.focus = focus;
  const altTexts = cell('imageAltTexts').split(/\r?\n/);
  draft.images = cellLines(cell('imageUrls')).map((url, index) => {
    if (!isHttpUrl(url)) draft.errors.push(issue('imageUrls', 'invalid_image_url', { url: url.slice(0, 200) }));
    return { url, altText: (altTexts[index] ?? '').trim().slice(0, 300) };
  });
  draft.addons = readAddons(draft, cell('addons'));
  return draft;
}

export interface ExportedProduct {
  sku: string;
  name: string;
  category: string | null;
  shortDescription: string;
  description: string;
  priceCents: number;
  isDiscountActive: boolean;
  discountPercentage: number | null;
  discountStartDate: Date | null;
  discountEndDate: Date | null;
  stockQuantity: number;
  madeToOrder: boolean;
  needsPackageSending: boolean;
  weightGrams: number;
  isActive: boolean;
  displayOrder: number;
  focusShopProductInfoSections: unknown;
  focusShopShowBreadcrumb: boolean;
  focusShopShowCategory: boolean;
  focusShopShowSku: boolean;
  focusShopShowStock: boolean;
  focusShopPriceTextColor: string | null;
  focusShopTitleTextColor: string | null;
  images: { url: string; altText: string }[];
  addons: AddonDraft[];
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/** The row the export writes for a product; draftFromOurRow reads it back to the same values. */
export function ourRowOf(product: ExportedProduct): Record<OurColumn, string> {
  return {
    sku: product.sku,
    name: product.name,
    category: product.category ?? '',
    shortDescription: product.shortDescription,
    description: product.description,
    price: euros(product.priceCents),
    isDiscountActive: String(product.isDiscountActive),
    discountPercentage: product.discountPercentage === null ? '' : String(product.discountPercentage),
    discountStartDate: product.discountStartDate?.toISOString() ?? '',
    discountEndDate: product.discountEndDate?.toISOString() ?? '',
    stockQuantity: String(product.stockQuantity),
    madeToOrder: String(product.madeToOrder),
    needsPackageSending: String(product.needsPackageSending),
    weightGrams: String(product.weightGrams),
    isActive: String(product.isActive),
    displayOrder: String(product.displayOrder),
    focusShopProductInfoSections:
      product.focusShopProductInfoSections == null ? '' : JSON.stringify(product.focusShopProductInfoSections),
    focusShopShowBreadcrumb: String(product.focusShopShowBreadcrumb),
    focusShopShowCategory: String(product.focusShopShowCategory),
    focusShopShowSku: String(product.focusShopShowSku),
    focusShopShowStock: String(product.focusShopShowStock),
    focusShopPriceTextColor: product.focusShopPriceTextColor ?? '',
    focusShopTitleTextColor: product.focusShopTitleTextColor ?? '',
    imageUrls: product.images.map((image) => image.url).join('\n'),
    imageAltTexts: product.images.map((image) => image.altText.replace(/\s+/g, ' ')).join('\n'),
    addons:
      product.addons.length === 0
        ? ''
        : JSON.stringify(
            product.addons.map(({ priceCents, ...addon }): AddonCell => ({ ...addon, price: priceCents / 100 })),
          ),
  };
}
