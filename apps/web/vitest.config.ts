import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeSections } from './scripts/locale-sections.ts';

export default defineConfig({
  plugins: [localeSections(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
