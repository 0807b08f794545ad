import { bareHost, type HostDomains, resolveHost } from '@shop/contracts';

const WELL_FORMED_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const IP_HOST = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])(?::\d+)?$/i;
const LOOPBACK_HOST = /^(?:127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/;

/** What of a request decides where its links point. */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

/**
 * The shop a link is for: its name, or the tenant with its own domains (plugins/tenant.ts). With
 * a primary own domain every link points there.
 */
export type ShopRef = string | { name: string; primaryDomain?: string | null; customDomains?: readonly string[] };

const refName = (shop: ShopRef) => (typeof shop === 'string' ? shop : shop.name);

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
 * A shop with a primary own domain (verified) has its links there, whatever the request's host.
 */
function shopBase(request: RequestOrigin, shop: ShopRef, domains: HostDomains): ShopBase {
  if (typeof shop !== 'string' && shop.primaryDomain)
    return { origin: `https://${shop.primaryDomain}`, namesTenant: false };
  const tenantName = refName(shop);
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
  shop: ShopRef,
  domains: HostDomains,
  path: string,
  params: Record<string, string> = {},
): string {
  const base = shopBase(request, shop, domains);
  const url = new URL(path, `${base.origin}/`);
  if (base.namesTenant) url.searchParams.set('tenant', refName(shop));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Whether a browser's `Origin` header is the shop's own origin under the same policy, or the
 * origin of the host the request came to when that host is one of the shop's (its subdomain or
 * one of its own domains); the scheme is not compared, since a TLS proxy may hide it from us.
 */
export function isShopOrigin(
  originHeader: string | undefined,
  request: RequestOrigin,
  shop: ShopRef,
  domains: HostDomains,
): boolean {
  if (!originHeader || originHeader === 'null') return false;
  let origin: URL;
  try {
    origin = new URL(originHeader);
  } catch {
    return false;
  }
  const host = origin.host.toLowerCase();
  const expected = new URL(shopBase(request, shop, domains).origin);
  if (host === expected.host.toLowerCase()) return true;
  if (host !== request.host.toLowerCase() || !WELL_FORMED_HOST.test(host)) return false;
  const resolution = resolveHost(host, domains);
  if (resolution.kind === 'shop') return resolution.tenantName === refName(shop).toLowerCase();
  return typeof shop !== 'string' && (shop.customDomains ?? []).includes(bareHost(host));
}
