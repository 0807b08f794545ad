import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  CONTACT_ATTACHMENTS_MAX_TOTAL_BYTES,
  CONTACT_MAX_ATTACHMENTS,
  contactAttachmentExtension,
  ZContactRequest,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError, invalidRequest } from '#src/lib/errors.ts';
import { findUnsafeText, unsafeTextError } from '#src/plugins/input-guard.ts';
import { UPLOAD_DIRECTORY_PREFIX } from './abandoned-uploads.ts';
import { createContentInspector } from './attachment-type.ts';

/** An uploaded file, kept in a temporary file until it is stored. */
export interface ContactAttachment {
  fileName: string;
  contentType: string;
  byteSize: number;
  path: string;
}

export interface ContactForm {
  fields: ReturnType<typeof ZContactRequest.parse>;
  attachments: ContactAttachment[];
  /** Removes the temporary files; call it whatever happened. */
  dispose(): Promise<void>;
}

/** Text fields, multipart headers and boundaries on top of the attachments themselves. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** Keeps the base name only, without control characters, so it is safe in mail headers. */
function cleanFileName(fileName: string): string {
  const baseName = fileName.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return baseName.replace(/[\u0000-\u001f\u007f"]/g, '').slice(-200) || 'bijlage';
}

const tooLarge = (fileName: string) => new HttpError(413, 'file_too_large', { fileName });
const attachmentsTooLarge = () =>
  new HttpError(413, 'attachments_too_large', { maxMegabytes: CONTACT_ATTACHMENTS_MAX_TOTAL_BYTES / 1024 / 1024 });

/** What the multipart parser throws, as an answer the sender can act on. */
function multipartError(error: unknown, fileName: string): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(fileName);
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, 'too_many_files', { max: CONTACT_MAX_ATTACHMENTS });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new HttpError(400, 'too_many_fields', {});
  }
  // Busboy's own errors: no boundary, a truncated body, a malformed part header.
  if (error instanceof Error && !('statusCode' in error)) {
    return new HttpError(400, 'malformed_multipart', { detail: error.message });
  }
  return error;
}

/** Streams one file part to disk, checking its content and the size limits on the way. */
async function saveFilePart(
  part: MultipartFile,
  fileName: string,
  directory: string,
  index: number,
  budget: { remainingBytes: number },
): Promise<ContactAttachment | null> {
  const extension = contactAttachmentExtension(fileName);
  if (!extension) {
    part.file.resume();
    throw new HttpError(400, 'unsupported_file_type', { fileName });
  }
  const inspector = createContentInspector(extension);
  let byteSize = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      byteSize += chunk.length;
      budget.remainingBytes -= chunk.length;
      if (budget.remainingBytes < 0) return done(attachmentsTooLarge());
      inspector.update(chunk);
      done(null, chunk);
    },
  });
  const path = join(directory, `${index}.upload`);
  await pipeline(part.file, check, createWriteStream(path));
  if (part.file.truncated) throw tooLarge(fileName);
  // Browsers send an empty, nameless part for a file input left empty.
  if (part.filename === '' && byteSize === 0) return null;
  const contentType = inspector.finish();
  if (!contentType) throw new HttpError(400, 'unsupported_file_type', { fileName });
  return { fileName, contentType, byteSize, path };
}

/**
 * Reads the multipart contact form (spec §3, §5): the text fields, validated with the shared
 * contract, and the attachments, streamed to temporary files (never held in memory) and accepted
 * only when both the extension and the content are of an allowed kind, each within the spec's
 * 10 MB and all of them within CONTACT_ATTACHMENTS_MAX_TOTAL_BYTES.
 */
export async function readContactForm(request: FastifyRequest): Promise<ContactForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', {});
  }
  const declaredLength = Number(request.headers['content-length'] ?? 0);
  if (declaredLength > CONTACT_ATTACHMENTS_MAX_TOTAL_BYTES + FORM_OVERHEAD_BYTES) throw attachmentsTooLarge();

  const directory = await mkdtemp(join(tmpdir(), UPLOAD_DIRECTORY_PREFIX));
  const dispose = () => rm(directory, { recursive: true, force: true });
  try {
    const values: Record<string, string> = {};
    const attachments: ContactAttachment[] = [];
    const budget = { remainingBytes: CONTACT_ATTACHMENTS_MAX_TOTAL_BYTES };
    let currentFile = '';
    let index = 0;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          currentFile = cleanFileName(part.filename);
          const attachment = await saveFilePart(part, currentFile, directory, index++, budget);
          if (attachment) attachments.push(attachment);
        } else {
          if (part.valueTruncated) throw new HttpError(400, 'field_too_long', { field: part.fieldname });
          values[part.fieldname] ??= String(part.value);
        }
      }
    } catch (error) {
      throw multipartError(error, currentFile);
    }

    const unsafe = findUnsafeText(values, 'body');
    if (unsafe) throw unsafeTextError(unsafe);
    const parsed = ZContactRequest.safeParse(values);
    if (!parsed.success) {
      throw invalidRequest(
        parsed.error.issues.map((issue) => ({
          field: ['body', ...issue.path.map(String)].join('.'),
          message: issue.message,
        })),
      );
    }
    return { fields: parsed.data, attachments, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
