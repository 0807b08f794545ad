import type { TBackOfficeMessageListQueryParsed } from '@shop/contracts';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  contactAttachments,
  contactMessages,
  contactReplies,
  platformUsers,
  platformUserTenants,
} from '#src/db/schema/tables.ts';

export type MessageRow = typeof contactMessages.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const EXCERPT_CHARS = 140;

// Spelled out: drizzle leaves the columns of a one-table select unqualified, which inside a
// subquery would name the subquery's own table.
const OUTER_TENANT = sql.raw('"contact_messages"."tenant_id"');
const OUTER_ID = sql.raw('"contact_messages"."id"');

/** One page of the inbox, newest first, with the number that match. */
export async function findMessagePage(db: Executor, tenantId: string, query: TBackOfficeMessageListQueryParsed) {
  const conditions: (SQL | undefined)[] = [eq(contactMessages.tenantId, tenantId)];
  if (query.filter === 'unread') conditions.push(isNull(contactMessages.readAt));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.message, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      excerpt: sql<string>`left(regexp_replace(${contactMessages.message}, '\\s+', ' ', 'g'), ${EXCERPT_CHARS})`,
      createdAt: contactMessages.createdAt,
      readAt: contactMessages.readAt,
      attachmentCount: sql<number>`(select count(*)::int from contact_attachments a
        where a.tenant_id = ${OUTER_TENANT} and a.message_id = ${OUTER_ID})`,
      replyCount: sql<number>`(select count(*)::int from contact_replies r
        where r.tenant_id = ${OUTER_TENANT} and r.message_id = ${OUTER_ID})`,
    })
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(contactMessages).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function countUnreadMessages(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.tenantId, tenantId), isNull(contactMessages.readAt)));
  return row?.total ?? 0;
}

export async function findMessage(db: Executor, tenantId: string, messageId: number): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.tenantId, tenantId), eq(contactMessages.id, messageId)));
  return row ?? null;
}

/** The message's attachments without their bytes, in upload order. */
export function findAttachments(db: Executor, tenantId: string, messageId: number) {
  return db
    .select({
      id: contactAttachments.id,
      fileName: contactAttachments.fileName,
      contentType: contactAttachments.contentType,
      byteSize: contactAttachments.byteSize,
    })
    .from(contactAttachments)
    .where(and(eq(contactAttachments.tenantId, tenantId), eq(contactAttachments.messageId, messageId)))
    .orderBy(asc(contactAttachments.id));
}

/** One attachment of the message (without its bytes), or null. */
export async function findAttachment(db: Executor, tenantId: string, messageId: number, attachmentId: number) {
  const [row] = await db
    .select({
      id: contactAttachments.id,
      fileName: contactAttachments.fileName,
      contentType: contactAttachments.contentType,
      byteSize: contactAttachments.byteSize,
    })
    .from(contactAttachments)
    .where(
      and(
        eq(contactAttachments.tenantId, tenantId),
        eq(contactAttachments.messageId, messageId),
        eq(contactAttachments.id, attachmentId),
      ),
    );
  return row ?? null;
}

export function findReplies(db: Executor, tenantId: string, messageId: number) {
  return db
    .select()
    .from(contactReplies)
    .where(and(eq(contactReplies.tenantId, tenantId), eq(contactReplies.messageId, messageId)))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

/** Marks the message read (keeping the first reading time) or unread; null when it is not the shop's. */
export async function setMessageRead(db: Executor, tenantId: string, messageId: number, read: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(and(eq(contactMessages.tenantId, tenantId), eq(contactMessages.id, messageId)))
    .returning();
  return row ?? null;
}

/** Locks the message while a reply is written, so a deletion cannot slip in between. */
export async function lockMessage(tx: Executor, tenantId: string, messageId: number): Promise<MessageRow | null> {
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.tenantId, tenantId), eq(contactMessages.id, messageId)))
    .for('update');
  return row ?? null;
}

export async function insertReply(
  tx: Executor,
  tenantId: string,
  reply: { messageId: number; body: string; sentByUserId: string; sentByName: string },
): Promise<void> {
  await tx.insert(contactReplies).values({ ...reply, tenantId });
}

/** Deletes the message with its attachments and replies (cascade); false when it is not the shop's. */
export async function deleteMessage(tx: Executor, tenantId: string, messageId: number): Promise<boolean> {
  const deleted = await tx
    .delete(contactMessages)
    .where(and(eq(contactMessages.tenantId, tenantId), eq(contactMessages.id, messageId)))
    .returning({ id: contactMessages.id });
  return deleted.length > 0;
}

/** The shop owner's login address: where replies to the shop go when it set no contact address. */
export async function findShopOwnerEmail(db: Executor, tenantId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: platformUsers.email })
    .from(platformUserTenants)
    .innerJoin(platformUsers, eq(platformUsers.id, platformUserTenants.userId))
    .where(and(eq(platformUserTenants.tenantId, tenantId), eq(platformUserTenants.role, 'Owner')))
    .limit(1);
  return row?.email ?? null;
}
