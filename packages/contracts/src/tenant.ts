import { z } from 'zod';
import { ZImageSource } from './media-library.ts';

export const ZTenantId = z.uuid({ message: 'tenantId must be a UUID' });
export const ZTenantName = z
  .string()
  .min(1)
  .max(63)
  .regex(/^[a-zA-Z0-9-]+$/, { message: 'Tenant name may contain letters, digits and hyphens only' });

export const ZTenant = z.object({
  id: z.uuid(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  theme: z.string(),
  heroType: z.enum(['video', 'image']),
  hasLogo: z.boolean(),
  hasHeroImage: z.boolean(),
  hasHeroVideo: z.boolean(),
  /** The logo's and hero image's sizes and variants (for srcset); absent when the shop has none. */
  logoImage: ZImageSource.optional(),
  heroImage: ZImageSource.optional(),
  /**
   * When the logo and the hero image last changed (epoch ms), null without one: the `t` of their
   * §7 addresses (`/logo?t=`, `/hero-image?t=`), which the API answers as cacheable for a year.
   */
  logoVersion: z.number().int().nullable(),
  heroImageVersion: z.number().int().nullable(),
  platformName: z.string(),
  /**
   * open; comingSoon while the shop has no active product yet (a new sign-up); paused when its
   * trial or plan ended without payment: the storefront shows 'temporarily closed' and takes no orders.
   */
  shopState: z.enum(['open', 'comingSoon', 'paused']),
});
export type TTenant = z.infer<typeof ZTenant>;

export const ZHomeSection = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  icon: z.string().optional(),
  enabled: z.boolean().default(true),
  order: z.number().int().default(0),
  settings: z.record(z.string(), z.unknown()).default({}),
});
export type THomeSection = z.infer<typeof ZHomeSection>;

export const ZTenantTheme = z.object({
  useCustomTheme: z.boolean(),
  customTheme: z.string().nullable(),
  customCardCorners: z.enum(['square', 'rounded']),
  customCardShadows: z.boolean(),
  customPrimaryColor: z.string().nullable(),
  customSecondaryColor: z.string().nullable(),
  customAccentColor: z.string().nullable(),
  customBackgroundColor: z.string().nullable(),
  customTextColor: z.string().nullable(),
  customFontFamily: z.string().nullable(),
  customHeaderUnderlines: z.boolean(),
  sectionsConfig: z.array(ZHomeSection),
  sectionsConfigVersion: z.literal(1),
  showCarouselSection: z.boolean().nullable(),
  showCategoriesSection: z.boolean().nullable(),
  showProductsSection: z.boolean().nullable(),
  theme: z.string(),
});
export type TTenantTheme = z.infer<typeof ZTenantTheme>;

export const ZSubscriptionTypeResponse = z.object({ subscriptionType: z.string().nullable() });
export type TSubscriptionTypeResponse = z.infer<typeof ZSubscriptionTypeResponse>;

export const ZComparisonRow = z.object({ feature: z.string(), values: z.record(z.string(), z.string()) });

export const ZFocusShopSettings = z.object({
  showComparisonSection: z.boolean(),
  comparisonProductIds: z.array(z.number().int()),
  comparisonTableData: z.array(ZComparisonRow),
  comparisonGradientBackground: z.string().nullable(),
  comparisonTitle: z.string().nullable(),
  comparisonSubtitle: z.string().nullable(),
  comparisonTitleColor: z.string().nullable(),
  comparisonSubtitleColor: z.string().nullable(),
  buttonBackgroundColor: z.string(),
  buttonTextColor: z.string(),
  heroTitle: z.string().nullable(),
  heroSubtitle: z.string().nullable(),
  heroButtonText: z.string().nullable(),
  featuredProductText: z.string().nullable(),
  featuredProductId: z.number().int().nullable(),
  hasHeroImage: z.boolean(),
});
export type TFocusShopSettings = z.infer<typeof ZFocusShopSettings>;

export const ZSocialMediaSettings = z.object({
  showTwitterIcon: z.boolean(),
  showFacebookIcon: z.boolean(),
  showLinkedInIcon: z.boolean(),
  showWhatsAppIcon: z.boolean(),
  showInstagramIcon: z.boolean(),
  twitterUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  linkedInUrl: z.string().nullable(),
  whatsAppUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
});
export type TSocialMediaSettings = z.infer<typeof ZSocialMediaSettings>;

export const ZTermsResponse = z.object({ content: z.string() });
export type TTermsResponse = z.infer<typeof ZTermsResponse>;

export const ZAnalyticsTrackRequest = z.object({
  tenantId: ZTenantId,
  pageUrl: z.string().min(1).max(2048),
  referrer: z.string().max(2048).nullish(),
});
export type TAnalyticsTrackRequest = z.infer<typeof ZAnalyticsTrackRequest>;

export const ZTenantIdQuery = z.object({ tenantId: ZTenantId });
