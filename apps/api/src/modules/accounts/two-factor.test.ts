import { ZPlatformLoginResponse, ZPlatformSessionResponse, ZTwoFactorSetupResponse } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformRecoveryCodes, platformSessions, platformUsers } from '#src/db/schema/tables.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  call,
  createPlatformUser,
  lastMail,
  logIn,
  sessionCookie,
  type TestUser,
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

type Cookie = { name: string; value: string } | null;
const sessionOf = async (cookie: Cookie) =>
  ZPlatformSessionResponse.parse((await call(ctx.app, 'GET', '/api/platform/session', { cookie })).json());

/** An owner with two-step sign-in on, signed out again. */
async function ownerWithTwoFactor(): Promise<TestUser & { secret: string; recoveryCodes: string[] }> {
  const user = await createPlatformUser(ctx.database.db);
  const { cookie } = await logIn(ctx.app, user);
  const twoFactor = await turnOnTwoFactor(ctx.app, cookie);
  await call(ctx.app, 'POST', '/api/platform/logout', { cookie });
  return { ...user, ...twoFactor };
}

async function passwordStep(user: TestUser): Promise<Cookie> {
  const response = await call(ctx.app, 'POST', '/api/platform/login', {
    body: { email: user.email, password: user.password },
  });
  expect(ZPlatformLoginResponse.parse(response.json())).toEqual({ status: 'second-factor', user: null });
  return sessionCookie(response);
}

const secondFactor = (cookie: Cookie, code: string) =>
  call(ctx.app, 'POST', '/api/platform/login/second-factor', { cookie, body: { code } });

