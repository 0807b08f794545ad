import { SESSION_ID_PATTERN } from '@shop/contracts';
import { readStorage, STORAGE_KEYS, writeStorage } from '#src/lib/storage-keys.ts';

/** The stored cart session, or null until the shopper's first cart change makes one. */
export function storedSessionId(): string | null {
  const stored = readStorage(STORAGE_KEYS.sessionId);
  return stored && SESSION_ID_PATTERN.test(stored) ? stored : null;
}

/** The shopper's cart session: `session_{timestamp}_{random}`, kept in localStorage (spec §7). */
export function getSessionId(): string {
  const stored = storedSessionId();
  if (stored) return stored;
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 12);
  const id = `session_${Date.now()}_${random}`;
  writeStorage(STORAGE_KEYS.sessionId, id);
  return id;
}
