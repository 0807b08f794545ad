import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect, type DatabaseHandle } from '../apps/api/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded.ts';

/**
 * A database for a benchmark: on BENCH_DATABASE_URL's server when set, else on a throwaway embedded
 * PostgreSQL. `fresh` drops and recreates the database; otherwise an existing one is reused.
 */
export async function openBenchDatabase(options: {
  name: string;
  fresh: boolean;
  log: (message: string) => void;
}): Promise<{ handle: DatabaseHandle; stop: () => Promise<void> }> {
  let serverUrl = process.env.BENCH_DATABASE_URL;
  let stopServer = async () => {};
  let tempDir: string | null = null;
  if (!serverUrl) {
    tempDir = mkdtempSync(join(tmpdir(), 'webshop-bench-'));
    // Reachable by the postgres user when running as root.
    chmodSync(tempDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir: join(tempDir, 'pg'), persistent: false, log: options.log });
    serverUrl = embedded.url;
    stopServer = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (options.fresh) await admin.query(`drop database if exists ${options.name} with (force)`);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [options.name]);
  if (exists.rowCount === 0) await admin.query(`create database ${options.name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${options.name}`;
  const handle = connect(url.toString(), 20);
  return {
    handle,
    stop: async () => {
      await handle.close();
      await stopServer();
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
