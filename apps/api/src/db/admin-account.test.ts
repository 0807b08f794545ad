import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#src/lib/password.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createAdminAccount } from './admin-account.ts';
import type { DatabaseHandle } from './client.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('createAdminAccount (npm run admin:create)', () => {
  it('creates the Admin with a random password that signs in, once', async () => {
    const result = await createAdminAccount(database.db, 'Beheer@Example.com');
    if (result.outcome !== 'created') throw new Error(`not created: ${result.outcome}`);
    expect(result.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const { rows } = await database.db.execute<{ role: string; password_hash: string; email_verified_at: Date | null }>(
      sql`select role, password_hash, email_verified_at from platform_users where email = 'Beheer@Example.com'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('Admin');
    expect(rows[0]?.email_verified_at).not.toBeNull();
    expect(await verifyPassword(result.password, rows[0]?.password_hash ?? '')).toBe(true);
    expect(await createAdminAccount(database.db, 'beheer@example.com')).toEqual({ outcome: 'exists-as-admin' });
  });

  it("never turns a shop owner's account into the Admin", async () => {
    await database.db.execute(
      sql`insert into platform_users (email, password_hash, full_name, role) values ('eigenaar@example.com', 'x', 'E', 'Owner')`,
    );
    expect(await createAdminAccount(database.db, 'EIGENAAR@example.com')).toEqual({ outcome: 'exists-as-owner' });
    const { rows } = await database.db.execute<{ role: string }>(
      sql`select role from platform_users where email = 'eigenaar@example.com'`,
    );
    expect(rows.map((row) => row.role)).toEqual(['Owner']);
  });
});
