import {
  ADDON_INPUT_MAX_LENGTH,
  CART_BADGE_MAX,
  COMPARISON_DEFAULT_PRODUCT_COUNT,
  FOCUS_BUTTON_DEFAULT_BACKGROUND,
  FOCUS_BUTTON_DEFAULT_TEXT,
} from './constants.ts';

/** The three storefront layouts of spec §1; anything but the two special types is standard. */
export type TShopLayout = 'standard' | 'focus' | 'one-product';

export function shopLayout(subscriptionType: string | null | undefined): TShopLayout {
  if (subscriptionType === 'FocusShop') return 'focus';
  if (subscriptionType === 'OneProductStore') return 'one-product';
  return 'standard';
}

export interface FocusLookFacts {
  buttonBackgroundColor: string;
  buttonTextColor: string;
  heroTitle: string | null;
}

/**
 * Spec §4: the focus-shop look applies for OneProductStore, or when the focus settings have
 * non-default button colours or a non-empty hero title.
 */
export function usesFocusShopLook(
  subscriptionType: string | null | undefined,
  settings: FocusLookFacts | null,
): boolean {
  if (subscriptionType === 'OneProductStore') return true;
  if (!settings) return false;
  const background = settings.buttonBackgroundColor.trim().toLowerCase();
  const text = settings.buttonTextColor.trim().toLowerCase();
  const defaultColours =
    (background === '' || background === FOCUS_BUTTON_DEFAULT_BACKGROUND) &&
    (text === '' || text === FOCUS_BUTTON_DEFAULT_TEXT);
  return !defaultColours || Boolean(settings.heroTitle?.trim());
}

/** Spec §2.4: the cart badge shows 99+ above 99; null means no badge. */
export function cartBadgeText(itemCount: number): string | null {
  if (!Number.isFinite(itemCount) || itemCount <= 0) return null;
  return itemCount > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(Math.floor(itemCount));
}

export interface AddonRuleFacts {
  id: number;
  type: string;
  isRequired: boolean;
  isInputRequired: boolean;
}

export interface AddonChoice {
  selected: boolean;
  inputValue: string;
}

export type TAddonError = 'required' | 'too-long';

/** Spec §5: required add-ons start selected (and stay so). */
export function initialAddonChoices(addons: AddonRuleFacts[]): Record<number, AddonChoice> {
  return Object.fromEntries(addons.map((addon) => [addon.id, { selected: addon.isRequired, inputValue: '' }]));
}

/**
 * Spec §5: a selected Complex add-on whose input is required needs a non-empty value of at most
 * 1000 characters. Returns the errors per add-on id (empty when valid).
 */
export function validateAddonChoices(
  addons: AddonRuleFacts[],
  choices: Record<number, AddonChoice | undefined>,
): Record<number, TAddonError> {
  const errors: Record<number, TAddonError> = {};
  for (const addon of addons) {
    const choice = choices[addon.id];
    const selected = addon.isRequired || Boolean(choice?.selected);
    if (!selected) continue;
    const value = choice?.inputValue ?? '';
    if (value.length > ADDON_INPUT_MAX_LENGTH) errors[addon.id] = 'too-long';
    else if (addon.type === 'Complex' && addon.isInputRequired && value.trim() === '') errors[addon.id] = 'required';
  }
  return errors;
}

/** Spec §4 comparison: the chosen ids in order, else the first 4; shown only with more than 1. */
export function comparisonProducts<T extends { id: number }>(
  products: T[],
  settings: { showComparisonSection: boolean; comparisonProductIds: number[] } | null,
): T[] {
  if (!settings?.showComparisonSection) return [];
  const chosen =
    settings.comparisonProductIds.length > 0
      ? settings.comparisonProductIds
          .map((id) => products.find((product) => product.id === id))
          .filter((product): product is T => Boolean(product))
      : products.slice(0, COMPARISON_DEFAULT_PRODUCT_COUNT);
  return chosen.length > 1 ? chosen : [];
}
