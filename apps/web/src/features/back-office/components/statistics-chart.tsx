import type { TStatisticsDay } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { statisticsEuros, statisticsShortDate } from '#src/features/back-office/components/statistics-format.ts';

const WIDTH = 300;
const HEIGHT = 120;

/**
 * The 30 days' revenue as an inline SVG bar chart (no chart library: the back office stays small).
 * The picture carries a spoken summary; every figure is also in a table one click away.
 */
export function StatisticsChart({ days }: { days: TStatisticsDay[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const highest = days.reduce<TStatisticsDay | null>(
    (best, day) => (day.revenueCents > (best?.revenueCents ?? 0) ? day : best),
    null,
  );
  const max = highest?.revenueCents ?? 0;
  const total = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const slot = WIDTH / Math.max(1, days.length);
  const label = highest
    ? t('boStatistics.chart.label', {
        total: statisticsEuros(total, language),
        bestDay: statisticsShortDate(highest.date, language),
        best: statisticsEuros(highest.revenueCents, language),
      })
    : t('boStatistics.chart.labelEmpty');

  return (
    <figure className="mt-6">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold">{t('boStatistics.chart.title')}</span>
        {highest && (
          <span className="text-sm text-slate-700">
            {t('boStatistics.chart.highest', { amount: statisticsEuros(max, language) })}
          </span>
        )}
      </figcaption>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-2 block h-40 w-full"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-slate-400" strokeWidth="1" />
        {days.map((day, index) => {
          const height = max > 0 ? Math.max(day.revenueCents > 0 ? 2 : 0, (day.revenueCents / max) * (HEIGHT - 4)) : 0;
          return (
            <rect
              key={day.date}
              data-testid="statistics-bar"
              x={index * slot + slot * 0.15}
              y={HEIGHT - 1 - height}
              width={slot * 0.7}
              height={height}
              className={index === days.length - 1 ? 'fill-violet-900' : 'fill-violet-600'}
            >
              <title>
                {t('boStatistics.chart.bar', {
                  date: statisticsShortDate(day.date, language),
                  amount: statisticsEuros(day.revenueCents, language),
                  orders: day.orders,
                })}
              </title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-sm text-slate-700" aria-hidden="true">
        <span>{days[0] ? statisticsShortDate(days[0].date, language) : ''}</span>
        <span>{days.at(-1) ? statisticsShortDate(days.at(-1)?.date ?? '', language) : ''}</span>
      </div>
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-violet-800 underline-offset-4 hover:underline">
          {t('boStatistics.chart.showTable')}
        </summary>
        <div className="mt-2">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('boStatistics.chart.title')}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-1 pr-2 font-semibold">
                  {t('boStatistics.chart.date')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  {t('boStatistics.orders')}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {t('boStatistics.revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {statisticsShortDate(day.date, language)}
                  </th>
                  <td className="py-1 pr-2 text-right tabular-nums">{day.orders}</td>
                  <td className="py-1 text-right tabular-nums">{statisticsEuros(day.revenueCents, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
