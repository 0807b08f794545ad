import { inflateSync } from 'node:zlib';
import { WIN_ANSI_EXTRA } from './win-ansi.ts';

/**
 * The text a PDF of ours shows, one string per text operation, for tests: the content streams
 * (inflated when compressed), and in them the hex strings pdfkit writes for Helvetica, decoded
 * from WinAnsi. Not a general PDF reader: it reads what renderInvoicePdf and renderPackingSlipPdf make.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  const streamPattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end === -1) break;
    let body = pdf.subarray(start, end);
    if (/\/Filter\s*\/FlateDecode/.test(match[1] ?? '')) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    runs.push(...textOperations(body.toString('latin1')));
  }
  return runs;
}

/** All text of the PDF joined by newlines, for `toContain` checks. */
export function pdfText(pdf: Buffer): string {
  return pdfTextRuns(pdf).join('\n');
}

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const code = Number.parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI_EXTRA[code] ?? String.fromCharCode(code);
  }
  return text;
}

function textOperations(content: string): string[] {
  const found: string[] = [];
  const pattern = /\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
  for (let match = pattern.exec(content); match; match = pattern.exec(content)) {
    if (match[1] !== undefined) {
      const parts = [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => decodeHex(part[1] ?? ''));
      found.push(parts.join(''));
    } else {
      found.push(decodeHex(match[2] ?? ''));
    }
  }
  return found;
}
