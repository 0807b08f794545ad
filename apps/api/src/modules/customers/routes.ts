import {
  ZApiError,
  ZCustomer,
  ZCustomerLoginRequest,
  ZCustomerLoginResponse,
  ZCustomerMessageResponse,
  ZCustomerRegisterRequest,
  ZModalRegisterParams,
  ZModalRegisterRequest,
  ZSetPasswordRequest,
  ZVerifyEmailRequest,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { HttpError } from '#src/lib/errors.ts';
import { shopUrl } from '#src/lib/shop-url.ts';
import type { TenantContext } from '#src/plugins/tenant.ts';
import { revokeSession } from './queries.ts';
import { logIn, registerCustomer, setPassword, toCustomerView, verifyEmail } from './service.ts';

const RATE_WINDOW_MS = 60_000;
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError };

const tooManyRequests = (ttlMs: number) =>
  new HttpError(429, 'too_many_requests', { what: 'attempts', seconds: Math.ceil(ttlMs / 1000) });

export async function customerRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const { config } = options;
  const db = app.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Customers'];
  const domains = { platformDomain: config.PLATFORM_DOMAIN, stagingDomain: config.STAGING_DOMAIN };

  // Two limits on every login and registration: per IP (before the body is read) and per
  // e-mail address of a shop (after validation), so neither one IP nor many IPs can guess one
  // customer's password quickly.
  const limitPerIp = {
    rateLimit: {
      max: config.CUSTOMER_AUTH_RATE_LIMIT_PER_IP,
      timeWindow: RATE_WINDOW_MS,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => tooManyRequests(context.ttl),
    },
  };
  const emailAttempts = app.createRateLimit({
    max: config.CUSTOMER_AUTH_RATE_LIMIT_PER_EMAIL,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => {
      const body = request.body as { email?: unknown; tenantId?: unknown } | undefined;
      const params = request.params as { tenantName?: unknown } | undefined;
      const shop = String(body?.tenantId ?? params?.tenantName ?? '').toLowerCase();
      return `customer-email:${shop}:${String(body?.email ?? '').toLowerCase()}`;
    },
  });
  const limitPerEmail = async (request: FastifyRequest, reply: FastifyReply) => {
    const attempt = await emailAttempts(request);
    if (!attempt.isAllowed && attempt.isExceeded) {
      reply.header('retry-after', attempt.ttlInSeconds);
      throw tooManyRequests(attempt.ttl);
    }
  };

  const linkInto = (request: FastifyRequest, tenant: TenantContext) => (param: { name: string; value: string }) =>
    shopUrl({ protocol: request.protocol, host: request.host }, tenant, domains, '/', {
      [param.name]: param.value,
    });

  routes.post(
    '/api/customers/login',
    {
      config: limitPerIp,
      preHandler: limitPerEmail,
      schema: { tags, body: ZCustomerLoginRequest, response: { 200: ZCustomerLoginResponse, ...errors } },
    },
    async (request) => {
      const tenant = await app.requireTenantById(request.body.tenantId);
      return logIn(db, tenant, request.body.email, request.body.password);
    },
  );

  routes.post(
    '/api/auth/customer/register',
    {
      config: limitPerIp,
      preHandler: limitPerEmail,
      schema: {
        tags,
        description: 'Registration from the login dialog; e-mails a verification link.',
        body: ZCustomerRegisterRequest,
        response: { 201: ZCustomer, ...errors },
      },
    },
    async (request, reply) => {
      const { tenantId, ...input } = request.body;
      const tenant = await app.requireTenantById(tenantId);
      const customer = await registerCustomer(db, tenant, input, linkInto(request, tenant));
      return reply.code(201).send(customer);
    },
  );

  routes.post(
    '/api/customers/register/:tenantName',
    {
      config: limitPerIp,
      preHandler: limitPerEmail,
      schema: {
        tags,
        description: 'Registration without a password (registration modal); e-mails a link to set one.',
        params: ZModalRegisterParams,
        body: ZModalRegisterRequest,
        response: { 201: ZCustomer, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await app.requireTenantByName(request.params.tenantName);
      const customer = await registerCustomer(db, tenant, request.body, linkInto(request, tenant));
      return reply.code(201).send(customer);
    },
  );

  routes.get(
    '/api/customers/me',
    {
      schema: {
        tags,
        description: 'Needs `Authorization: Bearer {token}` and `X-Tenant-Id`.',
        response: { 200: ZCustomer, ...errors },
      },
    },
    async (request) => toCustomerView((await request.requireCustomer()).customer),
  );

  routes.post(
    '/api/customers/logout',
    { schema: { tags, description: 'Revokes the bearer token.', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { tenant, sessionId } = await request.requireCustomer();
      await revokeSession(db, tenant.id, sessionId);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/customers/verify-email',
    {
      config: limitPerIp,
      schema: { tags, body: ZVerifyEmailRequest, response: { 200: ZCustomerMessageResponse, ...errors } },
    },
    async (request) => {
      const tenant = await app.requireTenantById(request.body.tenantId);
      await verifyEmail(db, tenant, request.body.token);
      return { message: 'Your e-mail address has been verified.' };
    },
  );

  routes.post(
    '/api/customers/set-password',
    {
      config: limitPerIp,
      schema: {
        tags,
        description: 'Sets the password with the one-time link token and logs the customer in.',
        body: ZSetPasswordRequest,
        response: { 200: ZCustomerLoginResponse, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.requireTenantById(request.body.tenantId);
      return setPassword(db, tenant, request.body.token, request.body.password);
    },
  );
}
