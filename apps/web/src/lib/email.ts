/** The forms' e-mail check (something@domain.tld); the API validates the address fully. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
