import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FONT_STACKS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { srcDir } from '#src/test/source-files.ts';

describe('the shop theme', () => {
  it("uses the back office's system font stack when the shop chose none", () => {
    const css = readFileSync(join(srcDir, 'shop-theme.css'), 'utf8');
    const shopFont = /^\s*--shop-font:\s*([^;]+);$/m.exec(css)?.[1];
    expect(shopFont).toBe(FONT_STACKS.system);
  });
});
