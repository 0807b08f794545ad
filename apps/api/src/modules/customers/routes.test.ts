import { createHash } from 'node:crypto';
import { ZApiError, ZCustomer, ZCustomerLoginResponse } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerActionTokens, customerSessions, customers, emailOutbox } from '#src/db/schema/tables.ts';
import { createCustomer, createTenant } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  // The limits have their own tests below; here they must not get in the way.
  ctx = await createTestApp({ CUSTOMER_AUTH_RATE_LIMIT_PER_IP: 100_000, CUSTOMER_AUTH_RATE_LIMIT_PER_EMAIL: 100_000 });
});
afterAll(async () => ctx?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jan',
  lastName: 'Jansen',
  email: `jan-${Math.random().toString(36).slice(2, 10)}@example.com`,
  phoneNumber: '0612345678',
  address: 'Kerkstraat 12',
  city: 'Amersfoort',
  postalCode: '3811 CV',
  country: 'Nederland',
  ...overrides,
});

function login(body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/customers/login', payload: body });
}

function me(token: string, tenantId: string) {
  return ctx.app.inject({
    url: '/api/customers/me',
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': tenantId },
  });
}

async function loggedIn(tenantId: string, email: string, password = 'geheim123') {
  const response = await login({ email, password, tenantId });
  expect(response.statusCode).toBe(200);
  return ZCustomerLoginResponse.parse(response.json());
}

async function outboxOf(tenantId: string) {
  return ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.tenantId, tenantId)).orderBy(emailOutbox.id);
}

