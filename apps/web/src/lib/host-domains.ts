import { resolveHost } from '@shop/contracts';

/** Build-time defaults; the same as the server's PLATFORM_DOMAIN / STAGING_DOMAIN. */
export const HOST_DOMAINS = {
  platformDomain: import.meta.env.VITE_PLATFORM_DOMAIN ?? 'winkelwerf.nl',
  stagingDomain: import.meta.env.VITE_STAGING_DOMAIN ?? 'staging.winkelwerf.nl',
};

const SHOP_NAME = /^[a-z0-9-]{1,63}$/;

/**
 * The shop the server named in the page (`<meta name="shop-name">`, apps/api/src/modules/seo): how
 * a page on a shop's own domain (www.mijnwinkel.nl), which no host rule can tell, knows its shop.
 */
export function serverNamedShop(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): string | null {
  const name = doc?.querySelector('meta[name="shop-name"]')?.getAttribute('content')?.trim().toLowerCase();
  return name && SHOP_NAME.test(name) ? name : null;
}

/** The platform site for 'Go to Main Site': the host without its shop label (the platform domain from a shop's own domain). */
export function mainSiteUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const resolution = resolveHost(location.host, HOST_DOMAINS);
  if (resolution.kind === 'platform') return '/';
  if (resolution.kind === 'missing-tenant' && serverNamedShop()) return `https://${HOST_DOMAINS.platformDomain}/`;
  const [, ...rest] = location.host.split('.');
  return rest.length > 0 ? `${location.protocol}//${rest.join('.')}/` : '/';
}
