import type { TImage } from '@shop/contracts';

export function primaryImage(images: TImage[]): TImage | undefined {
  return images.find((image) => image.isPrimary) ?? [...images].sort((a, b) => a.displayOrder - b.displayOrder)[0];
}

export function sortedImages(images: TImage[]): TImage[] {
  return [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.displayOrder - b.displayOrder);
}

export const productImageUrl = (productId: number, imageId: number, tenantId: string) =>
  `/api/products/${productId}/images/${imageId}/file?tenantId=${encodeURIComponent(tenantId)}`;

export const categoryImageUrl = (categoryId: number, imageId: number, tenantId: string) =>
  `/api/categories/${categoryId}/images/${imageId}/file?tenantId=${encodeURIComponent(tenantId)}`;

export const addonImageUrl = (productId: number, addonId: number, imageId: number, tenantId: string) =>
  `/api/products/${productId}/addons/${addonId}/images/${imageId}/file?tenantId=${encodeURIComponent(tenantId)}`;

/** The logo and hero images change rarely; the `t` parameter is fixed per page load so the browser may cache. */
const loadStamp = Date.now();
export const tenantLogoUrl = (tenantId: string) => `/api/tenants/${tenantId}/logo?t=${loadStamp}`;
export const tenantHeroImageUrl = (tenantId: string) => `/api/tenants/${tenantId}/hero-image?t=${loadStamp}`;
export const tenantHeroVideoUrl = (tenantId: string) => `/api/tenants/${tenantId}/hero-video`;
