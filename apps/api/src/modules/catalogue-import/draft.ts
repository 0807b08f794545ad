import type { TImportIssue, TImportIssueCode } from '@shop/contracts';

export interface ImageDraft {
  url: string;
  altText: string;
}

export interface AddonDraft {
  name: string;
  description: string;
  priceCents: number;
  type: 'Simple' | 'Complex';
  isRequired: boolean;
  isInputRequired: boolean;
  inputFieldLabel: string | null;
  inputFieldPlaceholder: string | null;
  isActive: boolean;
}

export interface FocusDraft {
  focusShopProductInfoSections: unknown;
  focusShopShowBreadcrumb: boolean;
  focusShopShowCategory: boolean;
  focusShopShowSku: boolean;
  focusShopShowStock: boolean;
  focusShopPriceTextColor: string | null;
  focusShopTitleTextColor: string | null;
}

/** What one product of the file becomes, with what is wrong with it; formats map their rows to this. */
export interface ProductDraft {
  line: number;
  sku: string;
  name: string;
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
  /** Null: after the shop's products (new) or where it is (update). */
  displayOrder: number | null;
  /** Undefined: the format does not carry them (new products get the defaults, updates keep theirs). */
  focus: FocusDraft | undefined;
  categoryName: string | null;
  images: ImageDraft[];
  /** Undefined: the format does not carry add-ons (updates keep theirs). */
  addons: AddonDraft[] | undefined;
  errors: TImportIssue[];
  warnings: TImportIssue[];
}

export const issue = (
  column: string,
  code: TImportIssueCode,
  params: Record<string, string | number> = {},
): TImportIssue => ({ column, code, params });

export function emptyDraft(line: number): ProductDraft {
  return {
    line,
    sku: '',
    name: '',
    shortDescription: '',
    description: '',
    priceCents: 0,
    isDiscountActive: false,
    discountPercentage: null,
    discountStartDate: null,
    discountEndDate: null,
    stockQuantity: 0,
    madeToOrder: false,
    needsPackageSending: false,
    weightGrams: 0,
    isActive: true,
    displayOrder: null,
    focus: undefined,
    categoryName: null,
    images: [],
    addons: undefined,
    errors: [],
    warnings: [],
  };
}
