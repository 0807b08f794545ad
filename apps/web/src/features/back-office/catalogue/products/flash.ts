/** A message handed to the next page through its history entry (created, copied, deleted); read once. */
export function takeFlash(): string | null {
  const state = window.history.state as { flash?: unknown } | null;
  if (typeof state?.flash !== 'string') return null;
  const { flash, ...rest } = state as Record<string, unknown>;
  window.history.replaceState(rest, '');
  return flash as string;
}
