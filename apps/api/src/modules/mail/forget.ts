import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { emailOutbox } from '#src/db/schema/tables.ts';

/**
 * Deletes the shop's outbox rows addressed to this person (sent, failed or still waiting): the
 * copies of their order mails and replies hold their name and address. For a deletion on request;
 * run it in the caller's transaction. Answers how many rows went.
 */
export async function forgetMailTo(tx: Executor, tenantId: string, address: string): Promise<number> {
  const deleted = await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.tenantId, tenantId), sql`lower(${emailOutbox.toAddress}) = lower(${address})`))
    .returning({ id: emailOutbox.id });
  return deleted.length;
}
