import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_SECTIONS } from '#src/lib/i18n.ts';
import en from '#src/locales/en.json';
import nl from '#src/locales/nl.json';
import { sourceFiles, srcDir } from '#src/test/source-files.ts';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix.replace(/_(one|other)$/, '')];

describe('locale files', () => {
  it('nl.json and en.json have the same keys', () => {
    expect([...new Set(keysOf(en))].sort()).toEqual([...new Set(keysOf(nl))].sort());
  });

  it('every section a file uses ships in the entry or is added by its feature (addDutchTexts)', () => {
    const files = sourceFiles(srcDir);
    const registered = new Map<string, Set<string>>();
    const scopeOf = (file: string) => {
      const path = relative(srcDir, file);
      const feature = /^features\/[^/]+\//.exec(path);
      return feature ? feature[0] : path;
    };
    for (const file of files) {
      const match = /from 'virtual:locale-sections\/nl\/([\w,]+)'/.exec(readFileSync(file, 'utf8'));
      if (!match?.[1]) continue;
      const scope = registered.get(scopeOf(file)) ?? new Set();
      for (const section of match[1].split(',')) scope.add(section);
      registered.set(scopeOf(file), scope);
    }
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [, section] of text.matchAll(/\bt\(\s*['`]([a-zA-Z]+)\./g)) {
        if (!section || section in CORE_SECTIONS || registered.get(scopeOf(file))?.has(section)) continue;
        missing.push(`${relative(srcDir, file)}: ${section}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
