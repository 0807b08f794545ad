import { resolveHost, type THostResolution } from '@shop/contracts';
import { readCurrentTenant } from '../lib/current-tenant.ts';

/** Build-time defaults; the same as the server's PLATFORM_DOMAIN / STAGING_DOMAIN. */
export const HOST_DOMAINS = {
  platformDomain: import.meta.env.VITE_PLATFORM_DOMAIN ?? 'winkelwerf.nl',
  stagingDomain: import.meta.env.VITE_STAGING_DOMAIN ?? 'staging.winkelwerf.nl',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spec §2.1 in the browser. The host wins on a shop host (the search route's `tenant` parameter
 * carries the tenant id there); on the platform host `?tenant=name` opens a shop (the dev case).
 */
export function decideApp(location: Pick<Location, 'host' | 'search'>): THostResolution {
  const byHost = resolveHost(location.host, HOST_DOMAINS);
  if (byHost.kind === 'shop') return byHost;
  let param = new URLSearchParams(location.search).get('tenant')?.trim();
  if (param && UUID.test(param)) {
    const stored = readCurrentTenant();
    param = stored && stored.id === param ? stored.name : undefined;
  }
  if (param) return resolveHost(location.host, HOST_DOMAINS, param);
  return byHost;
}

/** The platform site for 'Go to Main Site': the host without its shop label. */
export function mainSiteUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const resolution = resolveHost(location.host, HOST_DOMAINS);
  if (resolution.kind === 'platform') return '/';
  const [, ...rest] = location.host.split('.');
  return rest.length > 0 ? `${location.protocol}//${rest.join('.')}/` : '/';
}
