import cookie from '@fastify/cookie';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '#src/config.ts';
import type { Database, Executor } from '#src/db/client.ts';
import { platformSessions, platformUsers, platformUserTenants, tenantAuditLog } from '#src/db/schema/tables.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { createToken, hashToken } from '#src/lib/tokens.ts';
import type { TenantContext } from './tenant.ts';

export type PlatformUserRecord = typeof platformUsers.$inferSelect;

export interface PlatformSession {
  sessionId: number;
  user: PlatformUserRecord;
  /** The password was right; the second factor is still to come. Opens nothing else. */
  secondFactorPending: boolean;
}

/** A signed-in user inside one shop: its owner, a staff member, or the platform Admin. */
export interface ShopAccess {
  session: PlatformSession;
  tenant: TenantContext;
  role: 'Owner' | 'Staff' | 'Admin';
}

export interface ShopAccessOptions {
  /** Billing, payment settings, staff, shop settings: staff get 403 `owner_only` (the platform Admin may). */
  ownerOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The platform session of the cookie (also one waiting for its second factor), or null. */
    platformSession(): Promise<PlatformSession | null>;
    /**
     * The signed-in platform user, else 401. An Admin without two-factor sign-in gets 403
     * `two_factor_setup_required` unless `allowTwoFactorSetup` (the setup calls themselves).
     */
    requirePlatformUser(options?: { allowTwoFactorSetup?: boolean }): Promise<PlatformSession>;
    /** The signed-in platform Admin, else 401/403. */
    requirePlatformAdmin(): Promise<PlatformSession>;
    /** The user's access to the shop of this name; 404 'Tenant not found' for a shop that is not theirs. */
    requireShopAccess(tenantName: string, options?: ShopAccessOptions): Promise<ShopAccess>;
  }
}

/** `__Host-` binds the cookie to this exact host and requires Secure, so it is only used over HTTPS. */
export const SESSION_COOKIE = 'platform_session';
export const SECURE_SESSION_COOKIE = '__Host-platform_session';

/** How long a login that is waiting for its second factor stays open. */
const SECOND_FACTOR_MINUTES = 10;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Calls that another site must be able to make: the billing provider's webhook. */
const CROSS_SITE_ALLOWED = [/^\/api\/platform\/billing\/stripe\/webhook(?:\/|$|\?)/];

const isPlatformApi = (url: string) => url.startsWith('/api/platform/') || url.startsWith('/api/admin/');

/**
 * CSRF defence for cookie-authenticated calls: a state-changing request must come from a page
 * of the same origin. Browsers send Origin on every cross-site POST/PUT/DELETE and
 * Sec-Fetch-Site on all of them; a request with neither is not from a browser (no cookie risk).
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return true;
  try {
    const parsed = new URL(origin);
    return parsed.host === request.host && parsed.protocol === `${request.protocol}:`;
  } catch {
    return false;
  }
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

function sessionCookieToken(request: FastifyRequest): string | null {
  const cookies = request.cookies ?? {};
  return cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE] ?? null;
}

/** Writes the session cookie: httpOnly, SameSite=Lax, Secure (and `__Host-`) over HTTPS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void {
  const secure = isHttps(request);
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isHttps(request);
  reply.clearCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/**
 * Starts a new session for the user (at login, sign-up, after a password reset) and sets its
 * cookie. The session that the request carried, if any, is revoked: a login always gets a
 * fresh token (no session fixation).
 */
export async function startPlatformSession(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  options: { sessionDays: number; secondFactorPending?: boolean },
): Promise<number> {
  const previous = sessionCookieToken(request);
  if (previous) {
    await db
      .update(platformSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(platformSessions.tokenHash, hashToken(previous)), isNull(platformSessions.revokedAt)));
  }
  const { token, hash } = createToken();
  // A login waiting for its code gets minutes, not days: it is of no use to anyone else.
  const lifetimeMs = options.secondFactorPending
    ? SECOND_FACTOR_MINUTES * 60 * 1000
    : options.sessionDays * 24 * 60 * 60 * 1000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  const [row] = await db
    .insert(platformSessions)
    .values({
      userId,
      tokenHash: hash,
      secondFactorPending: options.secondFactorPending ? 'totp' : null,
      expiresAt,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    })
    .returning({ id: platformSessions.id });
  if (!row) throw new Error('session insert returned nothing');
  setSessionCookie(request, reply, token, expiresAt);
  request.platformSessionCache = undefined;
  return row.id;
}

/** Ends the request's session (logout): revoked in the database, cookie cleared. */
export async function endPlatformSession(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionCookieToken(request);
  if (token) {
    await db
      .update(platformSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(platformSessions.tokenHash, hashToken(token)), isNull(platformSessions.revokedAt)));
  }
  clearSessionCookie(request, reply);
  request.platformSessionCache = undefined;
}

/** Revokes every session of the user (a password change or reset), except `keepSessionId`. */
export async function revokeUserSessions(db: Executor, userId: string, keepSessionId?: number): Promise<void> {
  await db
    .update(platformSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(platformSessions.userId, userId),
        isNull(platformSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(platformSessions.id, keepSessionId),
      ),
    );
}

