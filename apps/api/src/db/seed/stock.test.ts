import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../client.ts';
import { seedDatabase } from './seed.ts';
import { seedLoginsFor } from './users.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('the demo seed and stock movements', () => {
  it("records every seeded product's stock as its initial movement", async () => {
    await seedDatabase(database.db, () => {}, { logins: seedLoginsFor('production') });
    const { rows } = await database.pool.query<{ products: number; stocked: number; off: number }>(
      `select count(*)::int as products,
              count(*) filter (where p.stock_quantity > 0)::int as stocked,
              count(*) filter (where p.stock_quantity <> coalesce(
                (select sum(m.delta) from stock_movements m where m.tenant_id = p.tenant_id and m.product_id = p.id), 0)
              )::int as off
       from products p`,
    );
    expect(rows[0]?.products).toBeGreaterThan(10);
    expect(rows[0]?.stocked).toBeGreaterThan(5);
    expect(rows[0]?.off).toBe(0);
  }, 120_000);
});
