import { describe, expect, it } from 'vitest';
import { platformOrigin } from './links.ts';

const config = { PLATFORM_DOMAIN: 'winkelwerf.nl', STAGING_DOMAIN: 'staging.winkelwerf.nl' };
const origin = (host: string, protocol: 'http' | 'https' = 'https') => platformOrigin({ host, protocol }, config);

describe('platformOrigin', () => {
  it("uses the request's own origin on a platform host", () => {
    expect(origin('winkelwerf.nl')).toBe('https://winkelwerf.nl');
    expect(origin('WWW.winkelwerf.nl')).toBe('https://www.winkelwerf.nl');
    expect(origin('staging.winkelwerf.nl')).toBe('https://staging.winkelwerf.nl');
    expect(origin('localhost:5173', 'http')).toBe('http://localhost:5173');
    expect(origin('127.0.0.1:3000', 'http')).toBe('http://127.0.0.1:3000');
  });

  it('falls back to the platform domain for any other host', () => {
    expect(origin('evil.example')).toBe('https://winkelwerf.nl');
    expect(origin('demo.winkelwerf.nl')).toBe('https://winkelwerf.nl');
    expect(origin('winkelwerf.nl.evil.example')).toBe('https://winkelwerf.nl');
    expect(origin('winkelwerf.nl:8443')).toBe('https://winkelwerf.nl');
    expect(origin('10.0.0.5:3000', 'http')).toBe('https://winkelwerf.nl');
    expect(origin('')).toBe('https://winkelwerf.nl');
    expect(origin('winkelwerf.nl/evil')).toBe('https://winkelwerf.nl');
  });
});
