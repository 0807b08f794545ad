import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** An AES-256-GCM key derived from the app secret for one purpose only (HKDF-SHA256). */
export function deriveSecretKey(appSecret: string, salt: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, salt, purpose, 32));
}

/** `iv.tag.ciphertext`, each base64url: a fresh 96-bit IV per value, the tag authenticates it. */
export function encryptWithKey(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url')).join('.');
}

/** Throws when the value was not made with this key or has been changed. */
export function decryptWithKey(key: Buffer, packed: string): string {
  const [iv, tag, encrypted] = packed.split('.');
  if (!iv || !tag || !encrypted) throw new Error('unknown encrypted value format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
}

const PREFIX = 'enc:v1:';
const shopSecretKey = (appSecret: string) => deriveSecretKey(appSecret, 'shop-secrets', 'shop-secret-encryption');

/** A shop's secret (e.g. a Stripe key) as it is stored: `enc:v1:` and the encrypted value. */
export const sealSecret = (appSecret: string, plain: string): string =>
  PREFIX + encryptWithKey(shopSecretKey(appSecret), plain);

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

/** The plain secret; a value stored before encryption (no prefix) is read as it is. */
export function openSecret(appSecret: string | undefined, stored: string): string {
  if (!isSealed(stored)) return stored;
  if (!appSecret) throw new Error('an encrypted secret needs the app secret');
  return decryptWithKey(shopSecretKey(appSecret), stored.slice(PREFIX.length));
}
