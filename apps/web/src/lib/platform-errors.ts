import { ApiError } from '#src/lib/api-client.ts';
import { apiErrorCode } from '#src/lib/api-form-errors.ts';

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
