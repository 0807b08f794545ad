import { Resolver } from 'node:dns/promises';
import { DOMAIN_TXT_LABEL, type TDomainCheckError } from '@shop/contracts';

/** What DNS says of a domain's records: verified when the TXT record holds the domain's token. */
export type DnsCheck = { verified: true } | { verified: false; error: TDomainCheckError };

/** Asks DNS (through `servers`, e.g. `127.0.0.1:5353`, or the system's resolver) about domains. */
export type DnsChecker = (host: string, token: string) => Promise<DnsCheck>;

export const txtRecordName = (host: string) => `${DOMAIN_TXT_LABEL}.${host}`;

const NOT_THERE = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME']);

/**
 * The TXT record `_winkelwerf.<host>` proves that whoever added the domain controls its DNS (so one
 * owner cannot claim a domain another controls). The CNAME is what makes the shop reachable; it is
 * not required for verification, since an apex domain (mijnwinkel.nl) cannot have one and points
 * with A records or its DNS host's ALIAS instead.
 */
export function createDnsChecker(servers: readonly string[] | undefined, timeoutMs = 3000): DnsChecker {
  return async (host, token) => {
    const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
    if (servers?.length) resolver.setServers([...servers]);
    try {
      const records = await resolver.resolveTxt(txtRecordName(host));
      const values = records.map((chunks) => chunks.join('').trim());
      return values.includes(token) ? { verified: true } : { verified: false, error: 'txt_mismatch' };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      return { verified: false, error: NOT_THERE.has(code) ? 'txt_missing' : 'lookup_failed' };
    } finally {
      resolver.cancel();
    }
  };
}
