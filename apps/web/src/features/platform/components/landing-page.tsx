import texts from 'virtual:locale-sections/nl/footer,plans,platform';
import { TRIAL_DAYS, type TSubscriptionPlan } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BillingCycleSwitch } from '#src/components/ui/billing-cycle-switch.tsx';
import { PlanCard, planActionClass } from '#src/components/ui/plan-card.tsx';
import {
  type BillingCycle,
  billingCycles,
  mostPopularPlanId,
  plansForCycle,
} from '#src/components/ui/plan-selection.ts';
import { PlatformLanguageSwitch } from '#src/components/ui/platform-language-switch.tsx';
import { usePlans } from '#src/features/platform/api/get-plans.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { usePlatformSession } from '#src/lib/platform-session.ts';

addDutchTexts(texts);

const primary =
  'inline-flex items-center justify-center rounded-lg bg-violet-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700';
const headerCta =
  'inline-flex items-center justify-center whitespace-nowrap rounded-lg bg-violet-700 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:px-4 sm:text-base';
const secondary =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700';

const GRID_COLUMNS = [
  '',
  'md:max-w-md md:mx-auto',
  'md:grid-cols-2',
  'md:grid-cols-3',
  'md:grid-cols-2 xl:grid-cols-4',
];

/** Spec §2.2/§4 plans: the trial beside the plans of the chosen billing period; one card is 'Meest populair'. */
function PlanChoice({ plans, pending }: { plans: TSubscriptionPlan[]; pending: boolean }) {
  const { t } = useTranslation();
  const cycles = billingCycles(plans);
  const [chosen, setChosen] = useState<BillingCycle>('Monthly');
  const cycle = cycles.includes(chosen) ? chosen : (cycles[0] ?? 'Monthly');
  const shown = plansForCycle(plans, cycle);
  const popularId = mostPopularPlanId(shown);
  return (
    <>
      {cycles.length > 1 && <BillingCycleSwitch cycles={cycles} value={cycle} onChange={setChosen} />}
      <div
        className={`mt-10 grid gap-6 ${GRID_COLUMNS[Math.min(shown.length, GRID_COLUMNS.length - 1)]}`}
        aria-busy={pending}
      >
        {shown.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            popular={plan.id === popularId}
            action={
              <a href={`/register?plan=${plan.id}`} className={planActionClass(plan.id === popularId)}>
                {plan.type === 'Trial' ? t('platform.startTrial') : t('plans.choose', { name: plan.name })}
              </a>
            }
          />
        ))}
      </div>
    </>
  );
}

/**
 * Spec §2.2: a signed-in platform user goes to their home (Admin → /select-tenant, an owner →
 * their dashboard). The page renders meanwhile, so an anonymous visitor never waits for the answer.
 */
function useSignedInRedirect() {
  const session = usePlatformSession();
  const [, navigate] = useLocation();
  const homePath = session.data?.user?.homePath;
  useEffect(() => {
    if (homePath) navigate(homePath, { replace: true });
  }, [homePath, navigate]);
}

/** Spec §2.2 platform landing page. */
export function LandingPage() {
  const { t } = useTranslation();
  useSignedInRedirect();
  const plans = usePlans();
  const platformName = t('platform.name');

  useEffect(() => {
    document.title = `${platformName} – ${t('platform.tagline')}`;
    document.documentElement.classList.remove('dark');
  }, [platformName, t]);

  const benefits = ['trial', 'setup', 'cancel', 'commission', 'data', 'payments'] as const;
  const audiences = ['hobby', 'craft', 'starter'] as const;

  return (
    <div className="min-h-screen bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-violet-700 focus:px-4 focus:py-2 focus:text-white"
      >
        {t('common.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-3">
          <a href="/" className="min-w-0 truncate text-base font-extrabold text-violet-800 sm:text-xl">
            {platformName}
          </a>
          <nav aria-label={t('platform.nav')} className="flex shrink-0 items-center gap-1 sm:gap-2">
            <a
              href="/login"
              className="whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:text-slate-950 sm:px-3 sm:text-base"
            >
              {t('platform.login')}
            </a>
            <a href="/register" className={headerCta}>
              {t('platform.tryFree')}
            </a>
          </nav>
        </div>
      </header>
      <main id="main">
        <section className="bg-gradient-to-b from-violet-50 to-white px-4 py-20 text-center md:py-28">
          <h1 className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight md:text-6xl">
            {t('platform.heroTitle')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            {t('platform.heroText', { days: TRIAL_DAYS })}
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <a href="/register" className={primary}>
              {t('platform.startTrial')}
            </a>
            <a href="/login" className={secondary}>
              {t('platform.viewDemo')}
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t('platform.heroNote', { days: TRIAL_DAYS })}</p>
        </section>

        <section aria-labelledby="benefits-title" className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="benefits-title" className="text-center text-3xl font-bold">
            {t('platform.benefitsTitle')}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {benefits.map((key) => (
              <li key={key} className="rounded-2xl border border-slate-200 p-6">
                <h3 className="text-lg font-semibold">{t(`platform.benefits.${key}.title`, { days: TRIAL_DAYS })}</h3>
                <p className="mt-2 text-slate-600">{t(`platform.benefits.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="audience-title" className="bg-slate-50 px-4 py-16">
          <div className="mx-auto max-w-7xl">
            <h2 id="audience-title" className="text-center text-3xl font-bold">
              {t('platform.audienceTitle')}
            </h2>
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {audiences.map((key) => (
                <li key={key} className="rounded-2xl bg-white p-6 shadow-sm">
                  <h3 className="text-lg font-semibold">{t(`platform.audience.${key}.title`)}</h3>
                  <p className="mt-2 text-slate-600">{t(`platform.audience.${key}.text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="plans-title" className="mx-auto max-w-7xl px-4 py-16" id="plans">
          <h2 id="plans-title" className="text-center text-3xl font-bold">
            {t('plans.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t('plans.subtitle')}</p>
          <PlanChoice plans={plans.data ?? []} pending={plans.isPending} />
        </section>

        <section className="bg-violet-800 px-4 py-16 text-center text-white">
          <h2 className="text-3xl font-bold">{t('platform.ctaTitle')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-violet-100">{t('platform.ctaText', { days: TRIAL_DAYS })}</p>
          <a
            href="/register"
            className="mt-8 inline-flex rounded-lg bg-white px-6 py-3 font-semibold text-violet-800 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('platform.startTrial')}
          </a>
        </section>
      </main>
      <footer className="border-t border-slate-200 px-4 py-8">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 text-sm text-slate-600 md:flex-row">
          <p>{t('platform.footerCopyright', { platformName, year: new Date().getFullYear() })}</p>
          <nav aria-label={t('platform.footerNav')}>
            <ul className="flex gap-4">
              <li>
                <a href="/privacy" className="hover:underline">
                  {t('platform.privacy')}
                </a>
              </li>
              <li>
                <a href="/terms" className="hover:underline">
                  {t('platform.terms')}
                </a>
              </li>
              <li>
                <a href="/support" className="hover:underline">
                  {t('platform.support')}
                </a>
              </li>
            </ul>
          </nav>
          <PlatformLanguageSwitch />
        </div>
      </footer>
    </div>
  );
}
