import { describe, expect, it } from 'vitest';
import { formatWeight } from './weight.ts';

describe('formatWeight: grams below 1,000 g, kilograms from 1,000 g', () => {
  it.each([
    [0, '0 g'],
    [450, '450 g'],
    [999, '999 g'],
  ])('%i g reads %s', (grams, text) => {
    expect(formatWeight(grams, 'nl')).toBe(text);
    expect(formatWeight(grams, 'en')).toBe(text);
  });

  it.each([
    [1000, '1 kg', '1 kg'],
    [1100, '1,1 kg', '1.1 kg'],
    [2900, '2,9 kg', '2.9 kg'],
    [1234, '1,23 kg', '1.23 kg'],
    [1999, '2 kg', '2 kg'],
    [18000, '18 kg', '18 kg'],
    [45000, '45 kg', '45 kg'],
    [1_250_000, '1.250 kg', '1,250 kg'],
  ])('%i g reads %s in Dutch and %s in English', (grams, dutch, english) => {
    expect(formatWeight(grams, 'nl')).toBe(dutch);
    expect(formatWeight(grams, 'en')).toBe(english);
  });
});
