import {
  FOCUS_BUTTON_DEFAULT_BACKGROUND,
  FOCUS_BUTTON_DEFAULT_TEXT,
  FONT_STACKS,
  HOME_SECTION_DEFAULTS,
  type TEditableHomeSection,
  type TFocusProductChoice,
  type TFocusSettingsForm,
  type TShopDetails,
  type TSocialMediaSettings,
  type TThemeSettings,
  ZComparisonRowInput,
  ZEditableHomeSection,
} from '@shop/contracts';
import { z } from 'zod';
import type { findFocusRow, findShopDetails, findSocialRow, findThemeRow } from './queries.ts';

const FONT_STACK_LIST: string[] = Object.values(FONT_STACKS);
const HEX = /^#[0-9a-f]{6}$/i;
const hexOrNull = (value: string | null | undefined) => (value && HEX.test(value) ? value : null);

/** Stored JSON may predate these forms: keep what parses, drop the rest. */
function parseList<T>(schema: z.ZodType<T>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A stored section in the form's shape: known types only, missing settings from the defaults. */
function toEditableSection(value: unknown, index: number): TEditableHomeSection[] {
  if (!value || typeof value !== 'object') return [];
  const raw = value as Record<string, unknown>;
  const type = raw.type === 'featured' || raw.type === 'featured-products' ? 'products' : raw.type;
  if (type !== 'carousel' && type !== 'categories' && type !== 'products') return [];
  const settings = typeof raw.settings === 'object' && raw.settings ? raw.settings : {};
  const parsed = ZEditableHomeSection.safeParse({
    id: typeof raw.id === 'string' && raw.id ? raw.id : `${type}-${index + 1}`,
    type,
    title: typeof raw.title === 'string' ? raw.title : undefined,
    description: typeof raw.description === 'string' ? raw.description : undefined,
    enabled: raw.enabled !== false,
    order: typeof raw.order === 'number' ? raw.order : index,
    settings: { ...HOME_SECTION_DEFAULTS[type], ...settings },
  });
  return parsed.success ? [parsed.data] : [];
}

export function toShopDetailsView(row: NonNullable<Awaited<ReturnType<typeof findShopDetails>>>): TShopDetails {
  return {
    displayName: row.displayName,
    description: row.description,
    heroType: row.heroType === 'video' ? 'video' : 'image',
    logoMediaId: row.logoMediaId,
    heroImageMediaId: row.heroImageMediaId,
    heroVideoMediaId: row.heroVideoMediaId,
    legalName: row.legalName,
    legalAddress: row.legalAddress,
    legalPostalCode: row.legalPostalCode,
    legalCity: row.legalCity,
    legalCountry: row.legalCountry,
    kvkNumber: row.kvkNumber,
    vatNumber: row.vatNumber,
    contactEmail: row.contactEmail ?? '',
  };
}

export function toThemeSettingsView(row: Awaited<ReturnType<typeof findThemeRow>>): TThemeSettings {
  const stored = Array.isArray(row?.sectionsConfig) ? row.sectionsConfig : [];
  const sections = stored.flatMap(toEditableSection).sort((a, b) => a.order - b.order);
  const customTheme = row?.customTheme === 'light' || row?.customTheme === 'dark' ? row.customTheme : null;
  return {
    useCustomTheme: row?.useCustomTheme ?? false,
    customTheme,
    customCardCorners: row?.customCardCorners === 'square' ? 'square' : 'rounded',
    customCardShadows: row?.customCardShadows ?? true,
    customPrimaryColor: hexOrNull(row?.customPrimaryColor),
    customSecondaryColor: hexOrNull(row?.customSecondaryColor),
    customAccentColor: hexOrNull(row?.customAccentColor),
    customBackgroundColor: hexOrNull(row?.customBackgroundColor),
    customTextColor: hexOrNull(row?.customTextColor),
    // A font from before the fixed list reads as the default, the only value the form can keep.
    customFontFamily: FONT_STACK_LIST.includes(row?.customFontFamily ?? '') ? (row?.customFontFamily ?? null) : null,
    customHeaderUnderlines: row?.customHeaderUnderlines ?? false,
    sectionsConfig: sections,
    sectionsConfigVersion: 1,
    showCarouselSection: row?.showCarouselSection ?? null,
    showCategoriesSection: row?.showCategoriesSection ?? null,
    showProductsSection: row?.showProductsSection ?? null,
  };
}

export function toFocusSettingsForm(
  row: Awaited<ReturnType<typeof findFocusRow>>,
  products: TFocusProductChoice[],
): TFocusSettingsForm {
  return {
    heroTitle: row?.heroTitle ?? null,
    heroSubtitle: row?.heroSubtitle ?? null,
    heroButtonText: row?.heroButtonText ?? null,
    featuredProductText: row?.featuredProductText ?? null,
    featuredProductId: row?.featuredProductId ?? null,
    buttonBackgroundColor: hexOrNull(row?.buttonBackgroundColor) ?? FOCUS_BUTTON_DEFAULT_BACKGROUND,
    buttonTextColor: hexOrNull(row?.buttonTextColor) ?? FOCUS_BUTTON_DEFAULT_TEXT,
    showComparisonSection: row?.showComparisonSection ?? false,
    comparisonProductIds: parseList(z.number().int(), row?.comparisonProductIds),
    comparisonTableData: parseList(ZComparisonRowInput, row?.comparisonTableData),
    comparisonGradientBackground: row?.comparisonGradientBackground ?? null,
    comparisonTitle: row?.comparisonTitle ?? null,
    comparisonSubtitle: row?.comparisonSubtitle ?? null,
    comparisonTitleColor: hexOrNull(row?.comparisonTitleColor),
    comparisonSubtitleColor: hexOrNull(row?.comparisonSubtitleColor),
    products,
  };
}

export function toSocialSettingsView(row: Awaited<ReturnType<typeof findSocialRow>>): TSocialMediaSettings {
  return {
    showTwitterIcon: row?.showTwitterIcon ?? false,
    showFacebookIcon: row?.showFacebookIcon ?? false,
    showLinkedInIcon: row?.showLinkedInIcon ?? false,
    showWhatsAppIcon: row?.showWhatsAppIcon ?? false,
    showInstagramIcon: row?.showInstagramIcon ?? false,
    twitterUrl: row?.twitterUrl ?? null,
    facebookUrl: row?.facebookUrl ?? null,
    linkedInUrl: row?.linkedInUrl ?? null,
    whatsAppUrl: row?.whatsAppUrl ?? null,
    instagramUrl: row?.instagramUrl ?? null,
  };
}
