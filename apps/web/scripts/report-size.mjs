// Prints the JavaScript a shopper's browser loads for the first view of a storefront home page:
// the entry chunk, everything it imports statically, and the home route with its imports.
// The budget is 120 KB gzip, so a storefront opens fast on a phone; this reports, it never fails the build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
visit('src/features/home/routes/home-route.tsx');

let total = 0;
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    return [file, size];
  })
  .sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
const kb = total / 1024;
console.log(
  `storefront initial JS: ${kb.toFixed(1)} KB gzip, ${total} bytes (budget ${BUDGET_KB} KB${kb > BUDGET_KB ? `, OVER by ${(kb - BUDGET_KB).toFixed(1)} KB` : ''})`,
);
