import { z } from 'zod';

/**
 * A shop's own domains (custom domains): the owner adds a host name, creates the DNS records the
 * back office shows (a CNAME to the platform and a TXT record with the domain's token), the
 * platform checks them and then serves the shop there with a certificate of its own.
 */

/** Domains one shop may have at once. */
export const SHOP_DOMAINS_MAX = 5;
/** The label in front of the host name of the TXT record that proves ownership: `_winkelwerf.<host>`. */
export const DOMAIN_TXT_LABEL = '_winkelwerf';
/** "Check now" per shop: this many checks a minute. */
export const DOMAIN_CHECKS_PER_MINUTE = 10;

/**
 * pending: added, the records not (yet) found; verified: the records are there (the shop is
 * served on it); failing: it was verified but the records are gone. A failing domain is still
 * served for a grace period, then goes back to pending.
 */
export const ZShopDomainStatus = z.enum(['pending', 'verified', 'failing']);
export type TShopDomainStatus = z.infer<typeof ZShopDomainStatus>;

export const ZDnsRecord = z.object({
  type: z.enum(['CNAME', 'TXT']),
  /** The record's full name. */
  name: z.string(),
  value: z.string(),
});
export type TDnsRecord = z.infer<typeof ZDnsRecord>;

/** No TXT record, a TXT record without this domain's token, or DNS could not be asked (a timeout, a server failure). */
export const ZDomainCheckError = z.enum(['txt_missing', 'txt_mismatch', 'lookup_failed']);
export type TDomainCheckError = z.infer<typeof ZDomainCheckError>;

export const ZShopDomain = z.object({
  id: z.number().int(),
  host: z.string(),
  status: ZShopDomainStatus,
  primary: z.boolean(),
  /** The records the owner creates at their DNS host. */
  records: z.array(ZDnsRecord),
  verifiedAt: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  /** Why the last check did not verify it, or null. */
  lastError: ZDomainCheckError.nullable(),
  /** The shop's address on this domain. */
  url: z.string(),
});
export type TShopDomain = z.infer<typeof ZShopDomain>;

/** GET /api/platform/shops/:tenantName/domains */
export const ZShopDomainList = z.object({
  domains: z.array(ZShopDomain),
  max: z.number().int(),
});
export type TShopDomainList = z.infer<typeof ZShopDomainList>;

/** POST /api/platform/shops/:tenantName/domains; the host is checked and normalised by the server. */
export const ZShopDomainInput = z.object({ host: z.string().trim().min(1).max(300) });
export type TShopDomainInput = z.infer<typeof ZShopDomainInput>;

export const ZShopDomainId = z.coerce.number().int().min(1).max(2_147_483_647);
