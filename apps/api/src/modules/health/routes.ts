import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { findPendingMigrations, readMigrationJournal } from './migrations.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on `/health/ready` answers 503, so a load balancer sends this node no new work (shutdown). */
    beginDraining(): void;
  }
}

/** A check that does not answer within this long counts as failed: the load balancer must not wait on it. */
const CHECK_TIMEOUT_MS = 3000;

type CheckResult = 'ok' | 'unreachable' | 'timeout' | 'not_configured' | 'pending';

function withTimeout(work: Promise<unknown>): Promise<'ok' | 'unreachable' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((done) => {
    timer = setTimeout(() => done('timeout'), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work.then(() => 'ok' as const), timeout])
    .catch(() => 'unreachable' as const)
    .finally(() => clearTimeout(timer));
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Health for load balancers and orchestrators. `/health/live`: the process answers (no
 * dependency is asked, so a slow database does not get the process restarted).
 * `/health/ready`: PostgreSQL and Redis (when REDIS_URL is set) answer and every migration of
 * this build is applied; 503 naming what is not ready otherwise, and from the start of a
 * shutdown. `/api/health` stays for what already uses it. None is rate limited or logged at
 * info level (a balancer asks every few seconds).
 */
export const healthRoutes = fp(async (app: FastifyInstance, options: { redisUrl?: string }) => {
  let draining = false;
  app.decorate('beginDraining', () => {
    draining = true;
  });

  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        // Fail a check at once while disconnected instead of queueing it; ioredis keeps reconnecting.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: CHECK_TIMEOUT_MS,
        lazyConnect: true,
      })
    : null;
  if (redis) {
    // Unreachable Redis is reported by the check; without a listener ioredis prints every failed attempt.
    redis.on('error', () => {});
    redis.connect().catch(() => {});
    app.addHook('onClose', async () => redis.disconnect());
  }

  const journal = readMigrationJournal();
  // Applied migrations are never taken back: once all were seen applied, the query is not repeated.
  let migrationsApplied = false;
  async function checkMigrations(): Promise<{ result: CheckResult; pending: string[] }> {
    if (migrationsApplied) return { result: 'ok', pending: [] };
    const pending = await findPendingMigrations(app.database.db, journal);
    migrationsApplied = pending.length === 0;
    return { result: migrationsApplied ? 'ok' : 'pending', pending };
  }

  const quiet = { config: { rateLimit: false }, logLevel: 'warn' as const, schema: { hide: true } };

  app.get('/health/live', quiet, async (_request, reply) => {
    noStore(reply);
    return { status: 'live' };
  });

  app.get('/health/ready', quiet, async (_request, reply) => {
    noStore(reply);
    const [database, redisResult] = await Promise.all([
      withTimeout(app.database.db.execute(sql`select 1`)),
      redis ? withTimeout(redis.ping()) : Promise.resolve('not_configured' as const),
    ]);
    const migrations: { result: CheckResult | 'timeout' | 'unreachable'; pending: string[] } =
      database === 'ok'
        ? await checkMigrations().catch(() => ({ result: 'unreachable' as const, pending: [] }))
        : { result: database, pending: [] };
    const checks = {
      shutdown: draining ? 'draining' : 'ok',
      database,
      redis: redisResult,
      migrations: migrations.result,
    };
    const failing = Object.entries(checks)
      .filter(([, value]) => value !== 'ok' && value !== 'not_configured')
      .map(([name, value]) => `${name} ${value}`);
    if (failing.length === 0) return { status: 'ready', checks };
    return reply.code(503).send({
      error: 'not_ready',
      message: `Not ready: ${failing.join(', ')}`,
      status: 'not_ready',
      checks,
      ...(migrations.pending.length > 0 ? { pendingMigrations: migrations.pending } : {}),
    });
  });

  app.get('/api/health', { config: { rateLimit: false }, schema: { tags: ['Platform'] } }, async () => {
    await app.database.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
});
