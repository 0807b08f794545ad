import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../src/app.ts';
import { loadConfig, type TConfig } from '../src/config.ts';
import { connect, type DatabaseHandle, databaseUrl } from '../src/db/client.ts';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: TConfig;
  close: () => Promise<void>;
}

/** The signing key of test apps (config overrides, so no test writes a key file). */
export const TEST_APP_SECRET = randomBytes(32).toString('hex');

/** A fresh database copied from the migrated template, and the app on top of it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = inject('databaseServerUrl');
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  } finally {
    await admin.end();
  }
  const handle = connect(databaseUrl(serverUrl, name), 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await dropper.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<TConfig> = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig(
    {},
    { LOG_LEVEL: 'silent', SERVE_WEB: false, SEED_DEMO: false, APP_SECRET: TEST_APP_SECRET, ...overrides },
  );
  const app = await buildApp(config, { ...deps, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
