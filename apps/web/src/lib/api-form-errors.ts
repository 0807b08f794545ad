import { ApiError, NetworkError } from '#src/lib/api-client.ts';

/** One field of a 400 validation answer: `{ fields: [{ field, message }] }`. */
interface TFieldMessage {
  field: string;
  message: string;
}

function isFieldMessage(value: unknown): value is TFieldMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TFieldMessage).field === 'string' &&
    typeof (value as TFieldMessage).message === 'string'
  );
}

/**
 * The server's message per form field, keyed by the field's name (a 'body.' prefix and nested
 * paths are cut to the first name). The first message of a field wins.
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const fields = (error.body as { fields?: unknown }).fields;
  if (!Array.isArray(fields)) return {};
  const found: Record<string, string> = {};
  for (const entry of fields) {
    if (!isFieldMessage(entry)) continue;
    const name = entry.field.replace(/^body\./, '').split('.')[0] ?? '';
    if (name && !(name in found)) found[name] = entry.message;
  }
  return found;
}

/** The error code of an API answer (`{ error: 'subdomain_taken' }`), else null. */
export function apiErrorCode(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const code = (error.body as { error?: unknown }).error;
  return typeof code === 'string' ? code : null;
}

/** The text to show for a failed call: the server's own words, else the form's fallback; offline has its own. */
export function apiErrorText(error: unknown, texts: { fallback: string; network: string }): string {
  if (error instanceof NetworkError) return texts.network;
  if (error instanceof ApiError) return error.serverMessage ?? texts.fallback;
  return texts.fallback;
}

/** Moves focus to the first control marked invalid inside `container` (after the errors rendered). */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
  return Boolean(invalid);
}
