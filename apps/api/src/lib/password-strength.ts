import { PLATFORM_PASSWORD_MIN_LENGTH } from '@shop/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from './errors.ts';

/** zxcvbn's scale 0–4: 3 is "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export type PasswordCheck = { ok: true } | { ok: false; reason: 'too_short' | 'too_weak' };

/**
 * The platform's password rule: long enough, and not guessable — no common password, keyboard
 * walk or repeat, and not built from what the user typed elsewhere (e-mail, name, shop name).
 */
export function checkPlatformPassword(password: string, userInputs: string[]): PasswordCheck {
  if (password.length < PLATFORM_PASSWORD_MIN_LENGTH) return { ok: false, reason: 'too_short' };
  // The parts of an e-mail address count on their own too ("anna" of anna.jansen@example.com).
  const inputs = userInputs
    .flatMap((input) => [input, ...input.split('@'), ...input.split(/[@.\s_+-]+/)])
    .map((input) => input.trim().toLowerCase())
    .filter((input) => input.length >= 3);
  const result = zxcvbn.check(password.slice(0, 100), inputs);
  return result.score >= MIN_SCORE ? { ok: true } : { ok: false, reason: 'too_weak' };
}

/** Throws 400 'weak_password' (on the field `field`) unless the password passes checkPlatformPassword. */
export function assertStrongPlatformPassword(password: string, userInputs: string[], field = 'password'): void {
  const check = checkPlatformPassword(password, userInputs);
  if (!check.ok) {
    throw new HttpError(400, 'weak_password', { reason: check.reason }, [{ field, message: WEAK_PASSWORD_FIELD_TEXT }]);
  }
}

/** The field text of a refused password (its English is in the contracts' FIELD_MESSAGES). */
export const WEAK_PASSWORD_FIELD_TEXT =
  'Kies een sterker wachtwoord: minimaal 10 tekens, geen veelgebruikt wachtwoord en niet je naam of e-mailadres.';
