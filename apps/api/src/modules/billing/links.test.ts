import { describe, expect, it } from 'vitest';
import { platformLinks } from './links.ts';

const domains = { platformDomain: 'winkelwerf.nl', stagingDomain: 'staging.winkelwerf.nl' };

describe('platformLinks', () => {
  it('keeps the platform host the browser used, and puts the shop on its subdomain', () => {
    const local = platformLinks({ protocol: 'http', host: 'localhost:3000' }, domains);
    expect(local.dashboard('anna', { billing: 'success' })).toBe(
      'http://localhost:3000/anna/dashboard?billing=success',
    );
    expect(local.storefront('Anna')).toBe('http://anna.localhost:3000');
    const live = platformLinks({ protocol: 'https', host: 'www.winkelwerf.nl' }, domains);
    expect(live.storefront('anna')).toBe('https://anna.winkelwerf.nl');
    expect(live.dashboard('anna')).toBe('https://www.winkelwerf.nl/anna/dashboard');
  });

  it('names the shop with ?tenant= on a loopback address, which has no subdomains', () => {
    expect(platformLinks({ protocol: 'http', host: '127.0.0.1:8080' }, domains).storefront('anna')).toBe(
      'http://127.0.0.1:8080/?tenant=anna',
    );
  });

  it('does not trust a Host it does not serve: a shop host, a foreign site or a public IP', () => {
    for (const host of ['evil.example', 'anna.winkelwerf.nl', '203.0.113.9', 'bad host']) {
      const links = platformLinks({ protocol: 'http', host }, domains);
      expect(links.origin, host).toBe('https://winkelwerf.nl');
      expect(links.storefront('anna'), host).toBe('https://anna.winkelwerf.nl');
    }
  });
});
