import { centsToEuros, formatEuros } from '@shop/contracts';

export const statisticsEuros = (cents: number, language: string) =>
  formatEuros(centsToEuros(cents), language === 'en' ? 'en' : 'nl');

/** '28 mrt' / '28 Mar' for an ISO day; read at noon UTC so no time zone moves it to another day. */
export const statisticsShortDate = (isoDay: string, language: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString(language === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
