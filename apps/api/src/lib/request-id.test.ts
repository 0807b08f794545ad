import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const lines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => ctx?.close());

/** The JSON log lines of one request. */
const linesOf = (requestId: string) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.reqId === requestId);

describe('request ids', () => {
  it('keep a valid X-Request-Id of the load balancer, answer it and put it in every log line of the request', async () => {
    const id = '6f1c2d4e-9b7a-4c3e-8d2f-1a2b3c4d5e6f';
    const response = await ctx.app.inject({ url: '/api/subscription/plans', headers: { 'x-request-id': id } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(id);
    const logged = linesOf(id);
    expect(logged.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    // JSON lines with the level as a number: what log collectors parse.
    expect(logged.every((entry) => typeof entry.level === 'number' && typeof entry.time === 'number')).toBe(true);
  });

  it('make a new id when the request has none, different for every request', async () => {
    const first = await ctx.app.inject({ url: '/api/subscription/plans' });
    const second = await ctx.app.inject({ url: '/api/subscription/plans' });
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    expect(linesOf(String(ids[0]))).toHaveLength(2);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    // Not hex: a random UUID in the log could hold it.
    ['too short', 'xyz'],
    ['with spaces', 'id with spaces'],
    ['with markup', '<script>alert(1)</script>'],
    ['with a quote', 'abcdefgh"ijk'],
  ])('replace an incoming id %s by a new one', async (_case, given) => {
    const response = await ctx.app.inject({ url: '/api/subscription/plans', headers: { 'x-request-id': given } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(lines.join('\n')).not.toContain(given);
  });

  it('are answered on errors and unknown addresses too', async () => {
    const id = 'lb-node-1:000042';
    const missing = await ctx.app.inject({ url: '/api/nothing-here', headers: { 'x-request-id': id } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe(id);
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-request-id': `${id}-b`, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(invalid.statusCode).toBeGreaterThanOrEqual(400);
    expect(invalid.statusCode).toBeLessThan(500);
    expect(invalid.headers['x-request-id']).toBe(`${id}-b`);
  });
});
