import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ShopHeader } from '#src/app/chrome/shop-header.tsx';
import { usePathRecheck, useScrollToTopOnNavigation } from '#src/app/chrome/use-route-effects.ts';
import { StorefrontRoutes } from '#src/app/storefront-routes.tsx';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { HydrateLater } from '#src/lib/hydrate-later.tsx';
import { lazyView } from '#src/lib/lazy-view.tsx';
import { legacyRedirectTarget } from '#src/lib/legacy-query.ts';

/** In the server's HTML of every shop page: loaded before the page is hydrated (src/main.tsx). */
export const ShopFooter = lazyView(() => import('#src/app/chrome/shop-footer.tsx'));
const CookieConsent = lazy(() => import('#src/features/cookie-consent/components/cookie-consent.tsx'));
const LoginDialog = lazy(() => import('#src/features/account/components/login-dialog.tsx'));
const RegistrationModal = lazy(() => import('#src/features/account/components/registration-modal.tsx'));
const EmailLinkDialog = lazy(() => import('#src/features/account/components/email-link-dialog.tsx'));
const ComingSoonGate = lazy(() =>
  import('#src/features/tenant/components/shop-state-pages.tsx').then((module) => ({ default: module.ComingSoonGate })),
);

/**
 * Query parameters of the links in the customer e-mails (contracts VERIFY_EMAIL_/SET_PASSWORD_QUERY_PARAM).
 * Written out on purpose: importing them from contracts/customer.ts pulls zod (~25 KB gzip) into the initial chunk.
 */
const EMAIL_LINK_PARAMS = ['verify-email', 'set-password'] as const;
type EmailLink = { kind: (typeof EMAIL_LINK_PARAMS)[number]; token: string };

/**
 * The consent banner is not needed for the first paint: it comes a moment later, and only this
 * component renders then (not the whole layout around it).
 */
function DeferredCookieConsent() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), 300);
    return () => window.clearTimeout(timer);
  }, []);
  return shown ? <CookieConsent /> : null;
}

/** `comingSoon`: the shop has no product yet (its pages show a 'coming soon' note instead of empty lists). */
export function ShopLayout({ comingSoon = false }: { comingSoon?: boolean }) {
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const [dialog, setDialog] = useState<'login' | 'registration' | null>(null);
  const [emailLink, setEmailLink] = useState<EmailLink | null>(null);
  useScrollToTopOnNavigation();
  usePathRecheck();

  // Spec §2.3 legacy query forms on the root (`?page=…`, `?order-confirmation=…`).
  // Only the path and query are read: any origin does (the server renders this too, without `window`).
  const legacyTarget = legacyRedirectTarget(new URL(`${pathname}${search ? `?${search}` : ''}`, 'http://shop.invalid'));

  // Spec §2.3: `?login=true` opens the login dialog and is then removed; the same for the links
  // of the customer e-mails (`?verify-email=…`, `?set-password=…`), which open their own dialog.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const login = params.get('login') === 'true';
    const link = EMAIL_LINK_PARAMS.map((kind) => ({ kind, token: params.get(kind) ?? '' })).find(
      (entry) => entry.token,
    );
    if (!login && !link) return;
    params.delete('login');
    for (const kind of EMAIL_LINK_PARAMS) params.delete(kind);
    if (link) setEmailLink(link);
    else setDialog('login');
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [pathname, search, navigate]);

  const openLogin = useCallback(() => setDialog('login'), []);
  const closeDialog = useCallback(() => setDialog(null), []);

  return (
    <div className="flex min-h-screen flex-col bg-page font-shop text-fg">
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-primary px-4 py-2 text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <HydrateLater>
        <ShopHeader onAccountClick={openLogin} />
      </HydrateLater>
      <HydrateLater>
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {legacyTarget ? (
            <Redirect to={legacyTarget} replace />
          ) : (
            // The loading state is a screen tall: the footer below does not jump when the view arrives.
            <Suspense fallback={<LoadingState />}>
              {comingSoon ? (
                <ComingSoonGate>
                  <StorefrontRoutes />
                </ComingSoonGate>
              ) : (
                <StorefrontRoutes />
              )}
            </Suspense>
          )}
        </main>
      </HydrateLater>
      <HydrateLater>
        <ShopFooter />
      </HydrateLater>
      {/* One boundary each: a dialog whose code arrives must not make its neighbours' DOM move
          (a modal <dialog> that is moved stops being modal). */}
      <Suspense fallback={null}>
        <DeferredCookieConsent />
      </Suspense>
      <Suspense fallback={null}>
        {dialog === 'login' && <LoginDialog onClose={closeDialog} onQuickRegister={() => setDialog('registration')} />}
      </Suspense>
      <Suspense fallback={null}>{dialog === 'registration' && <RegistrationModal onClose={closeDialog} />}</Suspense>
      <Suspense fallback={null}>
        {emailLink && <EmailLinkDialog link={emailLink} onClose={() => setEmailLink(null)} />}
      </Suspense>
    </div>
  );
}
