import texts from 'virtual:locale-sections/nl/boLook';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { useDashboard } from '#src/features/back-office/api/dashboard.ts';
import { callApi } from '#src/lib/api-client.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { FocusForm } from './focus-form.tsx';
import { HomeSectionsForm } from './home-sections-form.tsx';
import { focusQuery, shopDetailsQuery, socialQuery, termsQuery, themeQuery } from './look-api.ts';
import { ShopDetailsForm, ShopImages } from './shop-details-form.tsx';
import { SocialForm } from './social-form.tsx';
import { ThemeForm } from './theme-form.tsx';

addDutchTexts(texts);

// The rich-text editor is most of this section's code; only the terms tab needs it.
const TermsForm = lazy(() => import('./terms-form.tsx').then((module) => ({ default: module.TermsForm })));

const TABS = [
  { key: 'theme', path: '/look' },
  { key: 'home', path: '/look/home' },
  { key: 'focus', path: '/look/focus' },
  { key: 'social', path: '/look/social' },
  { key: 'terms', path: '/look/terms' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** Renders `children` with the query's data, or its loading and error states. */
function Loaded<T>({ query, children }: { query: { data?: T; isError: boolean }; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t('boLook.loadFailed')}
      </p>
    );
  }
  if (query.data === undefined) return <LoadingState label={t('boLook.loading')} />;
  return <>{children(query.data)}</>;
}

function ThemeTab({ tenantName }: { tenantName: string }) {
  const shop = useQuery(shopDetailsQuery(tenantName));
  const theme = useQuery(themeQuery(tenantName));
  // The shop's own base theme (dark unless chosen), which the storefront uses without a custom theme.
  const storefront = useQuery({
    queryKey: ['platform', 'look', tenantName, 'storefront-theme'],
    queryFn: () => callApi('GET /api/tenant-theme/:tenantName', { params: { tenantName } }),
    retry: false,
  });
  return (
    <div className="space-y-6">
      <Loaded query={shop}>{(saved) => <ShopDetailsForm tenantName={tenantName} saved={saved} />}</Loaded>
      <ShopImages tenantName={tenantName} />
      <Loaded query={theme}>
        {(saved) => (
          <ThemeForm
            tenantName={tenantName}
            saved={saved}
            shopTheme={storefront.data?.theme ?? 'dark'}
            shopName={shop.data?.displayName ?? tenantName}
          />
        )}
      </Loaded>
    </div>
  );
}

function TabPanel({ tab, tenantName }: { tab: TabKey; tenantName: string }) {
  const { t } = useTranslation();
  const theme = useQuery({ ...themeQuery(tenantName), enabled: tab === 'home' });
  const focus = useQuery({ ...focusQuery(tenantName), enabled: tab === 'focus' });
  const social = useQuery({ ...socialQuery(tenantName), enabled: tab === 'social' });
  const terms = useQuery({ ...termsQuery(tenantName), enabled: tab === 'terms' });
  switch (tab) {
    case 'home':
      return <Loaded query={theme}>{(saved) => <HomeSectionsForm tenantName={tenantName} saved={saved} />}</Loaded>;
    case 'focus':
      return <Loaded query={focus}>{(saved) => <FocusForm tenantName={tenantName} saved={saved} />}</Loaded>;
    case 'social':
      return <Loaded query={social}>{(saved) => <SocialForm tenantName={tenantName} saved={saved} />}</Loaded>;
    case 'terms':
      return (
        <Loaded query={terms}>
          {(saved) => (
            <Suspense fallback={<LoadingState label={t('boLook.loading')} />}>
              <TermsForm tenantName={tenantName} saved={saved} />
            </Suspense>
          )}
        </Loaded>
      );
    default:
      return <ThemeTab tenantName={tenantName} />;
  }
}

/**
 * The shop's look and feel: theme with a preview, home sections, focus-shop settings, social media
 * and terms, each under its own path (/look, /look/home, …) and saved on its own.
 */
export default function LookRoute({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const shopUrl = useDashboard(tenantName).data?.shopUrl;
  const current = TABS.find((tab) => tab.path !== '/look' && location.startsWith(tab.path))?.key ?? 'theme';
  usePlatformTitle(`${t(`boLook.tabs.${current}`)} · ${t('boLook.title')}`);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('boLook.title')}</h1>
        {shopUrl && (
          <a
            href={shopUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-semibold text-violet-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700"
          >
            {t('boLook.viewShop')}
          </a>
        )}
      </div>
      <nav aria-label={t('boLook.tabs.label')}>
        <ul className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {TABS.map((tab) => (
            <li key={tab.key} className="shrink-0">
              <Link
                href={tab.path}
                aria-current={tab.key === current ? 'page' : undefined}
                className={`inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-violet-700 ${
                  tab.key === current
                    ? 'border-violet-700 text-violet-800'
                    : 'border-transparent text-slate-700 hover:text-slate-900'
                }`}
              >
                {t(`boLook.tabs.${tab.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <TabPanel key={current} tab={current} tenantName={tenantName} />
    </div>
  );
}
