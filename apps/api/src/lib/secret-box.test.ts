import { describe, expect, it } from 'vitest';
import { isSealed, openSecret, sealSecret } from './secret-box.ts';

const appSecret = 'a'.repeat(64);

describe('secret box', () => {
  it('seals with a prefix, a fresh IV each time, and opens again', () => {
    const sealed = sealSecret(appSecret, 'sk_test_123456');
    expect(sealed.startsWith('enc:v1:')).toBe(true);
    expect(sealed).not.toContain('sk_test_123456');
    expect(sealSecret(appSecret, 'sk_test_123456')).not.toBe(sealed);
    expect(isSealed(sealed)).toBe(true);
    expect(openSecret(appSecret, sealed)).toBe('sk_test_123456');
  });

  it('reads a value stored before encryption as it is', () => {
    expect(openSecret(appSecret, 'sk_test_plain')).toBe('sk_test_plain');
    expect(openSecret(undefined, 'whsec_plain')).toBe('whsec_plain');
  });

  it('refuses another app secret and a changed value', () => {
    const sealed = sealSecret(appSecret, 'sk_test_123456');
    expect(() => openSecret('b'.repeat(64), sealed)).toThrow();
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => openSecret(appSecret, changed)).toThrow();
    expect(() => openSecret(undefined, sealed)).toThrow();
  });
});
