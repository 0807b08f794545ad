import { createReadStream } from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { contactAttachments, contactMessages, platformUsers, platformUserTenants } from '#src/db/schema/tables.ts';
import type { ContactAttachment } from './read-contact-form.ts';

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

/** Bytes per statement while a file is copied in: what the process holds per upload. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * Stores an uploaded file chunk by chunk, never the whole file in memory: the chunks go into a
 * temporary table of the transaction, and PostgreSQL joins them into the attachment row.
 * Must run inside a transaction (the temporary table is dropped at its end). Returns the attachment's id.
 */
export async function insertContactAttachmentFromFile(
  tx: Executor,
  tenantId: string,
  messageId: number,
  attachment: ContactAttachment,
): Promise<number> {
  await tx.execute(
    sql`create temporary table if not exists contact_upload_chunks (seq integer primary key, data bytea not null) on commit drop`,
  );
  await tx.execute(sql`truncate contact_upload_chunks`);
  const file = createReadStream(attachment.path, { highWaterMark: CHUNK_BYTES });
  let seq = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    await tx.execute(sql`insert into contact_upload_chunks (seq, data) values (${seq++}, ${chunk})`);
  }
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into ${contactAttachments} (tenant_id, message_id, file_name, content_type, byte_size, data)
    select ${tenantId}::uuid, ${messageId}::integer, ${attachment.fileName}::text, ${attachment.contentType}::text,
      ${attachment.byteSize}::integer,
      coalesce(string_agg(data, ''::bytea order by seq), ''::bytea)
    from contact_upload_chunks
    returning id`);
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error('contact attachment not stored');
  return id;
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
