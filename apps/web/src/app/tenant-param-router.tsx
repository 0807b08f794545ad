import { type ReactNode, useCallback } from 'react';
import { type AroundNavHandler, Router } from 'wouter';

/**
 * An internal URL whose `tenant=` names the shop. The search route's own `tenant` (the shop's
 * id, spec §2.3) is replaced too: on this host only the name opens the shop in any browser.
 * Other URLs stay as they are.
 */
export function withTenantParam(url: string, tenant: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const params = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '');
  if (params.get('tenant') === tenant) return url;
  params.set('tenant', tenant);
  return `${path}?${params.toString()}${hash}`;
}

/**
 * A shop opened with `?tenant=` on a host that is no shop host (the development case): every
 * link's href and every in-app navigation keeps the parameter, so the address bar stays a URL
 * that opens this shop again after a reload or in another browser.
 */
export default function TenantParamRouter({ tenant, children }: { tenant: string; children: ReactNode }) {
  const hrefs = useCallback((href: string) => withTenantParam(href, tenant), [tenant]);
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => navigate(withTenantParam(to, tenant), options),
    [tenant],
  );
  return (
    <Router hrefs={hrefs} aroundNav={aroundNav}>
      {children}
    </Router>
  );
}
