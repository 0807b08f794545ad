import { ZApiError, ZPlatformLoginResponse, ZPlatformSessionResponse } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import type { DatabaseHandle } from '#src/db/client.ts';
import { platformSessions } from '#src/db/schema/tables.ts';
import { seedDemoShop } from '#src/db/seed/demo-shop.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD, seedAdminUser } from '#src/db/seed/users.ts';
import { createTestApp, createTestDatabase, TEST_APP_SECRET, type TestContext } from '../../../test/test-app.ts';
import {
  call,
  cookieHeader,
  createPlatformUser,
  GOOD_PASSWORD,
  logIn,
  PLATFORM_HOST,
  sessionCookie,
  totpCode,
  turnOnTwoFactor,
} from './test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    PLATFORM_AUTH_RATE_LIMIT_PER_IP: 100_000,
    PLATFORM_AUTH_RATE_LIMIT_PER_ACCOUNT: 100_000,
  });
});
afterAll(async () => ctx?.close());

const session = async (cookie: { name: string; value: string } | null) =>
  ZPlatformSessionResponse.parse((await call(ctx.app, 'GET', '/api/platform/session', { cookie })).json());

describe('POST /api/platform/login', () => {
  it('signs an owner in with a session cookie and answers the user with their shop as home', async () => {
    const user = await createPlatformUser(ctx.database.db);
    const response = await call(ctx.app, 'POST', '/api/platform/login', {
      body: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const body = ZPlatformLoginResponse.parse(response.json());
    expect(body.status).toBe('signed-in');
    expect(body.user).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'Owner',
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
      homePath: `/${user.shopName}/dashboard`,
    });
    expect(body.user?.shops.map((shop) => shop.name)).toEqual([user.shopName]);

    const cookie = response.cookies.find((c) => c.name === 'platform_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const current = await session(sessionCookie(response));
    expect(current.user?.id).toBe(user.id);
    expect(current.secondFactorPending).toBe(false);
  });

  it('answers the same 401 for an unknown e-mail address and for a wrong password', async () => {
    const user = await createPlatformUser(ctx.database.db);
    const wrong = await call(ctx.app, 'POST', '/api/platform/login', {
      body: { email: user.email, password: 'Niet-Het-Wachtwoord-9' },
    });
    const unknown = await call(ctx.app, 'POST', '/api/platform/login', {
      body: { email: 'nobody-here@example.com', password: user.password },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(ZApiError.parse(wrong.json())).toEqual(ZApiError.parse(unknown.json()));
    expect(wrong.json().error).toBe('invalid_credentials');
    expect(sessionCookie(wrong)).toBeNull();
    expect(sessionCookie(unknown)).toBeNull();
  });

  it('refuses a body without e-mail or password with 400', async () => {
    const response = await call(ctx.app, 'POST', '/api/platform/login', { body: { email: 'x@example.com' } });
    expect(response.statusCode).toBe(400);
  });

  it('rotates the session: the cookie of an earlier login stops working', async () => {
    const user = await createPlatformUser(ctx.database.db);
    const first = await logIn(ctx.app, user);
    const second = await call(ctx.app, 'POST', '/api/platform/login', {
      cookie: first.cookie,
      body: { email: user.email, password: user.password },
    });
    const secondCookie = sessionCookie(second);
    expect(secondCookie?.value).not.toBe(first.cookie.value);
    expect((await session(first.cookie)).user).toBeNull();
    expect((await session(secondCookie)).user?.id).toBe(user.id);
  });

  it('sends an owner without a shop to /register', async () => {
    const user = await createPlatformUser(ctx.database.db, { withShop: false });
    const { body } = await logIn(ctx.app, user);
    expect(body.user.homePath).toBe('/register');
  });
});

describe('cookie over HTTPS', () => {
  let https: TestContext;
  beforeAll(async () => {
    https = await createTestApp({ TRUST_PROXY: ['127.0.0.1'] });
  });
  afterAll(async () => https?.close());

  it('is Secure, HttpOnly, SameSite=Lax, Path=/ and named __Host-', async () => {
    const user = await createPlatformUser(https.database.db);
    const response = await https.app.inject({
      method: 'POST',
      url: '/api/platform/login',
      headers: { host: PLATFORM_HOST, origin: `https://${PLATFORM_HOST}`, 'x-forwarded-proto': 'https' },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.value);
    expect(cookie).toMatchObject({
      name: '__Host-platform_session',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie).not.toHaveProperty('domain');
  });
});

describe('POST /api/platform/logout', () => {
  it('revokes the session in the database and clears the cookie', async () => {
    const user = await createPlatformUser(ctx.database.db);
    const { cookie } = await logIn(ctx.app, user);
    const response = await call(ctx.app, 'POST', '/api/platform/logout', { cookie });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'platform_session')?.value).toBe('');
    // The old token no longer opens anything, even when a client keeps sending it.
    expect((await session(cookie)).user).toBeNull();
    const rows = await ctx.database.db.select().from(platformSessions).where(eq(platformSessions.userId, user.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call from another site (Origin)', async () => {
    const user = await createPlatformUser(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/login',
      headers: { host: PLATFORM_HOST, origin: 'https://evil.example' },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('cross_site_request');
    expect(sessionCookie(response)).toBeNull();
  });

  it('refuses a call the browser marks cross-site (Sec-Fetch-Site), even with a valid session', async () => {
    const user = await createPlatformUser(ctx.database.db);
    const { cookie } = await logIn(ctx.app, user);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/logout',
      headers: { host: PLATFORM_HOST, 'sec-fetch-site': 'cross-site', ...cookieHeader(cookie) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('cross_site_request');
    expect((await session(cookie)).user?.id).toBe(user.id);
  });

  it('lets the same site through', async () => {
    const user = await createPlatformUser(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/login',
      headers: { host: PLATFORM_HOST, origin: `http://${PLATFORM_HOST}`, 'sec-fetch-site': 'same-origin' },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the platform Admin', () => {
  it('must set up two-step sign-in before anything else opens, and may not turn it off', async () => {
    const admin = await createPlatformUser(ctx.database.db, { role: 'Admin' });
    const { cookie, body } = await logIn(ctx.app, admin);
    expect(body.user).toMatchObject({ role: 'Admin', homePath: '/select-tenant', twoFactorSetupRequired: true });

    const blocked = await call(ctx.app, 'POST', '/api/platform/two-factor/recovery-codes', {
      cookie,
      body: { code: '123456' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('two_factor_setup_required');

    const { secret } = await turnOnTwoFactor(ctx.app, cookie);
    const current = await session(cookie);
    expect(current.user).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });

    const disable = await call(ctx.app, 'POST', '/api/platform/two-factor/disable', {
      cookie,
      body: { password: admin.password, code: totpCode(secret, 1) },
    });
    expect(disable.statusCode).toBe(403);
    expect(disable.json().error).toBe('two_factor_required_for_admin');
    expect((await session(cookie)).user?.twoFactorEnabled).toBe(true);
  });
});

describe('the demo accounts', () => {
  let demo: TestContext;
  beforeAll(async () => {
    demo = await createTestApp();
    const log = () => {};
    await seedAdminUser(demo.database.db, log, 'demo-password');
    await seedDemoShop(demo.database.db, log, 'demo-password');
  }, 120_000);
  afterAll(async () => demo?.close());

  it('log in with demo1234: the Admin to /select-tenant, the demo owner to /demo/dashboard', async () => {
    const admin = await logIn(demo.app, { email: ADMIN_EMAIL, password: DEMO_PASSWORD });
    expect(admin.body).toMatchObject({ status: 'signed-in', user: { role: 'Admin', homePath: '/select-tenant' } });
    const owner = await logIn(demo.app, { email: 'demo@winkelwerf.nl', password: DEMO_PASSWORD });
    expect(owner.body).toMatchObject({ status: 'signed-in', user: { role: 'Owner', homePath: '/demo/dashboard' } });
  });
});

describe('requireShopAccess', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig(
      {},
      { LOG_LEVEL: 'silent', SERVE_WEB: false, SEED_DEMO: false, APP_SECRET: TEST_APP_SECRET },
    );
    app = await buildApp(config, { database });
    app.get('/api/platform/test-shops/:tenantName', async (request) => {
      const access = await request.requireShopAccess((request.params as { tenantName: string }).tenantName);
      return { tenant: access.tenant.name, role: access.role };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("opens the owner's own shop and answers 404 for another owner's shop", async () => {
    const ownerA = await createPlatformUser(database.db);
    const ownerB = await createPlatformUser(database.db);
    const { cookie } = await logIn(app, ownerA);
    const own = await call(app, 'GET', `/api/platform/test-shops/${ownerA.shopName}`, { cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ tenant: ownerA.shopName, role: 'Owner' });
    const foreign = await call(app, 'GET', `/api/platform/test-shops/${ownerB.shopName}`, { cookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Tenant not found');
    const anonymous = await call(app, 'GET', `/api/platform/test-shops/${ownerA.shopName}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('opens any shop for the Admin (once two-step sign-in is on)', async () => {
    const owner = await createPlatformUser(database.db);
    const admin = await createPlatformUser(database.db, { role: 'Admin', password: GOOD_PASSWORD });
    const { cookie } = await logIn(app, admin);
    const before = await call(app, 'GET', `/api/platform/test-shops/${owner.shopName}`, { cookie });
    expect(before.statusCode).toBe(403);
    await turnOnTwoFactor(app, cookie);
    const after = await call(app, 'GET', `/api/platform/test-shops/${owner.shopName}`, { cookie });
    expect(after.json()).toEqual({ tenant: owner.shopName, role: 'Admin' });
  });
});
