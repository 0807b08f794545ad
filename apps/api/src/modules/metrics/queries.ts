import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema/tables.ts';

export interface OutboxBacklog {
  pending: number;
  /** Seconds since the oldest unsent message was queued; 0 when none waits. */
  oldestAgeSeconds: number;
}

/**
 * Unsent mail across every shop and the platform: an operator's figure, deliberately not scoped
 * to a tenant and never shown to one. Reads the rows the sender's partial index covers.
 */
export async function findOutboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)`.mapWith(Number),
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${emailOutbox.createdAt})), 0)`.mapWith(
        Number,
      ),
    })
    .from(emailOutbox)
    .where(sql`${emailOutbox.status} = 'pending'`);
  return { pending: row?.pending ?? 0, oldestAgeSeconds: Math.max(0, row?.oldestAgeSeconds ?? 0) };
}
