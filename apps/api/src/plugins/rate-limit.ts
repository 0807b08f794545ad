import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { TConfig } from '#src/config.ts';
import { HttpError } from '#src/lib/errors.ts';
import { type RouteFamily, routeFamily } from './route-family.ts';

export type RateLimitBudgets = Record<RouteFamily, number>;

/** The budgets of the configuration; RATE_LIMIT_MAX, when set, is every family's. */
export function rateLimitBudgets(config: TConfig): RateLimitBudgets {
  const all = config.RATE_LIMIT_MAX;
  return {
    catalogue: all ?? config.RATE_LIMIT_CATALOGUE,
    media: all ?? config.RATE_LIMIT_MEDIA,
    shopping: all ?? config.RATE_LIMIT_SHOPPING,
    account: all ?? config.RATE_LIMIT_ACCOUNT,
    forms: all ?? config.RATE_LIMIT_FORMS,
  };
}

const familyOf = (request: FastifyRequest) => routeFamily(request.routeOptions.url);

/**
 * Per-IP limits on the API, a budget per route family, so that browsing images cannot use up
 * the checkout and a burst of form posts cannot block the catalogue. The web app's own files
 * are not counted: one page view loads dozens of them. Counters are shared by every process
 * through Redis when REDIS_URL is set. Routes with a stricter limit of their own (login,
 * contact) keep it; those limits, and the limiters modules make with `app.createRateLimit`, count
 * in the same store (src/stateless-nodes.test.ts holds two apps on one Redis to that).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { budgets: RateLimitBudgets; redisUrl?: string }) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    if (redis) {
      // A Redis that is away is retried by the client and told by /health/ready; no unhandled event.
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
      app.addHook('onClose', async () => void (await redis.quit()));
    }
    await app.register(rateLimit, {
      global: true,
      allowList: (request) => familyOf(request) === null,
      // IPv6 clients count per /64, as the plugin's own key does: one host has many addresses.
      keyGenerator: (request) => `${familyOf(request)}:${normalizeIP(request.ip)}`,
      max: (request) => options.budgets[familyOf(request) ?? 'catalogue'],
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: 'webshop-rate-limit:' } : {}),
      // A Redis that cannot be reached lets requests through (logged by the client's error event)
      // rather than failing every API call: the shop stays up, the limits count again when it is back.
      skipOnError: true,
      // Thrown by the plugin (after it set Retry-After), so the errors plugin answers it in the
      // usual { error, message } shape.
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'too_many_requests', { what: 'requests', seconds: Math.ceil(context.ttl / 1000) }),
    });
  },
);
