import texts from 'virtual:locale-sections/nl/admin';
import type { TAdminPlan } from '@shop/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { PlatformShell, usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { useAdminPlans } from '#src/features/admin/api/plans.ts';
import { AdminError } from '#src/features/admin/components/admin-error.tsx';
import { PlanForm } from '#src/features/admin/components/plan-form.tsx';
import { PlanList } from '#src/features/admin/components/plan-list.tsx';
import { addDutchTexts } from '#src/lib/i18n.ts';

addDutchTexts(texts);

/** Being edited: a plan, a new one, or nothing. */
type Editing = { plan: TAdminPlan | null } | null;

/** /admin/plans: the platform Admin creates and edits the subscription plans (spec §3, §4). */
export default function PlansRoute() {
  const { t } = useTranslation();
  usePlatformTitle(t('admin.plans.title'));
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const close = (message: string | null) => {
    setEditing(null);
    setSaved(message);
    window.setTimeout(() => listHeading.current?.focus());
  };

  return (
    <PlatformShell>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold">{t('admin.plans.title')}</h1>
        {!plans.isError && (
          <a href="/select-tenant" className="font-semibold text-violet-800 underline underline-offset-4">
            {t('admin.plans.backToShops')}
          </a>
        )}
      </div>
      {plans.isError ? (
        <AdminError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : (
        <div className="mt-6 grid gap-6">
          <div aria-live="polite" className="empty:hidden">
            {saved && <Notice kind="success">{saved}</Notice>}
          </div>
          {editing ? (
            <PlanForm
              key={editing.plan?.id ?? 'new'}
              plan={editing.plan}
              onSaved={(plan) => close(t('admin.plans.saved', { name: plan.name }))}
              onCancel={() => close(null)}
            />
          ) : (
            <button
              type="button"
              onClick={() => {
                setSaved(null);
                setEditing({ plan: null });
              }}
              className={`${buttonPrimary} self-start justify-self-start`}
            >
              {t('admin.plans.new')}
            </button>
          )}
          <section aria-labelledby="plan-list-title">
            <h2 id="plan-list-title" ref={listHeading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
              {t('admin.plans.listTitle')}
            </h2>
            {plans.isPending && (
              <p role="status" className="mt-4 text-slate-700">
                {t('admin.loading')}
              </p>
            )}
            {plans.data?.length === 0 && <p className="mt-4 text-slate-700">{t('admin.plans.empty')}</p>}
            {plans.data && plans.data.length > 0 && (
              <div className="mt-4">
                <PlanList
                  plans={plans.data}
                  onEdit={(plan) => {
                    setSaved(null);
                    setEditing({ plan });
                  }}
                />
              </div>
            )}
          </section>
        </div>
      )}
    </PlatformShell>
  );
}
