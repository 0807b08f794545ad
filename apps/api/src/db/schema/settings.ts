import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantIdColumn, updatedAt } from './columns.ts';

export const tenantThemes = pgTable(
  'tenant_themes',
  {
    tenantId: tenantIdColumn(),
    useCustomTheme: boolean('use_custom_theme').notNull().default(false),
    customTheme: text('custom_theme'),
    customCardCorners: text('custom_card_corners').notNull().default('rounded'),
    customCardShadows: boolean('custom_card_shadows').notNull().default(true),
    customPrimaryColor: text('custom_primary_color'),
    customSecondaryColor: text('custom_secondary_color'),
    customAccentColor: text('custom_accent_color'),
    customBackgroundColor: text('custom_background_color'),
    customTextColor: text('custom_text_color'),
    customFontFamily: text('custom_font_family'),
    customHeaderUnderlines: boolean('custom_header_underlines').notNull().default(false),
    sectionsConfig: jsonb('sections_config').notNull().default(sql`'[]'::jsonb`),
    showCarouselSection: boolean('show_carousel_section'),
    showCategoriesSection: boolean('show_categories_section'),
    showProductsSection: boolean('show_products_section'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    check('tenant_themes_corners', sql`${t.customCardCorners} in ('square', 'rounded')`),
  ],
);

export const tenantSocialMedia = pgTable(
  'tenant_social_media',
  {
    tenantId: tenantIdColumn(),
    showTwitterIcon: boolean('show_twitter_icon').notNull().default(false),
    showFacebookIcon: boolean('show_facebook_icon').notNull().default(false),
    showLinkedInIcon: boolean('show_linkedin_icon').notNull().default(false),
    showWhatsAppIcon: boolean('show_whatsapp_icon').notNull().default(false),
    showInstagramIcon: boolean('show_instagram_icon').notNull().default(false),
    twitterUrl: text('twitter_url'),
    facebookUrl: text('facebook_url'),
    linkedInUrl: text('linkedin_url'),
    whatsAppUrl: text('whatsapp_url'),
    instagramUrl: text('instagram_url'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);

export const tenantFocusSettings = pgTable(
  'tenant_focus_settings',
  {
    tenantId: tenantIdColumn(),
    showComparisonSection: boolean('show_comparison_section').notNull().default(false),
    /** Product ids, in the order of the comparison columns. */
    comparisonProductIds: jsonb('comparison_product_ids').notNull().default(sql`'[]'::jsonb`),
    /** Rows: { feature: string, values: Record<productId, string> }. */
    comparisonTableData: jsonb('comparison_table_data').notNull().default(sql`'[]'::jsonb`),
    comparisonGradientBackground: text('comparison_gradient_background'),
    comparisonTitle: text('comparison_title'),
    comparisonSubtitle: text('comparison_subtitle'),
    comparisonTitleColor: text('comparison_title_color'),
    comparisonSubtitleColor: text('comparison_subtitle_color'),
    buttonBackgroundColor: text('button_background_color').notNull().default('#ffffff'),
    buttonTextColor: text('button_text_color').notNull().default('#000000'),
    heroTitle: text('hero_title'),
    heroSubtitle: text('hero_subtitle'),
    heroButtonText: text('hero_button_text'),
    featuredProductText: text('featured_product_text'),
    /** Not a foreign key: a deleted product simply stops being featured. */
    featuredProductId: integer('featured_product_id'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);
