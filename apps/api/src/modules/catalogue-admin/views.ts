import {
  centsToEuros,
  effectivePriceCents,
  hasActiveDiscount,
  stockLevel,
  type TBackOfficeProduct,
  type TProductInfoSection,
  type TProductListRow,
} from '@shop/contracts';
import type { AdminProductRow, PrimaryImage } from './queries.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const thumbnail = (image: PrimaryImage | undefined) =>
  image ? { imageId: image.imageId, altText: image.altText } : null;
const categoryOf = (row: AdminProductRow) =>
  row.categoryId !== null && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null;

export function toProductListRow(row: AdminProductRow, image: PrimaryImage | undefined, now: Date): TProductListRow {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    price: centsToEuros(row.priceCents),
    currentPrice: centsToEuros(effectivePriceCents(row, now)),
    hasActiveDiscount: hasActiveDiscount(row, now),
    stockQuantity: row.stockQuantity,
    madeToOrder: row.madeToOrder,
    stockLevel: stockLevel(row),
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    category: categoryOf(row),
    thumbnail: thumbnail(image),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function infoSections(value: unknown): TProductInfoSection[] | null {
  return Array.isArray(value) ? (value as TProductInfoSection[]) : null;
}

export function toBackOfficeProduct(
  row: AdminProductRow,
  image: PrimaryImage | undefined,
  orderLineCount: number,
  now: Date,
): TBackOfficeProduct {
  const percentage = row.isDiscountActive ? row.discountPercentage : null;
  return {
    id: row.id,
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    price: centsToEuros(row.priceCents),
    isDiscountActive: row.isDiscountActive,
    hasActiveDiscount: hasActiveDiscount(row, now),
    discountPercentage: row.discountPercentage,
    discountStartDate: iso(row.discountStartDate),
    discountEndDate: iso(row.discountEndDate),
    currentPrice: centsToEuros(effectivePriceCents(row, now)),
    discountedPrice: percentage ? centsToEuros(Math.round((row.priceCents * (100 - percentage)) / 100)) : null,
    sku: row.sku,
    stockQuantity: row.stockQuantity,
    madeToOrder: row.madeToOrder,
    needsPackageSending: row.needsPackageSending,
    weightGrams: row.weightGrams,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    category: categoryOf(row),
    images: { count: image?.count ?? 0, primary: thumbnail(image) },
    focusShopProductInfoSections: infoSections(row.focusShopProductInfoSections),
    focusShopShowBreadcrumb: row.focusShopShowBreadcrumb,
    focusShopShowCategory: row.focusShopShowCategory,
    focusShopShowSku: row.focusShopShowSku,
    focusShopShowStock: row.focusShopShowStock,
    focusShopPriceTextColor: row.focusShopPriceTextColor,
    focusShopTitleTextColor: row.focusShopTitleTextColor,
    orderLineCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}
