import { normalizeIP } from '@fastify/rate-limit';
import {
  ZApiError,
  ZChangePasswordRequest,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZPlatformLoginRequest,
  ZPlatformLoginResponse,
  ZPlatformMessageResponse,
  ZPlatformSessionResponse,
  ZPlatformVerifyEmailRequest,
  ZRecoveryCodesResponse,
  ZSecondFactorRequest,
  ZTwoFactorDisableRequest,
  ZTwoFactorEnableRequest,
  ZTwoFactorSetupResponse,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { resolveAppSecret } from '#src/lib/app-secret.ts';
import { HttpError } from '#src/lib/errors.ts';
import { requestLanguage } from '#src/lib/language.ts';
import { completeSecondFactor, endPlatformSession, startPlatformSession } from '#src/plugins/platform-auth.ts';
import {
  authenticate,
  changePassword,
  confirmPasswordReset,
  requestPasswordReset,
  verifyEmailToken,
} from './credentials.ts';
import { platformOrigin } from './links.ts';
import { issueEmailVerification, toPlatformUser } from './service.ts';
import { accountMessage } from './texts.ts';
import {
  checkSecondFactor,
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from './two-factor.ts';

const RATE_WINDOW_MS = 15 * 60 * 1000;
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError };

const tooManyRequests = (ttlMs: number) =>
  new HttpError(429, 'too_many_requests', { what: 'attempts', seconds: Math.ceil(ttlMs / 1000) });

export async function accountRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const { config } = options;
  const db = app.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Platform accounts'];
  const appSecret = resolveAppSecret(config);
  const twoFactor = { appSecret, platformName: config.PLATFORM_NAME };
  const sessionDays = config.PLATFORM_SESSION_DAYS;

  // Two limits on every call that checks a secret or sends mail: per IP, and per account (its
  // e-mail address) from any IP, so neither one address nor many can guess one password.
  const ipAttempts = app.createRateLimit({
    max: config.PLATFORM_AUTH_RATE_LIMIT_PER_IP,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => `platform-auth-ip:${normalizeIP(request.ip)}`,
  });
  const accountKeys = new WeakMap<FastifyRequest, string>();
  const accountAttempts = app.createRateLimit({
    max: config.PLATFORM_AUTH_RATE_LIMIT_PER_ACCOUNT,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => accountKeys.get(request) ?? 'platform-account:none',
  });

  async function enforce(limiter: typeof ipAttempts, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const attempt = await limiter(request);
    if (!attempt.isAllowed && attempt.isExceeded) {
      reply.header('retry-after', attempt.ttlInSeconds);
      throw tooManyRequests(attempt.ttl);
    }
  }
  const limitPerIp = async (request: FastifyRequest, reply: FastifyReply) => enforce(ipAttempts, request, reply);
  /** Counts the attempt against the account `keyOf` names (a lower-cased e-mail address). */
  const limitPerAccount =
    (scope: string, keyOf: (request: FastifyRequest) => Promise<string | null> | string | null) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const key = await keyOf(request);
      if (key === null) return;
      accountKeys.set(request, `platform-account:${scope}:${key.trim().toLowerCase()}`);
      await enforce(accountAttempts, request, reply);
    };
  const bodyEmail = (request: FastifyRequest) => String((request.body as { email?: unknown }).email ?? '');
  const sessionEmail = async (request: FastifyRequest) => (await request.platformSession())?.user.email ?? null;
  // Sign-in attempts of one account share a budget: passwords and second-factor codes alike.
  const signInLimit = limitPerAccount('sign-in', bodyEmail);
  const secondFactorLimit = limitPerAccount('sign-in', sessionEmail);
  const accountLimit = limitPerAccount('account', sessionEmail);

  const origin = (request: FastifyRequest) => platformOrigin(request, config);
  const message = (request: FastifyRequest, key: Parameters<typeof accountMessage>[0]) => ({
    message: accountMessage(key, requestLanguage(request)),
  });

  routes.get(
    '/api/platform/session',
    { schema: { tags, response: { 200: ZPlatformSessionResponse, ...errors } } },
    async (request) => {
      const session = await request.platformSession();
      if (!session) return { user: null, secondFactorPending: false };
      if (session.secondFactorPending) return { user: null, secondFactorPending: true };
      return { user: await toPlatformUser(db, session.user), secondFactorPending: false };
    },
  );

  routes.post(
    '/api/platform/login',
    {
      onRequest: limitPerIp,
      preHandler: signInLimit,
      schema: {
        tags,
        description: 'Starts a new session (a fresh cookie); with two-step sign-in on, the code is asked next.',
        body: ZPlatformLoginRequest,
        response: { 200: ZPlatformLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authenticate(db, request.body.email, request.body.password);
      if (user.totpEnabledAt) {
        await startPlatformSession(db, request, reply, user.id, { sessionDays, secondFactorPending: true });
        return { status: 'second-factor' as const, user: null };
      }
      await startPlatformSession(db, request, reply, user.id, { sessionDays });
      return { status: 'signed-in' as const, user: await toPlatformUser(db, user) };
    },
  );

  routes.post(
    '/api/platform/login/second-factor',
    {
      onRequest: limitPerIp,
      preHandler: secondFactorLimit,
      schema: {
        tags,
        description: 'A code of the authenticator app or an unused recovery code completes the login.',
        body: ZSecondFactorRequest,
        response: { 200: ZPlatformLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const session = await request.platformSession();
      if (!session?.secondFactorPending) throw new HttpError(401, 'unauthorized', {});
      if (!(await checkSecondFactor(db, session.user, request.body.code, twoFactor))) {
        throw new HttpError(400, 'invalid_two_factor_code', {});
      }
      // A new token for the complete login: the one that only knew the password is revoked.
      const sessionId = await startPlatformSession(db, request, reply, session.user.id, { sessionDays });
      await completeSecondFactor(db, sessionId);
      return { status: 'signed-in' as const, user: await toPlatformUser(db, session.user) };
    },
  );

  routes.post(
    '/api/platform/logout',
    { schema: { tags, description: 'Revokes the session.', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await endPlatformSession(db, request, reply);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/platform/password-reset',
    {
      onRequest: limitPerIp,
      preHandler: limitPerAccount('reset', bodyEmail),
      schema: {
        tags,
        description:
          'Mails a single-use reset link (1 hour) when the address has an account; the answer is the same either way.',
        body: ZPasswordResetRequest,
        response: { 200: ZPlatformMessageResponse, ...errors },
      },
    },
    async (request) => {
      // Known address or not, the caller gets the same answer.
      await requestPasswordReset(db, request.body.email, {
        platformOrigin: origin(request),
        platformName: config.PLATFORM_NAME,
      });
      return { message: accountMessage('reset_requested', request.body.language ?? requestLanguage(request)) };
    },
  );

  routes.post(
    '/api/platform/password-reset/confirm',
    {
      onRequest: limitPerIp,
      schema: {
        tags,
        description: 'Sets the new password; the link is used up and every session of the user ends.',
        body: ZPasswordResetConfirm,
        response: { 200: ZPlatformMessageResponse, ...errors },
      },
    },
    async (request) => {
      await confirmPasswordReset(db, request.body.token, request.body.password, config.PLATFORM_NAME);
      return message(request, 'password_reset');
    },
  );

  routes.post(
    '/api/platform/verify-email',
    {
      onRequest: limitPerIp,
      schema: { tags, body: ZPlatformVerifyEmailRequest, response: { 200: ZPlatformMessageResponse, ...errors } },
    },
    async (request) => {
      await verifyEmailToken(db, request.body.token);
      return message(request, 'email_verified');
    },
  );

  routes.post(
    '/api/platform/verify-email/resend',
    {
      onRequest: limitPerIp,
      preHandler: accountLimit,
      schema: { tags, description: 'Signed in.', response: { 200: ZPlatformMessageResponse, ...errors } },
    },
    async (request) => {
      const { user } = await request.requirePlatformUser({ allowTwoFactorSetup: true });
      if (user.emailVerifiedAt) return message(request, 'email_already_verified');
      await db.transaction((tx) =>
        issueEmailVerification(tx, { user, platformOrigin: origin(request), platformName: config.PLATFORM_NAME }),
      );
      return message(request, 'verification_sent');
    },
  );

  routes.post(
    '/api/platform/password',
    {
      onRequest: limitPerIp,
      preHandler: accountLimit,
      schema: {
        tags,
        description: 'Signed in. Every other session ends; this browser gets a fresh one.',
        body: ZChangePasswordRequest,
        response: { 200: ZPlatformMessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await request.requirePlatformUser({ allowTwoFactorSetup: true });
      await changePassword(db, user, request.body, config.PLATFORM_NAME);
      await startPlatformSession(db, request, reply, user.id, { sessionDays });
      return message(request, 'password_changed');
    },
  );

  routes.post(
    '/api/platform/two-factor/setup',
    {
      preHandler: accountLimit,
      schema: {
        tags,
        description: 'Signed in. A new secret to scan; two-step sign-in is on only after /two-factor/enable.',
        response: { 200: ZTwoFactorSetupResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requirePlatformUser({ allowTwoFactorSetup: true });
      return startTwoFactorSetup(db, user.id, twoFactor);
    },
  );

  routes.post(
    '/api/platform/two-factor/enable',
    {
      preHandler: accountLimit,
      schema: {
        tags,
        description: 'Signed in. Confirms the secret with a first code; answers the recovery codes (shown once).',
        body: ZTwoFactorEnableRequest,
        response: { 200: ZRecoveryCodesResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requirePlatformUser({ allowTwoFactorSetup: true });
      return { recoveryCodes: await enableTwoFactor(db, user.id, request.body.code, twoFactor) };
    },
  );

  routes.post(
    '/api/platform/two-factor/disable',
    {
      preHandler: accountLimit,
      schema: {
        tags,
        description: 'Signed-in owners only; the platform Admin keeps two-step sign-in.',
        body: ZTwoFactorDisableRequest,
        response: { 200: ZPlatformMessageResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requirePlatformUser();
      await disableTwoFactor(db, user.id, request.body, twoFactor);
      return message(request, 'two_factor_disabled');
    },
  );

  routes.post(
    '/api/platform/two-factor/recovery-codes',
    {
      preHandler: accountLimit,
      schema: {
        tags,
        description: 'Signed in. New recovery codes for a current code; the old ones stop working.',
        body: ZSecondFactorRequest,
        response: { 200: ZRecoveryCodesResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requirePlatformUser();
      return { recoveryCodes: await regenerateRecoveryCodes(db, user.id, request.body.code, twoFactor) };
    },
  );
}
