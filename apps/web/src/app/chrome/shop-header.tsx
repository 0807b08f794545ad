import { cartBadgeText, type TCart } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { AccountButton, AccountLinks } from '#src/app/chrome/account-button.tsx';
import { NavLink } from '#src/app/chrome/nav-link.tsx';
import { iconButton } from '#src/components/ui/button-styles.ts';
import { CartIcon, CloseIcon, MenuIcon } from '#src/components/ui/icons.tsx';
import { ResponsiveImage } from '#src/components/ui/product-image.tsx';
import { SearchBox } from '#src/features/search/components/search-box.tsx';
import { CART_UPDATED_EVENT, cartQuery } from '#src/lib/cart.ts';
import { logOut, useCustomer } from '#src/lib/customer-session.ts';
import { HydrateLater } from '#src/lib/hydrate-later.tsx';
import { tenantLogoUrl } from '#src/lib/images.ts';
import { useShop } from '#src/lib/shop-context.ts';

function useNavItems() {
  const { t } = useTranslation();
  const { layout } = useShop();
  return [
    { to: '/', label: t('nav.home'), end: true },
    ...(layout === 'one-product' ? [] : [{ to: '/categories', label: t('nav.categories'), end: false }]),
    { to: '/products', label: t('nav.products'), end: false },
    { to: '/contact', label: t('nav.contact'), end: false },
    { to: '/terms-and-conditions', label: t('nav.terms'), end: false },
  ];
}

type NavItem = ReturnType<typeof useNavItems>[number];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `nav-link rounded px-3 py-2 text-sm font-medium transition hover:text-fg focus-visible:outline-2 focus-visible:outline-link ${
    isActive ? 'text-fg' : 'text-muted'
  }`;

/** The header's link row (desktop and tablet show the same list). */
function NavList({ items, className }: { items: NavItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={linkClass}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function ShopLogo() {
  const { tenant } = useShop();
  const [failed, setFailed] = useState(false);
  const name = tenant.displayName || tenant.name;
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded font-bold text-xl focus-visible:outline-2 focus-visible:outline-link"
    >
      {tenant.hasLogo && !failed ? (
        <ResponsiveImage
          src={tenantLogoUrl(tenant.id, tenant.logoVersion)}
          source={tenant.logoImage}
          sizes="160px"
          alt={name}
          priority
          className="h-10 w-auto max-w-40 object-contain"
          onError={() => setFailed(true)}
        />
      ) : (
        <span>{name}</span>
      )}
    </Link>
  );
}

function CartButton() {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const queryClient = useQueryClient();
  const cart = useQuery(cartQuery(tenant.id));
  useEffect(() => {
    // the event carries the new cart when the change came from this page; otherwise ask again
    const onUpdate = (event: Event) => {
      const detail = (event as CustomEvent<TCart | null>).detail;
      if (detail && Array.isArray(detail.items)) queryClient.setQueryData(cartQuery(tenant.id).queryKey, detail);
      else void queryClient.invalidateQueries({ queryKey: cartQuery(tenant.id).queryKey });
    };
    window.addEventListener(CART_UPDATED_EVENT, onUpdate);
    return () => window.removeEventListener(CART_UPDATED_EVENT, onUpdate);
  }, [queryClient, tenant.id]);
  const count = cart.data?.itemCount ?? 0;
  const badge = cartBadgeText(count);
  return (
    <Link to="/cart" className={iconButton} aria-label={t('header.cartWithCount', { count })}>
      <CartIcon size={22} />
      {badge && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-bold text-on-primary"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}

/** Spec §2.4 header: logo, search (not for OneProductStore), links, cart, account, mobile menu. */
export function ShopHeader({ onAccountClick }: { onAccountClick: () => void }) {
  const { t } = useTranslation();
  const { layout, tenant } = useShop();
  const { customer } = useCustomer(tenant.id);
  const items = useNavItems();
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const showSearch = layout !== 'one-product';

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-page/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <button
          type="button"
          className={`${iconButton} md:hidden`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        </button>
        <ShopLogo />
        <nav aria-label={t('header.mainNav')} className="ml-4 hidden lg:block">
          <NavList items={items} className="flex items-center gap-1" />
        </nav>
        {/* The search boxes and the account and cart buttons are hydrated in turns of their own
            (lib/hydration.ts), after the header around them: each turn stays short on a phone. */}
        {showSearch && (
          <HydrateLater>
            <div className="mx-auto hidden w-full max-w-sm md:block">
              <SearchBox idPrefix="desktop" />
            </div>
          </HydrateLater>
        )}
        <HydrateLater>
          <div className="ml-auto flex items-center gap-1">
            <AccountButton onLogin={onAccountClick} />
            <CartButton />
          </div>
        </HydrateLater>
      </div>
      {showSearch && (
        <HydrateLater>
          <div className="px-4 pb-3 md:hidden">
            <SearchBox idPrefix="mobile" />
          </div>
        </HydrateLater>
      )}
      <nav
        id={menuId}
        aria-label={t('header.mobileNav')}
        hidden={!menuOpen}
        className="border-t border-line bg-page px-4 py-2 md:hidden"
      >
        <ul className="flex flex-col">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={(state) => `${linkClass(state)} block py-3 text-base`}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            {customer ? (
              <div className="-mx-4 border-t border-line">
                <AccountLinks
                  fullName={customer.fullName}
                  email={customer.email}
                  onLogout={() => {
                    setMenuOpen(false);
                    void logOut(tenant.id);
                  }}
                />
              </div>
            ) : (
              <button
                type="button"
                className="block w-full rounded px-3 py-3 text-left text-base font-medium text-muted hover:text-fg"
                onClick={() => {
                  setMenuOpen(false);
                  onAccountClick();
                }}
              >
                {t('header.login')}
              </button>
            )}
          </li>
        </ul>
      </nav>
      <nav aria-label={t('header.secondaryNav')} className="hidden border-t border-line md:block lg:hidden">
        <NavList items={items} className="mx-auto flex max-w-7xl items-center gap-1 px-4" />
      </nav>
    </header>
  );
}
