import { z } from 'zod';
import { SEARCH_MAX_PAGE_SIZE, SEARCH_SORT_VALUES } from './constants.ts';
import { ZImageVariants } from './media-library.ts';
import { ZTenantId } from './tenant.ts';

export const ZImage = z.object({
  id: z.number().int(),
  isPrimary: z.boolean(),
  fileName: z.string(),
  altText: z.string(),
  displayOrder: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The image's variants for a srcset; absent for an image without them. */
  variants: ZImageVariants.optional(),
});
export type TImage = z.infer<typeof ZImage>;

export const ZCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  productCount: z.number().int(),
  images: z.array(ZImage),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZProductInfoSection = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  isExpanded: z.boolean(),
  isEnabled: z.boolean(),
});
export type TProductInfoSection = z.infer<typeof ZProductInfoSection>;

export const ZProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  longDescription: z.string(),
  /** What the shopper pays now, euros, VAT included. */
  price: z.number(),
  /** The regular price when a discount applies, else null. */
  originalPrice: z.number().nullable(),
  isDiscountActive: z.boolean(),
  hasActiveDiscount: z.boolean(),
  discountPercentage: z.number().int().nullable(),
  discountStartDate: z.string().nullable(),
  discountEndDate: z.string().nullable(),
  sku: z.string(),
  stockQuantity: z.number().int(),
  madeToOrder: z.boolean(),
  needsPackageSending: z.boolean(),
  weightGrams: z.number().int(),
  isActive: z.boolean(),
  isAvailable: z.boolean(),
  displayOrder: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  images: z.array(ZImage),
  hasAddons: z.boolean(),
  /** JSON text, as the spec names it; null means the default sections. */
  focusShopProductInfoSections: z.string().nullable(),
  focusShopShowBreadcrumb: z.boolean(),
  focusShopShowCategory: z.boolean(),
  focusShopShowSku: z.boolean(),
  focusShopShowStock: z.boolean(),
  focusShopPriceTextColor: z.string().nullable(),
  focusShopTitleTextColor: z.string().nullable(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductAddon = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  type: z.enum(['Simple', 'Complex']),
  isRequired: z.boolean(),
  isInputRequired: z.boolean(),
  inputFieldLabel: z.string().nullable(),
  inputFieldPlaceholder: z.string().nullable(),
  images: z.array(ZImage),
});
export type TProductAddon = z.infer<typeof ZProductAddon>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ZProductSearchQuery = z.object({
  tenantId: ZTenantId,
  searchTerm: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(20),
  sortBy: z.enum(SEARCH_SORT_VALUES).default('relevance'),
  categoryId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  minPrice: z.coerce.number().min(0).max(1_000_000).optional(),
  maxPrice: z.coerce.number().min(0).max(1_000_000).optional(),
  inStock: booleanQuery.optional(),
});
export type TProductSearchQuery = z.infer<typeof ZProductSearchQuery>;

/** A serial id in a path or query: a positive PostgreSQL integer. */
const ZDatabaseId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZIdParam = z.object({ id: ZDatabaseId });
export const ZProductIdParam = z.object({ productId: ZDatabaseId });
export const ZImageParams = z.object({
  id: ZDatabaseId,
  imageId: ZDatabaseId,
});
export const ZPublicImageParams = z.object({
  productId: ZDatabaseId,
  imageId: ZDatabaseId,
});
export const ZAddonImageParams = z.object({
  productId: ZDatabaseId,
  addonId: ZDatabaseId,
  imageId: ZDatabaseId.optional(),
});
export const ZTenantIdParam = z.object({ tenantId: ZTenantId });
