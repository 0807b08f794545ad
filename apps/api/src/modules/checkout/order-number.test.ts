import { ORDER_NUMBER_PATTERN } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { generateOrderNumber } from './order-number.ts';

describe('generateOrderNumber', () => {
  it("reads like 'WW-7K3M-9QX2-HD4P-T8' in Crockford base32 (no I, L, O, U)", () => {
    for (let index = 0; index < 200; index += 1) {
      const number = generateOrderNumber();
      expect(number).toMatch(ORDER_NUMBER_PATTERN);
      expect(number.slice(3)).not.toMatch(/[ILOU]/);
    }
  });

  it('carries 70 random bits: no repeats, and every character position varies', () => {
    const numbers = Array.from({ length: 5000 }, generateOrderNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    const characters = numbers.map((number) => number.replaceAll('-', '').slice(2));
    for (let position = 0; position < 14; position += 1) {
      const seen = new Set(characters.map((text) => text[position]));
      expect(seen.size, `position ${position}`).toBeGreaterThan(24);
    }
  });
});
