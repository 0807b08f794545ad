import texts from 'virtual:locale-sections/nl/platformShell';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformLanguageSwitch } from '#src/components/ui/platform-language-switch.tsx';
import { callApi } from '#src/lib/api-client.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { usePlatformSession } from '#src/lib/platform-session.ts';

addDutchTexts(texts);

/** The platform's own pages are light, whatever a shop's theme: the shared fields and buttons read these. */
const LIGHT_PALETTE = {
  '--shop-bg': '#ffffff',
  '--shop-surface': '#ffffff',
  '--shop-surface-2': '#f1f5f9',
  '--shop-text': '#0f172a',
  '--shop-muted': '#475569',
  '--shop-line': '#94a3b8',
  '--shop-primary': '#6d28d9',
  '--shop-on-primary': '#ffffff',
  '--shop-link': '#6d28d9',
  colorScheme: 'light',
} as CSSProperties;

/** "{page} | {platform}" as the document title. */
export function usePlatformTitle(page: string): void {
  const { t } = useTranslation();
  const platformName = t('platformShell.platformName');
  useEffect(() => {
    document.title = `${page} | ${platformName}`;
    document.documentElement.classList.remove('dark');
  }, [page, platformName]);
}

function UserMenu() {
  const { t } = useTranslation();
  const session = usePlatformSession();
  const [leaving, setLeaving] = useState(false);
  const user = session.data?.user;
  if (!user) return null;
  const logOut = async () => {
    setLeaving(true);
    try {
      await callApi('POST /api/platform/logout');
    } finally {
      window.location.assign('/');
    }
  };
  return (
    <details className="relative">
      <summary className="flex max-w-48 cursor-pointer list-none items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700 sm:max-w-72">
        <span className="sr-only">{t('platformShell.userMenu')}: </span>
        <span className="truncate">{user.email}</span>
        <span aria-hidden="true">▾</span>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-lg">
        <p className="font-semibold text-slate-900">{user.fullName}</p>
        <p className="break-all text-slate-600">{user.email}</p>
        <button
          type="button"
          onClick={() => void logOut()}
          disabled={leaving}
          className="mt-3 w-full rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-700 disabled:opacity-60"
        >
          {t('platformShell.logOut')}
        </button>
      </div>
    </details>
  );
}

/** The frame of the signed-in platform pages: skip link, header with the user's menu, main, footer. */
export function PlatformShell({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div style={LIGHT_PALETTE} className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-violet-700 focus:px-4 focus:py-2 focus:text-white"
      >
        {t('platformShell.skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4">
          <a href="/" className="min-w-0 truncate text-lg font-extrabold text-violet-800 sm:text-xl">
            {t('platformShell.platformName')}
          </a>
          <UserMenu />
        </div>
        {banner}
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white px-4 py-4">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 text-sm text-slate-600">
          <p>{t('platformShell.footer')}</p>
          <PlatformLanguageSwitch />
        </div>
      </footer>
    </div>
  );
}
