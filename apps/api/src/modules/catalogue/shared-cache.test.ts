import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { connect, type DatabaseHandle } from '#src/db/client.ts';
import { decodeEntry, encodeEntry, SharedCache } from '#src/lib/shared-cache.ts';
import { createProduct, createTenant } from '../../../test/factories.ts';
import { createTestApp, TEST_APP_SECRET, type TestContext } from '../../../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const AWAY = 'redis://127.0.0.1:1';

describe('SharedCache', () => {
  it('keeps body, headers, not-found and expiry through Redis', async () => {
    const entry = { body: Buffer.from('[{"a":"é\\n"}]'), headers: { 'x-total-count': '3' }, expiresAt: 1234 };
    expect(decodeEntry(encodeEntry(entry))).toEqual(entry);
    const missing = { body: Buffer.alloc(0), notFound: true, expiresAt: 99 };
    expect(decodeEntry(encodeEntry(missing))).toEqual(missing);

    const cache = new SharedCache(redisUrl, `test-shared-${process.pid}-${Date.now()}:`, 1000, () => {});
    try {
      await new Promise((done) => setTimeout(done, 200));
      const now = Date.now();
      cache.set('k', { ...entry, expiresAt: now + 60_000 }, now);
      cache.set('gone', { ...entry, expiresAt: now - 1 }, now);
      await new Promise((done) => setTimeout(done, 100));
      expect((await cache.get('k'))?.body.toString()).toBe(entry.body.toString());
      expect((await cache.get('k'))?.headers).toEqual(entry.headers);
      expect(await cache.get('gone')).toBeNull();
      // An entry read after its moment (a discount ended) is not served, whatever Redis still holds.
      expect(await cache.get('k', now + 60_001)).toBeNull();
    } finally {
      await cache.close();
    }
  });

  it('finds nothing at once and drops writes while Redis is away', async () => {
    const errors: Error[] = [];
    const cache = new SharedCache(AWAY, 'test:', 250, (error) => errors.push(error));
    try {
      const started = performance.now();
      expect(await cache.get('k')).toBeNull();
      cache.set('k', { body: Buffer.from('[]'), expiresAt: Date.now() + 1000 });
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      await cache.close();
    }
  });
});

describe('catalogue answers shared between nodes', () => {
  let a: TestContext;
  let b: { app: FastifyInstance; database: DatabaseHandle };
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl, CATALOGUE_SHARED_CACHE: true });
    // Node B: the same database with a pool of its own, its own process cache, the same Redis.
    const database = connect(a.database.url, 3);
    const config = loadConfig(
      {},
      {
        LOG_LEVEL: 'silent',
        SERVE_WEB: false,
        SEED_DEMO: false,
        APP_SECRET: TEST_APP_SECRET,
        REDIS_URL: redisUrl,
        CATALOGUE_SHARED_CACHE: true,
      },
    );
    b = { app: await buildApp(config, { database }), database };
    await b.app.ready();
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.database.close();
    await a?.close();
  });

  it('an answer one node built is served by another from Redis, until the catalogue version changes', async () => {
    const tenant = await createTenant(a.database.db);
    const product = await createProduct(a.database.db, tenant.id, { name: 'Kaars' });
    const url = `/api/tenants/${tenant.id}/products/public`;
    const first = await a.app.inject({ url });
    expect(first.json()[0].name).toBe('Kaars');

    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`webshop-catalogue:${tenant.id}:*`);
      expect(keys).toHaveLength(1);
      // Node B's own database must not be asked: make the row say something else without a new
      // version (triggers off), and B still answers what A built.
      const { pool } = b.database;
      const client = await pool.connect();
      try {
        await client.query('set session_replication_role = replica');
        await client.query(`update products set name = 'Stil veranderd' where tenant_id = $1 and id = $2`, [
          tenant.id,
          product.id,
        ]);
        await client.query('reset session_replication_role');
      } finally {
        client.release();
      }
      const second = await b.app.inject({ url: `/api/tenants/${tenant.id}/products/public` });
      expect(second.body).toBe(first.body);

      // An edit through any node (a new version) shows on both at their next request.
      await pool.query(`update products set name = 'Nieuw' where tenant_id = $1 and id = $2`, [tenant.id, product.id]);
      expect((await a.app.inject({ url })).json()[0].name).toBe('Nieuw');
      expect((await b.app.inject({ url })).json()[0].name).toBe('Nieuw');
    } finally {
      redis.disconnect();
    }
  });

  it('answers from the database while Redis is away', async () => {
    const away = await createTestApp({ REDIS_URL: AWAY, CATALOGUE_SHARED_CACHE: true });
    try {
      const tenant = await createTenant(away.database.db);
      await createProduct(away.database.db, tenant.id, { name: 'Mok' });
      for (const url of [`/api/tenants/${tenant.id}/products/public`, `/api/tenants/${tenant.id}/categories/public`]) {
        const answer = await away.app.inject({ url });
        expect(answer.statusCode).toBe(200);
      }
      expect((await away.app.inject({ url: `/api/tenants/${tenant.id}/products/public` })).json()[0].name).toBe('Mok');
    } finally {
      await away.close();
    }
  });
});
