import texts from 'virtual:locale-sections/nl/dashboard,plans,boStatistics';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useSearch } from 'wouter';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { PlatformShell, usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { useDashboard } from '#src/features/back-office/api/dashboard.ts';
import { AccountSection } from '#src/features/back-office/components/account-section.tsx';
import { AuditLog } from '#src/features/back-office/components/audit-log.tsx';
import { BackOfficeFrame } from '#src/features/back-office/components/back-office-frame.tsx';
import { PlanPicker } from '#src/features/back-office/components/plan-picker.tsx';
import { SetupChecklist } from '#src/features/back-office/components/setup-checklist.tsx';
import { ShopStats } from '#src/features/back-office/components/shop-stats.tsx';
import { SubscriptionStatus } from '#src/features/back-office/components/subscription-status.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';
import { usePlatformSession } from '#src/lib/platform-session.ts';

addDutchTexts(texts);

function BillingReturnNotice() {
  const { t } = useTranslation();
  const billing = new URLSearchParams(useSearch()).get('billing');
  if (billing === 'success') return <Notice kind="success">{t('dashboard.billingSuccess')}</Notice>;
  if (billing === 'cancelled') return <Notice kind="error">{t('dashboard.billingCancelled')}</Notice>;
  return null;
}

/** /{tenant}/dashboard: the owner's (or the platform Admin's) overview of one shop. */
export default function DashboardRoute({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  const dashboard = useDashboard(tenantName);
  const session = usePlatformSession();
  const plansHeading = useRef<HTMLHeadingElement>(null);
  const shopName = dashboard.data?.tenant.displayName || tenantName;
  usePlatformTitle(`${t('dashboard.pageTitle')} – ${shopName}`);

  const redirect = platformRedirectFor(dashboard.error);
  if (redirect) return <Redirect to={redirect} replace />;

  if (dashboard.isError) {
    const notFound = dashboard.error instanceof ApiError && dashboard.error.status === 404;
    return (
      <PlatformShell>
        <div className="mx-auto max-w-xl py-16 text-center">
          <h1 className="text-2xl font-bold">
            {notFound ? t('dashboard.notFoundTitle') : t('dashboard.loadFailedTitle')}
          </h1>
          <p className="mt-3 text-slate-700" role="alert">
            {notFound ? t('dashboard.notFound', { name: tenantName }) : t('dashboard.loadFailed')}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {!notFound && (
              <button type="button" onClick={() => void dashboard.refetch()} className={buttonSecondary}>
                {t('dashboard.retry')}
              </button>
            )}
            {session.data?.user && (
              <a href={session.data.user.homePath} className={buttonSecondary}>
                {t('dashboard.toHome')}
              </a>
            )}
          </div>
        </div>
      </PlatformShell>
    );
  }

  const data = dashboard.data;
  if (!data) {
    return (
      <PlatformShell>
        <p role="status" className="py-16 text-center text-slate-700">
          {t('dashboard.loading')}
        </p>
      </PlatformShell>
    );
  }

  // The checklist helps a new shop start; once every step is done it makes room for the figures.
  const setupDone = data.checklist.every((step) => step.done);
  const asAdmin = data.viewerRole === 'Admin';
  const asStaff = data.viewerRole === 'Staff';
  const user = session.data?.user;
  const choosePlan = () => {
    plansHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    plansHeading.current?.focus({ preventScroll: true });
  };

  return (
    <BackOfficeFrame tenantName={tenantName}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-violet-800">{t('dashboard.pageTitle')}</p>
          <h1 className="break-words text-3xl font-extrabold">{shopName}</h1>
        </div>
        <a href={data.shopUrl} target="_blank" rel="noopener" className={`${buttonSecondary} self-start sm:self-auto`}>
          {t('dashboard.viewShop')}
          <span aria-hidden="true">↗</span> <span className="sr-only">({t('dashboard.newTab')})</span>
        </a>
      </div>
      <div className="mt-6 grid gap-6">
        <BillingReturnNotice />
        {!asStaff && <SubscriptionStatus subscription={data.subscription} onChoosePlan={choosePlan} />}
        {data.comingSoon && (
          <p className="rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950">
            <span aria-hidden="true">ℹ </span>
            {t('dashboard.comingSoon')}
          </p>
        )}
        {!setupDone && <SetupChecklist steps={data.checklist} />}
        <ShopStats tenantName={tenantName} />
        {!asStaff && <PlanPicker tenantName={tenantName} subscription={data.subscription} headingRef={plansHeading} />}
        {user && !asAdmin && <AccountSection user={user} />}
        {!asStaff && <AuditLog tenantName={tenantName} />}
      </div>
    </BackOfficeFrame>
  );
}
