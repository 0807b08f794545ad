import { resolve } from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { TConfig } from '#src/config.ts';
import { isDatabaseUnavailable } from '#src/lib/database-errors.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import * as schema from './schema/tables.ts';

export type Database = NodePgDatabase<typeof schema>;

/** The database or a transaction: query functions take either, so they run inside a caller's transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  url: string;
  close: () => Promise<void>;
}

// PostgreSQL returns bigint (count(*)) as text; every count we make fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

const ignoreConnectionError = () => {};

export function connect(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A server that does not answer at all (a network partition) fails the request with 503 after
    // this long instead of holding it until TCP gives up; keep-alive notices dead idle connections.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  });
  // A backend terminated or a PostgreSQL restart makes each client emit 'error'. The pool handles
  // it for idle clients; a client checked out for a transaction has no listener of its own, and an
  // unhandled 'error' event ends the process. The failing query rejects anyway (the request
  // answers 503), and the pool discards the broken client when it is released.
  pool.on('error', ignoreConnectionError);
  pool.on('connect', (client) => client.on('error', ignoreConnectionError));
  const db = drizzle(pool, { schema });
  db.transaction = transactionsThatAlwaysRelease(pool);
  return { db, pool, url, close: () => pool.end() };
}

/**
 * Drizzle's pool transaction sends BEGIN before its try/finally, so a connection lost at that
 * moment is never given back: after a few terminated backends every request waits for the pool
 * forever. Here the pool client is taken and released by us; Drizzle runs the transaction on it.
 */
function transactionsThatAlwaysRelease(pool: pg.Pool): Database['transaction'] {
  const onClient = new WeakMap<pg.PoolClient, NodePgDatabase<typeof schema>>();
  return async (work, config) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      let clientDb = onClient.get(client);
      if (!clientDb) {
        clientDb = drizzle(client, { schema });
        onClient.set(client, clientDb);
      }
      return await clientDb.transaction(work, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) lost = error as Error;
      throw error;
    } finally {
      client.release(lost);
    }
  };
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', ignoreConnectionError);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return databaseUrl(serverUrl, name);
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL with its data under DATA_DIR. */
export async function openDatabase(config: TConfig, log: (message: string) => void): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return connect(config.DATABASE_URL, config.DB_POOL_SIZE);
  const embedded = await startEmbeddedPostgres({
    dataDir: resolve(config.DATA_DIR, 'pg'),
    persistent: true,
    log,
  });
  log(`Embedded PostgreSQL running (data in ${embedded.dataDir})`);
  const url = await ensureDatabase(embedded.url, 'webshop');
  const handle = connect(url, config.DB_POOL_SIZE);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await embedded.stop();
    },
  };
}
