import { STATISTICS_TIME_ZONE, ZApiError, ZShopStatistics, ZTenantName } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findDailySales,
  findLowStock,
  findStatisticsWindow,
  findTopProducts,
  findVisits,
  findWaitingOrders,
} from './queries.ts';
import { toShopStatistics } from './views.ts';

const ZShopParams = z.object({ tenantName: ZTenantName });

/** The back office overview's figures: sales, open orders, stock, consented visits and best sellers. */
export async function shopStatisticsRoutes(app: FastifyInstance) {
  const { db } = app.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/platform/shops/:tenantName/dashboard/statistics',
    {
      schema: {
        tags: ['Back office: overview'],
        description:
          "The shop's figures for the overview: orders and revenue today, 7 and 30 days and per day (Dutch days), " +
          'orders waiting to be handled, low stock, storefront visits (with consent) and best sellers. ' +
          'Owner, staff or Admin.',
        params: ZShopParams,
        response: { 200: ZShopStatistics, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const tenantId = access.tenant.id;
      const now = app.clock();
      const window = await findStatisticsWindow(db, now, STATISTICS_TIME_ZONE);
      const [daily, waiting, stock, visits, topProducts] = await Promise.all([
        findDailySales(db, tenantId, window, STATISTICS_TIME_ZONE),
        findWaitingOrders(db, tenantId),
        findLowStock(db, tenantId),
        findVisits(db, tenantId, window),
        findTopProducts(db, tenantId, window),
      ]);
      return toShopStatistics({
        timeZone: STATISTICS_TIME_ZONE,
        today: window.today,
        generatedAt: now,
        daily,
        waiting,
        stock,
        visits,
        topProducts,
      });
    },
  );
}
