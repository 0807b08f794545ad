import { z } from 'zod';
import { FEATURED_PRODUCTS, FOCUS_BUTTON_DEFAULT_BACKGROUND, FOCUS_BUTTON_DEFAULT_TEXT } from './constants.ts';
import { KVK_NUMBER_PATTERN, NL_VAT_NUMBER_PATTERN, normalizeVatNumber } from './invoices.ts';

// The back office's look-and-feel forms: the shop's name and hero, the theme record with its home
// sections, the focus-shop settings, social media and the terms (spec §3). Every GET answers the
// saved values in the shape its PUT accepts.

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
export const HEX_COLOUR_MESSAGE = 'Kies een kleur als #rrggbb';
export const ZHexColour = z.string().trim().regex(HEX_COLOUR, { message: HEX_COLOUR_MESSAGE });
const ZOptionalColour = ZHexColour.nullable();

const optionalText = (max: number) =>
  z
    .string()
    .max(max, { message: `Maximaal ${max} tekens` })
    .nullable()
    .transform((value) => (value?.trim() ? value : null));

// --- Shop ---------------------------------------------------------------------------------------

const ZShopDetailsBase = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, { message: 'Naam van de winkel is verplicht' })
    .max(80, { message: 'Maximaal 80 tekens' }),
  description: z.string().trim().max(2000, { message: 'Maximaal 2000 tekens' }),
  heroType: z.enum(['video', 'image']),
});
export const KVK_NUMBER_MESSAGE = 'Een KvK-nummer heeft 8 cijfers';
export const VAT_NUMBER_MESSAGE = 'Gebruik een btw-nummer als NL123456789B01';
const CONTACT_EMAIL_MESSAGE = 'Voer een geldig e-mailadres in';
const ZEmailCheck = z.email();

const legalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Maximaal ${max} tekens` });

/**
 * The seller's details every invoice holds (a Dutch invoice must), and the address the shop's mail
 * goes to (contact form, new orders; empty: the owner's). Each may stay empty; KvK and VAT numbers
 * are checked when given: spaces and dots dropped, the VAT number upper case.
 */
export const ZShopLegalDetailsInput = z.object({
  legalName: legalText(200),
  legalAddress: legalText(200),
  legalPostalCode: legalText(40),
  legalCity: legalText(120),
  legalCountry: legalText(80),
  kvkNumber: z
    .string()
    .max(40, { message: 'Maximaal 40 tekens' })
    .transform((value) => value.replace(/[\s.]/g, ''))
    .refine((value) => value === '' || KVK_NUMBER_PATTERN.test(value), { message: KVK_NUMBER_MESSAGE }),
  vatNumber: z
    .string()
    .max(40, { message: 'Maximaal 40 tekens' })
    .transform(normalizeVatNumber)
    .refine((value) => value === '' || NL_VAT_NUMBER_PATTERN.test(value), { message: VAT_NUMBER_MESSAGE }),
  contactEmail: legalText(200).refine((value) => value === '' || ZEmailCheck.safeParse(value).success, {
    message: CONTACT_EMAIL_MESSAGE,
  }),
});

export const ZShopDetailsInput = ZShopDetailsBase.extend(ZShopLegalDetailsInput.shape);
export type TShopDetailsInput = z.infer<typeof ZShopDetailsInput>;

export const ZShopDetails = ZShopDetailsBase.extend({
  legalName: z.string(),
  legalAddress: z.string(),
  legalPostalCode: z.string(),
  legalCity: z.string(),
  legalCountry: z.string(),
  kvkNumber: z.string(),
  vatNumber: z.string(),
  /** '' when the shop's mail goes to its owner. */
  contactEmail: z.string(),
  logoMediaId: z.number().int().nullable(),
  heroImageMediaId: z.number().int().nullable(),
  heroVideoMediaId: z.number().int().nullable(),
});
export type TShopDetails = z.infer<typeof ZShopDetails>;

// --- Theme and home sections --------------------------------------------------------------------

/** Font stacks every device has, so the storefront never downloads a web font. */
export const FONT_STACKS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  humanist: '"Trebuchet MS", "Gill Sans", "Noto Sans", sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", serif',
  classic: '"Palatino Linotype", Palatino, "Book Antiqua", serif',
  mono: 'ui-monospace, "Cascadia Code", Menlo, Consolas, monospace',
} as const;
export type TFontStackKey = keyof typeof FONT_STACKS;
const FONT_STACK_VALUES = Object.values(FONT_STACKS) as [string, ...string[]];

export const HOME_SECTION_TYPES = ['carousel', 'categories', 'products'] as const;
export type THomeSectionType = (typeof HOME_SECTION_TYPES)[number];

/** The §3/§9 defaults of each section type's settings. */
export const HOME_SECTION_DEFAULTS = {
  carousel: { autoPlay: true, showArrows: true, itemsToShow: 3 },
  categories: { columns: 3, showImages: true },
  products: { limit: FEATURED_PRODUCTS, showPrice: true },
} as const;

const sectionBase = {
  id: z.string().trim().min(1).max(64),
  title: z.string().max(120, { message: 'Maximaal 120 tekens' }).optional(),
  description: z.string().max(200, { message: 'Maximaal 200 tekens' }).optional(),
  enabled: z.boolean(),
  order: z.number().int().min(0).max(100),
};

export const ZEditableHomeSection = z.discriminatedUnion('type', [
  z.object({
    ...sectionBase,
    type: z.literal('carousel'),
    settings: z.object({
      autoPlay: z.boolean(),
      showArrows: z.boolean(),
      itemsToShow: z.number().int().min(1).max(6),
    }),
  }),
  z.object({
    ...sectionBase,
    type: z.literal('categories'),
    settings: z.object({ columns: z.number().int().min(2).max(4), showImages: z.boolean() }),
  }),
  z.object({
    ...sectionBase,
    type: z.literal('products'),
    settings: z.object({ limit: z.number().int().min(1).max(24), showPrice: z.boolean() }),
  }),
]);
export type TEditableHomeSection = z.infer<typeof ZEditableHomeSection>;

export const ZThemeSettings = z.object({
  useCustomTheme: z.boolean(),
  customTheme: z.enum(['dark', 'light']).nullable(),
  customCardCorners: z.enum(['square', 'rounded']),
  customCardShadows: z.boolean(),
  customPrimaryColor: ZOptionalColour,
  customSecondaryColor: ZOptionalColour,
  customAccentColor: ZOptionalColour,
  customBackgroundColor: ZOptionalColour,
  customTextColor: ZOptionalColour,
  customFontFamily: z.enum(FONT_STACK_VALUES).nullable(),
  customHeaderUnderlines: z.boolean(),
  sectionsConfig: z
    .array(ZEditableHomeSection)
    .max(12, { message: 'Maximaal 12 secties' })
    .refine((sections) => new Set(sections.map((section) => section.id)).size === sections.length, {
      message: 'Elke sectie heeft een eigen id',
    }),
  sectionsConfigVersion: z.literal(1),
  showCarouselSection: z.boolean().nullable(),
  showCategoriesSection: z.boolean().nullable(),
  showProductsSection: z.boolean().nullable(),
});
export type TThemeSettings = z.infer<typeof ZThemeSettings>;

// --- Focus shop ---------------------------------------------------------------------------------

/** A CSS gradient only: it is put in a style attribute, so no url() and nothing outside the value. */
const SAFE_GRADIENT = /^(linear|radial)-gradient\([#\w\s,.%()-]+\)$/i;

export const ZComparisonRowInput = z.object({
  feature: z.string().trim().min(1, { message: 'Naam is verplicht' }).max(120, { message: 'Maximaal 120 tekens' }),
  values: z.record(z.string().regex(/^\d+$/), z.string().max(200, { message: 'Maximaal 200 tekens' })),
});

export const ZFocusSettingsInput = z.object({
  heroTitle: optionalText(200),
  heroSubtitle: optionalText(400),
  heroButtonText: optionalText(40),
  featuredProductText: optionalText(40),
  featuredProductId: z.number().int().positive().nullable(),
  buttonBackgroundColor: ZHexColour.default(FOCUS_BUTTON_DEFAULT_BACKGROUND),
  buttonTextColor: ZHexColour.default(FOCUS_BUTTON_DEFAULT_TEXT),
  showComparisonSection: z.boolean(),
  comparisonProductIds: z.array(z.number().int().positive()).max(6, { message: 'Maximaal 6 producten' }),
  comparisonTableData: z.array(ZComparisonRowInput).max(30),
  comparisonGradientBackground: z
    .string()
    .trim()
    .max(300, { message: 'Maximaal 300 tekens' })
    .refine((value) => value === '' || (SAFE_GRADIENT.test(value) && !/url\s*\(/i.test(value)), {
      message: 'Gebruik een kleurverloop, bijvoorbeeld linear-gradient(135deg, #7c3aed, #db2777)',
    })
    .nullable()
    .transform((value) => value || null),
  comparisonTitle: optionalText(120),
  comparisonSubtitle: optionalText(300),
  comparisonTitleColor: ZOptionalColour,
  comparisonSubtitleColor: ZOptionalColour,
});
export type TFocusSettingsInput = z.input<typeof ZFocusSettingsInput>;

export const ZFocusProductChoice = z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() });
export type TFocusProductChoice = z.infer<typeof ZFocusProductChoice>;

export const ZFocusSettingsForm = z.object({
  heroTitle: z.string().nullable(),
  heroSubtitle: z.string().nullable(),
  heroButtonText: z.string().nullable(),
  featuredProductText: z.string().nullable(),
  featuredProductId: z.number().int().nullable(),
  buttonBackgroundColor: z.string(),
  buttonTextColor: z.string(),
  showComparisonSection: z.boolean(),
  comparisonProductIds: z.array(z.number().int()),
  comparisonTableData: z.array(z.object({ feature: z.string(), values: z.record(z.string(), z.string()) })),
  comparisonGradientBackground: z.string().nullable(),
  comparisonTitle: z.string().nullable(),
  comparisonSubtitle: z.string().nullable(),
  comparisonTitleColor: z.string().nullable(),
  comparisonSubtitleColor: z.string().nullable(),
  /** The shop's products, for the pickers. */
  products: z.array(ZFocusProductChoice),
});
export type TFocusSettingsForm = z.infer<typeof ZFocusSettingsForm>;

export const FOREIGN_PRODUCT_MESSAGE = 'Kies een product van deze winkel';
export const COMPARISON_TOO_FEW_MESSAGE = 'Kies minstens 2 producten om te vergelijken, of geen';

// --- Social media -------------------------------------------------------------------------------

const ZSocialUrl = z
  .string()
  .trim()
  .max(500, { message: 'Maximaal 500 tekens' })
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
    message: 'Gebruik een webadres dat begint met http:// of https://',
  })
  .nullable()
  .transform((value) => value || null);

export const SOCIAL_NETWORKS = ['Twitter', 'Facebook', 'LinkedIn', 'WhatsApp', 'Instagram'] as const;
export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const ZSocialMediaInput = z.object({
  showTwitterIcon: z.boolean(),
  showFacebookIcon: z.boolean(),
  showLinkedInIcon: z.boolean(),
  showWhatsAppIcon: z.boolean(),
  showInstagramIcon: z.boolean(),
  twitterUrl: ZSocialUrl,
  facebookUrl: ZSocialUrl,
  linkedInUrl: ZSocialUrl,
  whatsAppUrl: ZSocialUrl,
  instagramUrl: ZSocialUrl,
});
export type TSocialMediaInput = z.input<typeof ZSocialMediaInput>;

// --- Terms --------------------------------------------------------------------------------------

export const ZTermsInput = z.object({ termsHtml: z.string().max(100_000, { message: 'Maximaal 100000 tekens' }) });
export type TTermsInput = z.infer<typeof ZTermsInput>;
