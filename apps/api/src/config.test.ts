import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('keeps the data and the web build at the repository root by default, wherever npm runs the script', () => {
    const config = loadConfig({ INIT_CWD: '/somewhere/else' });
    expect(isAbsolute(config.DATA_DIR)).toBe(true);
    expect(config.DATA_DIR.endsWith(join('/', 'data'))).toBe(true);
    expect(config.DATA_DIR.includes(join('apps', 'api'))).toBe(false);
    expect(config.WEB_DIST_DIR.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads relative paths from where npm was started', () => {
    const config = loadConfig({ INIT_CWD: '/srv/shop', DATA_DIR: './var/data' });
    expect(config.DATA_DIR).toBe('/srv/shop/var/data');
  });

  it('refuses an invalid setting with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});
