import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, srcDir } from '#src/test/source-files.ts';

/**
 * The storefront's stylesheet (index.css) takes its utilities from every source folder except the
 * platform's (`@source not`). A shop page that rendered a component from one of those folders would
 * get it unstyled, so no module outside them may import one inside them.
 */
const excluded = [...readFileSync(join(srcDir, 'index.css'), 'utf8').matchAll(/^@source not "\.\/([^"]+)";$/gm)].map(
  ([, pattern = '']) => pattern,
);

/** Whether `file` lies in what the `@source not` pattern leaves out (a folder, or names starting so with `*`). */
const leftOutBy = (pattern: string, file: string) => {
  const path = relative(srcDir, file);
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path.startsWith(`${pattern}/`);
};
const isExcluded = (file: string) => excluded.some((pattern) => leftOutBy(pattern, file));

/** The app's modules that `file` imports, statically or lazily, as absolute paths. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from\s+|import\(\s*)'([^']+)'/g)].flatMap(([, specifier = '']) => {
    if (specifier.startsWith('#src/')) return [join(srcDir, specifier.slice('#src/'.length))];
    if (specifier.startsWith('.')) return [resolve(dirname(file), specifier)];
    return [];
  });
}

describe('the storefront stylesheet', () => {
  it('leaves out only folders that exist', () => {
    expect(excluded.length).toBeGreaterThan(0);
    const files = sourceFiles();
    for (const pattern of excluded) {
      const exists = files.some((file) => leftOutBy(pattern, file));
      expect(exists, pattern).toBe(true);
    }
  });

  it('covers every module the shop pages can load', () => {
    const crossings = sourceFiles()
      .filter((file) => !isExcluded(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(isExcluded)
          .map((target) => `${relative(srcDir, file)} → ${relative(srcDir, target)}`),
      );
    // The one way in: the platform host's app, loaded as a chunk of its own that brings its own stylesheet.
    expect(crossings).toEqual(['main.tsx → app/platform-app.tsx']);
  });
});
