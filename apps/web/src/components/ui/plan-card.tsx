import texts from 'virtual:locale-sections/nl/plans';
import {
  formatEuros,
  isPromotionActive,
  planFeatures,
  promotionCountdown,
  type TSubscriptionPlan,
} from '@shop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';

addDutchTexts(texts);

/** The look of a card's call to action; the popular card's is filled. */
export const planActionClass = (popular: boolean) =>
  `inline-flex justify-center rounded-lg px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:cursor-not-allowed disabled:opacity-60 ${
    popular ? 'bg-violet-700 text-white hover:bg-violet-800' : 'border border-slate-300 hover:bg-slate-50'
  }`;

function useCountdownText() {
  const { t } = useTranslation();
  return (endDate: string, now: Date) => {
    const countdown = promotionCountdown(endDate, now);
    switch (countdown.kind) {
      case 'ended':
        return t('plans.countdown.ended');
      case 'days':
        return t('plans.countdown.days', { count: countdown.count });
      case 'weeks':
        return t('plans.countdown.weeks', { count: countdown.count });
      case 'months':
        return t('plans.countdown.months', { count: countdown.count });
    }
  };
}

/** Spec §4 plan card: promotion window, struck-through price, countdown, 'Gratis', billing cycle, 'Meest populair'. */
export function PlanCard({
  plan,
  popular = false,
  now = new Date(),
  action,
}: {
  plan: TSubscriptionPlan;
  /** One card of those shown carries 'Meest populair' (see mostPopularPlanId). */
  popular?: boolean;
  now?: Date;
  /** The card's call to action (a sign-up link, a checkout button), styled with planActionClass. */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countdownText = useCountdownText();
  const promotion = isPromotionActive(plan, now) && plan.promotionalPrice !== null;
  const price = promotion ? (plan.promotionalPrice ?? plan.price) : plan.price;
  const features = planFeatures(plan.features, plan.type);
  const cycle = plan.billingCycle === 'Monthly' ? t('plans.perMonth') : t('plans.perYear');
  const headingId = `plan-${plan.id}-name`;

  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl border bg-white p-7 text-slate-900 shadow-sm ${
        popular ? 'border-violet-600 ring-2 ring-violet-600' : 'border-slate-200'
      }`}
    >
      <div className="mb-4 flex flex-wrap gap-2 empty:hidden md:min-h-7 md:empty:flex">
        {popular && (
          <span className="rounded-full bg-violet-700 px-3 py-1 text-xs font-bold text-white">
            {t('plans.mostPopular')}
          </span>
        )}
        {promotion && (
          <span className="rounded-full bg-red-700 px-3 py-1 text-xs font-bold text-white">
            {t('plans.promotionBadge')}
          </span>
        )}
      </div>
      <h3 id={headingId} className="text-xl font-bold">
        {plan.name}
      </h3>
      {plan.description && <p className="mt-2 text-sm text-slate-600">{plan.description}</p>}
      <div className="mt-5">
        {price === 0 ? (
          <p className="text-4xl font-extrabold">{t('plans.free')}</p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="text-4xl font-extrabold">{formatEuros(price, locale)}</span>
            <span className="text-slate-600">{cycle}</span>
          </p>
        )}
        {promotion && (
          <p className="mt-1 text-sm text-slate-600">
            <span className="sr-only">{t('plans.regularPrice')} </span>
            <s>{formatEuros(plan.price, locale)}</s>
            {plan.promotionalDurationMonths
              ? ` · ${t('plans.promotionMonths', { count: plan.promotionalDurationMonths })}`
              : ''}
          </p>
        )}
        {promotion && plan.promotionEndDate && (
          <p className="mt-2 text-sm font-semibold text-red-700" data-testid="plan-countdown">
            {countdownText(plan.promotionEndDate, now)}
          </p>
        )}
        {promotion && plan.promotionalDescription && (
          <p className="mt-1 text-sm text-slate-700">{plan.promotionalDescription}</p>
        )}
      </div>
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-violet-700">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {action && <div className="mt-7 flex flex-col">{action}</div>}
    </article>
  );
}
