import { ZAnalyticsTrackRequest, ZApiError } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsEvents } from '#src/db/schema/tables.ts';

export async function analyticsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/analytics/track',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['Tenant and settings'],
        body: ZAnalyticsTrackRequest,
        response: { 202: z.object({ accepted: z.literal(true) }), 400: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const tenant = await app.requireTenantById(request.body.tenantId);
      await app.database.db.insert(analyticsEvents).values({
        tenantId: tenant.id,
        pageUrl: request.body.pageUrl,
        referrer: request.body.referrer ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      });
      return reply.code(202).send({ accepted: true });
    },
  );
}
