import { VAT_RATE_PERCENT } from './constants.ts';

/** Cents to the euro number the API speaks (2 decimals). */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** The VAT contained in a VAT-inclusive amount, rounded once, in cents. */
export function vatIncludedInCents(grossCents: number, ratePercent = VAT_RATE_PERCENT): number {
  return Math.round((grossCents * ratePercent) / (100 + ratePercent));
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The common case (a non-negative amount) without Intl: the first Intl.NumberFormat costs the
 * browser tens of milliseconds (locale data), in the middle of the storefront's first render.
 * Same text as Intl: the amount's shortest decimal form rounded half up to cents, grouped by 3.
 */
function formatPlainEuros(euros: number, locale: 'nl' | 'en'): string | null {
  if (Object.is(euros, -0)) return null;
  const text = String(euros);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || text.length > 15) return null;
  const digits = match[2] ?? '';
  let cents = Number(match[1]) * 100 + Number(`${digits}00`.slice(0, 2));
  if ((digits[2] ?? '0') >= '5') cents += 1;
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, locale === 'nl' ? '.' : ',');
  const fraction = String(cents % 100).padStart(2, '0');
  return locale === 'nl' ? `€ ${whole},${fraction}` : `€${whole}.${fraction}`;
}

/** '€ 12,50' in Dutch, '€12.50' in English. */
export function formatEuros(euros: number, locale: 'nl' | 'en'): string {
  const plain = formatPlainEuros(euros, locale);
  if (plain !== null) return plain;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-IE', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(euros).replace(/\u00a0/g, ' ');
}
