import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZApiError } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, newSessionId } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { routeFamily } from './route-family.ts';

const budgets = {
  RATE_LIMIT_CATALOGUE: 3,
  RATE_LIMIT_MEDIA: 5,
  RATE_LIMIT_SHOPPING: 2,
  RATE_LIMIT_ACCOUNT: 2,
  RATE_LIMIT_FORMS: 2,
};

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  for (let index = 0; index < 30; index += 1) writeFileSync(join(webDist, 'assets', `chunk-${index}.js`), '1');
  ctx = await createTestApp({
    ...budgets,
    SERVE_WEB: true,
    WEB_DIST_DIR: webDist,
    TRUST_PROXY: ['10.9.9.9'],
  });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string, ip: string, headers: Record<string, string> = {}) =>
  app.inject({ url, remoteAddress: ip, headers });

describe('the API rate limits', () => {
  it('answer 429 with Retry-After in the usual error shape once a family its budget is used up', async () => {
    const ip = '10.0.0.1';
    for (let index = 0; index < 3; index += 1)
      expect((await get(ctx.app, '/api/subscription/plans', ip)).statusCode).toBe(200);
    const blocked = await get(ctx.app, '/api/subscription/plans', ip);
    expect(blocked.statusCode).toBe(429);
    expect(ZApiError.parse(blocked.json())).toMatchObject({ error: 'too_many_requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await get(ctx.app, '/api/subscription/plans', '10.0.0.2')).statusCode).toBe(200);
  });

  it('give each route family its own budget: a spent catalogue does not block the cart', async () => {
    const ip = '10.0.0.3';
    const tenant = await createTenant(ctx.database.db);
    for (let index = 0; index < 4; index += 1) await get(ctx.app, '/api/subscription/plans', ip);
    expect((await get(ctx.app, '/api/subscription/plans', ip)).statusCode).toBe(429);
    const cartUrl = `/api/cart/${newSessionId()}/${tenant.id}`;
    expect((await get(ctx.app, cartUrl, ip)).statusCode).toBe(200);
    expect((await get(ctx.app, cartUrl, ip)).statusCode).toBe(200);
    expect((await get(ctx.app, cartUrl, ip)).statusCode).toBe(429);
  });

  it('do not count the web app its files: 40 asset and page loads, then the API budget is whole', async () => {
    const ip = '10.0.0.4';
    for (let index = 0; index < 30; index += 1) {
      expect((await get(ctx.app, `/assets/chunk-${index}.js`, ip)).statusCode).toBe(200);
    }
    for (let index = 0; index < 10; index += 1) expect((await get(ctx.app, '/products/7', ip)).statusCode).toBe(200);
    for (let index = 0; index < 3; index += 1)
      expect((await get(ctx.app, '/api/subscription/plans', ip)).statusCode).toBe(200);
    expect((await get(ctx.app, '/api/subscription/plans', ip)).statusCode).toBe(429);
  });

  it('believe X-Forwarded-For only from a trusted proxy: spoofed addresses share one budget', async () => {
    const spoofer = '203.0.113.7';
    const answers = [];
    for (let index = 0; index < 6; index += 1) {
      answers.push(
        (await get(ctx.app, '/api/subscription/plans', spoofer, { 'x-forwarded-for': `198.51.100.${index}` }))
          .statusCode,
      );
    }
    expect(answers.filter((status) => status === 429)).toHaveLength(3);
    for (let index = 0; index < 6; index += 1) {
      const viaProxy = await get(ctx.app, '/api/subscription/plans', '10.9.9.9', {
        'x-forwarded-for': `192.0.2.${index}`,
      });
      expect(viaProxy.statusCode).toBe(200);
    }
  });
});

describe('with the shared store (Redis) out of reach', () => {
  it('answers the API and checks a login as usual instead of failing the request', async () => {
    const away = await createTestApp({ ...budgets, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const tenant = await createTenant(away.database.db);
      const catalogue = await away.app.inject({
        url: `/api/tenants/${tenant.id}/products/public`,
        remoteAddress: '10.1.1.1',
      });
      expect(catalogue.statusCode).toBe(200);
      const login = await away.app.inject({
        method: 'POST',
        url: '/api/platform/login',
        remoteAddress: '10.1.1.1',
        payload: { email: 'nobody@example.com', password: 'not the password' },
      });
      expect(login.statusCode).toBe(401);
    } finally {
      await away.close();
    }
  });
});

describe('routeFamily', () => {
  it.each([
    ['/api/products/search/public', 'catalogue'],
    ['/api/tenants/by-name/:name', 'catalogue'],
    ['/api/products/public/images/:productId/:imageId/file', 'media'],
    ['/api/tenants/:id/logo', 'media'],
    ['/api/cart/:sessionId/:tenantId/items', 'shopping'],
    ['/api/checkout/:sessionId/:tenantId/place-order', 'shopping'],
    ['/api/orders/:orderNumber', 'shopping'],
    ['/api/customers/login', 'account'],
    ['/api/auth/customer/register', 'account'],
    ['/api/contact', 'forms'],
    ['/api/analytics/track', 'forms'],
    ['/assets/index-abc.js', null],
    [undefined, null],
  ])('%s is %s', (url, family) => {
    expect(routeFamily(url)).toBe(family);
  });
});
