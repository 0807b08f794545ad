import { describe, expect, it } from 'vitest';
import { isShopOrigin, shopUrl } from './shop-url.ts';

const domains = { platformDomain: 'winkelwerf.nl', stagingDomain: 'staging.winkelwerf.nl' };
const withDomain = { name: 'bakker', primaryDomain: 'www.bakker.nl', customDomains: ['www.bakker.nl', 'bakker.nl'] };
const withoutDomain = { name: 'bakker', primaryDomain: null, customDomains: [] };

describe('shopUrl', () => {
  it("keeps the shop's own host, and a platform host with ?tenant=", () => {
    expect(shopUrl({ protocol: 'http', host: 'bakker.localhost:3000' }, withoutDomain, domains, '/cart')).toBe(
      'http://bakker.localhost:3000/cart',
    );
    expect(shopUrl({ protocol: 'http', host: 'localhost:3000' }, 'bakker', domains, '/')).toBe(
      'http://localhost:3000/?tenant=bakker',
    );
    expect(shopUrl({ protocol: 'https', host: 'evil.example' }, 'bakker', domains, '/')).toBe(
      'https://bakker.winkelwerf.nl/',
    );
  });

  it('points every link at the primary domain, whatever host the request came to', () => {
    for (const host of [
      'bakker.localhost:3000',
      'localhost:3000',
      'bakker.nl',
      'evil.example',
      'bakker.winkelwerf.nl',
    ]) {
      expect(shopUrl({ protocol: 'http', host }, withDomain, domains, '/product/7', { lang: 'en' })).toBe(
        'https://www.bakker.nl/product/7?lang=en',
      );
    }
  });
});

describe('isShopOrigin', () => {
  it("accepts the shop's subdomain and its own domains as its origin, never another site", () => {
    const request = (host: string) => ({ protocol: 'https', host });
    expect(isShopOrigin('https://www.bakker.nl', request('www.bakker.nl'), withDomain, domains)).toBe(true);
    expect(isShopOrigin('https://bakker.nl', request('bakker.nl'), withDomain, domains)).toBe(true);
    expect(isShopOrigin('https://www.bakker.nl', request('bakker.winkelwerf.nl'), withDomain, domains)).toBe(true);
    expect(isShopOrigin('https://bakker.winkelwerf.nl', request('bakker.winkelwerf.nl'), withDomain, domains)).toBe(
      true,
    );
    expect(isShopOrigin('https://evil.example', request('evil.example'), withDomain, domains)).toBe(false);
    expect(isShopOrigin('https://slager.winkelwerf.nl', request('slager.winkelwerf.nl'), withDomain, domains)).toBe(
      false,
    );
    expect(isShopOrigin('https://evil.example', request('www.bakker.nl'), withDomain, domains)).toBe(false);
    expect(isShopOrigin('https://www.bakker.nl', request('www.bakker.nl'), withoutDomain, domains)).toBe(false);
  });
});
