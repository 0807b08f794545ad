import { describe, expect, it } from 'vitest';
import { carriedTenantParam, decideApp } from '#src/app/host.ts';
import { serverNamedShop } from '#src/lib/host-domains.ts';

const at = (host: string, search = '') => ({ host, search });

describe('a shop on its own domain (the server names it in the page)', () => {
  it('opens the named shop on a host no rule knows, without carrying ?tenant=', () => {
    expect(decideApp(at('www.mijnwinkel.nl'), 'bakker')).toEqual({ kind: 'shop', tenantName: 'bakker' });
    expect(carriedTenantParam(at('www.mijnwinkel.nl'), 'bakker')).toBeNull();
  });

  it('leaves shop and platform hosts to the host rules', () => {
    expect(decideApp(at('slager.localhost:3000'), 'bakker')).toEqual({ kind: 'shop', tenantName: 'slager' });
    expect(decideApp(at('localhost:3000'), 'bakker')).toEqual({ kind: 'platform' });
    expect(decideApp(at('www.mijnwinkel.nl'), null)).toEqual({ kind: 'missing-tenant' });
  });

  it('reads only a well-formed shop name from the meta tag', () => {
    const doc = (content: string | null) => ({
      querySelector: () => (content === null ? null : ({ getAttribute: () => content } as unknown as Element)),
    });
    expect(serverNamedShop(doc('Bakker'))).toBe('bakker');
    expect(serverNamedShop(doc('<script>'))).toBeNull();
    expect(serverNamedShop(doc(null))).toBeNull();
  });
});
