import fastifySwagger from '@fastify/swagger';
import scalarApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts; browsable reference at /api/docs. */
export const apiDocsPlugin = fp(async (app: FastifyInstance, options: { platformName: string }) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${options.platformName} API`,
        description: 'Storefront, catalogue and platform API. Money in euros (2 decimals, VAT included).',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(scalarApiReference, { routePrefix: '/api/docs' });
  // The reference page boots with an inline script; only its own pages get the looser policy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/docs')) {
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:",
      );
    }
  });
});
