import type { TShopSubscription } from '@shop/contracts';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingCycleSwitch } from '#src/components/ui/billing-cycle-switch.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { PlanCard, planActionClass } from '#src/components/ui/plan-card.tsx';
import {
  type BillingCycle,
  billingCycles,
  mostPopularPlanId,
  plansForCycle,
} from '#src/components/ui/plan-selection.ts';
import { openBillingPortal, startCheckout } from '#src/features/back-office/api/billing.ts';
import { usePaidPlans } from '#src/features/back-office/api/dashboard.ts';
import { ApiError } from '#src/lib/api-client.ts';

const GRID_COLUMNS = ['', 'md:max-w-md', 'md:grid-cols-2', 'md:grid-cols-3', 'md:grid-cols-2 xl:grid-cols-4'];

/** The server's own words for a refused billing call (e.g. 409 billing_unavailable), else a general text. */
function useBillingErrorText() {
  const { t } = useTranslation();
  return (error: unknown) =>
    error instanceof ApiError && error.serverMessage ? error.serverMessage : t('dashboard.plans.failed');
}

/** The active paid plans (spec §4 promotion rules in the card) and the way to pay for one. */
export function PlanPicker({
  tenantName,
  subscription,
  headingRef,
}: {
  tenantName: string;
  subscription: TShopSubscription;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const plans = usePaidPlans();
  const errorText = useBillingErrorText();
  const [chosen, setChosen] = useState<BillingCycle>('Monthly');
  const [busy, setBusy] = useState<number | 'portal' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const all = plans.data ?? [];
  const cycles = billingCycles(all);
  const cycle = cycles.includes(chosen) ? chosen : (cycles[0] ?? 'Monthly');
  const shown = plansForCycle(all, cycle);
  const popularId = mostPopularPlanId(shown);
  const currentPlanId = subscription.status === 'Active' && !subscription.paused ? subscription.planId : null;

  const run = async (what: number | 'portal', action: () => Promise<void>) => {
    setBusy(what);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="plans-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="plans-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {t('dashboard.plans.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('dashboard.plans.subtitle')}</p>
      {error && (
        <div className="mt-4">
          <Notice kind="error">{error}</Notice>
        </div>
      )}
      {plans.isError && <p className="mt-4 text-slate-700">{t('dashboard.plans.loadFailed')}</p>}
      {cycles.length > 1 && <BillingCycleSwitch cycles={cycles} value={cycle} onChange={setChosen} />}
      <div
        className={`mt-6 grid gap-6 ${GRID_COLUMNS[Math.min(shown.length, GRID_COLUMNS.length - 1)]}`}
        aria-busy={plans.isPending}
      >
        {shown.map((plan) => {
          const current = plan.id === currentPlanId;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              popular={plan.id === popularId}
              action={
                current ? (
                  <p className="rounded-lg border-2 border-green-700 bg-green-50 px-5 py-2.5 text-center font-semibold text-green-900">
                    <span aria-hidden="true">✓ </span>
                    {t('dashboard.plans.current')}
                  </p>
                ) : (
                  <button
                    type="button"
                    disabled={busy !== null}
                    aria-busy={busy === plan.id}
                    onClick={() => void run(plan.id, () => startCheckout(tenantName, plan.id))}
                    className={planActionClass(plan.id === popularId)}
                  >
                    {busy === plan.id ? t('dashboard.plans.redirecting') : t('plans.choose', { name: plan.name })}
                  </button>
                )
              }
            />
          );
        })}
      </div>
      {subscription.canOpenBillingPortal && (
        <div className="mt-6 border-t border-slate-200 pt-5">
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => void run('portal', () => openBillingPortal(tenantName))}
            className="inline-flex rounded-lg border border-slate-400 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:opacity-60"
          >
            {t('dashboard.plans.portal')}
          </button>
          <p className="mt-2 text-sm text-slate-600">{t('dashboard.plans.portalHint')}</p>
        </div>
      )}
    </section>
  );
}
