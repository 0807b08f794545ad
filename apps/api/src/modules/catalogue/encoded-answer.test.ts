import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createTenant } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { encodedBody, GZIP_MIN_BYTES, gzipForStore, jsonAnswer } from './encoded-answer.ts';
import { answerKeys } from './json-queries.ts';
import { writeTenantAnswers } from './stored-answers.ts';

const big = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Kaars ${id}` })));

describe('an encoded answer', () => {
  it('is gzip-compressed once for clients that take gzip, and JSON for the others', () => {
    const answer = jsonAnswer(big);
    const plain = encodedBody(answer, false);
    expect(plain).toEqual({ bytes: Buffer.from(big), gzip: false });
    const first = encodedBody(answer, true);
    expect(first.gzip).toBe(true);
    expect(gunzipSync(first.bytes).toString()).toBe(big);
    expect(encodedBody(answer, true).bytes).toBe(first.bytes);
  });

  it('leaves a small answer as it is', () => {
    const small = '[{"id":1}]';
    expect(small.length).toBeLessThan(GZIP_MIN_BYTES);
    expect(encodedBody(jsonAnswer(small), true)).toEqual({ bytes: Buffer.from(small), gzip: false });
  });

  it('is compressed for the store in the order given, large and small alike', async () => {
    const bodies = [
      big,
      ...Array.from({ length: 60 }, (_, id) => `{"id":${id},"text":"${'kaars '.repeat(250)}"}`),
      big.repeat(20),
    ];
    const stored = await gzipForStore([...bodies, '[{"id":1}]']);
    // One too small to be worth compressing has no stored copy.
    expect(stored.at(-1)).toBeNull();
    const copies = stored.slice(0, -1).map((bytes) => bytes ?? Buffer.alloc(0));
    expect(copies.map((bytes) => gunzipSync(bytes).toString())).toEqual(bodies);
    for (const [index, bytes] of copies.entries()) expect(bytes.length).toBeLessThan((bodies[index] ?? '').length / 4);
  });

  it('kept compressed only is unpacked for a client without gzip', () => {
    const answer = { gzip: gzipSync(big) };
    expect(encodedBody(answer, true).bytes).toBe(answer.gzip);
    expect(encodedBody(answer, false)).toEqual({ bytes: Buffer.from(big), gzip: false });
  });
});

describe('catalogue answers over HTTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  const shopWithProducts = async (count: number) => {
    const tenant = await createTenant(ctx.database.db);
    for (let index = 0; index < count; index++) await createProduct(ctx.database.db, tenant.id);
    return tenant;
  };

  it('are written compressed and sent so to a client that takes gzip, JSON to one that does not', async () => {
    const { pool } = ctx.database;
    const tenant = await shopWithProducts(8);
    await createProduct(ctx.database.db, tenant.id, { description: 'Handgegoten kaars. '.repeat(80) });
    await writeTenantAnswers(pool, tenant.id);
    const { rows } = await pool.query<{ key: string; body: string; body_gzip: Buffer | null }>(
      'select key, body, body_gzip from catalogue_answers where tenant_id = $1',
      [tenant.id],
    );
    // Every answer from GZIP_MIN_BYTES on is stored compressed as well, a product's too.
    const products = rows.filter((row) => row.key.startsWith(answerKeys.productPrefix));
    expect(products).toHaveLength(9);
    expect(products.filter((row) => row.body.length >= GZIP_MIN_BYTES)).toHaveLength(1);
    expect(products.filter((row) => row.body.length < GZIP_MIN_BYTES)).toHaveLength(8);
    for (const row of rows) {
      if (row.body.length < GZIP_MIN_BYTES) expect(row.body_gzip).toBeNull();
      else expect(gunzipSync(row.body_gzip ?? Buffer.alloc(0)).toString()).toBe(row.body);
    }
    expect(rows.find((row) => row.key === answerKeys.all)?.body_gzip).not.toBeNull();

    // The stored compressed copy is what a gzip client gets (here marked so it can be told apart).
    const marked = '[{"written":"compressed"}]';
    await pool.query('update catalogue_answers set body_gzip = $3 where tenant_id = $1 and key = $2', [
      tenant.id,
      answerKeys.all,
      gzipSync(marked),
    ]);
    const url = `/api/tenants/${tenant.id}/products/public`;
    const compressed = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(marked);
    // Now held by this process compressed: a client without gzip gets it unpacked.
    const plain = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(marked);
  });

  it('of one product are sent as stored compressed to a gzip client, JSON to the others', async () => {
    const tenant = await createTenant(ctx.database.db);
    const product = await createProduct(ctx.database.db, tenant.id, { description: 'Handgegoten kaars. '.repeat(80) });
    await writeTenantAnswers(ctx.database.pool, tenant.id);
    const key = `${answerKeys.productPrefix}${product.id}`;
    const { rows } = await ctx.database.pool.query<{ body: string }>(
      'select body from catalogue_answers where tenant_id = $1 and key = $2',
      [tenant.id, key],
    );
    const written = rows[0]?.body ?? '';
    expect(written.length).toBeGreaterThanOrEqual(GZIP_MIN_BYTES);
    // Marked, so that the stored compressed copy can be told apart from one compressed on request.
    const marked = written.replace('Handgegoten', 'Gestort');
    await ctx.database.pool.query('update catalogue_answers set body_gzip = $3 where tenant_id = $1 and key = $2', [
      tenant.id,
      key,
      gzipSync(marked),
    ]);
    const url = `/api/products/${product.id}?tenantId=${tenant.id}`;
    for (let ask = 0; ask < 2; ask++) {
      const compressed = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(compressed.rawPayload).toString()).toBe(marked);
    }
    const plain = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(marked);
  });

  it('built by the request are compressed for gzip clients too, with the same JSON', async () => {
    const tenant = await shopWithProducts(8);
    const url = `/api/tenants/${tenant.id}/products/public`;
    const plain = await ctx.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(8);
    const compressed = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
    // A client that refuses gzip gets JSON, or what @fastify/compress makes of it (brotli).
    const refused = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });
});
