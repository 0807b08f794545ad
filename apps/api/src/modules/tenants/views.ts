import {
  FOCUS_BUTTON_DEFAULT_BACKGROUND,
  FOCUS_BUTTON_DEFAULT_TEXT,
  type TFocusShopSettings,
  type THomeSection,
  type TImageSource,
  type TSocialMediaSettings,
  type TTenant,
  type TTenantTheme,
  ZComparisonRow,
  ZHomeSection,
} from '@shop/contracts';
import { z } from 'zod';
import type { TenantContext } from '#src/plugins/tenant.ts';
import type { findFocusSettings, findSocialMedia, findTheme } from './queries.ts';

export function toTenantView(
  tenant: TenantContext,
  platformName: string,
  shopState: TTenant['shopState'] = 'open',
  /** The logo's and hero image's sources by media id (media-library's findImageSources). */
  images: Map<number, TImageSource> = new Map(),
  /** When the logo and hero image last changed, by media id (media-library's findImageVersions). */
  versions: Map<number, number> = new Map(),
): TTenant {
  const logoImage = tenant.logoMediaId === null ? undefined : images.get(tenant.logoMediaId);
  const heroImage = tenant.heroImageMediaId === null ? undefined : images.get(tenant.heroImageMediaId);
  return {
    id: tenant.id,
    name: tenant.name,
    displayName: tenant.displayName,
    description: tenant.description,
    theme: tenant.theme,
    heroType: tenant.heroType,
    hasLogo: tenant.logoMediaId !== null,
    hasHeroImage: tenant.heroImageMediaId !== null,
    hasHeroVideo: tenant.heroVideoMediaId !== null,
    ...(logoImage ? { logoImage } : {}),
    ...(heroImage ? { heroImage } : {}),
    logoVersion: (tenant.logoMediaId !== null && versions.get(tenant.logoMediaId)) || null,
    heroImageVersion: (tenant.heroImageMediaId !== null && versions.get(tenant.heroImageMediaId)) || null,
    platformName,
    shopState,
  };
}

/** Stored JSON is the owner's input: keep what parses, drop the rest. */
function parseList<T>(schema: z.ZodType<T>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function toThemeView(row: Awaited<ReturnType<typeof findTheme>>, tenant: TenantContext): TTenantTheme {
  const sections: THomeSection[] = parseList(ZHomeSection, row?.sectionsConfig).sort((a, b) => a.order - b.order);
  return {
    useCustomTheme: row?.useCustomTheme ?? false,
    customTheme: row?.customTheme ?? null,
    customCardCorners: row?.customCardCorners === 'square' ? 'square' : 'rounded',
    customCardShadows: row?.customCardShadows ?? true,
    customPrimaryColor: row?.customPrimaryColor ?? null,
    customSecondaryColor: row?.customSecondaryColor ?? null,
    customAccentColor: row?.customAccentColor ?? null,
    customBackgroundColor: row?.customBackgroundColor ?? null,
    customTextColor: row?.customTextColor ?? null,
    customFontFamily: row?.customFontFamily ?? null,
    customHeaderUnderlines: row?.customHeaderUnderlines ?? false,
    sectionsConfig: sections,
    sectionsConfigVersion: 1,
    showCarouselSection: row?.showCarouselSection ?? null,
    showCategoriesSection: row?.showCategoriesSection ?? null,
    showProductsSection: row?.showProductsSection ?? null,
    theme: tenant.theme,
  };
}

export function toFocusSettingsView(
  row: NonNullable<Awaited<ReturnType<typeof findFocusSettings>>>,
  tenant: TenantContext,
): TFocusShopSettings {
  return {
    showComparisonSection: row.showComparisonSection,
    comparisonProductIds: parseList(z.number().int(), row.comparisonProductIds),
    comparisonTableData: parseList(ZComparisonRow, row.comparisonTableData),
    comparisonGradientBackground: row.comparisonGradientBackground,
    comparisonTitle: row.comparisonTitle,
    comparisonSubtitle: row.comparisonSubtitle,
    comparisonTitleColor: row.comparisonTitleColor,
    comparisonSubtitleColor: row.comparisonSubtitleColor,
    buttonBackgroundColor: row.buttonBackgroundColor || FOCUS_BUTTON_DEFAULT_BACKGROUND,
    buttonTextColor: row.buttonTextColor || FOCUS_BUTTON_DEFAULT_TEXT,
    heroTitle: row.heroTitle,
    heroSubtitle: row.heroSubtitle,
    heroButtonText: row.heroButtonText,
    featuredProductText: row.featuredProductText,
    featuredProductId: row.featuredProductId,
    hasHeroImage: tenant.heroImageMediaId !== null,
  };
}

export function toSocialMediaView(row: Awaited<ReturnType<typeof findSocialMedia>>): TSocialMediaSettings {
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
