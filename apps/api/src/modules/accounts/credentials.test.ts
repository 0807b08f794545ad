import { ZPlatformMessageResponse, ZPlatformSessionResponse } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, platformUsers, platformUserTokens } from '#src/db/schema/tables.ts';
import { hashToken } from '#src/lib/tokens.ts';
import { PLATFORM_MAIL_STREAM } from '#src/modules/mail/mail.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { issueEmailVerification } from './accounts.ts';
import { call, createPlatformUser, lastMail, logIn, sessionCookie, tokenInLink } from './test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    PLATFORM_AUTH_RATE_LIMIT_PER_IP: 100_000,
    PLATFORM_AUTH_RATE_LIMIT_PER_ACCOUNT: 100_000,
  });
});
afterAll(async () => ctx?.close());

const NEW_PASSWORD = 'Vlinder-Hooiberg-82-Mast';

const signedInUser = async (cookie: { name: string; value: string } | null) =>
  ZPlatformSessionResponse.parse((await call(ctx.app, 'GET', '/api/platform/session', { cookie })).json()).user;

async function requestReset(email: string, language: 'nl' | 'en' = 'nl') {
  const response = await call(ctx.app, 'POST', '/api/platform/password-reset', { body: { email, language } });
  expect(response.statusCode).toBe(200);
  return ZPlatformMessageResponse.parse(response.json());
}

async function resetToken(email: string) {
  const mail = await lastMail(ctx.database.db, email, 'platform-reset-password');
  if (!mail) throw new Error('no reset mail');
  return tokenInLink(mail.text, 'reset-password');
}

