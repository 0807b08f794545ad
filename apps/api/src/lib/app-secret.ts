import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECRET_FILE = 'app-secret';

/**
 * The server's signing key: APP_SECRET (required in production, config.ts enforces it), else a
 * random key made once and kept in DATA_DIR, so restarts and several local processes agree.
 */
export function resolveAppSecret(config: { APP_SECRET?: string | undefined; DATA_DIR: string }): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  const path = join(config.DATA_DIR, SECRET_FILE);
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    // Written aside and linked into place: a process that starts at the same moment either
    // wins the link or reads the complete key of the one that did.
    const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      linkSync(draft, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    return readFileSync(path, 'utf8').trim();
  }
}

/** An HMAC over the parts (e.g. purpose, tenant, order number): unguessable without the key. */
export function signParts(secret: string, parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
}

export function verifySignedParts(secret: string, parts: string[], token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 100) return false;
  const expected = Buffer.from(signParts(secret, parts));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
