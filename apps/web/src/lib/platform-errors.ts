import { ApiError } from '#src/lib/api-client.ts';

/** The error code of an API answer (`{ error: 'admin_only', … }`), or null. */
export function apiErrorCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const code = (error.body as { error?: unknown } | null)?.error;
  return typeof code === 'string' ? code : null;
}

/**
 * The per-field messages of a refused form, keyed by the body field they name: the API writes
 * `body.promotionEndDate`, the form knows `promotionEndDate`.
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.body as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return {};
  const found: Record<string, string> = {};
  for (const entry of fields) {
    if (!entry || typeof entry !== 'object') continue;
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field.replace(/^body\./, '').split('.')[0] ?? field;
    found[name] ??= message;
  }
  return found;
}

/**
 * Where a signed-in page sends the visitor for an answer that is not about the page itself; the
 * login page brings them back to `currentPath` afterwards.
 */
export function platformRedirectFor(error: unknown, currentPath = window.location.pathname): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return `/login?next=${encodeURIComponent(currentPath)}`;
  if (error.status === 403 && apiErrorCode(error) === 'two_factor_setup_required') return '/two-factor';
  return null;
}
