import { type HostDomains, resolveHost } from '@shop/contracts';
import type { RequestOrigin } from '#src/lib/shop-url.ts';

const WELL_FORMED_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const IP_HOST = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])(?::\d+)?$/i;
const LOOPBACK_HOST = /^(?:127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/;

/** Where the platform's pages are, as the browser reached them; a Host we do not serve is not trusted. */
export interface PlatformLinks {
  origin: string;
  dashboard(tenantName: string, params?: Record<string, string>): string;
  /** The shop's storefront: {name}.{platform host}, or `?tenant=` on a bare IP address. */
  storefront(tenantName: string): string;
}

export function platformLinks(request: RequestOrigin, domains: HostDomains): PlatformLinks {
  const host = WELL_FORMED_HOST.test(request.host) ? request.host.toLowerCase() : '';
  const served =
    host && resolveHost(host, domains).kind === 'platform' && (!IP_HOST.test(host) || LOOPBACK_HOST.test(host));
  const protocol = served && request.protocol === 'https' ? 'https' : served ? 'http' : 'https';
  const platformHost = served ? host : domains.platformDomain;
  const origin = `${protocol}://${platformHost}`;
  return {
    origin,
    dashboard(tenantName, params = {}) {
      const url = new URL(`/${encodeURIComponent(tenantName)}/dashboard`, origin);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.toString();
    },
    storefront(tenantName) {
      const name = tenantName.toLowerCase();
      if (IP_HOST.test(platformHost)) return `${origin}/?tenant=${encodeURIComponent(name)}`;
      // www.example.com serves the platform; its shops are name.example.com.
      const bare = platformHost.replace(/^www\./, '');
      return new URL(`${protocol}://${name}.${bare}`).origin;
    },
  };
}
