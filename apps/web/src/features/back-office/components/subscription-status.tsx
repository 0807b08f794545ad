import type { TShopSubscription } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '#src/features/back-office/components/time-left.ts';
import { useLocale } from '#src/lib/i18n.ts';

/** Now, refreshed every minute: the trial's time left ticks down while the page is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const box = 'rounded-2xl border p-5 sm:p-6';

/** Trial with its time left, the paid plan and its next billing date, or the prominent paused notice. */
export function SubscriptionStatus({
  subscription,
  onChoosePlan,
}: {
  subscription: TShopSubscription;
  onChoosePlan: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useMinuteClock();
  const formatDate = (value: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'long' }).format(new Date(value));
  const chooseButton = (
    <button
      type="button"
      onClick={onChoosePlan}
      className="mt-4 inline-flex rounded-lg bg-violet-700 px-5 py-2.5 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
    >
      {t('dashboard.subscription.choosePlan')}
    </button>
  );

  if (subscription.paused) {
    return (
      <section aria-labelledby="subscription-title" className={`${box} border-red-700 bg-red-50`}>
        <h2 id="subscription-title" className="flex items-center gap-2 text-xl font-bold text-red-900">
          <span aria-hidden="true">⚠</span>
          {t('dashboard.subscription.pausedTitle')}
        </h2>
        <p className="mt-2 text-red-900">{t('dashboard.subscription.pausedText')}</p>
        {chooseButton}
      </section>
    );
  }

  if (subscription.status === 'Trial') {
    const left = subscription.trialEndsAt ? timeLeft(subscription.trialEndsAt, now) : null;
    const leftText = !left
      ? t('dashboard.subscription.trialEnding')
      : left.days === 0 && left.hours === 0
        ? t('dashboard.subscription.lessThanAnHour')
        : left.days === 0
          ? t('dashboard.subscription.hoursLeft', { count: left.hours })
          : t('dashboard.subscription.daysHoursLeft', {
              days: t('dashboard.subscription.days', { count: left.days }),
              hours: t('dashboard.subscription.hours', { count: left.hours }),
            });
    return (
      <section aria-labelledby="subscription-title" className={`${box} border-violet-300 bg-violet-50`}>
        <h2 id="subscription-title" className="text-xl font-bold text-violet-950">
          {t('dashboard.subscription.trialTitle')}
        </h2>
        <p className="mt-2 text-lg font-semibold text-violet-950" data-testid="trial-left">
          {leftText}
        </p>
        {subscription.trialEndsAt && (
          <p className="mt-1 text-slate-700">
            {t('dashboard.subscription.trialEndsAt', { date: formatDate(subscription.trialEndsAt) })}
          </p>
        )}
        {chooseButton}
      </section>
    );
  }

  return (
    <section aria-labelledby="subscription-title" className={`${box} border-slate-200 bg-white`}>
      <h2 id="subscription-title" className="text-xl font-bold">
        {t('dashboard.subscription.planTitle')}
      </h2>
      <p className="mt-2 text-lg font-semibold">
        {subscription.planName ?? t('dashboard.subscription.noPlan')}
        {subscription.status === 'PastDue' && (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
            {t('dashboard.subscription.pastDue')}
          </span>
        )}
      </p>
      {subscription.currentPeriodEndsAt && (
        <p className="mt-1 text-slate-700">
          {subscription.status === 'Cancelled'
            ? t('dashboard.subscription.endsAt', { date: formatDate(subscription.currentPeriodEndsAt) })
            : t('dashboard.subscription.nextBilling', { date: formatDate(subscription.currentPeriodEndsAt) })}
        </p>
      )}
    </section>
  );
}
