import type { TBackOfficeProduct, TDiscountType, TProductInfoSection, TProductInput } from '@shop/contracts';

/** The editor's values: numbers and dates as the owner types them, turned into the API's input on save. */
export interface ProductFormValues {
  name: string;
  shortDescription: string;
  description: string;
  price: string;
  discountType: TDiscountType;
  discountPercentage: string;
  discountPrice: string;
  discountStartDate: string;
  discountEndDate: string;
  sku: string;
  stockQuantity: string;
  madeToOrder: boolean;
  needsPackageSending: boolean;
  weightGrams: string;
  isActive: boolean;
  categoryId: string;
  /** Off: the storefront's default sections; on: the owner's list below. */
  customSections: boolean;
  focusShopProductInfoSections: TProductInfoSection[];
  focusShopShowBreadcrumb: boolean;
  focusShopShowCategory: boolean;
  focusShopShowSku: boolean;
  focusShopShowStock: boolean;
  focusShopPriceTextColor: string;
  focusShopTitleTextColor: string;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  shortDescription: '',
  description: '',
  price: '',
  discountType: 'none',
  discountPercentage: '',
  discountPrice: '',
  discountStartDate: '',
  discountEndDate: '',
  sku: '',
  stockQuantity: '0',
  madeToOrder: false,
  needsPackageSending: false,
  weightGrams: '0',
  isActive: true,
  categoryId: '',
  customSections: false,
  focusShopProductInfoSections: [],
  focusShopShowBreadcrumb: true,
  focusShopShowCategory: true,
  focusShopShowSku: true,
  focusShopShowStock: true,
  focusShopPriceTextColor: '',
  focusShopTitleTextColor: '',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A typed amount or count ('12,50', '12.5'); what cannot be read is sent as is and the server names the field. */
export function parseNumber(text: string): number {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

const decimal = (value: number) => String(value).replace('.', ',');

export function formValuesOf(product: TBackOfficeProduct): ProductFormValues {
  const discounted = product.isDiscountActive && product.discountPercentage !== null;
  return {
    name: product.name,
    shortDescription: product.shortDescription,
    description: product.description,
    price: decimal(product.price),
    discountType: discounted ? 'percentage' : 'none',
    discountPercentage: discounted ? String(product.discountPercentage) : '',
    discountPrice: product.discountedPrice === null ? '' : decimal(product.discountedPrice),
    discountStartDate: toLocalInput(product.discountStartDate),
    discountEndDate: toLocalInput(product.discountEndDate),
    sku: product.sku,
    stockQuantity: String(product.stockQuantity),
    madeToOrder: product.madeToOrder,
    needsPackageSending: product.needsPackageSending,
    weightGrams: String(product.weightGrams),
    isActive: product.isActive,
    categoryId: product.category ? String(product.category.id) : '',
    customSections: product.focusShopProductInfoSections !== null,
    focusShopProductInfoSections: product.focusShopProductInfoSections ?? [],
    focusShopShowBreadcrumb: product.focusShopShowBreadcrumb,
    focusShopShowCategory: product.focusShopShowCategory,
    focusShopShowSku: product.focusShopShowSku,
    focusShopShowStock: product.focusShopShowStock,
    focusShopPriceTextColor: product.focusShopPriceTextColor ?? '',
    focusShopTitleTextColor: product.focusShopTitleTextColor ?? '',
  };
}

// JSON has no NaN: an unreadable number goes as null and the server answers with the field's text.
const numberOrNull = (text: string) => {
  const value = parseNumber(text);
  return Number.isFinite(value) ? value : null;
};

export function productInputOf(values: ProductFormValues): TProductInput {
  return {
    name: values.name,
    shortDescription: values.shortDescription,
    description: values.description,
    price: numberOrNull(values.price) as number,
    discountType: values.discountType,
    discountPercentage: values.discountType === 'percentage' ? numberOrNull(values.discountPercentage) : null,
    discountPrice: values.discountType === 'price' ? numberOrNull(values.discountPrice) : null,
    discountStartDate: values.discountType === 'none' ? null : fromLocalInput(values.discountStartDate),
    discountEndDate: values.discountType === 'none' ? null : fromLocalInput(values.discountEndDate),
    sku: values.sku,
    stockQuantity: numberOrNull(values.stockQuantity) as number,
    madeToOrder: values.madeToOrder,
    needsPackageSending: values.needsPackageSending,
    weightGrams: numberOrNull(values.weightGrams) as number,
    isActive: values.isActive,
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    focusShopProductInfoSections: values.customSections ? values.focusShopProductInfoSections : null,
    focusShopShowBreadcrumb: values.focusShopShowBreadcrumb,
    focusShopShowCategory: values.focusShopShowCategory,
    focusShopShowSku: values.focusShopShowSku,
    focusShopShowStock: values.focusShopShowStock,
    focusShopPriceTextColor: values.focusShopPriceTextColor.trim() || null,
    focusShopTitleTextColor: values.focusShopTitleTextColor.trim() || null,
  };
}