/** Marks the session's second factor as given (the login is complete). */
export async function completeSecondFactor(db: Database, sessionId: number): Promise<void> {
  await db.update(platformSessions).set({ secondFactorPending: null }).where(eq(platformSessions.id, sessionId));
}

/**
 * Records who changed what inside a shop (owner, staff or the platform Admin), for the owner's
 * activity log. Pass the transaction of the change, so the entry and the change land together.
 */
export async function recordShopActivity(
  db: Executor,
  access: ShopAccess,
  action: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(tenantAuditLog).values({
    tenantId: access.tenant.id,
    actorUserId: access.session.user.id,
    actorEmail: access.session.user.email,
    actorRole: access.role,
    action,
    details,
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    platformSessionCache: Promise<PlatformSession | null> | undefined;
  }
}

const unauthorized = () => new HttpError(401, 'unauthorized', {});

export const platformAuthPlugin = fp(async (app: FastifyInstance, options: { config: TConfig }) => {
  const db = app.database.db;
  const sessionMs = options.config.PLATFORM_SESSION_DAYS * 24 * 60 * 60 * 1000;
  await app.register(cookie);

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isPlatformApi(request.url)) return;
    if (CROSS_SITE_ALLOWED.some((pattern) => pattern.test(request.url))) return;
    if (!isSameOriginRequest(request)) throw new HttpError(403, 'cross_site_request', {});
  });

  async function findSession(token: string): Promise<PlatformSession | null> {
    const now = new Date();
    const [row] = await db
      .select({
        sessionId: platformSessions.id,
        secondFactorPending: platformSessions.secondFactorPending,
        lastSeenAt: platformSessions.lastSeenAt,
        user: platformUsers,
      })
      .from(platformSessions)
      .innerJoin(platformUsers, eq(platformUsers.id, platformSessions.userId))
      .where(
        and(
          eq(platformSessions.tokenHash, hashToken(token)),
          isNull(platformSessions.revokedAt),
          gt(platformSessions.expiresAt, now),
        ),
      );
    if (!row) return null;
    // Sliding expiry, written at most once a minute; a login waiting for its code does not slide.
    if (row.secondFactorPending === null && now.getTime() - row.lastSeenAt.getTime() > 60_000) {
      await db
        .update(platformSessions)
        .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + sessionMs) })
        .where(eq(platformSessions.id, row.sessionId));
    }
    return { sessionId: row.sessionId, user: row.user, secondFactorPending: row.secondFactorPending !== null };
  }

  app.decorateRequest('platformSessionCache', undefined);

  app.decorateRequest('platformSession', function platformSession(this: FastifyRequest) {
    if (this.platformSessionCache === undefined) {
      const token = sessionCookieToken(this);
      this.platformSessionCache = token ? findSession(token) : Promise.resolve(null);
    }
    return this.platformSessionCache;
  });

  app.decorateRequest(
    'requirePlatformUser',
    async function requirePlatformUser(this: FastifyRequest, options?: { allowTwoFactorSetup?: boolean }) {
      const session = await this.platformSession();
      if (!session || session.secondFactorPending) throw unauthorized();
      if (session.user.role === 'Admin' && !session.user.totpEnabledAt && !options?.allowTwoFactorSetup) {
        throw new HttpError(403, 'two_factor_setup_required', {});
      }
      return session;
    },
  );

  app.decorateRequest('requirePlatformAdmin', async function requirePlatformAdmin(this: FastifyRequest) {
    const session = await this.requirePlatformUser();
    if (session.user.role !== 'Admin') throw new HttpError(403, 'admin_only', {});
    return session;
  });

  app.decorateRequest(
    'requireShopAccess',
    async function requireShopAccess(this: FastifyRequest, tenantName: string, options?: ShopAccessOptions) {
      const session = await this.requirePlatformUser();
      const tenant = await app.requireTenantByName(tenantName);
      if (session.user.role === 'Admin') return { session, tenant, role: 'Admin' as const };
      const [link] = await db
        .select({ role: platformUserTenants.role })
        .from(platformUserTenants)
        .where(and(eq(platformUserTenants.tenantId, tenant.id), eq(platformUserTenants.userId, session.user.id)));
      // Another owner's shop answers as if it did not exist.
      if (!link) throw notFound('tenant');
      const role = link.role === 'Staff' ? ('Staff' as const) : ('Owner' as const);
      if (options?.ownerOnly && role === 'Staff') throw new HttpError(403, 'owner_only', {});
      return { session, tenant, role };
    },
  );
});

/** The shops a user may open, for the session answer (`shops`) and the §2.2 redirect. */
export async function findUserShops(
  db: Executor,
  userId: string,
): Promise<{ id: string; name: string; displayName: string; role: string }[]> {
  const rows = await db.execute<{ id: string; name: string; display_name: string; role: string }>(sql`
    select t.id, t.name, t.display_name, l.role
    from platform_user_tenants l join tenants t on t.id = l.tenant_id
    where l.user_id = ${userId}
    order by t.created_at, t.name`);
  return rows.rows.map((row) => ({ id: row.id, name: row.name, displayName: row.display_name, role: row.role }));
}
