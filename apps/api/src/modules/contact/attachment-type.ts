import type { TContactAttachmentExtension } from '@shop/contracts';

interface FileKind {
  contentType: string;
  /** The first bytes every file of this kind starts with. */
  signature: number[];
  /** What the end of a complete file of this kind holds (the last TAIL_BYTES bytes). */
  hasValidEnd?: (tail: Buffer) => boolean;
}

/** Readers look for a PDF's end marker in its last 1024 bytes. */
const PDF_END_WINDOW = 1024;
/** A ZIP's end record (22 bytes) may be followed by a comment of up to 65,535 bytes. */
const TAIL_BYTES = 22 + 65_535;

const JPEG: FileKind = { contentType: 'image/jpeg', signature: [0xff, 0xd8, 0xff] };
const PNG: FileKind = {
  contentType: 'image/png',
  signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  // The IEND chunk (type and CRC) closes every PNG.
  hasValidEnd: (tail) => tail.includes(Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82])),
};
const PDF: FileKind = {
  contentType: 'application/pdf',
  signature: [0x25, 0x50, 0x44, 0x46, 0x2d],
  hasValidEnd: (tail) => tail.subarray(-PDF_END_WINDOW).includes('%%EOF'),
};
// Word 97-2003 is an OLE2 compound file; .docx is a ZIP (Office Open XML) container.
const DOC: FileKind = {
  contentType: 'application/msword',
  signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};
const DOCX: FileKind = {
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  signature: [0x50, 0x4b, 0x03, 0x04],
  // The end-of-central-directory record: without it no reader can open the archive.
  hasValidEnd: (tail) => tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06])),
};

const kindByExtension: Record<TContactAttachmentExtension, FileKind> = {
  jpg: JPEG,
  jpeg: JPEG,
  png: PNG,
  pdf: PDF,
  doc: DOC,
  docx: DOCX,
};

/** A DOS header's pointer (at 0x3C) to the "PE\0\0" header; real executables keep it small. */
const PE_POINTER_OFFSET = 0x3c;
const MAX_PE_POINTER = 4096;
/** Enough of the previous chunk to see a header that straddles two chunks. */
const SCAN_OVERLAP = PE_POINTER_OFFSET + MAX_PE_POINTER + 4;
const MZ = Buffer.from('MZ');
const PE = Buffer.from('PE\0\0');
// ELF magic, 32/64-bit class, byte order, version 1: seven bytes that data hardly ever repeats.
const ELF_HEADERS = [1, 2].flatMap((bits) =>
  [1, 2].map((order) => Buffer.from([0x7f, 0x45, 0x4c, 0x46, bits, order, 1])),
);

/** Where an executable (Windows PE or ELF) header starts in the buffer, or -1. */
function executableHeaderAt(buffer: Buffer): number {
  for (let at = buffer.indexOf(MZ); at !== -1; at = buffer.indexOf(MZ, at + 1)) {
    if (at + PE_POINTER_OFFSET + 4 > buffer.length) break;
    const pointer = buffer.readUInt32LE(at + PE_POINTER_OFFSET);
    if (pointer >= MAX_PE_POINTER) continue;
    const peAt = at + pointer;
    if (peAt + PE.length <= buffer.length && buffer.subarray(peAt, peAt + PE.length).equals(PE)) return at;
  }
  for (const header of ELF_HEADERS) {
    const at = buffer.indexOf(header);
    if (at !== -1) return at;
  }
  return -1;
}

export interface ContentInspector {
  /** Feeds the next bytes of the file. */
  update(chunk: Buffer): void;
  /** The verified content type once all bytes were fed, else null. */
  finish(): string | null;
}

/**
 * Checks a file as it streams by, without holding it: it must start with the signature of the kind
 * its extension names, end as such a file ends, and contain no executable header anywhere (a file
 * that starts as a PDF and continues as a Windows program is not a PDF). The browser's declared
 * type is not trusted: it comes from the file name or from the sender.
 */
export function createContentInspector(extension: TContactAttachmentExtension): ContentInspector {
  const kind = kindByExtension[extension];
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let carry = Buffer.alloc(0);
  let executable = false;
  return {
    update(chunk) {
      if (head.length < kind.signature.length) head = Buffer.concat([head, chunk]).subarray(0, kind.signature.length);
      tail = Buffer.concat([tail, chunk]);
      if (tail.length > TAIL_BYTES) tail = Buffer.from(tail.subarray(-TAIL_BYTES));
      if (!executable) {
        const window = Buffer.concat([carry, chunk]);
        executable = executableHeaderAt(window) !== -1;
        carry = Buffer.from(window.subarray(-SCAN_OVERLAP));
      }
    },
    finish() {
      const startsRight = kind.signature.every((byte, index) => head[index] === byte);
      const endsRight = kind.hasValidEnd?.(tail) ?? true;
      return startsRight && endsRight && !executable ? kind.contentType : null;
    },
  };
}
