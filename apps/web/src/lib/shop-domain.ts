import { HOST_DOMAINS } from '#src/lib/host-domains.ts';

/**
 * The domain new shops live under, as seen from the platform site: the platform domain on the real
 * site, else the host it runs on (`localhost:3000` in development, where shops are
 * `{name}.localhost:3000`).
 */
export function shopDomainOf(location: Pick<Location, 'host' | 'hostname'> = window.location): string {
  const { platformDomain, stagingDomain } = HOST_DOMAINS;
  for (const domain of [stagingDomain, platformDomain]) {
    if (location.hostname === domain || location.hostname.endsWith(`.${domain}`)) return domain;
  }
  return location.host.replace(/^www\./, '');
}
