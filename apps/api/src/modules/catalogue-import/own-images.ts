/**
 * Image URLs the export writes, and reading them back: a URL of one of this shop's own product
 * images names media the shop already has, so the import reuses it instead of fetching it.
 */
export const ownImageUrl = (origin: string, tenantId: string, productId: number, imageId: number) =>
  `${origin}/api/products/public/images/${productId}/${imageId}/file?tenantId=${tenantId}`;

const OWN_IMAGE_PATH = /^\/api\/products\/(?:public\/images\/(\d+)\/(\d+)|(\d+)\/images\/(\d+))\/file$/;

/** The product image id a URL names when it is one of this shop's, else null. */
export function ownImageId(address: string, tenantId: string): number | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const match = OWN_IMAGE_PATH.exec(url.pathname);
  if (!match || url.searchParams.get('tenantId') !== tenantId) return null;
  return Number(match[2] ?? match[4]);
}
