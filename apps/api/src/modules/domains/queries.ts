import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '#src/db/client.ts';
import { shopDomains } from '#src/db/schema/tables.ts';

export type DomainRow = typeof shopDomains.$inferSelect;

export async function listDomains(db: Executor, tenantId: string): Promise<DomainRow[]> {
  return db
    .select()
    .from(shopDomains)
    .where(eq(shopDomains.tenantId, tenantId))
    .orderBy(desc(shopDomains.isPrimary), asc(shopDomains.id));
}

export async function findDomain(db: Executor, tenantId: string, id: number): Promise<DomainRow | null> {
  const [row] = await db
    .select()
    .from(shopDomains)
    .where(and(eq(shopDomains.tenantId, tenantId), eq(shopDomains.id, id)));
  return row ?? null;
}

/** Locks a host name for this transaction: two shops adding one name at once are told apart here. */
export async function lockHostName(db: Executor, host: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('shop_domains'), hashtext(${host}))`);
}

/** Whether any shop has this host (the key holds tenant_id, so this is the platform-wide uniqueness). */
export async function hostExists(db: Executor, host: string): Promise<boolean> {
  const [row] = await db.select({ id: shopDomains.id }).from(shopDomains).where(eq(shopDomains.host, host)).limit(1);
  return row !== undefined;
}

export async function countDomains(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shopDomains).where(eq(shopDomains.tenantId, tenantId));
  return Number(row?.n ?? 0);
}

export async function insertDomain(db: Executor, tenantId: string, host: string, token: string): Promise<DomainRow> {
  const [row] = await db.insert(shopDomains).values({ tenantId, host, verificationToken: token }).returning();
  if (!row) throw new Error('shop domain not inserted');
  return row;
}

export async function updateDomain(
  db: Executor,
  tenantId: string,
  id: number,
  values: Partial<Omit<DomainRow, 'tenantId' | 'id' | 'host' | 'verificationToken' | 'createdAt'>>,
): Promise<DomainRow | null> {
  const [row] = await db
    .update(shopDomains)
    .set(values)
    .where(and(eq(shopDomains.tenantId, tenantId), eq(shopDomains.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteDomain(db: Executor, tenantId: string, id: number): Promise<DomainRow | null> {
  const [row] = await db
    .delete(shopDomains)
    .where(and(eq(shopDomains.tenantId, tenantId), eq(shopDomains.id, id)))
    .returning();
  return row ?? null;
}

/** Makes one served domain the primary (or none with id null), in the caller's transaction. */
export async function setPrimary(db: Executor, tenantId: string, id: number | null): Promise<void> {
  await db
    .update(shopDomains)
    .set({ isPrimary: false })
    .where(and(eq(shopDomains.tenantId, tenantId), eq(shopDomains.isPrimary, true)));
  if (id !== null) await updateDomain(db, tenantId, id, { isPrimary: true });
}

/** The shop's primary domain, else its oldest verified one becomes primary (none when it has no verified domain). */
export async function ensurePrimary(db: Executor, tenantId: string): Promise<void> {
  await db.execute(sql`
    update ${shopDomains} set is_primary = true
    where tenant_id = ${tenantId}
      and not exists (select 1 from ${shopDomains} p where p.tenant_id = ${tenantId} and p.is_primary)
      and id = (select min(v.id) from ${shopDomains} v where v.tenant_id = ${tenantId} and v.status = 'verified')`);
}

/**
 * Claims up to `limit` domains whose check is due, moving their next check `leaseSeconds` ahead in
 * the same statement: a node that claims a row has it to itself, and a node that dies leaves it
 * to be claimed again when the lease ends.
 */
export async function claimDueDomains(db: Database, limit: number, leaseSeconds: number): Promise<DomainRow[]> {
  const due = db
    .select({ tenantId: shopDomains.tenantId, id: shopDomains.id })
    .from(shopDomains)
    .where(sql`${shopDomains.nextCheckAt} <= now()`)
    .orderBy(asc(shopDomains.nextCheckAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(shopDomains)
    .set({ nextCheckAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(sql`(${shopDomains.tenantId}, ${shopDomains.id}) in (${due})`)
    .returning();
}
