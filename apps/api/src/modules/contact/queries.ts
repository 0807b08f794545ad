import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { contactAttachments, contactMessages, platformUsers, platformUserTenants } from '#src/db/schema/tables.ts';
import type { ContactAttachment } from './read-contact-form.ts';

/** The database or a transaction. */

export async function insertContactMessage(
  db: Executor,
  tenantId: string,
  message: { name: string; email: string; phoneNumber: string | null; message: string; language: string },
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, tenantId })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message not stored');
  return row.id;
}

export async function insertContactAttachments(
  db: Executor,
  tenantId: string,
  messageId: number,
  attachments: ContactAttachment[],
): Promise<void> {
  if (attachments.length === 0) return;
  await db.insert(contactAttachments).values(
    attachments.map((attachment) => ({
      tenantId,
      messageId,
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      byteSize: attachment.data.length,
      data: attachment.data,
    })),
  );
}

/** The shop owner's login address: where contact mail goes when the shop set no contact address. */
export async function findShopOwnerEmail(db: Executor, tenantId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: platformUsers.email })
    .from(platformUserTenants)
    .innerJoin(platformUsers, eq(platformUsers.id, platformUserTenants.userId))
    .where(and(eq(platformUserTenants.tenantId, tenantId), eq(platformUserTenants.role, 'Owner')))
    .orderBy(asc(platformUsers.createdAt))
    .limit(1);
  return row?.email ?? null;
}
