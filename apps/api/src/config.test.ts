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

  it('switches the demo payment provider and the demo seed off in production unless set', () => {
    const secret = { APP_SECRET: 'x'.repeat(32) };
    const production = loadConfig({ NODE_ENV: 'production', ...secret });
    expect(production.DEMO_PAYMENTS).toBe(false);
    expect(production.SEED_DEMO).toBe(false);
    const optedIn = loadConfig({ NODE_ENV: 'production', DEMO_PAYMENTS: 'true', SEED_DEMO: 'true', ...secret });
    expect(optedIn.DEMO_PAYMENTS).toBe(true);
    expect(optedIn.SEED_DEMO).toBe(true);
    const development = loadConfig({});
    expect(development.DEMO_PAYMENTS).toBe(true);
    expect(development.SEED_DEMO).toBe(true);
  });

  it('requires APP_SECRET in production, and a long one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET is required when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    expect(loadConfig({}).APP_SECRET).toBeUndefined();
  });

  it('takes the proxies to trust as addresses and CIDRs, and refuses TRUST_PROXY=true', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,loopback,::1 ' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust any X-Forwarded-For/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: not an address.*10\.0\.0\.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });
});
