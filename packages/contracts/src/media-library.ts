import { z } from 'zod';

/** Uploads the back-office takes (the server checks the content, not the name). */
export const IMAGE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const VIDEO_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const ALT_TEXT_MAX_LENGTH = 200;

/** Field texts of the image forms (Dutch; English in the error-codes field catalogue). */
export const MEDIA_FIELD_TEXTS = {
  altTextRequired: 'Beschrijf de afbeelding (alt-tekst)',
  altTextTooLong: 'Maximaal 200 tekens',
  fileRequired: 'Kies een bestand',
  orderIds: 'Noem elke id precies één keer',
} as const;

export const ZAltText = z
  .string()
  .trim()
  .min(1, { error: MEDIA_FIELD_TEXTS.altTextRequired })
  .max(ALT_TEXT_MAX_LENGTH, { error: MEDIA_FIELD_TEXTS.altTextTooLong });

/**
 * An image's stored sizes (ADR 011) for a srcset: each width in WebP and AVIF at
 * `${base}${width}.webp|avif`, narrowest first. The URLs are versioned, so cached for a year.
 */
export const ZImageVariants = z.object({ base: z.string(), widths: z.array(z.number().int()) });
export type TImageVariants = z.infer<typeof ZImageVariants>;

/** A single image the storefront shows (logo, hero): its size, and its variants when it has them. */
export const ZImageSource = z.object({
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: ZImageVariants.optional(),
});
export type TImageSource = z.infer<typeof ZImageSource>;

/** One stored size of an image: `url` is versioned and cached for a year. */
export const ZImageVariant = z.object({
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['webp', 'avif']),
  byteSize: z.number().int(),
  url: z.string(),
});
export type TImageVariant = z.infer<typeof ZImageVariant>;

/** An image as the back-office shows it. `srcset` per format; `src` is the middle WebP. */
export const ZManagedImage = z.object({
  id: z.number().int(),
  mediaId: z.number().int(),
  fileName: z.string(),
  altText: z.string(),
  isPrimary: z.boolean(),
  displayOrder: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  src: z.string(),
  srcset: z.object({ webp: z.string(), avif: z.string() }),
  variants: z.array(ZImageVariant),
});
export type TManagedImage = z.infer<typeof ZManagedImage>;

/** PUT …/images/order: every image id of the owner, once, in the new order. */
export const ZImageOrder = z.object({ ids: z.array(z.number().int().positive()).max(500) });
export type TImageOrder = z.infer<typeof ZImageOrder>;

/** PUT …/images/:imageId: alt text (required) and whether it is the primary image. */
export const ZImageUpdate = z.object({ altText: ZAltText.optional(), isPrimary: z.literal(true).optional() });
export type TImageUpdate = z.infer<typeof ZImageUpdate>;

export const SHOP_FILE_SLOTS = ['logo', 'hero-image', 'hero-video'] as const;
export type TShopFileSlot = (typeof SHOP_FILE_SLOTS)[number];

export const ZShopFile = z.object({
  mediaId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The file as the storefront loads it (versioned). */
  url: z.string(),
  src: z.string().nullable(),
  srcset: z.object({ webp: z.string(), avif: z.string() }).nullable(),
});
export type TShopFile = z.infer<typeof ZShopFile>;

export const ZShopFiles = z.object({
  logo: ZShopFile.nullable(),
  heroImage: ZShopFile.nullable(),
  heroVideo: ZShopFile.nullable(),
});
export type TShopFiles = z.infer<typeof ZShopFiles>;
