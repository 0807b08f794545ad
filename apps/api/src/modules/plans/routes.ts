import { centsToEuros, type TSubscriptionPlan, ZSubscriptionPlan } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptionPlans } from '#src/db/schema/tables.ts';

export async function planRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/subscription/plans',
      { schema: { tags: ['Platform'], response: { 200: z.array(ZSubscriptionPlan) } } },
      async (): Promise<TSubscriptionPlan[]> => {
        const rows = await app.database.db
          .select()
          .from(subscriptionPlans)
          .where(eq(subscriptionPlans.isActive, true))
          .orderBy(asc(subscriptionPlans.displayOrder), asc(subscriptionPlans.priceCents));
        return rows.map((row) => ({
          id: row.id,
          name: row.name,
          type: row.type as TSubscriptionPlan['type'],
          billingCycle: row.billingCycle as TSubscriptionPlan['billingCycle'],
          price: centsToEuros(row.priceCents),
          description: row.description,
          isActive: row.isActive,
          features: row.features,
          hasPromotion: row.hasPromotion,
          promotionStartDate: row.promotionStartDate?.toISOString() ?? null,
          promotionEndDate: row.promotionEndDate?.toISOString() ?? null,
          promotionalPrice: row.promotionalPriceCents === null ? null : centsToEuros(row.promotionalPriceCents),
          promotionalDescription: row.promotionalDescription,
          promotionalDurationMonths: row.promotionalDurationMonths,
        }));
      },
    );
}
