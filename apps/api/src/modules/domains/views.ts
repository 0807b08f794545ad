import type { TShopDomain } from '@shop/contracts';
import { txtRecordName } from './dns-check.ts';
import type { DomainRow } from './queries.ts';

/** A domain as the back office shows it, with the DNS records to create. */
export function toDomainView(row: DomainRow, cnameTarget: string): TShopDomain {
  return {
    id: row.id,
    host: row.host,
    status: row.status as TShopDomain['status'],
    primary: row.isPrimary,
    records: [
      { type: 'CNAME', name: row.host, value: cnameTarget },
      { type: 'TXT', name: txtRecordName(row.host), value: row.verificationToken },
    ],
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    lastError: (row.lastError as TShopDomain['lastError']) ?? null,
    url: `https://${row.host}/`,
  };
}