function tokenIn(text: string, param: 'verify-email' | 'set-password'): string {
  const match = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${param} link in: ${text}`);
  return match[1];
}

describe('POST /api/customers/login', () => {
  it('returns a token and the customer, and the token opens /api/customers/me', async () => {
    const tenant = await createTenant(ctx.database.db);
    const customer = await createCustomer(ctx.database.db, tenant.id, { firstName: 'Sanne', lastName: 'de Vries' });

    const body = await loggedIn(tenant.id, customer.email);
    expect(body.customer).toEqual({
      id: customer.id,
      email: customer.email,
      firstName: 'Sanne',
      lastName: 'de Vries',
      fullName: 'Sanne de Vries',
      phoneNumber: customer.phoneNumber,
      address: customer.address,
      city: customer.city,
      postalCode: customer.postalCode,
      country: customer.country,
      emailVerified: false,
    });
    expect(body.token.length).toBeGreaterThanOrEqual(40);

    const profile = await me(body.token, tenant.id);
    expect(profile.statusCode).toBe(200);
    expect(ZCustomer.parse(profile.json())).toEqual(body.customer);
  });

  it('stores only a hash of the token, valid for 30 days', async () => {
    const tenant = await createTenant(ctx.database.db);
    const customer = await createCustomer(ctx.database.db, tenant.id);
    const { token, expiresAt } = await loggedIn(tenant.id, customer.email);

    const sessions = await ctx.database.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.tenantId, tenant.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.tokenHash).toBe(sha256(token));
    expect(sessions[0]?.tokenHash).not.toContain(token);
    const lifetime = (sessions[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(29.9 * DAY_MS);
    expect(lifetime).toBeLessThanOrEqual(30 * DAY_MS);
    expect(new Date(expiresAt).getTime()).toBe(sessions[0]?.expiresAt.getTime());
  });

  it('matches the e-mail address case-insensitively', async () => {
    const tenant = await createTenant(ctx.database.db);
    await createCustomer(ctx.database.db, tenant.id, { email: 'Sanne@Example.com' });
    await loggedIn(tenant.id, '  sanne@EXAMPLE.com ');
  });

  it('answers 401 with the same error for a wrong password and an unknown e-mail', async () => {
    const tenant = await createTenant(ctx.database.db);
    const customer = await createCustomer(ctx.database.db, tenant.id);

    const wrongPassword = await login({ email: customer.email, password: 'verkeerd', tenantId: tenant.id });
    const unknownEmail = await login({ email: 'niemand@example.com', password: 'geheim123', tenantId: tenant.id });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(ZApiError.parse(wrongPassword.json())).toEqual({
      error: 'invalid_credentials',
      message: 'Onjuist e-mailadres of wachtwoord.',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('refuses a customer who has not set a password yet', async () => {
    const tenant = await createTenant(ctx.database.db);
    const customer = await createCustomer(ctx.database.db, tenant.id, { password: null });
    const response = await login({ email: customer.email, password: '', tenantId: tenant.id });
    expect(response.statusCode).toBe(400);
    const attempt = await login({ email: customer.email, password: 'wat-dan-ook', tenantId: tenant.id });
    expect(attempt.statusCode).toBe(401);
    expect(attempt.json().error).toBe('invalid_credentials');
  });

  it('answers 400 with the field list for bad input', async () => {
    const response = await login({ email: 'geen-adres', password: '', tenantId: 'x' });
    expect(response.statusCode).toBe(400);
    const body = ZApiError.parse(response.json());
    expect(body.error).toBe('validation_error');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { field: 'body.email', message: 'Please enter a valid email address' },
        { field: 'body.password', message: 'Password is required' },
        { field: 'body.tenantId', message: 'tenantId must be a UUID' },
      ]),
    );
  });

  it('answers 404 for an unknown shop', async () => {
    const response = await login({
      email: 'a@example.com',
      password: 'geheim123',
      tenantId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Tenant not found' });
  });

  it("cannot log in to another tenant's shop with a customer of this one", async () => {
    const shopA = await createTenant(ctx.database.db);
    const shopB = await createTenant(ctx.database.db);
    const customer = await createCustomer(ctx.database.db, shopA.id);
    const response = await login({ email: customer.email, password: 'geheim123', tenantId: shopB.id });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/customers/me', () => {
  it('answers 401 without a token, with an unknown token and with an expired token', async () => {
    const tenant = await createTenant(ctx.database.db);
    const customer = await createCustomer(ctx.database.db, tenant.id);
    const { token } = await loggedIn(tenant.id, customer.email);

    const withoutToken = await ctx.app.inject({ url: '/api/customers/me', headers: { 'x-tenant-id': tenant.id } });
    expect(withoutToken.statusCode).toBe(401);
    expect(ZApiError.parse(withoutToken.json()).error).toBe('unauthorized');
    expect((await me('verzonnen-token', tenant.id)).statusCode).toBe(401);

    await ctx.database.db
      .update(customerSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerSessions.tenantId, tenant.id));
    expect((await me(token, tenant.id)).statusCode).toBe(401);
  });

  it("refuses the token of another tenant's customer (token of shop A sent to shop B)", async () => {
    const shopA = await createTenant(ctx.database.db);
    const shopB = await createTenant(ctx.database.db);
    const customer = await createCustomer(ctx.database.db, shopA.id);
    const { token } = await loggedIn(shopA.id, customer.email);

    expect((await me(token, shopA.id)).statusCode).toBe(200);
    const response = await me(token, shopB.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty('email');
  });

  it('finds the shop from the host when no X-Tenant-Id is sent', async () => {
    const tenant = await createTenant(ctx.database.db);
    const customer = await createCustomer(ctx.database.db, tenant.id);
    const { token } = await loggedIn(tenant.id, customer.email);
    const response = await ctx.app.inject({
      url: '/api/customers/me',
      headers: { authorization: `Bearer ${token}`, host: `${tenant.name}.localhost:3000` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(customer.id);
  });
});

describe('POST /api/customers/logout', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const tenant = await createTenant(ctx.database.db);
    const customer = await createCustomer(ctx.database.db, tenant.id);
    const first = await loggedIn(tenant.id, customer.email);
    const second = await loggedIn(tenant.id, customer.email);

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/logout',
      headers: { authorization: `Bearer ${first.token}`, 'x-tenant-id': tenant.id },
    });
    expect(response.statusCode).toBe(204);
    expect((await me(first.token, tenant.id)).statusCode).toBe(401);
    expect((await me(second.token, tenant.id)).statusCode).toBe(200);
  });

  it('answers 401 without a valid token', async () => {
    const tenant = await createTenant(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/logout',
      headers: { authorization: 'Bearer onbekend', 'x-tenant-id': tenant.id },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/customer/register', () => {
  const register = (body: Record<string, unknown>, host = 'localhost:3000') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/customer/register', payload: body, headers: { host } });

  it('creates the customer with a hashed password and queues a verification mail linking to the shop', async () => {
    const tenant = await createTenant(ctx.database.db, { displayName: 'Kaarsenwinkel' });
    const input = registration({ password: 'geheim123', tenantId: tenant.id });

    const response = await register(input, `${tenant.name}.localhost:3000`);
    expect(response.statusCode).toBe(201);
    const customer = ZCustomer.parse(response.json());
    expect(customer).toMatchObject({
      email: input.email,
      firstName: 'Jan',
      lastName: 'Jansen',
      fullName: 'Jan Jansen',
      phoneNumber: '0612345678',
      address: 'Kerkstraat 12',
      city: 'Amersfoort',
      postalCode: '3811 CV',
      country: 'Nederland',
      emailVerified: false,
    });

    const [stored] = await ctx.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenant.id), eq(customers.id, customer.id)));
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain('geheim123');

    const mails = await outboxOf(tenant.id);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail).toMatchObject({
      kind: 'customer-verify-email',
      toAddress: input.email,
      subject: 'Bevestig uw e-mailadres bij Kaarsenwinkel',
      status: 'pending',
    });
    const token = tokenIn(mail?.text ?? '', 'verify-email');
    expect(mail?.text).toContain(`http://${tenant.name}.localhost:3000/?verify-email=${token}`);
    expect(mail?.html).toContain(`href="http://${tenant.name}.localhost:3000/?verify-email=${token}"`);
    expect(mail?.text).toContain('Beste Jan,');

    const tokens = await ctx.database.db
      .select()
      .from(customerActionTokens)
      .where(eq(customerActionTokens.tenantId, tenant.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ purpose: 'verify-email', tokenHash: sha256(token), usedAt: null });

    await loggedIn(tenant.id, input.email as string, 'geheim123');
  });

  it('answers 409 when the e-mail address already exists in that shop, in any letter case', async () => {
    const tenant = await createTenant(ctx.database.db);
    await createCustomer(ctx.database.db, tenant.id, { email: 'bestaat@example.com' });
    const response = await register(
      registration({ email: 'BESTAAT@example.com', password: 'geheim123', tenantId: tenant.id }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'customer_exists',
      message: 'A customer with this email already exists',
    });
    expect(await outboxOf(tenant.id)).toHaveLength(0);
  });

  it('lets the same e-mail address register in two shops (customers are per shop)', async () => {
    const shopA = await createTenant(ctx.database.db);
    const shopB = await createTenant(ctx.database.db);
    const email = 'twee-winkels@example.com';
    const inA = await register(registration({ email, password: 'wachtwoord-a', tenantId: shopA.id }));
    const inB = await register(registration({ email, password: 'wachtwoord-b', tenantId: shopB.id }));
    expect(inA.statusCode).toBe(201);
    expect(inB.statusCode).toBe(201);

    await loggedIn(shopA.id, email, 'wachtwoord-a');
    await loggedIn(shopB.id, email, 'wachtwoord-b');
    expect((await login({ email, password: 'wachtwoord-b', tenantId: shopA.id })).statusCode).toBe(401);
  });

  it('creates one customer when the same registration arrives twice at once', async () => {
    const tenant = await createTenant(ctx.database.db);
    const input = registration({ password: 'geheim123', tenantId: tenant.id });
    const answers = await Promise.all([register(input), register(input), register(input)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await outboxOf(tenant.id)).toHaveLength(1);
  });

  it('answers 400 with the texts of spec §5 for missing fields and a short password', async () => {
    const tenant = await createTenant(ctx.database.db);
    const response = await register({ email: '', password: '12345', tenantId: tenant.id, firstName: '   ' });
    expect(response.statusCode).toBe(400);
    const body = ZApiError.parse(response.json());
    expect(body.error).toBe('validation_error');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { field: 'body.firstName', message: 'First name is required' },
        { field: 'body.lastName', message: 'Last name is required' },
        { field: 'body.email', message: 'Email is required' },
        { field: 'body.phoneNumber', message: 'Phone number is required' },
        { field: 'body.address', message: 'Address is required' },
        { field: 'body.city', message: 'City is required' },
        { field: 'body.postalCode', message: 'Postal code is required' },
        { field: 'body.country', message: 'Country is required' },
        { field: 'body.password', message: 'Password must be at least 6 characters' },
      ]),
    );
    const invalidEmail = await register(registration({ email: 'jan@', password: 'geheim123', tenantId: tenant.id }));
    expect(invalidEmail.json().fields).toEqual([
      { field: 'body.email', message: 'Please enter a valid email address' },
    ]);
    expect(await outboxOf(tenant.id)).toHaveLength(0);
  });

  it('writes the mail in English when asked', async () => {
    const tenant = await createTenant(ctx.database.db, { displayName: 'Candle shop' });
    const response = await register(registration({ password: 'geheim123', tenantId: tenant.id, language: 'en' }));
    expect(response.statusCode).toBe(201);
    const [mail] = await outboxOf(tenant.id);
    expect(mail?.subject).toBe('Confirm your e-mail address at Candle shop');
    expect(mail?.text).toContain('Dear Jan,');
    expect(mail?.html).toContain('lang="en"');
  });

  it('escapes what the customer typed in the HTML mail', async () => {
    const tenant = await createTenant(ctx.database.db);
    const response = await register(
      registration({ firstName: '<script>alert(1)</script>', password: 'geheim123', tenantId: tenant.id }),
    );
    expect(response.statusCode).toBe(201);
    const [mail] = await outboxOf(tenant.id);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('links to the platform host with ?tenant= in the dev case, never to a host it does not serve', async () => {
    const tenant = await createTenant(ctx.database.db);
    await register(registration({ password: 'geheim123', tenantId: tenant.id }), 'localhost:5173');
    await register(registration({ password: 'geheim123', tenantId: tenant.id }), 'evil.example.com');
    await register(registration({ password: 'geheim123', tenantId: tenant.id }), `other-shop.localhost`);
    const [devMail, foreignMail, otherShopMail] = await outboxOf(tenant.id);
    expect(devMail?.text).toMatch(new RegExp(`http://localhost:5173/\\?tenant=${tenant.name}&verify-email=[\\w-]+`));
    expect(foreignMail?.text).toMatch(new RegExp(`https://${tenant.name}\\.winkelwerf\\.nl/\\?verify-email=[\\w-]+`));
    expect(otherShopMail?.text).toMatch(new RegExp(`https://${tenant.name}\\.winkelwerf\\.nl/\\?verify-email=`));
  });
});

