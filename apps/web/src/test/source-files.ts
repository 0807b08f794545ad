import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The app's source folder (apps/web/src). */
export const srcDir = resolve(import.meta.dirname, '..');

/** Every TypeScript module under `dir`, tests left out. */
export function sourceFiles(dir: string = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
