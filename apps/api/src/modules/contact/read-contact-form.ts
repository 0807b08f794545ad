import {
  CONTACT_TOO_MANY_FILES_MESSAGE,
  contactAttachmentExtension,
  contactFileTooLargeMessage,
  contactUnsupportedFileMessage,
  ZContactRequest,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError, invalidRequest } from '#src/lib/errors.ts';
import { verifiedContentType } from './attachment-type.ts';

export interface ContactAttachment {
  fileName: string;
  contentType: string;
  data: Buffer;
}

export interface ContactForm {
  fields: ReturnType<typeof ZContactRequest.parse>;
  attachments: ContactAttachment[];
}

/** Keeps the base name only, without control characters, so it is safe in mail headers. */
function cleanFileName(fileName: string): string {
  const baseName = fileName.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return baseName.replace(/[\u0000-\u001f\u007f"]/g, '').slice(-200) || 'bijlage';
}

function multipartError(error: unknown, fileName: string): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, 'file_too_large', contactFileTooLargeMessage(fileName));
  }
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, 'too_many_files', CONTACT_TOO_MANY_FILES_MESSAGE);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new HttpError(400, 'bad_request', 'The form has too many fields.');
  }
  return error;
}

/**
 * Reads the multipart contact form (spec §3, §5): the text fields, validated with the shared
 * contract, and the attachments, accepted only when both the extension and the file's first
 * bytes are of an allowed kind.
 */
export async function readContactForm(request: FastifyRequest): Promise<ContactForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the contact form as multipart/form-data.');
  }
  const values: Record<string, string> = {};
  const uploads: { fileName: string; data: Buffer }[] = [];
  let currentFile = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        currentFile = cleanFileName(part.filename);
        const data = await part.toBuffer();
        // Browsers send an empty, nameless part for a file input left empty.
        if (part.filename === '' && data.length === 0) continue;
        uploads.push({ fileName: currentFile, data });
      } else {
        if (part.valueTruncated) throw new HttpError(400, 'bad_request', `The field ${part.fieldname} is too long.`);
        values[part.fieldname] ??= String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error, currentFile);
  }

  const parsed = ZContactRequest.safeParse(values);
  if (!parsed.success) {
    throw invalidRequest(
      parsed.error.issues.map((issue) => ({
        field: ['body', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  }

  const attachments = uploads.map(({ fileName, data }) => {
    const extension = contactAttachmentExtension(fileName);
    const contentType = extension ? verifiedContentType(extension, data) : null;
    if (!contentType) throw new HttpError(400, 'unsupported_file_type', contactUnsupportedFileMessage(fileName));
    return { fileName, contentType, data };
  });
  return { fields: parsed.data, attachments };
}
