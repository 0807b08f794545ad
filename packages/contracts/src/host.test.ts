import { describe, expect, it } from 'vitest';
import { resolveHost } from './host.ts';

const domains = { platformDomain: 'winkelwerf.nl', stagingDomain: 'staging.winkelwerf.nl' };
const shop = (tenantName: string) => ({ kind: 'shop', tenantName });
const platform = { kind: 'platform' };
const missing = { kind: 'missing-tenant' };

describe('resolveHost', () => {
  it.each([
    ['winkelwerf.nl', platform],
    ['www.winkelwerf.nl', platform],
    ['api.winkelwerf.nl', platform],
    ['staging.winkelwerf.nl', platform],
    ['www.staging.winkelwerf.nl', platform],
    ['localhost', platform],
    ['localhost:3000', platform],
    ['www.localhost:5173', platform],
  ])('%s is the platform', (host, expected) => {
    expect(resolveHost(host, domains)).toEqual(expected);
  });

  it.each([
    ['demo.winkelwerf.nl', 'demo'],
    ['Demo.WinkelWerf.NL', 'demo'],
    ['demo.winkelwerf.nl:8443', 'demo'],
    ['demo.winkelwerf.nl.', 'demo'],
    ['demo.staging.winkelwerf.nl', 'demo'],
    ['focus.staging.winkelwerf.nl:3000', 'focus'],
    ['demo.localhost', 'demo'],
    ['solo.localhost:3000', 'solo'],
  ])('%s is the shop %s', (host, tenantName) => {
    expect(resolveHost(host, domains)).toEqual(shop(tenantName));
  });

  it.each(['127.0.0.1', '127.0.0.1:3000', '10.0.0.12:80', '[::1]:3000', ''])(
    'IP or empty host %s is the platform',
    (host) => {
      expect(resolveHost(host, domains)).toEqual(platform);
    },
  );

  it.each(['example.com', 'shop.example.com:3000', 'evilwinkelwerf.nl', 'demo.winkelwerf.nl.evil.com'])(
    'an unknown host %s has no tenant',
    (host) => {
      expect(resolveHost(host, domains)).toEqual(missing);
    },
  );

  it('lets ?tenant= win over the host, lower-cased and trimmed', () => {
    expect(resolveHost('localhost:3000', domains, 'Demo')).toEqual(shop('demo'));
    expect(resolveHost('127.0.0.1:3000', domains, ' focus ')).toEqual(shop('focus'));
    expect(resolveHost('solo.localhost:3000', domains, 'demo')).toEqual(shop('demo'));
    expect(resolveHost('example.com', domains, 'demo')).toEqual(shop('demo'));
  });

  it('ignores an empty ?tenant=', () => {
    expect(resolveHost('demo.localhost', domains, '  ')).toEqual(shop('demo'));
    expect(resolveHost('localhost', domains, null)).toEqual(platform);
  });
});
