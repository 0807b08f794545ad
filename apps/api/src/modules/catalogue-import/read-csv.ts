import { IMPORT_MAX_ROWS, type TImportFormat } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { HttpError } from '#src/lib/errors.ts';
import { OUR_COLUMNS } from './our-format.ts';

export interface CsvTable {
  format: TImportFormat;
  header: string[];
  /** Each record as column → cell, with its line in the file. */
  records: { line: number; cells: Record<string, string> }[];
}

const invalidFile = (reason: 'not_csv' | 'unknown_format' | 'empty' | 'too_many_rows', limit?: number) =>
  new HttpError(400, 'import_file_invalid', limit === undefined ? { reason } : { reason, limit });

/** The format a header row belongs to, or null: Shopify's always starts with Handle and Title. */
export function detectFormat(header: string[]): TImportFormat | null {
  const names = new Set(header.map((name) => name.trim()));
  if (names.has('Handle') && names.has('Title') && names.has('Variant Price')) return 'shopify';
  if (OUR_COLUMNS.filter((column) => column.required).every((column) => names.has(column.name))) return 'winkelwerf';
  return null;
}

/** Comma or semicolon (what Excel in Dutch writes), whichever the header row uses. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'));
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

export function readCsv(bytes: Buffer): CsvTable {
  if (bytes.includes(0)) throw invalidFile('not_csv');
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      to: IMPORT_MAX_ROWS + 2,
    }) as unknown as typeof rows;
  } catch {
    throw invalidFile('not_csv');
  }
  const [headerRow, ...dataRows] = rows;
  if (!headerRow) throw invalidFile('empty');
  const header = headerRow.record.map((name) => name.trim());
  const format = detectFormat(header);
  if (!format) throw invalidFile(header.length < 2 ? 'not_csv' : 'unknown_format');
  if (dataRows.length > IMPORT_MAX_ROWS) throw invalidFile('too_many_rows', IMPORT_MAX_ROWS);
  const records = dataRows
    .filter((row) => row.record.some((cell) => cell.trim() !== ''))
    .map((row) => ({
      line: row.info.lines,
      cells: Object.fromEntries(header.map((name, index) => [name, row.record[index] ?? ''])),
    }));
  if (records.length === 0) throw invalidFile('empty');
  return { format, header, records };
}
