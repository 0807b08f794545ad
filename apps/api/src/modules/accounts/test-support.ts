import { randomBytes } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '#src/db/client.ts';
import { emailOutbox, platformUsers, platformUserTenants } from '#src/db/schema/tables.ts';
import { hashPassword } from '#src/lib/password.ts';
import { createTenant } from '../../../test/factories.ts';

/** A password that passes the strength rule. */
export const GOOD_PASSWORD = 'Zeilboot-Kaneel-47-Tulp';
/** The platform host the tests call, and its origin (state-changing calls must come from it). */
export const PLATFORM_HOST = 'winkelwerf.nl';
export const SAME_ORIGIN = { host: PLATFORM_HOST, origin: `http://${PLATFORM_HOST}` };

const passwordHashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
  return passwordHashes.get(password) as Promise<string>;
};

export interface TestUser {
  id: string;
  email: string;
  password: string;
  shopName: string | null;
}

/** A platform user; an owner gets a shop of their own unless `withShop` is false. */
export async function createPlatformUser(
  db: Database,
  options: { role?: 'Admin' | 'Owner'; password?: string; withShop?: boolean; language?: 'nl' | 'en' } = {},
): Promise<TestUser> {
  const role = options.role ?? 'Owner';
  const password = options.password ?? GOOD_PASSWORD;
  const email = `user-${randomBytes(4).toString('hex')}@example.com`;
  const [user] = await db
    .insert(platformUsers)
    .values({
      email,
      fullName: 'Tessa Tester',
      role,
      passwordHash: await hashOf(password),
      language: options.language ?? 'nl',
    })
    .returning();
  if (!user) throw new Error('user not created');
  let shopName: string | null = null;
  if (role === 'Owner' && options.withShop !== false) {
    const tenant = await createTenant(db);
    await db.insert(platformUserTenants).values({ tenantId: tenant.id, userId: user.id, role: 'Owner' });
    shopName = tenant.name;
  }
  return { id: user.id, email, password, shopName };
}

/** The session cookie an answer set (name and value), or null. */
export function sessionCookie(response: LightMyRequestResponse): { name: string; value: string } | null {
  const cookie = response.cookies.find((c) => c.name.endsWith('platform_session') && c.value);
  return cookie ? { name: cookie.name, value: cookie.value } : null;
}

export const cookieHeader = (cookie: { name: string; value: string } | null) =>
  cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {};

/** A platform call from the platform's own pages. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: {
    cookie?: { name: string; value: string } | null;
    body?: unknown;
    headers?: Record<string, string>;
    ip?: string;
  } = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, ...cookieHeader(options.cookie ?? null), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/** Logs in and answers the session cookie (asserting the login worked). */
export async function logIn(app: FastifyInstance, user: { email: string; password: string }) {
  const response = await call(app, 'POST', '/api/platform/login', {
    body: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('login set no cookie');
  return { cookie, body: response.json() };
}

/** The newest outbox mail of this kind to this address. */
export async function lastMail(db: Database, to: string, kind: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  return row;
}

export function tokenInLink(text: string, path: 'reset-password' | 'verify-email'): string {
  const match = new RegExp(`/${path}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/** The code an authenticator app shows for the secret, `stepsAhead` time steps from now. */
export function totpCode(base32: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(base32) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Sets up and enables two-step sign-in for a signed-in user; answers the secret and recovery codes. */
export async function turnOnTwoFactor(app: FastifyInstance, cookie: { name: string; value: string }) {
  const setup = await call(app, 'POST', '/api/platform/two-factor/setup', { cookie });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enable = await call(app, 'POST', '/api/platform/two-factor/enable', {
    cookie,
    body: { code: totpCode(secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.body}`);
  return { secret, recoveryCodes: (enable.json() as { recoveryCodes: string[] }).recoveryCodes };
}
