import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../client.ts';
import { seedDatabase } from './seed.ts';
import { seedLoginsFor } from './users.ts';

/** Issue: SEED_DEMO made login accounts with the published demo password, in production too. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('the demo seed in production', () => {
  it('seeds the shops without any login account that has the published password', async () => {
    expect(seedLoginsFor('production')).toBe('none');
    expect(seedLoginsFor('development')).toBe('demo-password');
    const said: string[] = [];
    await seedDatabase(database.db, (line) => said.push(line), { logins: seedLoginsFor('production') });
    const count = async (table: string) =>
      Number((await database.pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);
    expect(await count('tenants')).toBe(3);
    expect(await count('platform_users')).toBe(0);
    expect(await count('platform_user_tenants')).toBe(0);
    expect(said.join('\n')).toContain('not created');
  }, 120_000);
});
