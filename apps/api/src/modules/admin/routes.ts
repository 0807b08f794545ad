import {
  AUDIT_LOG_PAGE_SIZE,
  ZAdminPlan,
  ZAdminShopRow,
  ZAdminShopsQuery,
  ZApiError,
  ZAuditEntry,
  ZAuditLogQuery,
  ZPlanInput,
  ZTenantName,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { insertPlan, listAllPlans, listAuditEntries, listShopsForAdmin, updatePlan } from './queries.ts';
import { toAdminPlan, toAdminShopRow, toAuditEntry, toPlanValues } from './views.ts';

/** The Dutch field text of a taken plan name (English in the contracts' FIELD_MESSAGES). */
const PLAN_NAME_TAKEN_FIELD_TEXT = 'Er is al een abonnement met deze naam en betaalperiode';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

function isPlanNameTaken(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === '23505' && candidate.constraint === 'subscription_plans_name_cycle_key') return true;
  }
  return false;
}

/** Writes a plan; a second plan with the same name and cycle is a 409, not a 500. */
async function savePlan<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPlanNameTaken(error))
      throw new HttpError(409, 'plan_exists', {}, [{ field: 'name', message: PLAN_NAME_TAKEN_FIELD_TEXT }]);
    throw error;
  }
}

/** The platform Admin's list of shops and subscription plans, and each shop's audit log. */
export async function adminRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Platform Admin'];

  routes.get(
    '/api/admin/shops',
    {
      schema: {
        tags,
        description: 'Every shop, newest first (at most 200): status, plan, trial end, orders and owner.',
        querystring: ZAdminShopsQuery,
        response: { 200: z.array(ZAdminShopRow), ...errors },
      },
    },
    async (request) => {
      await request.requirePlatformAdmin();
      const now = app.clock();
      const records = await listShopsForAdmin(db, request.query, now);
      return records.map((record) => toAdminShopRow(record, now));
    },
  );

  routes.get(
    '/api/admin/plans',
    {
      schema: { tags, description: 'All plans, inactive ones too.', response: { 200: z.array(ZAdminPlan), ...errors } },
    },
    async (request) => {
      await request.requirePlatformAdmin();
      return (await listAllPlans(db)).map(toAdminPlan);
    },
  );

  routes.post(
    '/api/admin/plans',
    { schema: { tags, body: ZPlanInput, response: { 201: ZAdminPlan, ...errors, 409: ZApiError } } },
    async (request, reply) => {
      const session = await request.requirePlatformAdmin();
      const plan = await savePlan(() => insertPlan(db, toPlanValues(request.body)));
      request.log.info({ planId: plan.id, admin: session.user.id }, `Plan ${plan.name} created`);
      reply.code(201);
      return toAdminPlan(plan);
    },
  );

  routes.put(
    '/api/admin/plans/:planId',
    {
      schema: {
        tags,
        params: z.object({ planId: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: ZPlanInput,
        response: { 200: ZAdminPlan, ...errors, 409: ZApiError },
      },
    },
    async (request) => {
      const session = await request.requirePlatformAdmin();
      const plan = await savePlan(() => updatePlan(db, request.params.planId, toPlanValues(request.body)));
      if (!plan) throw notFound('plan');
      request.log.info({ planId: plan.id, admin: session.user.id }, `Plan ${plan.name} changed`);
      return toAdminPlan(plan);
    },
  );

  routes.get(
    '/api/platform/shops/:tenantName/audit-log',
    {
      schema: {
        tags: ['Platform accounts'],
        description:
          "The shop's activity log: who (owner, staff, platform Admin) changed what, newest first, " +
          `${AUDIT_LOG_PAGE_SIZE} a page; \`before\` is the id of the previous page's last entry. For the shop's owner.`,
        params: z.object({ tenantName: ZTenantName }),
        querystring: ZAuditLogQuery,
        response: { 200: z.array(ZAuditEntry), ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const entries = await listAuditEntries(db, access.tenant.id, {
        limit: AUDIT_LOG_PAGE_SIZE,
        ...(request.query.before === undefined ? {} : { before: request.query.before }),
      });
      return entries.map(toAuditEntry);
    },
  );
}
