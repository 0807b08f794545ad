import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { contactAttachments } from '#src/db/schema/tables.ts';
import type { StoredAttachmentRef } from './outbox.ts';

/**
 * Bytes per query while a stored attachment streams into a message: what one attachment holds at
 * once (twice over while pg decodes the hex it arrives in). 256 KB kept the upload benchmark's
 * growth near 80 MB where 1 MB chunks took it to about 125 MB, in the same time.
 */
export const STORED_ATTACHMENT_CHUNK_BYTES = 256 * 1024;

/** A stored attachment that disappeared between the existence check and the end of its stream. */
export class StoredAttachmentGoneError extends Error {
  readonly code = 'EATTACHMENTGONE';
  constructor(ref: StoredAttachmentRef) {
    super(`Stored attachment ${ref.kind} ${ref.attachmentId} ("${ref.fileName}") no longer exists`);
    this.name = 'StoredAttachmentGoneError';
  }
}

/**
 * The references among `refs` whose file still exists. A reference to another tenant than the
 * mail's own counts as missing: a mail never carries another shop's file.
 */
export async function findPresentAttachments(
  db: Executor,
  tenantId: string,
  refs: StoredAttachmentRef[],
): Promise<{ present: StoredAttachmentRef[]; missing: StoredAttachmentRef[] }> {
  const candidates = refs.filter((ref) => ref.kind === 'contact-attachment' && ref.tenantId === tenantId);
  const found = new Set<number>();
  if (candidates.length > 0) {
    const rows = await db
      .select({ id: contactAttachments.id })
      .from(contactAttachments)
      .where(
        and(
          eq(contactAttachments.tenantId, tenantId),
          inArray(
            contactAttachments.id,
            candidates.map((ref) => ref.attachmentId),
          ),
        ),
      );
    for (const row of rows) found.add(row.id);
  }
  const isPresent = (ref: StoredAttachmentRef) => candidates.includes(ref) && found.has(ref.attachmentId);
  return { present: refs.filter(isPresent), missing: refs.filter((ref) => !isPresent(ref)) };
}

/**
 * The file's bytes as a stream that reads one chunk per query when the consumer asks for more,
 * so only a chunk or two is in memory however large the file is.
 */
export function openStoredAttachment(
  db: Executor,
  ref: StoredAttachmentRef,
  chunkBytes = STORED_ATTACHMENT_CHUNK_BYTES,
): Readable {
  let position = 1;
  return new Readable({
    highWaterMark: chunkBytes,
    read() {
      readChunk(db, ref, position, chunkBytes).then(
        (chunk) => {
          if (chunk === null) {
            this.destroy(new StoredAttachmentGoneError(ref));
            return;
          }
          position += chunk.length;
          if (chunk.length > 0) this.push(chunk);
          if (chunk.length < chunkBytes) this.push(null);
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}

async function readChunk(db: Executor, ref: StoredAttachmentRef, from: number, length: number): Promise<Buffer | null> {
  const result = await db.execute<{ chunk: Buffer }>(
    sql`select substring(${contactAttachments.data} from ${from}::integer for ${length}::integer) as chunk
        from ${contactAttachments}
        where ${contactAttachments.tenantId} = ${ref.tenantId} and ${contactAttachments.id} = ${ref.attachmentId}`,
  );
  return result.rows[0]?.chunk ?? null;
}
