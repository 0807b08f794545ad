import multipart from '@fastify/multipart';
import {
  CONTACT_ATTACHMENT_EXTENSIONS,
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_ATTACHMENTS_MAX_TOTAL_BYTES,
  CONTACT_MAX_ATTACHMENTS,
  ZApiError,
  ZContactResponse,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from '#src/config.ts';
import { HttpError } from '#src/lib/errors.ts';
import { removeAbandonedUploads } from './abandoned-uploads.ts';
import { readContactForm } from './read-contact-form.ts';
import { submitContactMessage } from './service.ts';
import { createUploadSlots } from './upload-slots.ts';

const TEN_MINUTES_MS = 10 * 60 * 1000;
const UPLOAD_WAIT_MS = 30_000;
const UPLOAD_RETRY_AFTER_SECONDS = 60;

export async function contactRoutes(app: FastifyInstance, options: { config: TConfig }) {
  // Registered here, not app-wide: only this module accepts uploads.
  await app.register(multipart, {
    limits: {
      fileSize: CONTACT_ATTACHMENT_MAX_BYTES,
      files: CONTACT_MAX_ATTACHMENTS,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 40,
    },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const uploadSlots = createUploadSlots(options.config.CONTACT_UPLOAD_CONCURRENCY, UPLOAD_WAIT_MS);
  // A scan of the temporary directory: the server need not wait for it to take requests.
  app.addHook('onReady', async () => {
    removeAbandonedUploads().then(
      (removed) => {
        if (removed > 0) app.log.info(`Removed ${removed} abandoned contact upload directories`);
      },
      (error: unknown) => app.log.warn(`Could not remove abandoned contact uploads: ${String(error)}`),
    );
  });

  routes.post(
    '/api/contact',
    {
      config: {
        rateLimit: {
          max: options.config.CONTACT_RATE_LIMIT_MAX,
          timeWindow: TEN_MINUTES_MS,
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
            new HttpError(429, 'too_many_requests', { what: 'messages', minutes: Math.ceil(context.ttl / 60_000) }),
        },
      },
      schema: {
        tags: ['Contact'],
        description:
          'multipart/form-data: tenantId, name, email, phoneNumber (optional), message, language (nl|en), ' +
          `repeated "attachments" (${CONTACT_ATTACHMENT_EXTENSIONS.join(', ')}; at most ${CONTACT_MAX_ATTACHMENTS}, ` +
          `${CONTACT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB each, ${CONTACT_ATTACHMENTS_MAX_TOTAL_BYTES / 1024 / 1024} MB together).`,
        consumes: ['multipart/form-data'],
        response: {
          200: ZContactResponse,
          400: ZApiError,
          404: ZApiError,
          413: ZApiError,
          415: ZApiError,
          429: ZApiError,
          503: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const release = await uploadSlots.acquire();
      if (!release) {
        reply.header('retry-after', String(UPLOAD_RETRY_AFTER_SECONDS));
        throw new HttpError(503, 'busy', {});
      }
      try {
        const form = await readContactForm(request);
        try {
          const tenant = await app.requireTenantById(form.fields.tenantId);
          return { message: await submitContactMessage(app.database.db, tenant, form, request.log) };
        } finally {
          await form.dispose();
        }
      } finally {
        release();
      }
    },
  );
}
