import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '#src/lib/storage-keys.ts';

export interface StoredTenant {
  id: string;
  name: string;
  theme: string;
}

/** Spec §3: the tenant context in localStorage; older separate id/name entries are migrated. */
export function readCurrentTenant(): StoredTenant | null {
  const raw = readStorage(STORAGE_KEYS.currentTenant);
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<StoredTenant>;
      if (typeof parsed.id === 'string' && typeof parsed.name === 'string') {
        return { id: parsed.id, name: parsed.name, theme: parsed.theme ?? 'dark' };
      }
    } catch {
      // fall through to the legacy entries
    }
  }
  const legacyId = readStorage(STORAGE_KEYS.legacyTenantId);
  const legacyName = readStorage(STORAGE_KEYS.legacyTenantName);
  if (legacyId && legacyName) {
    const migrated = { id: legacyId, name: legacyName, theme: 'dark' };
    writeCurrentTenant(migrated);
    return migrated;
  }
  return null;
}

export function writeCurrentTenant(tenant: StoredTenant): void {
  writeStorage(STORAGE_KEYS.currentTenant, JSON.stringify(tenant));
  removeStorage(STORAGE_KEYS.legacyTenantId);
  removeStorage(STORAGE_KEYS.legacyTenantName);
}

export function clearCurrentTenant(): void {
  removeStorage(STORAGE_KEYS.currentTenant);
}
