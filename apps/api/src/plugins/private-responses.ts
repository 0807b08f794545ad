import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routeFamily } from './route-family.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer carries personal data: `Cache-Control: no-store`. */
    personalData?: boolean;
  }
}

/**
 * One rule for personal data in API answers: orders, carts, checkout, payments and customer
 * accounts (the `shopping` and `account` families), any route flagged `personalData`, and any
 * request that carried credentials are answered with `Cache-Control: no-store`, so no browser
 * or shared cache keeps them. The catalogue keeps its own caching.
 */
export const privateResponsesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const family = routeFamily(request.routeOptions.url);
    const personal =
      family === 'shopping' ||
      family === 'account' ||
      request.routeOptions.config?.personalData === true ||
      request.headers.authorization !== undefined;
    if (personal) reply.header('cache-control', 'no-store');
    return payload;
  });
});
