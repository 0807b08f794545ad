import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAppSecret, signParts, verifySignedParts } from './app-secret.ts';

const dirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'app-secret-'));
  dirs.push(dir);
  return join(dir, 'data');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveAppSecret', () => {
  it('uses APP_SECRET when set', () => {
    expect(resolveAppSecret({ APP_SECRET: 'k'.repeat(32), DATA_DIR: freshDataDir() })).toBe('k'.repeat(32));
  });

  it('makes one random key in DATA_DIR that later starts and other processes read back', () => {
    const dataDir = freshDataDir();
    const first = resolveAppSecret({ DATA_DIR: dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveAppSecret({ DATA_DIR: dataDir })).toBe(first);
    expect(statSync(join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
    expect(resolveAppSecret({ DATA_DIR: freshDataDir() })).not.toBe(first);
  });
});

describe('signed parts', () => {
  it('verify only with the same key and the same parts', () => {
    const token = signParts('key-one', ['demo-payment', 'tenant', 'WW-1']);
    expect(verifySignedParts('key-one', ['demo-payment', 'tenant', 'WW-1'], token)).toBe(true);
    expect(verifySignedParts('key-two', ['demo-payment', 'tenant', 'WW-1'], token)).toBe(false);
    expect(verifySignedParts('key-one', ['demo-payment', 'tenant', 'WW-2'], token)).toBe(false);
    expect(verifySignedParts('key-one', ['demo-payment', 'tenant', 'WW-1'], undefined)).toBe(false);
  });
});
