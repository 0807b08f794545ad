import type { TImage, TImageVariants } from '@shop/contracts';
import { apiPath } from '#src/lib/api-client.ts';

/** The primary image first, then by display order. */
export function sortedImages(images: TImage[]): TImage[] {
  return [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.displayOrder - b.displayOrder);
}

export const primaryImage = (images: TImage[]): TImage | undefined => sortedImages(images)[0];

export const productImageUrl = (productId: number, imageId: number, tenantId: string) =>
  apiPath('GET /api/products/:productId/images/:imageId/file', { params: { productId, imageId, tenantId } });

export const categoryImageUrl = (categoryId: number, imageId: number, tenantId: string) =>
  apiPath('GET /api/categories/:categoryId/images/:imageId/file', {
    params: { categoryId, imageId, tenantId },
  });

/**
 * The logo's and hero image's addresses with `t` their version (the tenant answer's `logoVersion`,
 * `heroImageVersion`: when they last changed): the same address until they change, which the API
 * answers as cacheable for a year. Without a version, no `t` (the answer is revalidated).
 */
export const tenantLogoUrl = (tenantId: string, version: number | null | undefined) =>
  apiPath('GET /api/tenants/:tenantId/logo', { params: { tenantId, ...(version == null ? {} : { t: version }) } });
export const tenantHeroImageUrl = (tenantId: string, version: number | null | undefined) =>
  apiPath('GET /api/tenants/:tenantId/hero-image', {
    params: { tenantId, ...(version == null ? {} : { t: version }) },
  });

/** A srcset over an image's stored widths in one format (the versioned, year-cached variant URLs). */
export const variantSrcset = (variants: TImageVariants, format: 'avif' | 'webp') =>
  variants.widths.map((width) => `${variants.base}${width}.${format} ${width}w`).join();

/**
 * `sizes` of the storefront's images (how wide each is drawn): a grid cell, and an image of half
 * the page or the whole phone (product gallery, categories page); a hero is `100vw`. A preload
 * names the same value as its <img>, so the browser reuses the preloaded file.
 */
export const CARD_SIZES = '(min-width:640px) 33vw,50vw';
export const WIDE_SIZES = '(min-width:768px) 50vw,100vw';

/**
 * Asks for the page's largest image before its view has rendered: the AVIF srcset when the image
 * has variants (what its <picture> picks first), else its single address. Adds the
 * <link rel="preload"> once, and not when the page's head already holds the same one (the server's).
 */
export function preloadImage(href: string, variants: TImageVariants | undefined, sizes: string): void {
  if (typeof document === 'undefined') return;
  const srcset = variants ? variantSrcset(variants, 'avif') : null;
  const known = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((link) =>
    srcset ? link.getAttribute('imagesrcset') === srcset : link.getAttribute('href') === href,
  );
  if (known) return;
  const link = document.createElement('link');
  const attributes: Record<string, string> = { rel: 'preload', as: 'image', href, fetchpriority: 'high' };
  if (srcset) Object.assign(attributes, { type: 'image/avif', imagesrcset: srcset, imagesizes: sizes });
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}
