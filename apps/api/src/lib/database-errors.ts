/**
 * Errors that mean "PostgreSQL cannot be reached right now" rather than "this request is wrong":
 * a terminated backend, a server shutting down or restarting, a refused or broken connection.
 * The request may succeed when it is tried again, so the answer is 503, not 500.
 */

// admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// SQLSTATE class 08: connection exceptions.
const CONNECTION_EXCEPTION_CLASS = '08';
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// node-postgres reports a dropped socket or a pool that cannot connect only in the message.
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function isUnavailableItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
    if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  }
  return typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text));
}

/** True when the error, or an error it wraps (Drizzle's `cause`, an AggregateError), is a lost database. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (isUnavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** The code and message of the connection error itself, for the log: never the query or its parameters. */
export function connectionErrorSummary(error: unknown, depth = 0): string {
  if (depth > 5 || typeof error !== 'object' || error === null) return String(error);
  if (isUnavailableItself(error)) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return [code, message].filter((part) => typeof part === 'string' && part).join(' ');
  }
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined) return connectionErrorSummary(cause, depth + 1);
  return Array.isArray(errors) && errors.length > 0 ? connectionErrorSummary(errors[0], depth + 1) : '';
}
