import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { ShopFooter } from './shop-footer.tsx';
import { ShopHeader } from './shop-header.tsx';

const CookieConsent = lazy(() => import('../../features/cookie-consent/components/cookie-consent.tsx'));
const LoginDialog = lazy(() => import('../../features/account/components/login-dialog.tsx'));

export function ShopLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [loginOpen, setLoginOpen] = useState(false);
  const [showConsent, setShowConsent] = useState(false);

  // Spec §2.3: `?login=true` opens the login dialog and is then removed.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('login') !== 'true') return;
    params.delete('login');
    setLoginOpen(true);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);

  // The consent banner is not needed for the first paint.
  useEffect(() => {
    const timer = window.setTimeout(() => setShowConsent(true), 300);
    return () => window.clearTimeout(timer);
  }, []);

  const openLogin = useCallback(() => setLoginOpen(true), []);

  return (
    <div className="flex min-h-screen flex-col bg-page font-shop text-fg">
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-primary px-4 py-2 text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <ShopHeader onAccountClick={openLogin} />
      <main
        id="main-content"
        tabIndex={-1}
        className="flex-1 focus:outline-none"
        aria-busy={navigation.state === 'loading'}
      >
        <Outlet />
      </main>
      <ShopFooter />
      <Suspense fallback={null}>
        {showConsent && <CookieConsent />}
        {loginOpen && <LoginDialog onClose={() => setLoginOpen(false)} />}
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
