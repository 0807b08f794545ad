import { ZApiError, ZPlatformMessageResponse, ZSupportMessage, ZSupportRequest } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { HttpError } from '#src/lib/errors.ts';
import { listSupportMessages, SUPPORT_THANKS, submitSupportMessage } from './service.ts';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** The platform's support form (landing footer): for shop owners and anyone considering a shop. */
export async function supportRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/platform/support',
    {
      config: {
        // The same budget as a shop's contact form: a person writes a few messages, not dozens.
        rateLimit: {
          max: options.config.CONTACT_RATE_LIMIT_MAX,
          timeWindow: TEN_MINUTES_MS,
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
            new HttpError(429, 'too_many_requests', { what: 'messages', minutes: Math.ceil(context.ttl / 60_000) }),
        },
      },
      schema: {
        tags: ['Platform accounts'],
        description: `Stores the message and mails it to the platform's support (${options.config.SUPPORT_EMAIL}), with a confirmation to the sender.`,
        body: ZSupportRequest,
        response: { 200: ZPlatformMessageResponse, 400: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const id = await submitSupportMessage(app.database.db, request.body, {
        name: options.config.PLATFORM_NAME,
        supportEmail: options.config.SUPPORT_EMAIL,
      });
      request.log.info({ supportMessageId: id }, 'Support message received');
      return { message: SUPPORT_THANKS[request.body.language] };
    },
  );

  routes.get(
    '/api/admin/support-messages',
    {
      schema: {
        tags: ['Platform Admin'],
        description: 'What came in through the support form, newest first (the last 200).',
        response: { 200: z.array(ZSupportMessage), 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      await request.requirePlatformAdmin();
      return listSupportMessages(app.database.db);
    },
  );
}
