import type { FastifyRequest } from 'fastify';
import type { TConfig } from '#src/config.ts';

const HOST_WITH_PORT = /^(?<name>[a-z0-9.-]+|\[::1\])(?::(?<port>\d{1,5}))?$/i;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of the platform's links (verify e-mail, reset password). The request's own origin
 * only when it is a platform host we serve (the platform domain, www., staging, or loopback for
 * development); any other Host header could send a reset token to a site of the caller's choosing.
 */
export function platformOrigin(
  request: Pick<FastifyRequest, 'host' | 'protocol'>,
  config: Pick<TConfig, 'PLATFORM_DOMAIN' | 'STAGING_DOMAIN'>,
): string {
  const canonical = `https://${config.PLATFORM_DOMAIN}`;
  const match = HOST_WITH_PORT.exec(request.host ?? '');
  const name = match?.groups?.name?.toLowerCase();
  if (!name) return canonical;
  const platformHosts = [config.PLATFORM_DOMAIN, `www.${config.PLATFORM_DOMAIN}`, config.STAGING_DOMAIN].map((host) =>
    host.toLowerCase(),
  );
  const loopback = LOOPBACK_NAMES.has(name);
  if (!loopback && !platformHosts.includes(name)) return canonical;
  // Ports only for development: a public platform host answers on the standard port.
  if (match?.groups?.port && !loopback) return canonical;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${request.host.toLowerCase()}`;
}
