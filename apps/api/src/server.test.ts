import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#src/db/client.ts';
import { findFreePort } from '#src/lib/free-port.ts';
import { createProduct, createTenant, newSessionId } from '../test/factories.ts';
import { type ServerProcess, spawnServer } from '../test/server-process.ts';
import { createTestDatabase } from '../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: DatabaseHandle;
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const { child } of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await database?.close();
});

async function startServer(env: NodeJS.ProcessEnv = {}) {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'webshop-shutdown-'));
  chmodSync(dataDir, 0o755);
  dataDirs.push(dataDir);
  const server = spawnServer({
    port,
    dataDir,
    timeoutMs: 60_000,
    env: {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      MEDIA_VARIANT_BACKFILL: 'false',
      APP_SECRET: 'x'.repeat(32),
      ...env,
    },
  });
  servers.push(server);
  await server.listening;
  const exited = new Promise<number | null>((done) => server.child.once('exit', (code) => done(code)));
  return { port, server, exited };
}

/**
 * A POST whose headers the server has read (it answered `100 Continue`) and whose body is half
 * sent: a request in flight for as long as the test holds the other half back.
 */
async function startSlowRequest(port: number, path: string, body: string) {
  let answered: (response: IncomingMessage) => void = () => {};
  let failed: (error: Error) => void = () => {};
  const response = new Promise<IncomingMessage>((done, fail) => {
    answered = done;
    failed = fail;
  });
  const outgoing: ClientRequest = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  outgoing.on('response', answered);
  outgoing.on('error', failed);
  await new Promise<void>((done) => outgoing.once('continue', done));
  const half = Math.floor(body.length / 2);
  outgoing.write(body.slice(0, half));
  return { response, finish: () => outgoing.end(body.slice(half)) };
}

const readBody = async (response: IncomingMessage) => {
  let text = '';
  for await (const chunk of response) text += chunk;
  return text;
};

/** Resolves once a new TCP connection to the port is refused. */
async function connectionsRefused(port: number) {
  for (;;) {
    const outcome = await new Promise<string>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
    });
    if (outcome === 'ECONNREFUSED') return;
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

describe('graceful shutdown (the real server as a process)', () => {
  it('on SIGTERM refuses new connections, finishes the request in flight with 200 and exits 0', async () => {
    const tenant = await createTenant(database.db);
    const product = await createProduct(database.db, tenant.id, { stockQuantity: 5 });
    const { port, server, exited } = await startServer();
    const sessionId = newSessionId();
    const body = JSON.stringify({ productId: product.id, quantity: 2, padding: 'x'.repeat(4000) });
    const slow = await startSlowRequest(port, `/api/cart/${sessionId}/${tenant.id}/items`, body);

    server.child.kill('SIGTERM');
    await connectionsRefused(port);
    expect(server.child.exitCode).toBeNull();

    slow.finish();
    const response = await slow.response;
    const text = await readBody(response);
    expect(response.statusCode, text).toBe(200);
    expect(await exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: shutting down');
    expect(server.output()).toContain('Stopped');
    // The request did its work: the item is in the cart.
    const { rows } = await database.pool.query('select quantity from cart_items where tenant_id = $1', [tenant.id]);
    expect(rows).toEqual([{ quantity: 2 }]);
  });

  it('cuts a request that outlasts SHUTDOWN_TIMEOUT_MS and still exits 0', async () => {
    const tenant = await createTenant(database.db);
    const { port, server, exited } = await startServer({ SHUTDOWN_TIMEOUT_MS: '500' });
    const slow = await startSlowRequest(port, `/api/cart/${newSessionId()}/${tenant.id}/items`, '{"productId":1}');
    const outcome = slow.response.then(
      (response) => `answered ${response.statusCode}`,
      (error: NodeJS.ErrnoException) => `failed ${error.code}`,
    );
    server.child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(await outcome).toBe('failed ECONNRESET');
    expect(server.output()).toContain('Requests still running after 500 ms');
  });
});