describe('setting up two-step sign-in', () => {
  it('answers a secret, an otpauth URL and a QR code, stores the secret encrypted, and turns on only with a code', async () => {
    const user = await createPlatformUser(ctx.database.db);
    const { cookie } = await logIn(ctx.app, user);
    const setup = await call(ctx.app, 'POST', '/api/platform/two-factor/setup', { cookie });
    expect(setup.statusCode).toBe(200);
    const body = ZTwoFactorSetupResponse.parse(setup.json());
    const url = new URL(body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe('Winkelwerf');
    expect(url.searchParams.get('secret')).toBe(body.secret);
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    expect(body.qrSvg).toMatch(/^<svg/);

    const [stored] = await ctx.database.db.select().from(platformUsers).where(eq(platformUsers.id, user.id));
    expect(stored?.totpSecret).toBeTruthy();
    expect(stored?.totpSecret).not.toContain(body.secret);
    expect(stored?.totpEnabledAt).toBeNull();
    expect((await sessionOf(cookie)).user?.twoFactorEnabled).toBe(false);

    const wrong = await call(ctx.app, 'POST', '/api/platform/two-factor/enable', {
      cookie,
      body: { code: totpCode(body.secret, 5) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_two_factor_code');

    const enable = await call(ctx.app, 'POST', '/api/platform/two-factor/enable', {
      cookie,
      body: { code: totpCode(body.secret) },
    });
    expect(enable.statusCode).toBe(200);
    const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const storedCodes = await ctx.database.db
      .select()
      .from(platformRecoveryCodes)
      .where(eq(platformRecoveryCodes.userId, user.id));
    expect(storedCodes).toHaveLength(10);
    expect(storedCodes.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
    expect((await sessionOf(cookie)).user?.twoFactorEnabled).toBe(true);
    expect((await lastMail(ctx.database.db, user.email, 'platform-two-factor-on'))?.subject).toContain('twee stappen');

    const again = await call(ctx.app, 'POST', '/api/platform/two-factor/setup', { cookie });
    expect(again.statusCode).toBe(409);
  });

  it('refuses enable before setup', async () => {
    const user = await createPlatformUser(ctx.database.db);
    const { cookie } = await logIn(ctx.app, user);
    const response = await call(ctx.app, 'POST', '/api/platform/two-factor/enable', {
      cookie,
      body: { code: '123456' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('two_factor_not_started');
  });
});

describe('signing in with two steps', () => {
  it('the password opens nothing until the code; then the session gets a new token', async () => {
    const user = await ownerWithTwoFactor();
    const pending = await passwordStep(user);
    expect(await sessionOf(pending)).toEqual({ user: null, secondFactorPending: true });
    // A login waiting for its code lasts minutes, not the session's days.
    const [waiting] = await ctx.database.db
      .select()
      .from(platformSessions)
      .where(and(eq(platformSessions.userId, user.id), isNull(platformSessions.revokedAt)));
    expect(waiting?.secondFactorPending).toBe('totp');
    expect((waiting?.expiresAt.getTime() ?? Infinity) - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    const blocked = await call(ctx.app, 'POST', '/api/platform/two-factor/setup', { cookie: pending });
    expect(blocked.statusCode).toBe(401);

    const wrong = await secondFactor(pending, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_two_factor_code');

    const done = await secondFactor(pending, totpCode(user.secret, 1));
    expect(done.statusCode).toBe(200);
    const body = ZPlatformLoginResponse.parse(done.json());
    expect(body.status).toBe('signed-in');
    expect(body.user?.id).toBe(user.id);
    const full = sessionCookie(done);
    expect(full?.value).not.toBe(pending?.value);
    expect((await sessionOf(full)).user?.id).toBe(user.id);
    // The token that only knew the password is dead.
    expect(await sessionOf(pending)).toEqual({ user: null, secondFactorPending: false });
  });

  it('refuses the same code twice (replay), also in another login', async () => {
    const user = await ownerWithTwoFactor();
    const code = totpCode(user.secret, 1);
    expect((await secondFactor(await passwordStep(user), code)).statusCode).toBe(200);
    const replay = await secondFactor(await passwordStep(user), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_two_factor_code');
  });

  it('accepts a recovery code once, in any case and without the hyphen', async () => {
    const user = await ownerWithTwoFactor();
    const [code] = user.recoveryCodes;
    if (!code) throw new Error('no recovery code');
    const first = await secondFactor(await passwordStep(user), code.toUpperCase().replace('-', ''));
    expect(first.statusCode).toBe(200);
    const second = await secondFactor(await passwordStep(user), code);
    expect(second.statusCode).toBe(400);
    const [used] = await ctx.database.db
      .select()
      .from(platformRecoveryCodes)
      .where(eq(platformRecoveryCodes.userId, user.id))
      .then((rows) => rows.filter((row) => row.usedAt !== null));
    expect(used).toBeDefined();
  });

  it('needs a pending login for the code step', async () => {
    const user = await ownerWithTwoFactor();
    const response = await secondFactor(null, totpCode(user.secret, 1));
    expect(response.statusCode).toBe(401);
  });
});

describe('recovery codes and turning off', () => {
  it('new recovery codes replace the old ones', async () => {
    const user = await ownerWithTwoFactor();
    const cookie = sessionCookie(await secondFactor(await passwordStep(user), totpCode(user.secret, 1)));
    const response = await call(ctx.app, 'POST', '/api/platform/two-factor/recovery-codes', {
      cookie,
      body: { code: user.recoveryCodes[1] ?? '' },
    });
    expect(response.statusCode).toBe(200);
    const fresh = (response.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await secondFactor(await passwordStep(user), user.recoveryCodes[2] ?? '')).statusCode).toBe(400);
    expect((await secondFactor(await passwordStep(user), fresh[0] ?? '')).statusCode).toBe(200);
  });

  it('an owner turns it off with password and code; login is one step again', async () => {
    const user = await ownerWithTwoFactor();
    const cookie = sessionCookie(await secondFactor(await passwordStep(user), totpCode(user.secret, 1)));
    const wrongPassword = await call(ctx.app, 'POST', '/api/platform/two-factor/disable', {
      cookie,
      body: { password: 'Verkeerd-Wachtwoord-1', code: totpCode(user.secret, 2) },
    });
    expect(wrongPassword.statusCode).toBe(400);
    const wrongCode = await call(ctx.app, 'POST', '/api/platform/two-factor/disable', {
      cookie,
      body: { password: user.password, code: '000000' },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error).toBe('invalid_two_factor_code');
    const off = await call(ctx.app, 'POST', '/api/platform/two-factor/disable', {
      cookie,
      // The app's codes of this half minute are used up (replay protection): a recovery code does it.
      body: { password: user.password, code: user.recoveryCodes[0] ?? '' },
    });
    expect(off.statusCode).toBe(200);
    expect((await lastMail(ctx.database.db, user.email, 'platform-two-factor-off'))?.subject).toContain('uit');
    const { body } = await logIn(ctx.app, user);
    expect(body).toMatchObject({ status: 'signed-in', user: { twoFactorEnabled: false } });
    expect(
      await ctx.database.db.select().from(platformRecoveryCodes).where(eq(platformRecoveryCodes.userId, user.id)),
    ).toEqual([]);
  });
});

describe('the Admin', () => {
  it('signs in with both steps once two-step sign-in is on', async () => {
    const admin = await createPlatformUser(ctx.database.db, { role: 'Admin' });
    const { cookie } = await logIn(ctx.app, admin);
    const { secret } = await turnOnTwoFactor(ctx.app, cookie);
    const pending = await passwordStep(admin);
    const done = await secondFactor(
      pending,
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 }),
    );
    expect(done.json()).toMatchObject({
      status: 'signed-in',
      user: { role: 'Admin', homePath: '/select-tenant', twoFactorSetupRequired: false },
    });
  });
});
