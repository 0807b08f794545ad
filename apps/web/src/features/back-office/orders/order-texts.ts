import { centsToEuros, formatEuros } from '@shop/contracts';

export const euros = (cents: number, language: string) =>
  formatEuros(centsToEuros(cents), language === 'en' ? 'en' : 'nl');

export const dateTime = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'medium', timeStyle: 'short' });
