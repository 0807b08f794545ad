import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdColumn } from './columns.ts';

/**
 * A shop's own domains (modules/domains). The host is unique across the platform; the key holds
 * tenant_id (Citus), so that rule is kept by the add itself (an advisory lock on the host name and
 * a look across shops in one transaction) with the host index below to look it up.
 */
export const shopDomains = pgTable(
  'shop_domains',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** Lower case, ASCII (punycode for an international name), no port, no trailing dot. */
    host: text('host').notNull(),
    /** The value of the TXT record that proves the owner controls the domain. */
    verificationToken: text('verification_token').notNull(),
    status: text('status').notNull().default('pending'),
    isPrimary: boolean('is_primary').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Since when a verified domain's records are missing (status failing); null otherwise. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** When the background check looks at it next; a node claims it by moving this ahead (a lease). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('shop_domains_host_idx').on(t.host),
    index('shop_domains_next_check_idx').on(t.nextCheckAt),
    uniqueIndex('shop_domains_one_primary').on(t.tenantId).where(sql`${t.isPrimary}`),
    check('shop_domains_status', sql`${t.status} in ('pending', 'verified', 'failing')`),
    check('shop_domains_host_lower', sql`${t.host} = lower(${t.host})`),
  ],
);
