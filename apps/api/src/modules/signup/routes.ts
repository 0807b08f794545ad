import { ZApiError, ZSignupRequest, ZSignupResponse, ZSubdomainAvailability } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { HttpError } from '#src/lib/errors.ts';
import { platformOrigin, toPlatformUser } from '#src/modules/accounts/accounts.ts';
import { startPlatformSession } from '#src/plugins/platform-auth.ts';
import { signUp } from './service.ts';
import { newShopAddress } from './shop-address.ts';
import { checkSubdomain, reservedSubdomains } from './subdomains.ts';

/** New shops per IP address and hour: enough for a family or an office, too few to fill the namespace. */
export const SIGNUPS_PER_IP_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

const errors = { 400: ZApiError, 409: ZApiError, 429: ZApiError };

export async function signupRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const { config } = options;
  const db = app.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const domains = { platformDomain: config.PLATFORM_DOMAIN, stagingDomain: config.STAGING_DOMAIN };
  const reserved = reservedSubdomains(domains);
  const tags = ['Platform accounts'];

  routes.get(
    '/api/platform/subdomains/:name/availability',
    {
      schema: {
        tags,
        description: 'Whether a shop can be made under this web address; a free one close to it when not.',
        params: z.object({ name: z.string().max(100) }),
        response: { 200: ZSubdomainAvailability, ...errors },
      },
    },
    async (request) => checkSubdomain(db, request.params.name, reserved),
  );

  routes.post(
    '/api/platform/signup',
    {
      config: {
        rateLimit: {
          max: SIGNUPS_PER_IP_PER_HOUR,
          timeWindow: HOUR_MS,
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
            new HttpError(429, 'too_many_requests', { what: 'attempts', seconds: Math.ceil(context.ttl / 1000) }),
        },
      },
      schema: {
        tags,
        description:
          'Creates the owner, the shop (dark theme, standard shipping, payment methods off) and its trial in one ' +
          'transaction, queues the verification mail and signs the owner in.',
        body: ZSignupRequest,
        response: { 201: ZSignupResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user, tenant } = await signUp(db, request.body, {
        reserved,
        now: app.clock(),
        platformOrigin: platformOrigin(request, config),
        platformName: config.PLATFORM_NAME,
      });
      request.log.info({ tenant: tenant.name, tenantId: tenant.id }, `New shop ${tenant.name} signed up`);
      await startPlatformSession(db, request, reply, user.id, { sessionDays: config.PLATFORM_SESSION_DAYS });
      reply.code(201);
      return {
        user: await toPlatformUser(db, user),
        tenant,
        shopUrl: newShopAddress(request, tenant.name, domains),
      };
    },
  );
}
