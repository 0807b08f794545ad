import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createViewChunks } from './view-chunks.ts';

const dist = mkdtempSync(join(tmpdir(), 'view-chunks-'));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', imports: ['_vendor'] },
    _vendor: { file: 'assets/vendor-1.js' },
    _shared: { file: 'assets/shared-1.js', imports: ['_vendor'] },
    'src/features/product/routes/product-route.tsx': { file: 'assets/product-route-1.js', imports: ['_shared'] },
    'src/features/home/routes/home-route.tsx': { file: 'assets/home-route-1.js', imports: ['_vendor'] },
    'src/features/home/components/focus-home.tsx': { file: 'assets/focus-home-1.js' },
    'src/features/home/components/one-product-home.tsx': { file: 'assets/one-product-home-1.js' },
    'src/app/chrome/shop-footer.tsx': { file: 'assets/shop-footer-1.js', imports: ['_shared'] },
    'src/app/chrome/background-effects.tsx': { file: 'assets/background-effects-1.js' },
    'index.css': { file: 'assets/index-1.css' },
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the chunks a server-rendered page preloads', () => {
  const viewChunks = createViewChunks(dist);

  it("are the page's view, the parts of every page and their imports, without the entry's own", () => {
    expect(viewChunks({ kind: 'product', id: 3 }, '<h1>Lamp</h1>').sort()).toEqual([
      '/assets/background-effects-1.js',
      '/assets/product-route-1.js',
      '/assets/shared-1.js',
      '/assets/shop-footer-1.js',
    ]);
  });

  it("include the home's layout that the server rendered", () => {
    expect(viewChunks({ kind: 'home' }, '<section id="focus-product-grid">')).toContain('/assets/focus-home-1.js');
    expect(viewChunks({ kind: 'home' }, '<h1 id="one-product-title">')).toContain('/assets/one-product-home-1.js');
    const standard = viewChunks({ kind: 'home' }, '<main></main>');
    expect(standard).toContain('/assets/home-route-1.js');
    expect(standard.some((file) => file.includes('focus-home') || file.includes('one-product-home'))).toBe(false);
  });

  it('are none for a page the browser renders, or without a build', () => {
    expect(viewChunks({ kind: 'private', name: 'cart' }, '')).toEqual([]);
    expect(createViewChunks(join(dist, 'missing'))({ kind: 'product', id: 3 }, '')).toEqual([]);
  });
});
