import {
  centsToEuros,
  effectivePriceCents,
  hasActiveDiscount,
  isProductAvailable,
  type TCategory,
  type TImage,
  type TProduct,
  type TProductAddon,
} from '@shop/contracts';
import { variantBaseUrl } from '#src/modules/media-library/media-library.ts';
import type { CategoryRow, ImageRow, ProductRow } from './queries.ts';

export function groupImages(rows: ImageRow[]): Map<number, TImage[]> {
  const byOwner = new Map<number, TImage[]>();
  for (const { ownerId, tenantId, mediaId, mediaVersion, variantWidths, ...image } of rows) {
    const list = byOwner.get(ownerId) ?? [];
    list.push(
      variantWidths.length > 0
        ? { ...image, variants: { base: variantBaseUrl(tenantId, mediaId, mediaVersion), widths: variantWidths } }
        : image,
    );
    byOwner.set(ownerId, list);
  }
  return byOwner;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toProductView(row: ProductRow, images: TImage[], now: Date): TProduct {
  const discounted = hasActiveDiscount(row, now);
  const priceCents = effectivePriceCents(row, now);
  return {
    id: row.id,
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    longDescription: row.description,
    price: centsToEuros(priceCents),
    originalPrice: discounted ? centsToEuros(row.priceCents) : null,
    // Spec §4's badge rule reads this flag, so it says whether the discount applies now, not the owner's switch.
    isDiscountActive: discounted,
    hasActiveDiscount: discounted,
    discountPercentage: row.discountPercentage,
    discountStartDate: iso(row.discountStartDate),
    discountEndDate: iso(row.discountEndDate),
    sku: row.sku,
    stockQuantity: row.stockQuantity,
    madeToOrder: row.madeToOrder,
    needsPackageSending: row.needsPackageSending,
    weightGrams: row.weightGrams,
    isActive: row.isActive,
    isAvailable: isProductAvailable(row),
    displayOrder: row.displayOrder,
    category:
      row.categoryId !== null && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null,
    images,
    hasAddons: row.hasAddons,
    focusShopProductInfoSections:
      row.focusShopProductInfoSections === null ? null : JSON.stringify(row.focusShopProductInfoSections),
    focusShopShowBreadcrumb: row.focusShopShowBreadcrumb,
    focusShopShowCategory: row.focusShopShowCategory,
    focusShopShowSku: row.focusShopShowSku,
    focusShopShowStock: row.focusShopShowStock,
    focusShopPriceTextColor: row.focusShopPriceTextColor,
    focusShopTitleTextColor: row.focusShopTitleTextColor,
  };
}

export function toProductViews(rows: ProductRow[], imageRows: ImageRow[], now: Date): TProduct[] {
  const images = groupImages(imageRows);
  return rows.map((row) => toProductView(row, images.get(row.id) ?? [], now));
}

export function toCategoryView(row: CategoryRow, images: TImage[]): TCategory {
  return { ...row, images };
}

export function toAddonView(
  row: Omit<TProductAddon, 'price' | 'images'> & { priceCents: number },
  images: TImage[],
): TProductAddon {
  const { priceCents, ...rest } = row;
  return { ...rest, price: centsToEuros(priceCents), images };
}
