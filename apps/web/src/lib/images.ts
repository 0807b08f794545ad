import type { TImage } from '@shop/contracts';
import { apiPath } from '#src/lib/api-client.ts';

export function primaryImage(images: TImage[]): TImage | undefined {
  return images.find((image) => image.isPrimary) ?? [...images].sort((a, b) => a.displayOrder - b.displayOrder)[0];
}

export function sortedImages(images: TImage[]): TImage[] {
  return [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.displayOrder - b.displayOrder);
}

export const productImageUrl = (productId: number, imageId: number, tenantId: string) =>
  apiPath('GET /api/products/:productId/images/:imageId/file', { params: { productId, imageId, tenantId } });

export const categoryImageUrl = (categoryId: number, imageId: number, tenantId: string) =>
  apiPath('GET /api/categories/:categoryId/images/:imageId/file', {
    params: { categoryId, imageId, tenantId },
  });

export const addonImageUrl = (productId: number, addonId: number, imageId: number, tenantId: string) =>
  apiPath('GET /api/products/:productId/addons/:addonId/images/:imageId/file', {
    params: { productId, addonId, imageId, tenantId },
  });

/** The logo and hero images change rarely; the `t` parameter is fixed per page load so the browser may cache. */
const loadStamp = Date.now();
export const tenantLogoUrl = (tenantId: string) =>
  apiPath('GET /api/tenants/:tenantId/logo', { params: { tenantId, t: loadStamp } });
export const tenantHeroImageUrl = (tenantId: string) =>
  apiPath('GET /api/tenants/:tenantId/hero-image', { params: { tenantId, t: loadStamp } });
export const tenantHeroVideoUrl = (tenantId: string) =>
  apiPath('GET /api/tenants/:tenantId/hero-video', { params: { tenantId } });
