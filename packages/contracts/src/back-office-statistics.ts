import { z } from 'zod';

/**
 * The back office overview's figures (GET /api/platform/shops/:tenantName/dashboard/statistics).
 *
 * Days are calendar days in the shop's time zone (STATISTICS_TIME_ZONE); orders fall on the day
 * they were placed. An order counts as a sale unless it was cancelled or its payment failed, was
 * cancelled or expired (so an order awaiting its bank transfer counts). Revenue is money received:
 * the totals of paid orders (payment Paid or Refunded) minus what was refunded of them. Money is in
 * cents, days are ISO dates (YYYY-MM-DD), moments ISO date-times.
 */

/** Every shop's days are Dutch days (the platform serves Dutch shops). */
export const STATISTICS_TIME_ZONE = 'Europe/Amsterdam';
/** The chart's and the top lists' window, today included. */
export const STATISTICS_DAYS = 30;
export const STATISTICS_TOP_COUNT = 5;
export const STATISTICS_LOW_STOCK_LIST = 8;

const ZCount = z.number().int().nonnegative();
const ZCents = z.number().int();

export const ZStatisticsFigures = z.object({ orders: ZCount, revenueCents: ZCents });
export type TStatisticsFigures = z.infer<typeof ZStatisticsFigures>;

export const ZStatisticsDay = ZStatisticsFigures.extend({ date: z.string() });
export type TStatisticsDay = z.infer<typeof ZStatisticsDay>;

export const ZStatisticsTopProduct = z.object({
  /** Null when the product was deleted since. */
  productId: z.number().int().nullable(),
  name: z.string(),
  quantity: ZCount,
  revenueCents: ZCents,
});
export type TStatisticsTopProduct = z.infer<typeof ZStatisticsTopProduct>;

export const ZStatisticsLowStockProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  stockQuantity: z.number().int(),
  isActive: z.boolean(),
});
export type TStatisticsLowStockProduct = z.infer<typeof ZStatisticsLowStockProduct>;

export const ZShopStatistics = z.object({
  timeZone: z.string(),
  /** Today in the shop's time zone. */
  today: z.string(),
  generatedAt: z.string(),
  periods: z.object({ today: ZStatisticsFigures, last7Days: ZStatisticsFigures, last30Days: ZStatisticsFigures }),
  /** One entry per day of the last 30 days, oldest first, today last. */
  daily: z.array(ZStatisticsDay),
  /** Orders the shop still has to act on, whenever they were placed. */
  waiting: z.object({
    /** Pending with the payment still open (a bank transfer to arrive, a card payment under way). */
    awaitingPayment: ZCount,
    /** Pending and paid: to be processed. */
    toProcess: ZCount,
    /** Processing: to be shipped. */
    toShip: ZCount,
  }),
  /** Products whose stock is kept (not made to order): low is 1 to 5, out is 0. */
  stock: z.object({ low: ZCount, out: ZCount, products: z.array(ZStatisticsLowStockProduct) }),
  /** Storefront visits recorded with the shopper's analytics consent (spec §7's track call). */
  visits: z.object({
    last7Days: ZCount,
    last30Days: ZCount,
    /** Paths of the pages visitors landed on, last 30 days. */
    topPages: z.array(z.object({ path: z.string(), visits: ZCount })),
    /** Referring sites by host name, last 30 days; direct visits and the shop's own pages are left out. */
    topReferrers: z.array(z.object({ host: z.string(), visits: ZCount })),
    /** Visits without a referrer from another site, last 30 days. */
    direct: ZCount,
  }),
  /** The last 30 days' sold products (orders that count as sales). */
  topProducts: z.object({ byQuantity: z.array(ZStatisticsTopProduct), byRevenue: z.array(ZStatisticsTopProduct) }),
});
export type TShopStatistics = z.infer<typeof ZShopStatistics>;
