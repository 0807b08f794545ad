import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { assertStrongPlatformPassword, checkPlatformPassword } from './password-strength.ts';

describe('checkPlatformPassword', () => {
  it('refuses a password shorter than 10 characters', () => {
    expect(checkPlatformPassword('Xq7#mLp2!', [])).toEqual({ ok: false, reason: 'too_short' });
  });

  it('refuses common passwords and keyboard walks of any length', () => {
    expect(checkPlatformPassword('password123', [])).toEqual({ ok: false, reason: 'too_weak' });
    expect(checkPlatformPassword('qwertyuiop', [])).toEqual({ ok: false, reason: 'too_weak' });
    expect(checkPlatformPassword('aaaaaaaaaaaa', [])).toEqual({ ok: false, reason: 'too_weak' });
  });

  it('refuses a password made of the e-mail address, the name or the shop name', () => {
    const inputs = ['annabel.vermeulen@example.com', 'Annabel Vermeulen', 'Bloemenkraam'];
    expect(checkPlatformPassword('vermeulen2024', inputs)).toEqual({ ok: false, reason: 'too_weak' });
    expect(checkPlatformPassword('Bloemenkraam1', inputs)).toEqual({ ok: false, reason: 'too_weak' });
    // The same password passes for someone else: the user's own words are what made it weak.
    expect(checkPlatformPassword('Bloemenkraam1', [])).toEqual({ ok: true });
  });

  it('accepts a long unguessable password', () => {
    expect(checkPlatformPassword('paard-batterij-nietje-correct', ['jan@example.com'])).toEqual({ ok: true });
    expect(checkPlatformPassword('Xq7#mLp2!vR9', [])).toEqual({ ok: true });
  });

  it('throws 400 weak_password on the password field', () => {
    let error: unknown;
    try {
      assertStrongPlatformPassword('welkom12345', []);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).code).toBe('weak_password');
    expect((error as HttpError).fields?.[0]?.field).toBe('password');
  });
});
