import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, databaseUrl } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL (database part ignored) and the template database holding the migrated schema. */
    databaseServerUrl: string;
    templateDatabase: string;
    /** Every test database of this run starts with it, so teardown drops only this run's databases. */
    testDatabasePrefix: string;
  }
}

const TEMPLATE = `webshop_template_${process.pid}`;
const TEST_DATABASE_PREFIX = `webshop_test_${process.pid}_`;

/**
 * Runs the suite against TEST_DATABASE_URL when set, otherwise against a throwaway embedded
 * PostgreSQL. Migrations run once into a template database; every test file copies it.
 */
export default async function setup(project: TestProject) {
  let stopEmbedded: (() => Promise<void>) | null = null;
  let tempDir: string | null = null;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    tempDir = mkdtempSync(join(tmpdir(), 'webshop-test-'));
    // Reachable by the postgres user when running as root.
    chmodSync(tempDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir: join(tempDir, 'pg'), persistent: false, log: () => {} });
    serverUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE}`);
  await admin.query(`create database ${TEMPLATE}`);
  const handle = connect(databaseUrl(serverUrl, TEMPLATE), 2);
  await migrateDatabase(handle);
  await handle.close();

  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', TEMPLATE);
  project.provide('testDatabasePrefix', TEST_DATABASE_PREFIX);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1) or datname = $2`,
      [TEST_DATABASE_PREFIX, TEMPLATE],
    );
    for (const { datname } of leftovers.rows) {
      await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
    }
    await admin.end();
    if (stopEmbedded) await stopEmbedded();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}
