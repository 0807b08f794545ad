import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeSections } from './scripts/locale-sections.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const contractsDir = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));

export default defineConfig(() => ({
  plugins: [localeSections(), react(), tailwindcss()],
  server: {
    port: 5173,
    // The API resolves the tenant from the Host header, so the proxy must keep it.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
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
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
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
        manualPureFunctions: ['z'],
      },
    },
  },
}));
