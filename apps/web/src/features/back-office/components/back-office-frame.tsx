import navTexts from 'virtual:locale-sections/nl/boCheckoutNav,boMessagesNav,boOrdersNav';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRoute } from 'wouter';
import { textLink } from '#src/components/ui/button-styles.ts';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { PlatformShell } from '#src/components/ui/platform-shell.tsx';
import { useUnreadMessageCount } from '#src/features/back-office/messages/api.ts';
import { usePendingOrderCount } from '#src/features/back-office/orders/api.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { usePlatformSession } from '#src/lib/platform-session.ts';

addDutchTexts(navTexts);

/**
 * The back-office's sections, relative to /{tenant}/dashboard. `ownerOnly` sections are hidden from
 * staff (the server refuses them too, with 403 `owner_only`).
 */
const SECTIONS = [
  { path: '/', key: 'overview', match: '/', ownerOnly: false },
  { path: '/orders', key: 'orders', match: '/orders/*?', ownerOnly: false },
  { path: '/products', key: 'products', match: '/products/*?', ownerOnly: false },
  { path: '/categories', key: 'categories', match: '/categories/*?', ownerOnly: false },
  { path: '/customers', key: 'customers', match: '/customers/*?', ownerOnly: false },
  { path: '/messages', key: 'messages', match: '/messages/*?', ownerOnly: false },
  { path: '/import', key: 'import', match: '/import/*?', ownerOnly: false },
  { path: '/look', key: 'look', match: '/look/*?', ownerOnly: true },
  { path: '/settings', key: 'settings', match: '/settings/*?', ownerOnly: true },
  { path: '/staff', key: 'staff', match: '/staff/*?', ownerOnly: true },
  { path: '/domains', key: 'domains', match: '/domains/*?', ownerOnly: true },
] as const;

/** Paths (relative to the dashboard) only the owner (and the platform Admin) may open. */
export const OWNER_ONLY_PATHS = SECTIONS.filter((section) => section.ownerOnly).map((section) => section.path);

function SectionLink({ section, badge }: { section: (typeof SECTIONS)[number]; badge?: number }) {
  const { t } = useTranslation();
  const [active] = useRoute(section.match);
  return (
    <Link
      href={section.path}
      aria-current={active ? 'page' : undefined}
      className={`whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 ${active ? 'bg-violet-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
    >
      {section.key === 'orders'
        ? t('boOrdersNav.label')
        : section.key === 'settings'
          ? t('boCheckoutNav.label')
          : t(`dashboard.nav.${section.key}`)}
      {badge ? (
        <span className="ms-2 rounded-full bg-amber-300 px-2 py-0.5 text-xs text-slate-950">
          {section.key === 'messages'
            ? t('boMessagesNav.badge', { count: badge })
            : t('boOrdersNav.badge', { count: badge })}
        </span>
      ) : null}
    </Link>
  );
}

function AdminBanner() {
  const { t } = useTranslation();
  return (
    <div role="note" className="border-b border-amber-500 bg-amber-100 px-4 py-3 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          <span aria-hidden="true">⚠ </span>
          {t('dashboard.adminBanner')}
        </p>
        <a href="/select-tenant" className="font-semibold underline underline-offset-4">
          {t('dashboard.backToShops')}
        </a>
      </div>
    </div>
  );
}

/**
 * The signed-in user's role in this shop, read from the session (which lists the user's shops with
 * their role): no call of its own, and the platform Admin's visit is not logged again per page.
 */
function useViewerRole(tenantName: string) {
  const session = usePlatformSession();
  const user = session.data?.user;
  const role =
    user?.role === 'Admin' ? 'Admin' : user?.shops.find((shop) => shop.name === tenantName.toLowerCase())?.role;
  return { role, isPending: session.isPending };
}

/**
 * The frame of every back-office page of one shop: the platform shell, the Admin's banner when the
 * platform Admin is inside the shop, and the navigation between the shop's sections (a row that
 * scrolls sideways on a phone).
 */
export function BackOfficeFrame({ tenantName, children }: { tenantName: string; children: ReactNode }) {
  const { t } = useTranslation();
  const viewer = useViewerRole(tenantName);
  const asAdmin = viewer.role === 'Admin';
  const asStaff = viewer.role === 'Staff';
  const [location] = useLocation();
  const onOwnerOnlySection = OWNER_ONLY_PATHS.some((path) => location === path || location.startsWith(`${path}/`));
  const pendingOrders = usePendingOrderCount(tenantName).data;
  const unreadMessages = useUnreadMessageCount(tenantName).data;
  const sections = SECTIONS.filter((section) => !(asStaff && section.ownerOnly));
  const banner = (
    <>
      {asAdmin && <AdminBanner />}
      <nav aria-label={t('dashboard.nav.label')} className="border-t border-slate-200 bg-white">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 lg:flex-wrap lg:overflow-x-visible">
          {sections.map((section) => (
            <li key={section.key}>
              <SectionLink
                section={section}
                badge={
                  section.key === 'orders' ? pendingOrders : section.key === 'messages' ? unreadMessages : undefined
                }
              />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
  // An owner-only section opened by URL: staff see why, and the page (and its data) never loads.
  const content =
    onOwnerOnlySection && viewer.isPending ? (
      <LoadingState label={t('dashboard.loading')} />
    ) : onOwnerOnlySection && asStaff ? (
      <MessageState title={t('dashboard.ownerOnly')}>
        <Link href="/" className={textLink}>
          {t('dashboard.nav.overview')}
        </Link>
      </MessageState>
    ) : (
      children
    );
  return <PlatformShell banner={banner}>{content}</PlatformShell>;
}
