import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { connect } from '#src/db/client.ts';
import { findFreePort } from '#src/lib/free-port.ts';
import { createTestApp, TEST_APP_SECRET, type TestContext } from '../../../test/test-app.ts';
import { readMigrationJournal } from './migrations.ts';

/** The Redis of the machine the tests run on (the same one the scale-out setup uses). */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ REDIS_URL: redisUrl });
});
afterAll(async () => ctx?.close());

describe('GET /api/health', () => {
  it('answers ok once the database answers', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /health/live', () => {
  it('answers 200, never cached', async () => {
    const response = await ctx.app.inject({ url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'live' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers while the database is down: it asks no dependency', async () => {
    const down = await appOnClosedPorts();
    try {
      expect((await down.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('GET /health/ready', () => {
  it('is ready when PostgreSQL and Redis answer and every migration is applied', async () => {
    const response = await ctx.app.inject({ url: '/health/ready' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { shutdown: 'ok', database: 'ok', redis: 'ok', migrations: 'ok' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('does not ask Redis when REDIS_URL is unset', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ url: '/health/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json().checks.redis).toBe('not_configured');
    } finally {
      await plain.close();
    }
  });

  it('answers 503 naming Redis when Redis cannot be reached', async () => {
    const closedPort = await findFreePort();
    const noRedis = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${closedPort}` });
    try {
      const response = await noRedis.app.inject({ url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body).toMatchObject({ error: 'not_ready', status: 'not_ready' });
      expect(body.checks).toMatchObject({ database: 'ok', redis: 'unreachable', migrations: 'ok' });
      expect(body.message).toContain('redis unreachable');
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await noRedis.close();
    }
  });

  it('answers 503 naming the database when PostgreSQL cannot be reached', async () => {
    const down = await appOnClosedPorts();
    try {
      const response = await down.app.inject({ url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.checks).toMatchObject({ database: 'unreachable', migrations: 'unreachable' });
      expect(body.message).toContain('database unreachable');
    } finally {
      await down.close();
    }
  });

  it('answers 503 naming the migrations the database lacks, and 200 once they are applied again', async () => {
    const behind = await createTestApp();
    try {
      const journal = readMigrationJournal();
      const last = journal.at(-1);
      const { rows } = await behind.database.pool.query(
        'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *',
      );
      expect(rows).toHaveLength(1);
      const response = await behind.app.inject({ url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        checks: { database: 'ok', migrations: 'pending' },
        pendingMigrations: [last?.tag],
      });
      expect(response.json().message).toContain('migrations pending');

      await behind.database.pool.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        rows[0].hash,
        rows[0].created_at,
      ]);
      expect((await behind.app.inject({ url: '/health/ready' })).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it('counts a database without any migration as having all of them pending', async () => {
    const empty = await createTestApp();
    try {
      await empty.database.pool.query('drop schema drizzle cascade');
      const response = await empty.app.inject({ url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().pendingMigrations).toEqual(readMigrationJournal().map((entry) => entry.tag));
    } finally {
      await empty.close();
    }
  });

  it('answers 503 once the server drains for a shutdown, while live still answers 200', async () => {
    const draining = await createTestApp();
    try {
      expect((await draining.app.inject({ url: '/health/ready' })).statusCode).toBe(200);
      draining.app.beginDraining();
      const response = await draining.app.inject({ url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ checks: { shutdown: 'draining', database: 'ok' } });
      expect(response.json().message).toContain('shutdown draining');
      expect((await draining.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});

describe('health answers for load balancers', () => {
  it('are never rate limited', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: 1 });
    try {
      for (let round = 0; round < 5; round++) {
        for (const url of ['/health/live', '/health/ready', '/api/health']) {
          expect((await limited.app.inject({ url })).statusCode, url).toBe(200);
        }
      }
      // The budget itself is in force: a catalogue call past it is refused.
      const statuses = [];
      for (let round = 0; round < 3; round++) {
        statuses.push((await limited.app.inject({ url: '/api/subscription/plans' })).statusCode);
      }
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
  });

  it('are not logged at info level on every hit, unlike other requests', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    try {
      await logged.app.inject({ url: '/health/live' });
      await logged.app.inject({ url: '/health/ready' });
      const healthLines = lines.filter((line) => line.includes('/health/'));
      expect(healthLines).toEqual([]);
      await logged.app.inject({ url: '/api/subscription/plans' });
      expect(lines.some((line) => line.includes('/api/subscription/plans'))).toBe(true);
    } finally {
      await logged.close();
    }
  });
});

/** An app whose PostgreSQL (and nothing else) is on a port where no server listens. */
async function appOnClosedPorts() {
  const port = await findFreePort();
  const database = connect(`postgres://postgres@127.0.0.1:${port}/none`, 1);
  const config = loadConfig(
    {},
    { LOG_LEVEL: 'silent', SERVE_WEB: false, SEED_DEMO: false, APP_SECRET: TEST_APP_SECRET },
  );
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
