import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { customerSessions, customers } from '#src/db/schema/tables.ts';
import { HttpError } from '#src/lib/errors.ts';
import { hashToken } from '#src/lib/tokens.ts';
import type { TenantContext } from './tenant.ts';

export type CustomerRecord = typeof customers.$inferSelect;

export interface AuthenticatedCustomer {
  tenant: TenantContext;
  customer: CustomerRecord;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer of the bearer token, in the request's shop (X-Tenant-Id or host); else 401. */
    requireCustomer(): Promise<AuthenticatedCustomer>;
    /** The same, or null when no (valid) token is sent. */
    optionalCustomer(tenant: TenantContext): Promise<AuthenticatedCustomer | null>;
  }
}

const unauthorized = () => new HttpError(401, 'unauthorized', {});

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export const customerAuthPlugin = fp(async (app: FastifyInstance) => {
  async function findCustomer(tenant: TenantContext, token: string): Promise<AuthenticatedCustomer | null> {
    const [row] = await app.database.db
      .select({ customer: customers, sessionId: customerSessions.id })
      .from(customerSessions)
      .innerJoin(
        customers,
        and(eq(customers.tenantId, customerSessions.tenantId), eq(customers.id, customerSessions.customerId)),
      )
      .where(
        and(
          eq(customerSessions.tenantId, tenant.id),
          eq(customerSessions.tokenHash, hashToken(token)),
          isNull(customerSessions.revokedAt),
          gt(customerSessions.expiresAt, new Date()),
        ),
      );
    return row ? { tenant, customer: row.customer, sessionId: row.sessionId } : null;
  }

  app.decorateRequest('requireCustomer', async function requireCustomer(this: FastifyRequest) {
    const token = bearerToken(this);
    if (!token) throw unauthorized();
    const tenant = await this.requireShopTenant();
    const found = await findCustomer(tenant, token);
    if (!found) throw unauthorized();
    return found;
  });

  app.decorateRequest('optionalCustomer', async function optionalCustomer(this: FastifyRequest, tenant: TenantContext) {
    const token = bearerToken(this);
    return token ? findCustomer(tenant, token) : null;
  });
});
