import { describe, expect, it } from 'vitest';
import { shopDomainOf } from '#src/lib/shop-domain.ts';

const at = (host: string) => ({ host, hostname: host.replace(/:\d+$/, '') });

describe('shopDomainOf: where a new shop will live, seen from the platform site', () => {
  it('is the platform domain on the real site, with or without www', () => {
    expect(shopDomainOf(at('winkelwerf.nl'))).toBe('winkelwerf.nl');
    expect(shopDomainOf(at('www.winkelwerf.nl'))).toBe('winkelwerf.nl');
    expect(shopDomainOf(at('staging.winkelwerf.nl'))).toBe('staging.winkelwerf.nl');
  });

  it('is the host itself, port included, elsewhere (development on localhost)', () => {
    expect(shopDomainOf(at('localhost:3000'))).toBe('localhost:3000');
    expect(shopDomainOf(at('www.localhost:3000'))).toBe('localhost:3000');
  });
});
