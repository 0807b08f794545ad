import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { findFreePort } from '#src/lib/free-port.ts';
import { type ServerProcess, spawnServer } from '../../test/server-process.ts';
import { runningEmbeddedUrl } from './embedded.ts';
import { readPostmasterPid } from './postmaster.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'webshop-kill-'));
chmodSync(dataDir, 0o755);
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000).unref())]);
    }
  }
  const leftover = readPostmasterPid(join(dataDir, 'pg'));
  if (leftover) process.kill(leftover.pid, 'SIGINT');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server on its own DATA_DIR; resolves once it listens. */
async function startServer(port: number): Promise<ServerProcess> {
  const server = spawnServer({ port, dataDir, env: { MAIL_SENDER: 'false' } });
  running.push(server.child);
  await server.listening;
  return server;
}

it('starts again after kill -9, stops the PostgreSQL the killed server left running, and keeps the data', async () => {
  const port = await findFreePort();
  const first = await startServer(port);
  const url = runningEmbeddedUrl(join(dataDir, 'pg'), 'webshop');
  expect(url).not.toBeNull();
  const client = new pg.Client({ connectionString: url ?? '' });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    "insert into tenants (name, display_name) values ('bewaard', 'Bewaarde winkel') returning id",
  );
  const tenantId = rows[0]?.id;
  await client.query(
    "insert into products (tenant_id, name, sku, price_cents, stock_quantity) values ($1, 'Overlever', 'KEEP-1', 999, 3)",
    [tenantId],
  );
  await client.end();
  const orphan = readPostmasterPid(join(dataDir, 'pg'));

  first.child.kill('SIGKILL');
  await new Promise((done) => first.child.once('exit', done));
  expect(orphan && process.kill(orphan.pid, 0)).toBe(true);

  const second = await startServer(port);
  expect(second.output()).toContain(`Stopped a PostgreSQL server left running by an earlier run (pid ${orphan?.pid}`);
  const products = await fetch(`http://127.0.0.1:${port}/api/tenants/${tenantId}/products/public`);
  expect(products.status).toBe(200);
  expect(JSON.stringify(await products.json())).toContain('Overlever');
}, 60_000);
