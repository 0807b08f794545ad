import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { decryptWithKey, deriveSecretKey, encryptWithKey } from '#src/lib/secret-box.ts';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One time step either side: a phone clock a little off, or a code typed just as it changed. */
const WINDOW = 1;
const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** AES-256-GCM key for the TOTP secrets, derived from the app secret for this purpose only. */
const secretKey = (appSecret: string) => deriveSecretKey(appSecret, 'platform-totp', 'totp-secret-encryption');

export function encryptTotpSecret(appSecret: string, base32: string): string {
  return `v1.${encryptWithKey(secretKey(appSecret), base32)}`;
}

export function decryptTotpSecret(appSecret: string, stored: string): string {
  if (!stored.startsWith('v1.')) throw new Error('unknown TOTP secret format');
  return decryptWithKey(secretKey(appSecret), stored.slice(3));
}

function totpOf(base32: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });
}

export interface NewTotpSecret {
  base32: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** A new random secret (160 bits, as RFC 4226 recommends) with its otpauth:// URL and QR code. */
export function newTotpSecret(issuer: string, label: string): NewTotpSecret {
  const secret = new Secret({ size: 20 });
  const otpauthUrl = totpOf(secret.base32, issuer, label).toString();
  return { base32: secret.base32, otpauthUrl, qrSvg: renderSVG(otpauthUrl) };
}

/** The time step of a valid code at `now`, or null. The caller refuses a step already used. */
export function matchTotpCode(base32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpOf(base32);
  const delta = totp.validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}

export const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ''));

/** Ten codes like `k7m2p-x9qrt`, each of about 50 random bits. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form of a recovery code: typed case, spaces and the hyphen do not matter. */
export function hashRecoveryCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]+/g, '');
  return createHash('sha256').update(`platform-recovery:${normalized}`).digest('hex');
}
