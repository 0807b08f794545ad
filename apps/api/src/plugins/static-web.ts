import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorAnswer, HttpError } from '#src/lib/errors.ts';
import { requestLanguage } from '#src/lib/language.ts';

/**
 * Serves the built SPA on the same port as the API. Hashed assets are immutable; any other
 * non-API GET answers index.html so deep links and reloads work. Without a build, API only.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, options: { root: string | null }) => {
  const root = options.root ? resolve(options.root) : null;
  const hasBuild = root !== null && existsSync(resolve(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br/.gz next to its text files (apps/web/vite.config.ts): served as they
      // are when the browser accepts them, the SPA fallback (index.html) included.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
    // Files of the build are routes of their own (wildcard: false); a missing file stays a 404.
    if (hasBuild && wantsPage && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const missing = new HttpError(404, 'not_found', { thing: 'route', method: request.method, path });
    return reply.code(404).send(errorAnswer(missing, requestLanguage(request)));
  });
});
