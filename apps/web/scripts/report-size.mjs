// The JavaScript a shopper's browser loads for the first view of each server-rendered storefront
// page: the entry chunk and everything it imports statically, the page's view, and the parts every
// shop page loads at once (footer, background effects, the cookie notice of a first visit), each
// with its own imports. Fails the build when a page is over the budget (80 KB gzip), so a storefront
// keeps opening fast on a phone. Fails it as well when one of those files lacks the compile hint.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 80;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

// The first views' modules and V8's compile hint, which the build puts at the start of each of their
// files (scripts/compile-hints.ts; V8 does not honour it after a file's first code).
const {
  compileHint: COMPILE_HINT,
  everyPage: EVERY_PAGE,
  pages: PAGES,
} = JSON.parse(readFileSync(new URL('first-load.json', import.meta.url), 'utf8'));
const hasCompileHint = (file) => readFileSync(join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`);

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
const firstLoadFiles = new Set();
console.log('storefront initial JS per page (gzip):');
for (const [page, keys] of Object.entries(PAGES)) {
  const files = filesOf([...EVERY_PAGE, ...keys]);
  for (const file of files) firstLoadFiles.add(file);
  const bytes = files.reduce((sum, file) => sum + gzipped(file), 0);
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
const unhinted = [...firstLoadFiles].filter((file) => !hasCompileHint(file));
if (unhinted.length > 0) {
  console.error(`first-load files without the compile hint: ${unhinted.join(', ')}`);
  process.exitCode = 1;
}
