import { type SerializedError, serializeError } from './log-redaction.ts';

const MAX_CAUSES = 3;

function describe(error: SerializedError): string {
  const code = typeof error.code === 'string' || typeof error.code === 'number' ? ` ${error.code}` : '';
  // Drizzle's message ends in the (redacted) parameters: the SQL text before them is enough.
  const message = error.message
    .replace(/\nparams: [\s\S]*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${error.type}${code}: ${message}`;
}

/**
 * One line about an error for places that store or print it outside the redacting logger (the
 * outbox's last error, the console at startup): class, code and message of the error and its
 * causes, without query parameters or the offending values PostgreSQL quotes.
 */
export function errorSummary(error: unknown, maxLength = 1000): string {
  if (!(error instanceof Error)) {
    const text = typeof error === 'object' && error !== null ? serializeError(error).message : String(error);
    return text.slice(0, maxLength);
  }
  const parts: string[] = [];
  let current: SerializedError | undefined = serializeError(error);
  for (let depth = 0; current && depth <= MAX_CAUSES; depth += 1) {
    parts.push(describe(current));
    current = current.cause as SerializedError | undefined;
  }
  return parts.join(' <- ').slice(0, maxLength);
}
