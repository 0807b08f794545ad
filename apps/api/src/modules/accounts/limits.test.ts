import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { call, createPlatformUser } from './test-support.ts';

const PER_ACCOUNT = 3;
const PER_IP = 5;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    PLATFORM_AUTH_RATE_LIMIT_PER_IP: PER_IP,
    PLATFORM_AUTH_RATE_LIMIT_PER_ACCOUNT: PER_ACCOUNT,
  });
});
afterAll(async () => ctx?.close());

const login = (email: string, password: string, ip: string) =>
  call(ctx.app, 'POST', '/api/platform/login', { body: { email, password }, ip });

describe('login rate limits', () => {
  it('limits one account across different IP addresses, also for the right password', async () => {
    const user = await createPlatformUser(ctx.database.db);
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      const response = await login(user.email, 'Fout-Wachtwoord-1', `10.0.1.${attempt + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(user.email.toUpperCase(), user.password, '10.0.1.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('too_many_requests');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from those addresses is not affected.
    const other = await createPlatformUser(ctx.database.db);
    expect((await login(other.email, other.password, '10.0.1.1')).statusCode).toBe(200);
  });

  it('limits one IP address across accounts', async () => {
    const ip = '10.0.2.1';
    for (let attempt = 0; attempt < PER_IP; attempt += 1) {
      const response = await login(`someone-${attempt}@example.com`, 'Fout-Wachtwoord-1', ip);
      expect(response.statusCode).toBe(401);
    }
    const user = await createPlatformUser(ctx.database.db);
    const blocked = await login(user.email, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login(user.email, user.password, '10.0.2.2')).statusCode).toBe(200);
  });

  it('limits password reset requests per e-mail address', async () => {
    const user = await createPlatformUser(ctx.database.db);
    const reset = (ip: string) =>
      call(ctx.app, 'POST', '/api/platform/password-reset', { body: { email: user.email }, ip });
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      expect((await reset(`10.0.3.${attempt + 1}`)).statusCode).toBe(200);
    }
    expect((await reset('10.0.3.50')).statusCode).toBe(429);
  });
});
