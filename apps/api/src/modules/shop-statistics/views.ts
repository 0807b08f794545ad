import type { TShopStatistics, TStatisticsDay, TStatisticsFigures } from '@shop/contracts';

/** The figures of the days from `since` (an ISO date) on. */
function sumFrom(daily: TStatisticsDay[], since: string): TStatisticsFigures {
  return daily
    .filter((day) => day.date >= since)
    .reduce((sum, day) => ({ orders: sum.orders + day.orders, revenueCents: sum.revenueCents + day.revenueCents }), {
      orders: 0,
      revenueCents: 0,
    });
}

/** The overview: today, 7 and 30 days are sums of the daily series, so the cards always match the chart. */
export function toShopStatistics(input: {
  timeZone: string;
  today: string;
  generatedAt: Date;
  daily: TStatisticsDay[];
  waiting: TShopStatistics['waiting'];
  stock: TShopStatistics['stock'];
  visits: TShopStatistics['visits'];
  topProducts: TShopStatistics['topProducts'];
}): TShopStatistics {
  const { daily } = input;
  const sevenDaysAgo = daily[Math.max(0, daily.length - 7)]?.date ?? input.today;
  return {
    timeZone: input.timeZone,
    today: input.today,
    generatedAt: input.generatedAt.toISOString(),
    periods: {
      today: sumFrom(daily, input.today),
      last7Days: sumFrom(daily, sevenDaysAgo),
      last30Days: sumFrom(daily, daily[0]?.date ?? input.today),
    },
    daily,
    waiting: input.waiting,
    stock: input.stock,
    visits: input.visits,
    topProducts: input.topProducts,
  };
}
