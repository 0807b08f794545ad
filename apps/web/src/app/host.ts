import { resolveHost, type THostResolution } from '@shop/contracts';
import { readCurrentTenant } from '#src/lib/current-tenant.ts';
import { HOST_DOMAINS, serverNamedShop } from '#src/lib/host-domains.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spec §2.1 in the browser. The host wins on a shop host (the search route's `tenant` parameter
 * carries the tenant id there); on a shop's own domain the shop the server named in the page; on
 * the platform host `?tenant=name` opens a shop (the dev case).
 */
export function decideApp(
  location: Pick<Location, 'host' | 'search'>,
  named: string | null = serverNamedShop(),
): THostResolution {
  const byHost = resolveHost(location.host, HOST_DOMAINS);
  if (byHost.kind === 'shop') return byHost;
  if (byHost.kind === 'missing-tenant' && named) return { kind: 'shop', tenantName: named };
  let param = new URLSearchParams(location.search).get('tenant')?.trim();
  if (param && UUID.test(param)) {
    const stored = readCurrentTenant();
    param = stored && stored.id === param ? stored.name : undefined;
  }
  if (param) return resolveHost(location.host, HOST_DOMAINS, param);
  return byHost;
}

/**
 * The `?tenant=` value every internal URL must carry: set only when the shop was opened through
 * the parameter (a host that is no shop host), so that links, reloads and shared URLs keep
 * showing that shop instead of falling back to the platform site.
 */
export function carriedTenantParam(
  location: Pick<Location, 'host' | 'search'>,
  named: string | null = serverNamedShop(),
): string | null {
  const byHost = resolveHost(location.host, HOST_DOMAINS).kind;
  if (byHost === 'shop' || (byHost === 'missing-tenant' && named)) return null;
  const resolution = decideApp(location, named);
  return resolution.kind === 'shop' ? resolution.tenantName : null;
}
