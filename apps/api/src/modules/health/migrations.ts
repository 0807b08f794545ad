import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { migrationsFolder } from '#src/db/migrate.ts';
import { isDatabaseUnavailable } from '#src/lib/database-errors.ts';

export interface JournalEntry {
  tag: string;
  /** The migration's timestamp; drizzle records it as created_at when it applies the migration. */
  when: number;
}

/** The migrations this build ships (drizzle-kit's journal). */
export function readMigrationJournal(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The journal's migrations the database has not applied. Drizzle's migrator applies every
 * migration newer than the last one it recorded, so the same comparison tells what it would apply.
 */
export async function findPendingMigrations(db: Database, journal: JournalEntry[]): Promise<string[]> {
  let last = Number.NEGATIVE_INFINITY;
  try {
    const result = await db.execute<{ last: number | null }>(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    last = Number(result.rows[0]?.last ?? Number.NEGATIVE_INFINITY);
  } catch (error) {
    // No migrations table yet (undefined_table, invalid_schema_name): nothing is applied.
    const code =
      (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
    if (isDatabaseUnavailable(error) || (code !== '42P01' && code !== '3F000')) throw error;
  }
  return journal.filter((entry) => entry.when > last).map((entry) => entry.tag);
}
