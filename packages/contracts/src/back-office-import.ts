import { z } from 'zod';

/** Largest CSV file the import reads. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Most CSV records (lines after the header) one import reads. */
export const IMPORT_MAX_ROWS = 5000;
/** Largest image the import fetches from a URL named in the file. */
export const IMPORT_IMAGE_MAX_BYTES = 20 * 1024 * 1024;

/** Our own CSV (what the export writes) or a Shopify product export. */
export const ZImportFormat = z.enum(['winkelwerf', 'shopify']);
export type TImportFormat = z.infer<typeof ZImportFormat>;

/** Why a row cannot be imported (errors) or what the import changes on the way (warnings). */
export const ZImportIssueCode = z.enum([
  'missing_name',
  'missing_sku',
  'invalid_price',
  'invalid_number',
  'invalid_boolean',
  'invalid_date',
  'invalid_discount',
  'invalid_colour',
  'invalid_json',
  'invalid_addons',
  'text_too_long',
  'duplicate_sku_in_file',
  'sku_exists',
  'invalid_image_url',
  'image_fetch_failed',
  // warnings
  'stock_set_to_zero',
  'discount_rounded',
  'variant_of',
  'description_sanitised',
  'category_created',
  'images_kept',
]);
export type TImportIssueCode = z.infer<typeof ZImportIssueCode>;

export const ZImportIssue = z.object({
  /** The column of the file the issue is about. */
  column: z.string(),
  code: ZImportIssueCode,
  /** Values for the text: the value read, a limit, another line, a URL. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TImportIssue = z.infer<typeof ZImportIssue>;

/** What a row becomes, in the API's units (euros). */
export const ZImportedProduct = z.object({
  name: z.string(),
  sku: z.string(),
  price: z.number(),
  discountPercentage: z.number().int().nullable(),
  isDiscountActive: z.boolean(),
  stockQuantity: z.number().int(),
  weightGrams: z.number().int(),
  isActive: z.boolean(),
  category: z.string().nullable(),
  imageCount: z.number().int(),
  addonCount: z.number().int(),
});
export type TImportedProduct = z.infer<typeof ZImportedProduct>;

export const ZImportRow = z.object({
  /** Line of the file (the header is line 1). */
  line: z.number().int(),
  action: z.enum(['create', 'update']),
  product: ZImportedProduct,
  errors: z.array(ZImportIssue),
  warnings: z.array(ZImportIssue),
});
export type TImportRow = z.infer<typeof ZImportRow>;

export const ZImportSummary = z.object({
  products: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  rowsWithErrors: z.number().int(),
  rowsWithWarnings: z.number().int(),
  newCategories: z.array(z.string()),
  images: z.number().int(),
});

export const ZImportPreview = z.object({
  format: ZImportFormat,
  rows: z.array(ZImportRow),
  summary: ZImportSummary,
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

/** The owner's choices, sent as text fields next to the file. */
export const ZImportOptions = z.object({
  /** A row whose SKU the shop has already updates that product; off: such a row is an error. */
  updateExisting: z.enum(['true', 'false']).default('true'),
});
export type TImportOptions = z.infer<typeof ZImportOptions>;

export const ZImportResult = z.object({
  format: ZImportFormat,
  created: z.number().int(),
  updated: z.number().int(),
  categoriesCreated: z.number().int(),
  imagesStored: z.number().int(),
});
export type TImportResult = z.infer<typeof ZImportResult>;

/** The answer when the file still has row errors: nothing was written; the preview says why. */
export const ZImportRefused = z.object({
  error: z.literal('import_has_errors'),
  message: z.string(),
  preview: ZImportPreview,
});
