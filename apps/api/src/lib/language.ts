import { pickLanguage, type TLanguage } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

/** The language a request is answered in: `?lang=`, else Accept-Language (nl or en), else Dutch. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers' | 'query'>): TLanguage {
  const query = request.query as { lang?: unknown } | undefined;
  return pickLanguage(request.headers['accept-language'], query?.lang);
}