describe('POST /api/customers/verify-email', () => {
  async function registeredWithToken(tenantId: string) {
    const input = registration({ password: 'geheim123', tenantId });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/customer/register', payload: input });
    expect(response.statusCode).toBe(201);
    const mails = await outboxOf(tenantId);
    return { email: input.email as string, token: tokenIn(mails.at(-1)?.text ?? '', 'verify-email') };
  }
  const verify = (body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/customers/verify-email', payload: body });

  it('marks the address verified, once', async () => {
    const tenant = await createTenant(ctx.database.db);
    const { email, token } = await registeredWithToken(tenant.id);

    const response = await verify({ token, tenantId: tenant.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your e-mail address has been verified.' });
    const session = await loggedIn(tenant.id, email);
    expect(session.customer.emailVerified).toBe(true);

    const again = await verify({ token, tenantId: tenant.id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'invalid_token', message: 'Deze link is ongeldig of verlopen.' });
  });

  it("refuses another tenant's token, an expired token and an unknown token", async () => {
    const shopA = await createTenant(ctx.database.db);
    const shopB = await createTenant(ctx.database.db);
    const { token, email } = await registeredWithToken(shopA.id);

    expect((await verify({ token, tenantId: shopB.id })).statusCode).toBe(400);
    expect((await verify({ token: 'onbekend', tenantId: shopA.id })).statusCode).toBe(400);
    await ctx.database.db
      .update(customerActionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerActionTokens.tenantId, shopA.id));
    expect((await verify({ token, tenantId: shopA.id })).statusCode).toBe(400);
    expect((await loggedIn(shopA.id, email)).customer.emailVerified).toBe(false);
  });

  it('answers 400 for a missing token', async () => {
    const tenant = await createTenant(ctx.database.db);
    const response = await verify({ tenantId: tenant.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'body.token', message: 'Token is required' }]);
  });
});

describe('POST /api/customers/register/:tenantName (registration modal)', () => {
  const registerModal = (tenantName: string, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/customers/register/${tenantName}`,
      payload: body,
      headers: { host: `${tenantName}.localhost:3000` },
    });

  it('creates the customer without a password and mails a link to set one', async () => {
    const tenant = await createTenant(ctx.database.db, { displayName: 'Zeepwinkel' });
    const input = registration();
    const response = await registerModal(tenant.name, input);
    expect(response.statusCode).toBe(201);
    const customer = ZCustomer.parse(response.json());
    expect(customer).toMatchObject({ email: input.email, fullName: 'Jan Jansen', emailVerified: false });

    const [stored] = await ctx.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenant.id), eq(customers.id, customer.id)));
    expect(stored?.passwordHash).toBeNull();

    const [mail] = await outboxOf(tenant.id);
    expect(mail).toMatchObject({
      kind: 'customer-set-password',
      toAddress: input.email,
      subject: 'Stel uw wachtwoord in bij Zeepwinkel',
    });
    const token = tokenIn(mail?.text ?? '', 'set-password');
    expect(mail?.text).toContain(`http://${tenant.name}.localhost:3000/?set-password=${token}`);
  });

  it("answers 409 'A customer with this email already exists'", async () => {
    const tenant = await createTenant(ctx.database.db);
    await createCustomer(ctx.database.db, tenant.id, { email: 'dubbel@example.com' });
    const response = await registerModal(tenant.name, registration({ email: 'Dubbel@Example.com' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'customer_exists', message: 'A customer with this email already exists' });
  });

  it('lets the same e-mail address register in another shop', async () => {
    const shopA = await createTenant(ctx.database.db);
    const shopB = await createTenant(ctx.database.db);
    await createCustomer(ctx.database.db, shopA.id, { email: 'overal@example.com' });
    const response = await registerModal(shopB.name, registration({ email: 'overal@example.com' }));
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for an unknown shop and 400 with the §5 texts for missing fields', async () => {
    expect((await registerModal('bestaat-niet', registration())).statusCode).toBe(404);
    const tenant = await createTenant(ctx.database.db);
    const response = await registerModal(tenant.name, { email: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'body.firstName', message: 'First name is required' },
        { field: 'body.email', message: 'Please enter a valid email address' },
        { field: 'body.country', message: 'Country is required' },
      ]),
    );
  });
});

