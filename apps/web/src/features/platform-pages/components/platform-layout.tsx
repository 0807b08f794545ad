import texts from 'virtual:locale-sections/nl/footer,platform,platformPages';
import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PlatformLanguageSwitch } from '#src/components/ui/platform-language-switch.tsx';
import { callApi } from '#src/lib/api-client.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { platformSessionQuery, usePlatformSession } from '#src/lib/platform-session.ts';

addDutchTexts(texts);

/**
 * The landing page's light look for the shared form pieces of components/ui, which read the
 * shop theme's variables (dark by default): white page, slate text, violet actions.
 */
const PLATFORM_PALETTE = {
  '--shop-bg': '#ffffff',
  '--shop-surface': '#ffffff',
  '--shop-surface-2': '#f8fafc',
  '--shop-text': '#0f172a',
  '--shop-muted': '#475569',
  '--shop-line': '#94a3b8',
  '--shop-primary': '#6d28d9',
  '--shop-on-primary': '#ffffff',
  '--shop-link': '#6d28d9',
  '--shop-radius': '1rem',
  '--shop-shadow': '0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px rgb(15 23 42 / 0.06)',
} as CSSProperties;

const headerLink =
  'whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:px-3 sm:text-base';
const headerCta =
  'inline-flex items-center justify-center whitespace-nowrap rounded-lg bg-violet-700 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:px-4 sm:text-base';

/** Signed in: the way to the user's shop (or the Admin's shop list) and logging out. */
function UserMenu({ fullName, homePath, admin }: { fullName: string; homePath: string; admin: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);
  const logOut = async () => {
    setLeaving(true);
    try {
      await callApi('POST /api/platform/logout');
    } catch {
      // The cookie may already be gone; the page forgets the user either way.
    }
    queryClient.setQueryData(platformSessionQuery().queryKey, { user: null, secondFactorPending: false });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'platform' });
    setLeaving(false);
    navigate('/');
  };
  return (
    <div className="flex min-w-0 items-center gap-1 sm:gap-2">
      <span className="hidden max-w-48 truncate text-sm text-slate-600 lg:inline">
        {t('platformPages.chrome.signedInAs', { name: fullName })}
      </span>
      <Link href={homePath} className={headerLink}>
        {admin ? t('platformPages.chrome.allShops') : t('platformPages.chrome.myShop')}
      </Link>
      <button type="button" className={headerLink} onClick={() => void logOut()} disabled={leaving}>
        {t('platformPages.chrome.logout')}
      </button>
    </div>
  );
}

/** The header and footer of every platform page but the landing page, in the landing page's look. */
export default function PlatformLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = usePlatformSession();
  const user = session.data?.user ?? null;
  const platformName = t('platform.name');

  useEffect(() => {
    document.documentElement.classList.remove('dark');
  }, []);

  // A page opened from another one starts at its top, and a screen reader at its content.
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    window.scrollTo(0, 0);
    if (!main.current?.contains(document.activeElement)) main.current?.focus();
  }, [location]);

  return (
    <div style={PLATFORM_PALETTE} className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-violet-700 focus:px-4 focus:py-2 focus:text-white"
      >
        {t('platformPages.chrome.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-3">
          <Link
            href="/"
            className="min-w-0 truncate rounded text-base font-extrabold text-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:text-xl"
          >
            {platformName}
          </Link>
          <nav aria-label={t('platform.nav')} className="flex shrink-0 items-center gap-1 sm:gap-2">
            <PlatformLanguageSwitch className="mr-1 hidden sm:flex" />
            {user ? (
              <UserMenu fullName={user.fullName} homePath={user.homePath} admin={user.role === 'Admin'} />
            ) : (
              <>
                <Link href="/login" className={headerLink}>
                  {t('platform.login')}
                </Link>
                <Link href="/register" className={headerCta}>
                  {t('platform.tryFree')}
                </Link>
              </>
            )}
          </nav>
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="border-t border-slate-200 px-4 py-8">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 text-sm text-slate-600 md:flex-row">
          <p>{t('platform.footerCopyright', { platformName, year: new Date().getFullYear() })}</p>
          <nav aria-label={t('platform.footerNav')}>
            <ul className="flex gap-4">
              <li>
                <Link
                  href="/privacy"
                  className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  {t('platform.privacy')}
                </Link>
              </li>
              <li>
                <Link
                  href="/terms"
                  className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  {t('platform.terms')}
                </Link>
              </li>
              <li>
                <Link
                  href="/support"
                  className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  {t('platform.support')}
                </Link>
              </li>
            </ul>
          </nav>
          <PlatformLanguageSwitch />
        </div>
      </footer>
    </div>
  );
}
