import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { customerActionTokens, customerSessions, customers } from '#src/db/schema/tables.ts';
import { createToken, hashToken } from '#src/lib/tokens.ts';

/** The database or a transaction. */
export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = Omit<typeof customers.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;
export type ActionPurpose = 'verify-email' | 'set-password';

export async function findCustomerByEmail(db: Executor, tenantId: string, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), sql`lower(${customers.email}) = lower(${email})`));
  return row ?? null;
}

export async function findCustomerById(db: Executor, tenantId: string, id: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
  return row ?? null;
}

/** Null when the e-mail address is already taken in this shop (also under concurrent registrations). */
export async function insertCustomer(db: Executor, tenantId: string, values: NewCustomer): Promise<CustomerRow | null> {
  const [row] = await db
    .insert(customers)
    .values({ ...values, tenantId })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function createSession(db: Executor, tenantId: string, customerId: number, lifetimeMs: number) {
  const { token, hash } = createToken();
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await db.insert(customerSessions).values({ tenantId, customerId, tokenHash: hash, expiresAt });
  return { token, expiresAt };
}

export async function revokeSession(db: Executor, tenantId: string, sessionId: number): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(customerSessions.tenantId, tenantId),
        eq(customerSessions.id, sessionId),
        isNull(customerSessions.revokedAt),
      ),
    );
}

export async function revokeAllSessions(db: Executor, tenantId: string, customerId: number): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(customerSessions.tenantId, tenantId),
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.revokedAt),
      ),
    );
}

export async function createActionToken(
  db: Executor,
  tenantId: string,
  customerId: number,
  purpose: ActionPurpose,
  lifetimeMs: number,
): Promise<string> {
  const { token, hash } = createToken();
  await db.insert(customerActionTokens).values({
    tenantId,
    customerId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/**
 * Marks a valid, unused, unexpired token as used and returns its customer id, in one statement,
 * so two requests with the same token cannot both succeed.
 */
export async function consumeActionToken(
  db: Executor,
  tenantId: string,
  purpose: ActionPurpose,
  token: string,
): Promise<number | null> {
  const [row] = await db
    .update(customerActionTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(customerActionTokens.tenantId, tenantId),
        eq(customerActionTokens.tokenHash, hashToken(token)),
        eq(customerActionTokens.purpose, purpose),
        isNull(customerActionTokens.usedAt),
        gt(customerActionTokens.expiresAt, new Date()),
      ),
    )
    .returning({ customerId: customerActionTokens.customerId });
  return row?.customerId ?? null;
}

export async function markEmailVerified(db: Executor, tenantId: string, customerId: number): Promise<void> {
  await db
    .update(customers)
    .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())` })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
}

export async function updatePasswordHash(
  db: Executor,
  tenantId: string,
  customerId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(customers)
    .set({ passwordHash })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
}
