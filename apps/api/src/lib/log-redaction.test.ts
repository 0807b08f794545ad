import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_APP_SECRET } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';

/** Issue: error logs printed SQL parameters (e-mail addresses, password hashes). */
const EMAIL = 'geheim.adres@example.com';
const PASSWORD_HASH = 'scrypt$16384$8$1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdmFsdWU';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

async function logLinesOfFailingQueries(): Promise<string[]> {
  const lines: string[] = [];
  const app = await buildApp(
    loadConfig({}, { LOG_LEVEL: 'warn', SERVE_WEB: false, SEED_DEMO: false, APP_SECRET: TEST_APP_SECRET }),
    { database, logStream: { write: (line) => void lines.push(line) } },
  );
  const { db } = database;
  // A unique violation (PostgreSQL repeats the value in `detail`) and invalid input (it quotes it).
  app.get('/fail/duplicate', async () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table signup (email text unique, hash text) on commit drop`);
      await tx.execute(sql`insert into signup values (${EMAIL}, ${PASSWORD_HASH}), (${EMAIL}, ${PASSWORD_HASH})`);
    }),
  );
  app.get('/fail/invalid-input', async () => db.execute(sql`select ${PASSWORD_HASH} as hash, (${EMAIL})::integer`));
  await app.ready();
  try {
    for (const url of ['/fail/duplicate', '/fail/invalid-input']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.body).not.toContain(EMAIL);
    }
  } finally {
    await app.close();
  }
  return lines;
}

describe('error logs of failed queries', () => {
  it('keep the SQL and the error codes but not the parameters or the values PostgreSQL repeats', async () => {
    const lines = await logLinesOfFailingQueries();
    const failures = lines.filter((line) => line.includes('"err":'));
    expect(failures, lines.join('\n')).toHaveLength(2);
    const logged = failures.join('\n');
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain(PASSWORD_HASH);
    expect(logged).not.toContain('geheim.adres');
    expect(logged).toContain('insert into signup');
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain('"code":"22P02"');
    expect(logged).toContain('[redacted]');
  });
});
