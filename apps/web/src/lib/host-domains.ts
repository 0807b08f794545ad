import { resolveHost } from '@shop/contracts';

/** Build-time defaults; the same as the server's PLATFORM_DOMAIN / STAGING_DOMAIN. */
export const HOST_DOMAINS = {
  platformDomain: import.meta.env.VITE_PLATFORM_DOMAIN ?? 'winkelwerf.nl',
  stagingDomain: import.meta.env.VITE_STAGING_DOMAIN ?? 'staging.winkelwerf.nl',
};

/** The platform site for 'Go to Main Site': the host without its shop label. */
export function mainSiteUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const resolution = resolveHost(location.host, HOST_DOMAINS);
  if (resolution.kind === 'platform') return '/';
  const [, ...rest] = location.host.split('.');
  return rest.length > 0 ? `${location.protocol}//${rest.join('.')}/` : '/';
}
