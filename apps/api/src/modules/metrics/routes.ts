import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '#src/lib/errors.ts';
import { type AppMetrics, createAppMetrics } from './registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics (`GET /metrics`). */
    metrics: AppMetrics;
  }
}

/** Requests that no route matched share one label, so random URLs cannot grow the series. */
const UNMATCHED_ROUTE = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/**
 * Without a token only a scraper on this machine is answered: the connection comes from loopback
 * and no proxy forwarded it (a reverse proxy on the same machine connects from loopback too, but
 * says whom it forwards for). With METRICS_TOKEN only `Authorization: Bearer <token>` is.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token === undefined) {
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    return !forwarded && isLoopback(request.raw.socket.remoteAddress);
  }
  const header = request.headers.authorization ?? '';
  const [scheme, given] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics at `GET /metrics`: the process's default metrics, request durations per
 * route pattern, the database pool, the mail backlog, orders placed and background jobs. A
 * request that may not scrape gets the API's 404, as if there were no such address.
 */
export const metricsRoutes = fp(async (app: FastifyInstance, options: { token?: string; poolSize: number }) => {
  app.decorate('metrics', createAppMetrics(app.database, { poolSize: options.poolSize }));

  app.addHook('onResponse', async (request, reply) => {
    app.metrics.observeRequest(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, statusCode: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/metrics',
    { config: { rateLimit: false }, logLevel: 'warn', schema: { hide: true } },
    async (request, reply) => {
      // The API's 404, not the not-found handler: with the web app served, that answers a page.
      if (!mayScrape(request, options.token)) throw notFound('resource');
      const body = await app.metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(app.metrics.registry.contentType).send(body);
    },
  );
});
