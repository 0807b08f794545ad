import { type HostDomains, resolveHost } from '@shop/contracts';

const WELL_FORMED_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const IP_HOST = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])(?::\d+)?$/i;
const LOOPBACK_HOST = /^(?:127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/;

/** What of a request decides where its links point. */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

/** Where a shop's links point: its origin, and whether the shop must be named with `?tenant=`. */
interface ShopBase {
  origin: string;
  /** True on a platform host (the development case without shop subdomains). */
  namesTenant: boolean;
}

/**
 * The one policy for every absolute link that leaves the server (e-mails, payment provider
 * return addresses, payment pages). The request's host is only used when it is a host we serve:
 * it names this shop, or it is a platform or loopback host (then `?tenant=` names the shop).
 * Any other Host header would let a caller have us send a shopper (with an order number or a
 * token in the link) to a site of their choosing, so then the shop's canonical address is used.
 */
function shopBase(request: RequestOrigin, tenantName: string, domains: HostDomains): ShopBase {
  const host = WELL_FORMED_HOST.test(request.host) ? request.host : '';
  const resolution = resolveHost(host, domains);
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  if (resolution.kind === 'shop' && resolution.tenantName === tenantName.toLowerCase()) {
    return { origin: `${protocol}://${host}`, namesTenant: false };
  }
  if (resolution.kind === 'platform' && host && (!IP_HOST.test(host) || LOOPBACK_HOST.test(host))) {
    return { origin: `${protocol}://${host}`, namesTenant: true };
  }
  return { origin: `https://${tenantName.toLowerCase()}.${domains.platformDomain}`, namesTenant: false };
}

/** An absolute link to `path` of the shop, with `?tenant=` when the host does not name it. */
export function shopUrl(
  request: RequestOrigin,
  tenantName: string,
  domains: HostDomains,
  path: string,
  params: Record<string, string> = {},
): string {
  const base = shopBase(request, tenantName, domains);
  const url = new URL(path, `${base.origin}/`);
  if (base.namesTenant) url.searchParams.set('tenant', tenantName);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Whether a browser's `Origin` header is the shop's own origin under the same policy; the
 * scheme is not compared, since a TLS proxy may hide it from us.
 */
export function isShopOrigin(
  originHeader: string | undefined,
  request: RequestOrigin,
  tenantName: string,
  domains: HostDomains,
): boolean {
  if (!originHeader || originHeader === 'null') return false;
  let origin: URL;
  try {
    origin = new URL(originHeader);
  } catch {
    return false;
  }
  const expected = new URL(shopBase(request, tenantName, domains).origin);
  return origin.host.toLowerCase() === expected.host.toLowerCase();
}
