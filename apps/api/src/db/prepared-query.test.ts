import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { queryPrepared } from './prepared-query.ts';

// One connection, so that every statement lands in the session the test reads back.
const pool = new pg.Pool({ connectionString: inject('databaseServerUrl'), max: 1 });
afterAll(() => pool.end());

const statements = async () =>
  (await pool.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map(
    (row) => row.statement,
  );

describe('queryPrepared', () => {
  it('prepares each shape of a query once, under a name of its own, and binds the values of every call', async () => {
    const sum = (a: number, b: number) => sql`select ${a}::int + ${b}::int as sum`;
    expect(await queryPrepared<{ sum: number }>(pool, sum(1, 2))).toEqual([{ sum: 3 }]);
    expect(await queryPrepared<{ sum: number }>(pool, sum(40, 2))).toEqual([{ sum: 42 }]);
    expect(await statements()).toEqual(['select $1::int + $2::int as sum']);

    const like = (word: string, pattern: string) => sql`select ${word}::text like ${pattern} as matches`;
    expect(await queryPrepared<{ matches: boolean }>(pool, like('kaars', 'k%'))).toEqual([{ matches: true }]);
    expect(await queryPrepared<{ matches: boolean }>(pool, like('mok', 'k%'))).toEqual([{ matches: false }]);
    expect(await statements()).toEqual(['select $1::int + $2::int as sum', 'select $1::text like $2 as matches']);
  });
});
