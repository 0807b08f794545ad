import { type HostDomains, resolveHost } from '@shop/contracts';

const WELL_FORMED_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const IP_HOST = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])(?::\d+)?$/i;
const LOOPBACK_HOST = /^(?:127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/;

/**
 * A link into the shop's storefront with one query parameter (e.g. `?verify-email=…`), built from
 * the host the shopper used. The host is only trusted when it is a host we serve: it names this
 * shop, or it is a platform or loopback host (the `?tenant=` dev case). Any other Host header
 * would let a caller send mail whose link carries the token to a site of their choosing, so then
 * the shop's canonical address is used instead.
 */
export function shopLink(
  request: { protocol: string; host: string },
  tenantName: string,
  domains: HostDomains,
  param: { name: string; value: string },
): string {
  const host = WELL_FORMED_HOST.test(request.host) ? request.host : '';
  const resolution = resolveHost(host, domains);
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  let url: URL;
  if (resolution.kind === 'shop' && resolution.tenantName === tenantName.toLowerCase()) {
    url = new URL(`${protocol}://${host}/`);
  } else if (resolution.kind === 'platform' && host && (!IP_HOST.test(host) || LOOPBACK_HOST.test(host))) {
    url = new URL(`${protocol}://${host}/`);
    url.searchParams.set('tenant', tenantName);
  } else {
    url = new URL(`https://${tenantName}.${domains.platformDomain}/`);
  }
  url.searchParams.set(param.name, param.value);
  return url.toString();
}
