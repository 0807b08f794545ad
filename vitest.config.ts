import { defineConfig } from 'vitest/config';

const withBrowser = process.env.E2E !== '0';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web', ...(withBrowser ? ['e2e'] : [])],
    reporters: ['default', './scripts/plain-summary-reporter.ts'],
  },
});
