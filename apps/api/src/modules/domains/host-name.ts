import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import type { HostDomains } from '@shop/contracts';

export type HostNameProblem = 'format' | 'ip' | 'platform' | 'local' | 'too_long';

/** Names that never reach a shop on the internet: loopback, mDNS, private-use and reverse zones. */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'lan', 'home.arpa', 'arpa', 'invalid'];
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host name as the owner typed it (perhaps with a scheme, a path or in Unicode) as the one form
 * we keep: lower case ASCII (punycode for an international name), no port, no trailing dot. A
 * shop's own domain must be a real public name: not an IP address, not the platform's (or
 * staging's) domain or below it, not a local name.
 */
export function normalizeHostName(
  input: string,
  domains: HostDomains,
): { host: string; problem?: undefined } | { problem: HostNameProblem } {
  let text = input.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/[/?#].*$/s, '');
  text = text.replace(/\.$/, '');
  if (!text) return { problem: 'format' };
  if (isIP(text) || isIP(text.replace(/^\[|\]$/g, ''))) return { problem: 'ip' };
  if (text.includes(':') || text.includes('@') || /\s/.test(text)) return { problem: 'format' };
  if (text.length > 253 * 4) return { problem: 'too_long' };
  const ascii = domainToASCII(text);
  if (!ascii) return { problem: 'format' };
  const labels = ascii.split('.');
  if (ascii.length > 253 || labels.some((label) => label.length > 63)) return { problem: 'too_long' };
  if (LOCAL_SUFFIXES.some((suffix) => ascii === suffix || ascii.endsWith(`.${suffix}`))) return { problem: 'local' };
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return { problem: 'format' };
  // A top-level domain is never all digits (that would be an address written oddly, e.g. 1.2.3).
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return { problem: 'ip' };
  const platform = [domains.platformDomain, domains.stagingDomain]
    .map((domain) => domain.toLowerCase())
    .filter(Boolean);
  if (platform.some((domain) => ascii === domain || ascii.endsWith(`.${domain}`))) return { problem: 'platform' };
  return { host: ascii };
}
