import {
  type HostDomains,
  RESERVED_SUBDOMAINS,
  SUBDOMAIN_MAX_LENGTH,
  SUBDOMAIN_MIN_LENGTH,
  SUBDOMAIN_PATTERN,
  type TSubdomainAvailability,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';

export type SubdomainProblem = NonNullable<TSubdomainAvailability['reason']>;

/** The platform's own labels, and the first label of its domains ('winkelwerf' of winkelwerf.nl). */
export function reservedSubdomains(domains: HostDomains): Set<string> {
  const domainLabels = [domains.platformDomain, domains.stagingDomain]
    .map((domain) => domain.trim().toLowerCase().split('.')[0] ?? '')
    .filter(Boolean);
  return new Set<string>([...RESERVED_SUBDOMAINS, ...domainLabels]);
}

export const isWellFormedSubdomain = (name: string) =>
  name.length >= SUBDOMAIN_MIN_LENGTH && name.length <= SUBDOMAIN_MAX_LENGTH && SUBDOMAIN_PATTERN.test(name);

/** What the rules alone say of a name (no database): invalid, reserved, or null when it may be free. */
export function subdomainRuleProblem(name: string, reserved: Set<string>): SubdomainProblem | null {
  if (!isWellFormedSubdomain(name)) return 'invalid';
  if (reserved.has(name)) return 'reserved';
  return null;
}

/** Letters and digits of any text as a subdomain label: "Atelier Anna's" → "atelier-annas". */
export function slugifySubdomain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SUBDOMAIN_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** Names close to `base`, best first; each within the length limit. */
function suggestionCandidates(base: string): string[] {
  const fit = (suffix: string) => `${base.slice(0, SUBDOMAIN_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
  const numbered = Array.from({ length: 8 }, (_, index) => fit(`-${index + 2}`));
  return [fit(''), fit('-shop'), fit('-winkel'), ...numbered, fit('-online'), fit('-store')];
}

export async function findTakenSubdomains(db: Executor, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const list = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  const result = await db.execute<{ name: string }>(
    sql`select lower(name) as name from tenants where lower(name) in (${list})`,
  );
  return new Set(result.rows.map((row) => row.name));
}

/** A free, valid name near the asked one, or null when none of the candidates is free. */
async function suggestSubdomain(db: Executor, asked: string, reserved: Set<string>): Promise<string | null> {
  let base = slugifySubdomain(asked);
  if (base.length < SUBDOMAIN_MIN_LENGTH) base = base ? `${base}-shop` : 'mijn-winkel';
  const candidates = [...new Set(suggestionCandidates(base))].filter(
    (candidate) => candidate !== asked && subdomainRuleProblem(candidate, reserved) === null,
  );
  const taken = await findTakenSubdomains(db, candidates);
  return candidates.find((candidate) => !taken.has(candidate)) ?? null;
}

/** Whether a shop could be made under this name now, and a free name close to it when not. */
export async function checkSubdomain(
  db: Executor,
  rawName: string,
  reserved: Set<string>,
): Promise<TSubdomainAvailability> {
  const name = rawName.trim().toLowerCase();
  let reason: SubdomainProblem | null = subdomainRuleProblem(name, reserved);
  if (reason === null && (await findTakenSubdomains(db, [name])).has(name)) reason = 'taken';
  if (reason === null) return { name, available: true, reason: null, suggestion: null };
  return { name, available: false, reason, suggestion: await suggestSubdomain(db, name, reserved) };
}