const confirm = (token: string, password: string) =>
  call(ctx.app, 'POST', '/api/platform/password-reset/confirm', { body: { token, password } });

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await createPlatformUser(ctx.database.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-at-all@example.com');
    expect(known).toEqual(unknown);
    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(mails.map((m) => m.kind)).toEqual(['platform-reset-password']);
    expect(
      await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'nobody-at-all@example.com')),
    ).toEqual([]);
    expect(mails[0]?.text).toContain(`http://winkelwerf.nl/reset-password?token=`);
  });

  it("mails the platform Admin, who has no shop, in the platform's own mail stream", async () => {
    const admin = await createPlatformUser(ctx.database.db, { role: 'Admin', withShop: false });
    await requestReset(admin.email);
    const mail = await lastMail(ctx.database.db, admin.email, 'platform-reset-password');
    expect(mail?.tenantId).toBe(PLATFORM_MAIL_STREAM);
    expect(tokenInLink(mail?.text ?? '', 'reset-password')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('answers in the language asked for and mails in the language of the user', async () => {
    const user = await createPlatformUser(ctx.database.db, { language: 'en' });
    const answer = await requestReset(user.email, 'en');
    expect(answer.message).toMatch(/^If an account belongs/);
    const mail = await lastMail(ctx.database.db, user.email, 'platform-reset-password');
    expect(mail?.subject).toBe('Set a new password at Winkelwerf');
  });

  it('stores only the hash of the token; the link sets the password once, ends all sessions and verifies the e-mail', async () => {
    const user = await createPlatformUser(ctx.database.db);
    const first = await logIn(ctx.app, user);
    const second = await logIn(ctx.app, user);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const stored = await ctx.database.db
      .select()
      .from(platformUserTokens)
      .where(eq(platformUserTokens.userId, user.id));
    expect(stored.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
    expect(stored[0]?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);

    const response = await confirm(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(await signedInUser(first.cookie)).toBeNull();
    expect(await signedInUser(second.cookie)).toBeNull();

    const again = await confirm(token, 'Nog-Een-Ander-Wachtwoord-5');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_token');

    const old = await call(ctx.app, 'POST', '/api/platform/login', {
      body: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await logIn(ctx.app, { email: user.email, password: NEW_PASSWORD });
    expect(fresh.body.user.emailVerified).toBe(true);
    const [row] = await ctx.database.db.select().from(platformUsers).where(eq(platformUsers.id, user.id));
    expect(row?.passwordChangedAt).not.toBeNull();
    expect((await lastMail(ctx.database.db, user.email, 'platform-password-changed'))?.subject).toContain('gewijzigd');
  });

  it('refuses an expired link', async () => {
    const user = await createPlatformUser(ctx.database.db);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    await ctx.database.db
      .update(platformUserTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(platformUserTokens.tokenHash, hashToken(token)));
    const response = await confirm(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_token');
  });

  it('a newer link makes the older one stop working', async () => {
    const user = await createPlatformUser(ctx.database.db);
    await requestReset(user.email);
    const older = await resetToken(user.email);
    await requestReset(user.email);
    const newer = await resetToken(user.email);
    expect(newer).not.toBe(older);
    expect((await confirm(older, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await confirm(newer, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak password and keeps the link usable', async () => {
    const user = await createPlatformUser(ctx.database.db);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const weak = await confirm(token, 'wachtwoord123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: 'weak_password', fields: [{ field: 'password' }] });
    const nameBased = await confirm(token, `${user.email.split('@')[0]}2024`);
    expect(nameBased.json().error).toBe('weak_password');
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await confirm('x'.repeat(43), NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_token');
  });
});

describe('e-mail verification', () => {
  it('issueEmailVerification writes a 48-hour link in the mail; the link verifies once', async () => {
    const owner = await createPlatformUser(ctx.database.db);
    const [user] = await ctx.database.db.select().from(platformUsers).where(eq(platformUsers.id, owner.id));
    if (!user) throw new Error('no user');
    await ctx.database.db.transaction((tx) =>
      issueEmailVerification(tx, { user, platformOrigin: 'https://winkelwerf.nl' }),
    );
    const mail = await lastMail(ctx.database.db, owner.email, 'platform-verify-email');
    expect(mail?.subject).toBe('Bevestig je e-mailadres bij Winkelwerf');
    expect(mail?.text).toContain('https://winkelwerf.nl/verify-email?token=');
    const token = tokenInLink(mail?.text ?? '', 'verify-email');
    const [stored] = await ctx.database.db
      .select()
      .from(platformUserTokens)
      .where(eq(platformUserTokens.tokenHash, hashToken(token)));
    const hours = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const first = await call(ctx.app, 'POST', '/api/platform/verify-email', { body: { token } });
    expect(first.statusCode).toBe(200);
    const second = await call(ctx.app, 'POST', '/api/platform/verify-email', { body: { token } });
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe('invalid_token');
    const { body } = await logIn(ctx.app, owner);
    expect(body.user.emailVerified).toBe(true);
  });

  it('resend needs a session, mails a new link and the old one stops working', async () => {
    const owner = await createPlatformUser(ctx.database.db);
    expect((await call(ctx.app, 'POST', '/api/platform/verify-email/resend')).statusCode).toBe(401);
    const { cookie } = await logIn(ctx.app, owner);
    expect((await call(ctx.app, 'POST', '/api/platform/verify-email/resend', { cookie })).statusCode).toBe(200);
    const older = tokenInLink(
      (await lastMail(ctx.database.db, owner.email, 'platform-verify-email'))?.text ?? '',
      'verify-email',
    );
    expect((await call(ctx.app, 'POST', '/api/platform/verify-email/resend', { cookie })).statusCode).toBe(200);
    const newer = tokenInLink(
      (await lastMail(ctx.database.db, owner.email, 'platform-verify-email'))?.text ?? '',
      'verify-email',
    );
    expect((await call(ctx.app, 'POST', '/api/platform/verify-email', { body: { token: older } })).statusCode).toBe(
      400,
    );
    expect((await call(ctx.app, 'POST', '/api/platform/verify-email', { body: { token: newer } })).statusCode).toBe(
      200,
    );
    const done = await call(ctx.app, 'POST', '/api/platform/verify-email/resend', { cookie });
    expect(done.json().message).toBe('Je e-mailadres is al bevestigd.');
  });

  it('a verify-email token does not reset a password', async () => {
    const owner = await createPlatformUser(ctx.database.db);
    const { cookie } = await logIn(ctx.app, owner);
    await call(ctx.app, 'POST', '/api/platform/verify-email/resend', { cookie });
    const token = tokenInLink(
      (await lastMail(ctx.database.db, owner.email, 'platform-verify-email'))?.text ?? '',
      'verify-email',
    );
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(400);
  });
});

describe('POST /api/platform/password', () => {
  it('checks the current password, ends every other session and gives this browser a new one', async () => {
    const user = await createPlatformUser(ctx.database.db);
    const other = await logIn(ctx.app, user);
    const mine = await logIn(ctx.app, user);

    const wrong = await call(ctx.app, 'POST', '/api/platform/password', {
      cookie: mine.cookie,
      body: { currentPassword: 'Niet-Het-Goede-1', newPassword: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([{ field: 'currentPassword', message: 'Het huidige wachtwoord klopt niet' }]);

    const weak = await call(ctx.app, 'POST', '/api/platform/password', {
      cookie: mine.cookie,
      body: { currentPassword: user.password, newPassword: 'qwertyuiop1' },
      headers: { 'accept-language': 'en' },
    });
    expect(weak.json()).toMatchObject({ error: 'weak_password', fields: [{ field: 'newPassword' }] });
    expect(weak.json().fields[0].message).toMatch(/^Choose a stronger password/);

    const response = await call(ctx.app, 'POST', '/api/platform/password', {
      cookie: mine.cookie,
      body: { currentPassword: user.password, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const rotated = sessionCookie(response);
    expect(rotated?.value).not.toBe(mine.cookie.value);
    expect(await signedInUser(other.cookie)).toBeNull();
    expect(await signedInUser(mine.cookie)).toBeNull();
    expect((await signedInUser(rotated))?.id).toBe(user.id);
    await logIn(ctx.app, { email: user.email, password: NEW_PASSWORD });
  });

  it('needs a session', async () => {
    const response = await call(ctx.app, 'POST', '/api/platform/password', {
      body: { currentPassword: 'x', newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
