import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PRODUCT_BULK_ACTIONS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { auditActionKey, auditSettingsArea, auditSubject } from '#src/features/back-office/components/audit-action.ts';
import en from '#src/locales/en.json';
import nl from '#src/locales/nl.json';

const apiSource = resolve(import.meta.dirname, '../../../../../api/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const lookup = (texts: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

/** Every action code the API writes to the activity log, templates expanded. */
function recordedActions(): string[] {
  const codes = new Set<string>();
  for (const file of sourceFiles(apiSource)) {
    const text = readFileSync(file, 'utf8');
    for (const [, code] of text.matchAll(/recordShopActivity\(\s*\w+,\s*(?:\w+|\{[^}]*\}),\s*'([^']+)'/g))
      if (code) codes.add(code);
    if (/recordShopActivity\([^)]*`order\.\$\{name\}`/.test(text)) {
      for (const [, name] of text.matchAll(/\baction\(\s*'([a-z-]+)'/g)) codes.add(`order.${name}`);
    }
    if (text.includes('`product.bulk-${')) for (const bulk of PRODUCT_BULK_ACTIONS) codes.add(`product.bulk-${bulk}`);
    for (const [, suffix] of text.matchAll(/`\$\{area\}\.([a-z_]+)`/g)) {
      for (const area of ['product', 'category', 'addon']) codes.add(`${area}.${suffix}`);
    }
  }
  return [...codes].sort();
}

describe('activity log texts', () => {
  it('name every action the API records, in Dutch and English', () => {
    const codes = recordedActions();
    expect(codes).toEqual(
      expect.arrayContaining(['staff.joined', 'order.ship', 'product.bulk-delete', 'addon.image_added']),
    );
    const missing = codes.filter((code) => {
      const key = auditActionKey(code);
      return !key || typeof lookup(nl, key) !== 'string' || typeof lookup(en, key) !== 'string';
    });
    expect(missing).toEqual([]);
  });

  it('shows an unknown code as it is, and the detail that says what the action was about', () => {
    expect(auditActionKey('something.new')).toBeNull();
    expect(auditSubject({ orderNumber: 'ABC-123', email: 'x@example.nl' })).toBe('ABC-123');
    expect(auditSubject({ name: 'Sam', email: 'sam@example.nl' })).toBe('Sam');
    expect(auditSubject({ ids: [1, 2] })).toBeNull();
    expect(auditSettingsArea('settings.changed', { area: 'theme' })).toBe('theme');
    expect(auditSettingsArea('settings.changed', { area: '<script>' })).toBeNull();
  });
});
