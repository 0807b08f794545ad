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

/** '€ 12,50' in Dutch, '€12.50' in English. */
export function formatEuros(euros: number, locale: 'nl' | 'en'): string {
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
