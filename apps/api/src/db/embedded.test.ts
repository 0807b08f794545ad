import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { locationMarker } from './cluster-location.ts';

const made: string[] = [];
afterEach(() => {
  for (const directory of made.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** A fresh DATA_DIR; `reachable` makes it traversable for the postgres user, as `npm start` in /srv would be. */
function freshDataDir(reachable: boolean): string {
  const directory = mkdtempSync(join(tmpdir(), 'webshop-datadir-'));
  chmodSync(directory, reachable ? 0o755 : 0o700);
  made.push(directory);
  return directory;
}

const recordedClusterDir = (dataDir: string) => readFileSync(locationMarker(join(dataDir, 'pg')), 'utf8').trim();

async function startOnce(dataDir: string, work: (query: (text: string) => Promise<unknown[]>) => Promise<void>) {
  const messages: string[] = [];
  const database = await openDatabase(loadConfig({}, { DATA_DIR: dataDir, DB_POOL_SIZE: 2 }), (message) =>
    messages.push(message),
  );
  try {
    await work(async (text) => (await database.pool.query(text)).rows);
  } finally {
    await database.close();
  }
  return messages;
}

describe('the embedded PostgreSQL keeps one data directory', () => {
  it('finds the data of the first run on the second start with the same DATA_DIR', async () => {
    expect(userInfo().uid, 'this machine runs the tests as root, where the defect showed').toBe(0);
    const dataDir = freshDataDir(true);
    await startOnce(dataDir, async (query) => {
      await query('create table kept (note text)');
      await query("insert into kept values ('eerste run')");
    });
    expect(recordedClusterDir(dataDir)).toBe(join(dataDir, 'pg'));

    const messages = await startOnce(dataDir, async (query) => {
      expect(await query('select note from kept')).toEqual([{ note: 'eerste run' }]);
    });
    expect(messages.join('\n')).not.toMatch(/Creating a PostgreSQL cluster/);
  });

  it('records the temp-dir place chosen when the postgres user cannot reach DATA_DIR, and uses it again', async () => {
    const dataDir = freshDataDir(false);
    const first = await startOnce(dataDir, async (query) => {
      await query('create table kept (note text)');
      await query("insert into kept values ('in de reserveplek')");
    });
    const clusterDir = recordedClusterDir(dataDir);
    made.push(clusterDir, `${clusterDir}.password`);
    expect(clusterDir.startsWith(tmpdir())).toBe(true);
    expect(clusterDir).not.toBe(join(dataDir, 'pg'));
    expect(first.join('\n')).toContain(clusterDir);

    await startOnce(dataDir, async (query) => {
      expect(await query('select note from kept')).toEqual([{ note: 'in de reserveplek' }]);
    });
  });

  it('stops with a clear message instead of starting empty when the recorded cluster is gone', async () => {
    const dataDir = freshDataDir(true);
    await startOnce(dataDir, async (query) => {
      await query('create table kept (note text)');
    });
    const clusterDir = recordedClusterDir(dataDir);
    rmSync(clusterDir, { recursive: true, force: true });

    await expect(openDatabase(loadConfig({}, { DATA_DIR: dataDir }), () => {})).rejects.toThrow(
      /no PostgreSQL cluster there any more\. Not starting with an empty database/,
    );
    expect(existsSync(join(clusterDir, 'PG_VERSION'))).toBe(false);
  });

  it('says why when PostgreSQL does not start, with what PostgreSQL printed', async () => {
    const dataDir = freshDataDir(true);
    await startOnce(dataDir, async () => {});
    appendFileSync(join(recordedClusterDir(dataDir), 'postgresql.conf'), '\nthis is not a setting\n');

    const failure = openDatabase(loadConfig({}, { DATA_DIR: dataDir }), () => {});
    await expect(failure).rejects.toThrow(/Embedded PostgreSQL did not start \(data dir .*\)/);
    await expect(failure).rejects.toThrow(/PostgreSQL said:[\s\S]*postgresql\.conf/);
  });
});

describe('the exit code', () => {
  it('stays what the process set once the embedded PostgreSQL module is loaded (a failed run exits non-zero)', () => {
    const script = "await import('./src/db/embedded.ts'); process.exitCode = 3;";
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: join(import.meta.dirname, '../..'),
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(3);
  });
});
