import { randomBytes } from 'node:crypto';

/** Crockford base32: no I, L, O or U, so a number read aloud or retyped stays unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * 'WW-7K3M-9QX2-HD4P-T8': 14 characters of 5 random bits each (70 bits). Holding the number is
 * the right to view the order, so it must not be guessable.
 */
export function generateOrderNumber(): string {
  const bytes = randomBytes(9);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let characters = '';
  for (let index = 0; index < 14; index += 1) {
    characters += ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return `WW-${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}-${characters.slice(12)}`;
}
