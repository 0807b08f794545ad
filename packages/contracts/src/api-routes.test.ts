import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('api routes', () => {
  it('has no runtime imports, so the table never pulls zod into the browser', () => {
    const source = readFileSync(new URL('./api-routes.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import [^;]*;/gm)].map(([statement]) => statement);
    expect(imports.length).toBeGreaterThan(0);
    for (const statement of imports) expect(statement).toMatch(/^import type /);
    expect(source).not.toMatch(/^export (const|function|class) /m);
  });
});
