import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '#src/lib/errors.ts';

/** Per-IP limits; shared by every process through Redis when REDIS_URL is set. */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { max: number; redisUrl?: string }) => {
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'webshop-rate-limit:' } : {}),
    // Thrown by the plugin, so the errors plugin answers it in the usual { error, message } shape.
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'too_many_requests', `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} s.`),
  });
});
