import type { TContactAttachmentExtension } from '@shop/contracts';

interface FileKind {
  contentType: string;
  /** The first bytes every file of this kind starts with. */
  signature: number[];
}

const JPEG: FileKind = { contentType: 'image/jpeg', signature: [0xff, 0xd8, 0xff] };
const PNG: FileKind = { contentType: 'image/png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] };
const PDF: FileKind = { contentType: 'application/pdf', signature: [0x25, 0x50, 0x44, 0x46, 0x2d] };
// Word 97-2003 is an OLE2 compound file; .docx is a ZIP (Office Open XML) container.
const DOC: FileKind = {
  contentType: 'application/msword',
  signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};
const DOCX: FileKind = {
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  signature: [0x50, 0x4b, 0x03, 0x04],
};

const kindByExtension: Record<TContactAttachmentExtension, FileKind> = {
  jpg: JPEG,
  jpeg: JPEG,
  png: PNG,
  pdf: PDF,
  doc: DOC,
  docx: DOCX,
};

/**
 * The content type of a file whose bytes really are what its extension says, else null. The
 * browser's declared type is not trusted: it comes from the file name or from the sender.
 */
export function verifiedContentType(extension: TContactAttachmentExtension, data: Buffer): string | null {
  const kind = kindByExtension[extension];
  const matches = kind.signature.every((byte, index) => data[index] === byte);
  return matches ? kind.contentType : null;
}
