import type { HostDomains } from '@shop/contracts';
import { type RequestOrigin, shopUrl } from '#src/lib/shop-url.ts';

/**
 * A link into the shop's storefront with one query parameter (e.g. `?verify-email=…`), under the
 * one shop-URL policy (lib/shop-url.ts): a token never goes to a host we do not serve.
 */
export function shopLink(
  request: RequestOrigin,
  tenantName: string,
  domains: HostDomains,
  param: { name: string; value: string },
): string {
  return shopUrl(request, tenantName, domains, '/', { [param.name]: param.value });
}
