import type { ProductDraft } from './draft.ts';
import { issue } from './draft.ts';

/**
 * Cell readers: each answers the value or records the row's error and answers a fallback, so one
 * pass lists every problem of a row.
 */
/** The product editor's limits (ZProductInput), so an imported product can be saved there again. */
export const MAX_LENGTH = { name: 200, sku: 200, shortDescription: 2000, description: 50_000, category: 100 } as const;
export const MAX_QUANTITY = 1_000_000;

/** "12.50", "12,50", "€ 1.234,50" → cents; Excel in Dutch writes a decimal comma. */
export function parseEuros(text: string): number | null {
  let value = text.replace(/[€\s]/g, '');
  if (value === '') return null;
  if (value.includes(',') && value.includes('.')) {
    value =
      value.lastIndexOf(',') > value.lastIndexOf('.')
        ? value.replace(/\./g, '').replace(',', '.')
        : value.replace(/,/g, '');
  } else if (value.includes(',')) {
    value = value.replace(',', '.');
  }
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const cents = Math.round(Number(value) * 100);
  return Number.isSafeInteger(cents) && cents <= 10_000_000 ? cents : null;
}

export function readPrice(draft: ProductDraft, column: string, text: string, required: boolean): number | null {
  if (text.trim() === '') {
    if (required) draft.errors.push(issue(column, 'invalid_price', { value: '' }));
    return null;
  }
  const cents = parseEuros(text);
  if (cents === null) draft.errors.push(issue(column, 'invalid_price', { value: text.slice(0, 40) }));
  return cents;
}

/** A whole number (a ".0" Excel adds is fine); empty answers the fallback. */
export function readInteger(
  draft: ProductDraft,
  column: string,
  text: string,
  fallback: number,
  range: { min: number; max: number } = { min: 0, max: 1_000_000_000 },
): number {
  const value = text.trim();
  if (value === '') return fallback;
  const number = /^-?\d+(\.0+)?$/.test(value) ? Number.parseInt(value, 10) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < range.min || number > range.max) {
    draft.errors.push(issue(column, 'invalid_number', { value: value.slice(0, 40) }));
    return fallback;
  }
  return number;
}

const TRUE_WORDS = ['true', 'yes', 'ja', '1', 'waar', 'y', 'j'];
const FALSE_WORDS = ['false', 'no', 'nee', '0', 'onwaar', 'n'];

export function readBoolean(draft: ProductDraft, column: string, text: string, fallback: boolean): boolean {
  const value = text.trim().toLowerCase();
  if (value === '') return fallback;
  if (TRUE_WORDS.includes(value)) return true;
  if (FALSE_WORDS.includes(value)) return false;
  draft.errors.push(issue(column, 'invalid_boolean', { value: text.slice(0, 40) }));
  return fallback;
}

export function readDate(draft: ProductDraft, column: string, text: string): Date | null {
  const value = text.trim();
  if (value === '') return null;
  const date = /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) {
    draft.errors.push(issue(column, 'invalid_date', { value: value.slice(0, 40) }));
    return null;
  }
  return date;
}

export function readText(draft: ProductDraft, column: string, text: string, max: number): string {
  const value = text.trim();
  if (value.length > max) {
    draft.errors.push(issue(column, 'text_too_long', { max }));
    return value.slice(0, max);
  }
  return value;
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;

export function readColour(draft: ProductDraft, column: string, text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (!COLOUR.test(value)) {
    draft.errors.push(issue(column, 'invalid_colour', { value: value.slice(0, 40) }));
    return null;
  }
  return value;
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A spreadsheet runs a cell that starts with =, +, -, @ or a tab as a formula (CSV injection).
 * The export writes such a text with a leading apostrophe, which spreadsheets show as text; the
 * import takes exactly that apostrophe off again, so the file round-trips.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const protectFromFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

export const unprotectFormula = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
