/** The SQLSTATE of a PostgreSQL error, also when a query builder wrapped it (as `cause`). */
function postgresErrorCode(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, severity, cause } = current as { code?: unknown; severity?: unknown; cause?: unknown };
    // pg's DatabaseError carries a severity; Node's own errors carry string codes too, without one.
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') return code;
    current = cause;
  }
  return null;
}

/**
 * Errors that only bad input can cause and that reached the error handler without a status of
 * their own: PostgreSQL's data exceptions (class 22: a number out of range, text it cannot store,
 * a malformed value). Anything else is a fault on our side and stays a 500.
 */
export function isInvalidInputError(error: unknown): boolean {
  return postgresErrorCode(error)?.startsWith('22') ?? false;
}
