// The JavaScript a shopper's browser loads for the first view of each server-rendered storefront
// page: the entry chunk and everything it imports statically, the page's view, and the parts every
// shop page loads at once (footer, background effects, the cookie notice of a first visit), each
// with its own imports. Fails the build when a page is over the budget (80 KB gzip), so a storefront
// keeps opening fast on a phone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 80;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const EVERY_PAGE = [
  'index.html',
  'src/app/chrome/shop-footer.tsx',
  'src/app/chrome/background-effects.tsx',
  'src/features/cookie-consent/components/cookie-consent.tsx',
];
const HOME = 'src/features/home/routes/home-route.tsx';
const PAGES = {
  'home (standard)': [HOME],
  'home (focus)': [HOME, 'src/features/home/components/focus-home.tsx'],
  'home (one product)': [HOME, 'src/features/home/components/one-product-home.tsx'],
  product: ['src/features/product/routes/product-route.tsx'],
  products: ['src/features/catalogue/routes/products-route.tsx'],
  category: ['src/features/catalogue/routes/category-route.tsx'],
  search: ['src/features/search/routes/search-route.tsx'],
};

const sizes = new Map();
const gzipped = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};

function filesOf(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

let worst = { page: '', bytes: 0 };
const over = [];
console.log('storefront initial JS per page (gzip):');
for (const [page, keys] of Object.entries(PAGES)) {
  const bytes = filesOf([...EVERY_PAGE, ...keys]).reduce((sum, file) => sum + gzipped(file), 0);
  const kb = bytes / 1024;
  console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${page}`);
  if (bytes > worst.bytes) worst = { page, bytes };
  if (kb > BUDGET_KB) over.push(`${page} ${kb.toFixed(1)} KB`);
}
console.log('largest files of the largest page:');
for (const file of filesOf([...EVERY_PAGE, ...PAGES[worst.page]])
  .sort((a, b) => gzipped(b) - gzipped(a))
  .slice(0, 6)) {
  console.log(`  ${(gzipped(file) / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
console.log(
  `storefront initial JS: ${(worst.bytes / 1024).toFixed(1)} KB gzip at most (${worst.page}), budget ${BUDGET_KB} KB`,
);
if (over.length > 0) {
  console.error(`over the ${BUDGET_KB} KB budget: ${over.join(', ')}`);
  process.exitCode = 1;
}
