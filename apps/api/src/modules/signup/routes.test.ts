import type { TSignupRequest } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/factories.ts';
import { createPlatformUser } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { subscriptionPlans } from '../../db/schema/tables.ts';
import { verifyPassword } from '../../lib/password.ts';

const PASSWORD = 'Lantaarn-Boekweit-77';
const NOW = new Date('2026-03-02T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows a sign-up writes, by table. */
const COUNTED_TABLES = [
  'platform_users',
  'tenants',
  'tenant_themes',
  'tenant_social_media',
  'shipping_methods',
  'payment_methods',
  'platform_user_tenants',
  'tenant_subscriptions',
  'platform_user_tokens',
  'email_outbox',
  'platform_sessions',
] as const;
type CountedTable = (typeof COUNTED_TABLES)[number];

let counter = 0;
function signupBody(overrides: Partial<TSignupRequest> = {}): TSignupRequest {
  counter += 1;
  return {
    shopName: 'Atelier Anna',
    subdomain: `atelier-anna-${counter}`,
    fullName: 'Anna Jansen',
    email: `anna${counter}@example.com`,
    password: PASSWORD,
    acceptTerms: true,
    language: 'nl',
    ...overrides,
  };
}

describe('sign-up', () => {
  let ctx: TestContext;
  let trialPlanId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ PLATFORM_DOMAIN: 'winkelwerf.nl' }, { clock: () => NOW });
    const [trial] = await ctx.database.db
      .insert(subscriptionPlans)
      .values({ name: 'Trial', type: 'Trial', billingCycle: 'Monthly', priceCents: 0 })
      .returning();
    trialPlanId = trial?.id ?? 0;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const db = () => ctx.database.db;
  let callers = 0;
  // Each call from its own address: the limit of sign-ups per address has a test of its own.
  const signup = (body: unknown, headers: Record<string, string> = {}) => {
    callers += 1;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/platform/signup',
      payload: body as object,
      headers,
      remoteAddress: `10.0.${Math.floor(callers / 250)}.${callers % 250}`,
    });
  };

  async function counts(): Promise<Record<CountedTable, number>> {
    const result = {} as Record<CountedTable, number>;
    for (const table of COUNTED_TABLES) {
      const rows = await db().execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
      result[table] = rows.rows[0]?.n ?? -1;
    }
    return result;
  }

  async function rowsOf(table: string, tenantId: string) {
    return (await db().execute(sql`select * from ${sql.identifier(table)} where tenant_id = ${tenantId}`)).rows;
  }

  describe('GET /api/platform/subdomains/:name/availability', () => {
    const availability = async (name: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/platform/subdomains/${encodeURIComponent(name)}/availability`,
        })
      ).json();

    it('says a free, well-formed name is available', async () => {
      expect(await availability('bakkerij-de-zon')).toEqual({
        name: 'bakkerij-de-zon',
        available: true,
        reason: null,
        suggestion: null,
      });
    });

    it('refuses a taken name in any case and suggests a free one close to it', async () => {
      await createTenant(db(), { name: 'kaaswinkel' });
      await createTenant(db(), { name: 'kaaswinkel-shop' });
      const answer = await availability('KaasWinkel');
      expect(answer).toMatchObject({ name: 'kaaswinkel', available: false, reason: 'taken' });
      expect(answer.suggestion).toBe('kaaswinkel-winkel');
    });

    it('refuses the reserved names and the first label of the platform domains', async () => {
      for (const name of ['www', 'api', 'staging', 'admin', 'mail', 'winkelwerf']) {
        expect(await availability(name), name).toMatchObject({ available: false, reason: 'reserved' });
      }
      expect((await availability('admin')).suggestion).toBe('admin-shop');
    });

    it('refuses names that are not a DNS label of 3 to 40 characters, with a usable suggestion', async () => {
      const invalid = ['ab', '-anna', 'anna-', 'anna_jansen', 'a'.repeat(41), 'Café Noir'];
      for (const name of invalid) {
        const answer = await availability(name);
        expect(answer, name).toMatchObject({ available: false, reason: 'invalid' });
        expect(answer.suggestion, name).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
      }
      expect((await availability('Café Noir')).suggestion).toBe('cafe-noir');
    });
  });

  describe('POST /api/platform/signup', () => {
    it('creates the owner, the shop, its settings and the trial in one go, and signs the owner in', async () => {
      const before = await counts();
      const body = signupBody({ subdomain: 'Atelier-Anna', language: 'en' });
      const response = await signup(body, { host: 'localhost:3000' });
      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json();
      expect(answer.tenant).toMatchObject({ name: 'atelier-anna', displayName: 'Atelier Anna' });
      expect(answer.shopUrl).toBe('http://atelier-anna.localhost:3000');
      expect(answer.user).toMatchObject({
        email: body.email,
        fullName: 'Anna Jansen',
        role: 'Owner',
        language: 'en',
        emailVerified: false,
        homePath: '/atelier-anna/dashboard',
        shops: [{ id: answer.tenant.id, name: 'atelier-anna', displayName: 'Atelier Anna', role: 'Owner' }],
      });

      const after = await counts();
      expect(Object.fromEntries(COUNTED_TABLES.map((table) => [table, after[table] - before[table]]))).toEqual({
        platform_users: 1,
        tenants: 1,
        tenant_themes: 1,
        tenant_social_media: 1,
        shipping_methods: 2,
        payment_methods: 2,
        platform_user_tenants: 1,
        tenant_subscriptions: 1,
        platform_user_tokens: 1,
        email_outbox: 1,
        platform_sessions: 1,
      });

      const tenantId = answer.tenant.id as string;
      const [tenant] = (await db().execute(sql`select * from tenants where id = ${tenantId}`)).rows;
      expect(tenant).toMatchObject({
        name: 'atelier-anna',
        display_name: 'Atelier Anna',
        theme: 'dark',
        hero_type: 'image',
        contact_email: body.email,
        terms_html: '',
      });
      const shipping = await rowsOf('shipping_methods', tenantId);
      expect(shipping.map((row) => [row.name, row.type, row.is_active])).toEqual([
        ['Brievenbuspakje', 'envelope', true],
        ['Pakket PostNL', 'parcel', true],
      ]);
      const payment = await rowsOf('payment_methods', tenantId);
      expect(payment.map((row) => [row.type, row.is_enabled, row.bank_iban])).toEqual([
        ['Stripe', false, null],
        ['BankTransfer', false, null],
      ]);
      const [subscription] = await rowsOf('tenant_subscriptions', tenantId);
      expect(subscription).toMatchObject({ status: 'Trial', plan_id: trialPlanId, subscription_type: 'Normal' });
      expect(new Date(subscription?.trial_ends_at as string).getTime()).toBe(NOW.getTime() + 3 * DAY_MS);
      const [link] = (await db().execute(sql`select * from platform_user_tenants where tenant_id = ${tenantId}`)).rows;
      expect(link).toMatchObject({ user_id: answer.user.id, role: 'Owner' });

      const [user] = (await db().execute(sql`select * from platform_users where id = ${answer.user.id}`)).rows;
      expect(user).toMatchObject({ role: 'Owner', language: 'en', email_verified_at: null });
      expect(await verifyPassword(PASSWORD, user?.password_hash as string)).toBe(true);

      // Account mail belongs to the platform, not to the new shop.
      expect(await rowsOf('email_outbox', tenantId)).toEqual([]);
      const mails = (await db().execute(sql`select * from email_outbox where to_address = ${body.email}`)).rows;
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to_address: body.email, kind: 'platform-verify-email' });
      expect(mails[0]?.text).toContain('http://localhost:3000/verify-email?token=');

      const cookie = response.cookies.find((entry) => entry.name === 'platform_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      const session = await ctx.app.inject({
        method: 'GET',
        url: '/api/platform/session',
        cookies: { platform_session: cookie?.value ?? '' },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json().user).toMatchObject({ id: answer.user.id, homePath: '/atelier-anna/dashboard' });

      const storefront = await ctx.app.inject({ method: 'GET', url: '/api/tenants/by-name/atelier-anna' });
      expect(storefront.statusCode).toBe(200);
      expect(storefront.json()).toMatchObject({
        id: tenantId,
        name: 'atelier-anna',
        displayName: 'Atelier Anna',
        shopState: 'comingSoon',
      });
    });

    it('points the shop address at the platform domain it was signed up on', async () => {
      const response = await signup(signupBody({ subdomain: 'kaarsenhuis' }), { host: 'www.winkelwerf.nl' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().shopUrl).toBe('http://kaarsenhuis.winkelwerf.nl');
    });

    it('refuses reserved, taken and invalid names with the field, and writes nothing', async () => {
      await createTenant(db(), { name: 'boekhandel' });
      const cases: [string, number, string][] = [
        ['admin', 409, 'reserved'],
        ['BOEKHANDEL', 409, 'taken'],
        ['winkelwerf', 409, 'reserved'],
      ];
      const before = await counts();
      for (const [subdomain, status, reason] of cases) {
        const response = await signup(signupBody({ subdomain }));
        expect(response.statusCode, subdomain).toBe(status);
        expect(response.json(), subdomain).toMatchObject({
          error: 'subdomain_unavailable',
          fields: [{ field: 'subdomain' }],
        });
        expect(response.json().message, subdomain).toContain(reason === 'taken' ? 'al in gebruik' : 'gereserveerd');
      }
      const invalid = await signup(signupBody({ subdomain: 'anna_jansen' }), { 'accept-language': 'en' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({
        error: 'validation_error',
        fields: [{ field: 'body.subdomain', message: 'Only lowercase letters, digits and hyphens' }],
      });
      expect(await counts()).toEqual(before);
    });

    it('refuses a weak password, missing terms and missing fields with Dutch or English texts', async () => {
      const before = await counts();
      const weak = await signup(signupBody({ password: 'anna jansen', email: 'anna.jansen@example.com' }));
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ error: 'weak_password', fields: [{ field: 'password' }] });

      const guessable = await signup(signupBody({ password: 'atelieranna1', shopName: 'Atelier Anna' }));
      expect(guessable.statusCode).toBe(400);
      expect(guessable.json().error).toBe('weak_password');

      const noTerms = await signup({ ...signupBody(), acceptTerms: false });
      expect(noTerms.statusCode).toBe(400);
      expect(noTerms.json().fields).toEqual([
        { field: 'body.acceptTerms', message: 'Accepteer de voorwaarden om verder te gaan' },
      ]);

      const empty = await signup({ acceptTerms: true }, { 'accept-language': 'en' });
      expect(empty.statusCode).toBe(400);
      const messages = Object.fromEntries(
        (empty.json().fields as { field: string; message: string }[]).map((field) => [field.field, field.message]),
      );
      expect(messages).toMatchObject({
        'body.shopName': 'Shop name is required',
        'body.subdomain': 'Web address is required',
        'body.fullName': 'Name is required',
        'body.email': 'E-mail address is required',
        'body.password': 'Password is required',
      });
      expect(await counts()).toEqual(before);
    });

    it('sends an e-mail address with an account to the login, in any case', async () => {
      await createPlatformUser(db(), { email: 'Bestaand@Example.com' });
      const before = await counts();
      const response = await signup(signupBody({ email: 'bestaand@example.COM' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'account_exists',
        message: 'Er is al een account met dit e-mailadres. Log in om verder te gaan.',
        fields: [{ field: 'email' }],
      });
      expect(await counts()).toEqual(before);
    });

    it('leaves nothing behind when the transaction fails half-way, and maps a late e-mail clash to 409', async () => {
      // Another sign-up taking the address after our check, simulated at the last insert.
      await db().execute(
        sql.raw(`
        create function fail_subscription_insert() returns trigger language plpgsql as $$
        begin
          raise exception using errcode = 'unique_violation', constraint = 'platform_users_email_key',
            message = 'duplicate key value violates unique constraint';
        end $$;
        create trigger fail_subscription_insert before insert on tenant_subscriptions
          for each row execute function fail_subscription_insert();`),
      );
      try {
        const before = await counts();
        const response = await signup(signupBody({ subdomain: 'halverwege' }));
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().error).toBe('account_exists');
        expect(await counts()).toEqual(before);
        expect(response.cookies.find((entry) => entry.name === 'platform_session')).toBeUndefined();
      } finally {
        await db().execute(
          sql.raw(
            'drop trigger fail_subscription_insert on tenant_subscriptions; drop function fail_subscription_insert();',
          ),
        );
      }
      const retry = await signup(signupBody({ subdomain: 'halverwege' }));
      expect(retry.statusCode).toBe(201);
    });

    it('gives one of two simultaneous sign-ups for one name the shop and the other a 409', async () => {
      const before = await counts();
      const [first, second] = await Promise.all([
        signup(signupBody({ subdomain: 'tegelijk' })),
        signup(signupBody({ subdomain: 'Tegelijk' })),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
      const loser = first.statusCode === 409 ? first : second;
      expect(loser.json()).toMatchObject({ error: 'subdomain_unavailable', fields: [{ field: 'subdomain' }] });
      const after = await counts();
      expect(after.tenants - before.tenants).toBe(1);
      expect(after.platform_users - before.platform_users).toBe(1);
    });

    it('gives one of two simultaneous sign-ups with one e-mail address the account', async () => {
      const before = await counts();
      const email = 'tweeling@example.com';
      const [first, second] = await Promise.all([
        signup(signupBody({ subdomain: 'tweeling-een', email })),
        signup(signupBody({ subdomain: 'tweeling-twee', email })),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
      expect((first.statusCode === 409 ? first : second).json().error).toBe('account_exists');
      const after = await counts();
      expect(after.tenants - before.tenants).toBe(1);
    });
  });
});

describe('sign-up rate limit', () => {
  it('allows 10 sign-ups per IP address and hour', async () => {
    const ctx = await createTestApp();
    try {
      const invalid = { acceptTerms: false };
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await ctx.app.inject({ method: 'POST', url: '/api/platform/signup', payload: invalid });
        expect(response.statusCode, `attempt ${attempt}`).toBe(400);
      }
      const refused = await ctx.app.inject({ method: 'POST', url: '/api/platform/signup', payload: invalid });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('too_many_requests');
      const availability = await ctx.app.inject({ method: 'GET', url: '/api/platform/subdomains/vrij/availability' });
      expect(availability.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
