import type { HostDomains } from '@shop/contracts';
import { type RequestOrigin, shopUrl } from '#src/lib/shop-url.ts';

const HOST_WITH_PORT = /^([a-z0-9-]+(?:\.[a-z0-9-]+)*)(:\d{1,5})?$/i;

/**
 * The new shop's storefront as seen from the platform page the owner signed up on: the shop's
 * label in front of the platform's domain (https://anna.winkelwerf.nl, http://anna.localhost:3000
 * in development). A host we do not serve falls back to the shop-URL policy of lib/shop-url.ts.
 */
export function newShopAddress(request: RequestOrigin, subdomain: string, domains: HostDomains): string {
  const match = HOST_WITH_PORT.exec(request.host.trim().toLowerCase());
  if (match) {
    const [, hostname = '', port = ''] = match;
    const base = [domains.stagingDomain, domains.platformDomain, 'localhost']
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean)
      .sort((a, b) => b.length - a.length)
      .find((domain) => hostname === domain || hostname.endsWith(`.${domain}`));
    if (base) {
      const protocol = request.protocol === 'https' ? 'https' : 'http';
      return `${protocol}://${subdomain}.${base}${port}`;
    }
  }
  return shopUrl(request, subdomain, domains, '/');
}
