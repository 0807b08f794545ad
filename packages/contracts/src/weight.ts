/**
 * A product or shipping weight as shoppers read it: grams below 1,000 g ('450 g'), kilograms from
 * 1,000 g with at most two decimals ('18 kg', '2,9 kg' in Dutch, '2.9 kg' in English).
 */
export function formatWeight(grams: number, locale: 'nl' | 'en'): string {
  const decimalMark = locale === 'nl' ? ',' : '.';
  const groupMark = locale === 'nl' ? '.' : ',';
  const group = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, groupMark);
  const rounded = Math.round(grams);
  if (Math.abs(rounded) < 1000) return `${rounded} g`;
  const hundredths = Math.round(rounded / 10);
  const sign = hundredths < 0 ? '-' : '';
  const whole = String(Math.floor(Math.abs(hundredths) / 100));
  const fraction = String(Math.abs(hundredths) % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${group(whole)}${fraction ? decimalMark + fraction : ''} kg`;
}
