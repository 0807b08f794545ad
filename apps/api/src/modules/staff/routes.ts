import { normalizeIP } from '@fastify/rate-limit';
import {
  ZApiError,
  ZStaffAcceptInput,
  ZStaffAcceptResponse,
  ZStaffInvitation,
  ZStaffInvitationInfo,
  ZStaffInviteInput,
  ZStaffOverview,
  ZTenantName,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { tenants } from '#src/db/schema/tables.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { platformOrigin, toPlatformUser } from '#src/modules/accounts/accounts.ts';
import { recordShopActivity } from '#src/plugins/platform-auth.ts';
import { deleteStaffLink, findUserByEmail, listMembers, listOpenInvitations, revokeInvitation } from './queries.ts';
import { acceptInvitation, inviteStaff, openInvitation } from './service.ts';
import { toInvitation, toMember } from './views.ts';

const RATE_WINDOW_MS = 15 * 60 * 1000;
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const ZShopParams = z.object({ tenantName: ZTenantName });
const ZTokenParams = z.object({ token: z.string().min(20).max(200) });

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === '23505' && candidate.constraint === constraint) return true;
  }
  return false;
}

/**
 * The shop's team: the owner (or the platform Admin) lists it, invites by e-mail, revokes
 * invitations and removes staff; the invited person opens the link and joins.
 */
export async function staffRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const { config } = options;
  const db = app.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Back office: staff'];

  // Accepting sets a password and signs in: the same budget per IP as the other account calls.
  const acceptAttempts = app.createRateLimit({
    max: config.PLATFORM_AUTH_RATE_LIMIT_PER_IP,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => `staff-invitation-ip:${normalizeIP(request.ip)}`,
  });
  const limitAccept = async (request: FastifyRequest, reply: FastifyReply) => {
    const attempt = await acceptAttempts(request);
    if (!attempt.isAllowed && attempt.isExceeded) {
      reply.header('retry-after', attempt.ttlInSeconds);
      throw new HttpError(429, 'too_many_requests', { what: 'attempts', seconds: Math.ceil(attempt.ttl / 1000) });
    }
  };

  async function tenantById(tenantId: string) {
    const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    if (!row) throw notFound('invitation');
    return app.requireTenantByName(row.name);
  }

  routes.get(
    '/api/platform/shops/:tenantName/staff',
    {
      schema: {
        tags,
        description: "The shop's team (owner first) and the open invitations. Owner or Admin.",
        params: ZShopParams,
        response: { 200: ZStaffOverview, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const [members, invitations] = await Promise.all([
        listMembers(db, access.tenant.id),
        listOpenInvitations(db, access.tenant.id, app.clock()),
      ]);
      return { members: members.map(toMember), invitations: invitations.map(toInvitation) };
    },
  );

  routes.post(
    '/api/platform/shops/:tenantName/staff/invitations',
    {
      schema: {
        tags,
        description:
          'Mails a single-use invitation link (7 days) to the address; it replaces an open invitation of the same address. Someone on the team already is a 409.',
        params: ZShopParams,
        body: ZStaffInviteInput,
        response: { 201: ZStaffInvitation, ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const invitation = await inviteStaff(db, access, request.body, {
        now: app.clock(),
        platformOrigin: platformOrigin(request, config),
        platformName: config.PLATFORM_NAME,
      });
      reply.code(201);
      return toInvitation(invitation);
    },
  );

  routes.delete(
    '/api/platform/shops/:tenantName/staff/invitations/:invitationId',
    {
      schema: {
        tags,
        description: 'Revokes an open invitation: its link stops working.',
        params: ZShopParams.extend({ invitationId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      await db.transaction(async (tx) => {
        const revoked = await revokeInvitation(tx, access.tenant.id, request.params.invitationId, app.clock());
        if (!revoked) throw notFound('invitation');
        await recordShopActivity(tx, access, 'staff.invitation_revoked', { email: revoked.email });
      });
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/api/platform/shops/:tenantName/staff/:userId',
    {
      schema: {
        tags,
        description:
          'Removes a staff member from the shop: their next call to this shop is refused (their account and other shops stay). The owner cannot be removed (409).',
        params: ZShopParams.extend({ userId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const members = await listMembers(db, access.tenant.id);
      const member = members.find((candidate) => candidate.userId === request.params.userId);
      if (!member) throw notFound('staff_member');
      if (member.role === 'Owner') throw new HttpError(409, 'owner_not_removable', {});
      await db.transaction(async (tx) => {
        const removed = await deleteStaffLink(tx, access.tenant.id, member.userId);
        if (!removed) throw notFound('staff_member');
        await recordShopActivity(tx, access, 'staff.removed', { email: member.email, name: member.fullName });
      });
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/platform/staff-invitations/:token',
    {
      schema: {
        tags,
        description:
          'What the invitation page shows: the shop, the invited address and whether it has an account. 404 for an unknown link, 410 for a used, revoked or expired one.',
        params: ZTokenParams,
        response: { 200: ZStaffInvitationInfo, ...errors, 410: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const invitation = await openInvitation(db, request.params.token, app.clock());
      const tenant = await tenantById(invitation.tenantId);
      return {
        tenantName: tenant.name,
        shopName: tenant.displayName || tenant.name,
        email: invitation.email,
        accountExists: (await findUserByEmail(db, invitation.email)) !== undefined,
        expiresAt: invitation.expiresAt.toISOString(),
        language: invitation.language === 'en' ? ('en' as const) : ('nl' as const),
      };
    },
  );

  routes.post(
    '/api/platform/staff-invitations/:token/accept',
    {
      onRequest: limitAccept,
      schema: {
        tags,
        description:
          'Joins the shop as staff. A new address sends its name and a password (the sign-up rule) and is signed in; an existing account must be signed in with the invited address and sends nothing.',
        params: ZTokenParams,
        body: ZStaffAcceptInput,
        response: { 200: ZStaffAcceptResponse, ...errors, 410: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      let joined: Awaited<ReturnType<typeof acceptInvitation>>;
      try {
        joined = await acceptInvitation(db, request, reply, request.params.token, request.body ?? {}, {
          now: app.clock(),
          sessionDays: config.PLATFORM_SESSION_DAYS,
          tenantById,
        });
      } catch (error) {
        // An account made for this address in the meantime: it logs in and opens the link again.
        if (isUniqueViolation(error, 'platform_users_email_key')) throw new HttpError(409, 'account_exists', {});
        throw error;
      }
      return {
        user: await toPlatformUser(db, joined.user),
        tenantName: joined.tenant.name,
        homePath: `/${joined.tenant.name}/dashboard`,
      };
    },
  );
}
