import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TShopPage } from './pages.ts';

/** The web build's manifest (Vite): each source module's chunk file and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The view module of each server-rendered page (apps/web/src/app/storefront-routes.tsx). */
const VIEW_MODULES: Record<string, string> = {
  home: 'src/features/home/routes/home-route.tsx',
  products: 'src/features/catalogue/routes/products-route.tsx',
  categories: 'src/features/catalogue/routes/categories-route.tsx',
  category: 'src/features/catalogue/routes/category-route.tsx',
  product: 'src/features/product/routes/product-route.tsx',
  search: 'src/features/search/routes/search-route.tsx',
  terms: 'src/features/terms/routes/terms-route.tsx',
  contact: 'src/features/contact/routes/contact-route.tsx',
};
/** Parts every shop page shows at once (apps/web/src/main.tsx loads them before hydrating). */
const EVERY_PAGE = ['src/app/chrome/shop-footer.tsx', 'src/app/chrome/background-effects.tsx'];
/** The home's other two layouts, told apart by what the server rendered (as main.tsx does). */
const HOME_LAYOUTS: [marker: string, module: string][] = [
  ['id="focus-product-grid"', 'src/features/home/components/focus-home.tsx'],
  ['id="one-product-title"', 'src/features/home/components/one-product-home.tsx'],
];

/**
 * The chunks a server-rendered page's hydration waits for beyond the entry's own (which the built
 * index.html preloads already): announced in the head as module preloads, the browser fetches them
 * at once instead of one import after another.
 */
export function createViewChunks(webDistDir: string) {
  const manifestFile = resolve(webDistDir, '.vite', 'manifest.json');
  let read: { modifiedMs: number; manifest: Manifest; entryFiles: Set<string> } | null = null;

  function current() {
    try {
      const { mtimeMs } = statSync(manifestFile);
      if (!read || read.modifiedMs !== mtimeMs) {
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
        read = { modifiedMs: mtimeMs, manifest, entryFiles: closure(manifest, ['index.html']) };
      }
      return read;
    } catch {
      return null;
    }
  }

  return function viewChunks(page: TShopPage, html: string): string[] {
    const build = current();
    const view = VIEW_MODULES[page.kind === 'private' ? page.name : page.kind];
    if (!build || !view) return [];
    const layout = page.kind === 'home' ? HOME_LAYOUTS.find(([marker]) => html.includes(marker))?.[1] : undefined;
    const files = closure(build.manifest, [view, ...EVERY_PAGE, ...(layout ? [layout] : [])]);
    return [...files].filter((file) => !build.entryFiles.has(file) && file.endsWith('.js')).map((file) => `/${file}`);
  };
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}
