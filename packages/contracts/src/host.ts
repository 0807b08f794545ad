import { PLATFORM_HOST_LABELS } from './constants.ts';

export type THostResolution = { kind: 'platform' } | { kind: 'shop'; tenantName: string } | { kind: 'missing-tenant' };

export interface HostDomains {
  platformDomain: string;
  stagingDomain: string;
}

const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');

/** The host of a Host header or a name: lower case, without port and trailing dot. */
export function bareHost(raw: string): string {
  const host = raw.trim().toLowerCase();
  const withoutPort = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return withoutPort.replace(/\.$/, '');
}

/**
 * Spec §2.1: the tenant is the first label below the platform domain, the staging domain or
 * `localhost`; bare, www, api and staging hosts are the platform. `?tenant=` (the dev case) wins.
 */
export function resolveHost(rawHost: string, domains: HostDomains, tenantParam?: string | null): THostResolution {
  const explicit = tenantParam?.trim().toLowerCase();
  if (explicit) return { kind: 'shop', tenantName: explicit };
  const host = bareHost(rawHost);
  if (!host || isIpAddress(host)) return { kind: 'platform' };
  // Longest domain first, so demo.staging.example.com is a staging shop, not the shop 'demo.staging'.
  const bases = [domains.stagingDomain, domains.platformDomain, 'localhost']
    .map((domain) => domain.toLowerCase())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  for (const base of bases) {
    if (host === base) return { kind: 'platform' };
    if (host.endsWith(`.${base}`)) {
      const label = host.slice(0, -(base.length + 1)).split('.')[0] ?? '';
      if (!label) return { kind: 'missing-tenant' };
      if ((PLATFORM_HOST_LABELS as readonly string[]).includes(label)) return { kind: 'platform' };
      return { kind: 'shop', tenantName: label };
    }
  }
  return { kind: 'missing-tenant' };
}
