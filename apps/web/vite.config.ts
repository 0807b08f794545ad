import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compileHints } from './scripts/compile-hints.ts';
import { localeSections } from './scripts/locale-sections.ts';

/**
 * Puts the stylesheet into index.html: the first paint needs no second round trip, and it does
 * not wait on a CSS file that arrives with the JavaScript. (The CSS has no url() to resolve.)
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset' || /url\(/.test(String(asset.source))) return tag;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

/**
 * Writes .br and .gz next to every text file of the build, which the API serves as they are
 * (`preCompressed` in apps/api/src/plugins/static-web.ts): smaller than compressing per request,
 * and index.html (served as the SPA fallback) gets compressed too.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '.vite') visit(path);
      } else if (/\.(html|js|css|svg|json|txt)$/.test(name) && statSync(path).size >= 1024) {
        const source = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
        );
      }
    }
  };
  return {
    name: 'precompress',
    // The server entry's build (dist-server) is read by the API from disk, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      visit(outDir);
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const contractsDir = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));

/**
 * The server entry (`vite build --ssr src/entry-server.tsx`, see package.json): the same components for
 * the API's server rendering, into dist-server. Its dependencies stay imports of node_modules, except
 * the workspace's contracts (TypeScript source), which are bundled: the API loads it without a transpiler.
 */
const serverBuild = {
  outDir: 'dist-server',
  emptyOutDir: true,
  target: 'node20',
  manifest: false,
  copyPublicDir: false,
};

/**
 * The built app runs the React components on Preact (through its React compatibility layer): the
 * same components and hooks at a sixth of React DOM's size, which is what lets the storefront's first
 * load stay inside its budget (ADR 016). The dev server and the unit tests keep React.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./src/lib/preact/use-sync-external-store-shim.ts', import.meta.url)),
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [localeSections(), react(), tailwindcss(), inlineEntryCss(), compileHints(), precompress()],
  resolve: { alias: command === 'build' ? preactAliases : [] },
  // The server entry bundles its libraries, so that they use the same Preact as the components.
  ssr: { noExternal: command === 'build' ? true : ['@shop/contracts'] },
  server: {
    port: 5173,
    // The API resolves the tenant from the Host header, so the proxy must keep it.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        manifest: true,
        rolldownOptions: {
          output: {
            // One long-cached vendor chunk for what every storefront page needs; app code stays per route.
            advancedChunks: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](preact|react|react-dom|scheduler|wouter|regexparam|@tanstack|i18next|react-i18next|use-sync-external-store(?![\\/].*with-selector))[\\/]/,
                },
                {
                  // The app's own modules that every storefront page loads: one chunk instead of many small ones.
                  name: 'shop-core',
                  test: /apps[\\/]web[\\/]src[\\/](lib[\\/](?!purify|platform-|use-platform-|api-form-errors)[\w-]+|components[\\/]ui[\\/](breadcrumb|busy-notice|button-styles|default-hero-graphic|focus-button-style|icons|page-state|payment-strip|price|product-card|product-image|stock-badge)|app[\\/](chrome[\\/][\w-]+|host|query-client|storefront-app|storefront-routes|prefetch-first-view))\.tsx?$|packages[\\/]contracts[\\/]src[\\/](money|colour|weight|host)\.ts$/,
                },
              ],
            },
          },
          treeshake: {
            // The contracts are pure (schemas and rules): the browser only pays for what it imports,
            // so zod stays out of the storefront's initial chunk.
            moduleSideEffects: (id: string) => !id.startsWith(contractsDir),
            // Building a schema (`z.object(…).refine(…)`) has no side effect: a view that imports only a
            // constant or rule from a contracts file (contact.ts, customer.ts) must not pull in zod (25 KB).
            manualPureFunctions: [],
          },
        },
      },
}));
