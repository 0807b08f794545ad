import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '#src/lib/i18n.ts';

await initI18n('nl');

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
