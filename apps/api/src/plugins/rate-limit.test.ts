import { ZApiError } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: 3 });
});
afterAll(async () => ctx?.close());

describe('the API-wide rate limit', () => {
  it('answers 429 in the usual error shape after RATE_LIMIT_MAX requests a minute from one IP', async () => {
    const from = (ip: string) => ctx.app.inject({ url: '/api/subscription/plans', remoteAddress: ip });
    for (let index = 0; index < 3; index += 1) expect((await from('10.0.0.1')).statusCode).toBe(200);
    const blocked = await from('10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(ZApiError.parse(blocked.json())).toMatchObject({ error: 'too_many_requests' });
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });
});
