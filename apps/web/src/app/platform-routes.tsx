import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { LandingPage } from '#src/features/platform/components/landing-page.tsx';
import { usePlatformSession } from '#src/lib/platform-session.ts';

/**
 * A page's chunk, loaded on first render. After a new release the old chunk names are gone: the
 * page loads once more (new index, new names) instead of staying blank; a reload that fails too
 * gives up, so it never loops.
 */
function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy<ComponentType<P>>(() =>
    load().catch((error: unknown) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      if (navigation?.type === 'reload') throw error;
      window.location.reload();
      return new Promise<{ default: ComponentType<P> }>(() => undefined);
    }),
  );
}

// Every page but the landing page is its own chunk: the landing page's first load stays as it was.
const PlatformLayout = lazyPage(() => import('#src/features/platform-pages/components/platform-layout.tsx'));
const RegisterRoute = lazyPage(() => import('#src/features/platform-account/routes/register-route.tsx'));
const LoginRoute = lazyPage(() => import('#src/features/platform-account/routes/login-route.tsx'));
const ForgotPasswordRoute = lazyPage(() => import('#src/features/platform-account/routes/forgot-password-route.tsx'));
const ResetPasswordRoute = lazyPage(() => import('#src/features/platform-account/routes/reset-password-route.tsx'));
const VerifyEmailRoute = lazyPage(() => import('#src/features/platform-account/routes/verify-email-route.tsx'));
const TwoFactorRoute = lazyPage(() => import('#src/features/platform-account/routes/two-factor-route.tsx'));
const StaffInvitationRoute = lazyPage<{ params: { token: string } }>(
  () => import('#src/features/platform-account/routes/staff-invitation-route.tsx'),
);
const PrivacyRoute = lazyPage(() => import('#src/features/platform-pages/routes/privacy-route.tsx'));
const TermsRoute = lazyPage(() => import('#src/features/platform-pages/routes/terms-route.tsx'));
const SupportRoute = lazyPage(() => import('#src/features/platform-pages/routes/support-route.tsx'));
const NotFoundRoute = lazyPage(() => import('#src/features/platform-pages/routes/not-found-route.tsx'));
const SelectTenantRoute = lazyPage(() => import('#src/features/admin/select-tenant-route.tsx'));
const PlansRoute = lazyPage(() => import('#src/features/admin/plans-route.tsx'));
const BackOfficeRoute = lazyPage<{ tenantName: string }>(
  () => import('#src/features/back-office/back-office-route.tsx'),
);

/** A white page while a chunk loads: the platform pages are light, the unthemed root is dark. */
const BlankPage = () => <div className="min-h-screen bg-white" />;

/** Where the login page sends the user back to after signing in (the page that asked for it). */
export const loginPathFor = (path: string) => `/login?next=${encodeURIComponent(path)}`;

/**
 * Back-office pages need a signed-in platform user; an Admin without two-factor sign-in sets it
 * up first (the API refuses everything else until then).
 */
function SignedIn({ children }: { children: ReactNode }) {
  const session = usePlatformSession();
  // Inside the back office's nested routes the router's location is relative to the shop's
  // dashboard: the login and two-step pages are named from the root (`~`), with the full address to return to.
  if (session.isPending) return <BlankPage />;
  const user = session.data?.user;
  if (!user)
    return <Redirect to={`~${loginPathFor(`${window.location.pathname}${window.location.search}`)}`} replace />;
  if (user.twoFactorSetupRequired) return <Redirect to="~/two-factor" replace />;
  return <>{children}</>;
}

function PlatformPages() {
  return (
    <Switch>
      <Route path="/register" component={RegisterRoute} />
      <Route path="/login" component={LoginRoute} />
      <Route path="/forgot-password" component={ForgotPasswordRoute} />
      <Route path="/reset-password" component={ResetPasswordRoute} />
      <Route path="/verify-email" component={VerifyEmailRoute} />
      <Route path="/two-factor" component={TwoFactorRoute} />
      <Route path="/staff-invitation/:token" component={StaffInvitationRoute} />
      <Route path="/privacy" component={PrivacyRoute} />
      <Route path="/terms" component={TermsRoute} />
      <Route path="/support" component={SupportRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}

/**
 * Spec §2.2 and the platform accounts' pages; every path loads as a full page too. The back-office
 * pages bring their own shell; the account and info pages share the platform layout.
 */
export function PlatformRoutes() {
  return (
    <Switch>
      <Route path="/">
        <LandingPage />
      </Route>
      <Route path="/select-tenant">
        <Suspense fallback={<BlankPage />}>
          <SignedIn>
            <SelectTenantRoute />
          </SignedIn>
        </Suspense>
      </Route>
      <Route path="/admin/plans">
        <Suspense fallback={<BlankPage />}>
          <SignedIn>
            <PlansRoute />
          </SignedIn>
        </Suspense>
      </Route>
      <Route path="/:tenant/dashboard" nest>
        {(params: { tenant: string }) => (
          <Suspense fallback={<BlankPage />}>
            <SignedIn>
              <BackOfficeRoute tenantName={params.tenant} />
            </SignedIn>
          </Suspense>
        )}
      </Route>
      <Route>
        <Suspense fallback={<BlankPage />}>
          <PlatformLayout>
            <Suspense fallback={<LoadingState />}>
              <PlatformPages />
            </Suspense>
          </PlatformLayout>
        </Suspense>
      </Route>
    </Switch>
  );
}