describe('POST /api/customers/set-password', () => {
  async function modalCustomerWithToken(tenantName: string, tenantId: string) {
    const input = registration();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/customers/register/${tenantName}`,
      payload: input,
    });
    expect(response.statusCode).toBe(201);
    const mails = await outboxOf(tenantId);
    return { email: input.email as string, token: tokenIn(mails.at(-1)?.text ?? '', 'set-password') };
  }
  const setPassword = (body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/customers/set-password', payload: body });

  it('sets the password, logs the customer in and counts the address as verified; the link works once', async () => {
    const tenant = await createTenant(ctx.database.db);
    const { email, token } = await modalCustomerWithToken(tenant.name, tenant.id);

    const response = await setPassword({ token, tenantId: tenant.id, password: 'nieuw-wachtwoord' });
    expect(response.statusCode).toBe(200);
    const session = ZCustomerLoginResponse.parse(response.json());
    expect(session.customer).toMatchObject({ email, emailVerified: true });
    expect((await me(session.token, tenant.id)).statusCode).toBe(200);
    await loggedIn(tenant.id, email, 'nieuw-wachtwoord');

    const again = await setPassword({ token, tenantId: tenant.id, password: 'ander-wachtwoord' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_token');
    expect((await login({ email, password: 'ander-wachtwoord', tenantId: tenant.id })).statusCode).toBe(401);
  });

  it("refuses another tenant's token, a verification token and a short password", async () => {
    const shopA = await createTenant(ctx.database.db);
    const shopB = await createTenant(ctx.database.db);
    const { token } = await modalCustomerWithToken(shopA.name, shopA.id);

    expect((await setPassword({ token, tenantId: shopB.id, password: 'geheim123' })).statusCode).toBe(400);
    const short = await setPassword({ token, tenantId: shopA.id, password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([
      { field: 'body.password', message: 'Password must be at least 6 characters' },
    ]);

    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: registration({ password: 'geheim123', tenantId: shopA.id }),
    });
    expect(registered.statusCode).toBe(201);
    const verifyToken = tokenIn((await outboxOf(shopA.id)).at(-1)?.text ?? '', 'verify-email');
    expect((await setPassword({ token: verifyToken, tenantId: shopA.id, password: 'geheim123' })).statusCode).toBe(400);
    // The refused attempts did not use up the real link.
    expect((await setPassword({ token, tenantId: shopA.id, password: 'geheim123' })).statusCode).toBe(200);
  });
});

describe('rate limits on login and registration', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp();
  });
  afterAll(async () => limited?.close());

  const attempt = (ip: string, body: Record<string, unknown>, url = '/api/customers/login') =>
    limited.app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });

  it('allows 10 login attempts a minute per e-mail address, from any IP, then answers 429', async () => {
    const tenant = await createTenant(limited.database.db);
    const customer = await createCustomer(limited.database.db, tenant.id);
    const body = { email: customer.email, password: 'fout-fout', tenantId: tenant.id };
    for (let index = 0; index < 10; index += 1) {
      expect((await attempt(`10.0.1.${index + 1}`, body)).statusCode).toBe(401);
    }
    const blocked = await attempt('10.0.1.99', { ...body, password: 'geheim123' });
    expect(blocked.statusCode).toBe(429);
    expect(ZApiError.parse(blocked.json()).error).toBe('too_many_requests');
    expect(blocked.json().message).toMatch(/Te veel pogingen/);

    const otherCustomer = await createCustomer(limited.database.db, tenant.id);
    const allowed = await attempt('10.0.1.99', { ...body, email: otherCustomer.email, password: 'geheim123' });
    expect(allowed.statusCode).toBe(200);
  });

  it('allows 30 attempts a minute per IP, then answers 429; other IPs go on', async () => {
    const tenant = await createTenant(limited.database.db);
    for (let index = 0; index < 30; index += 1) {
      const response = await attempt('10.0.2.1', {
        email: `onbekend-${index}@example.com`,
        password: 'geheim123',
        tenantId: tenant.id,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attempt('10.0.2.1', { email: 'nog-een@example.com', password: 'x', tenantId: tenant.id });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('too_many_requests');
    const otherIp = await attempt('10.0.2.2', { email: 'nog-een@example.com', password: 'x', tenantId: tenant.id });
    expect(otherIp.statusCode).toBe(401);
  });

  it('limits both registrations per e-mail address too', async () => {
    const tenant = await createTenant(limited.database.db);
    const input = registration({ password: 'geheim123', tenantId: tenant.id });
    const codes: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      codes.push((await attempt(`10.0.3.${index + 1}`, input, '/api/auth/customer/register')).statusCode);
    }
    expect(codes).toEqual([201, ...Array(9).fill(409), 429]);

    const modalInput = registration();
    const modalCodes: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const url = `/api/customers/register/${tenant.name}`;
      modalCodes.push((await attempt(`10.0.4.${index + 1}`, modalInput, url)).statusCode);
    }
    expect(modalCodes).toEqual([201, ...Array(9).fill(409), 429]);
  });
});
