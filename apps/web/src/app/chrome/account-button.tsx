import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { iconButton } from '#src/components/ui/button-styles.ts';
import { UserIcon } from '#src/components/ui/icons.tsx';
import { logOut, useCustomer } from '#src/lib/customer-session.ts';
import { useShop } from '#src/lib/shop-context.ts';

/**
 * Spec §2.4 account icon: logged out it opens the login dialog; logged in a menu with the full
 * name, the e-mail line, 'Bestelgeschiedenis' and 'Uitloggen'. Mounting it runs the §4 profile check.
 */
export function AccountButton({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const { customer } = useCustomer(tenant.id);
  const [open, setOpen] = useState(false);
  const [pathname] = useLocation();
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!customer) {
    return (
      <button type="button" className={iconButton} aria-label={t('header.account')} onClick={onLogin}>
        <UserIcon size={22} />
      </button>
    );
  }
  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        className={iconButton}
        aria-label={t('header.accountMenu')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((current) => !current)}
      >
        <UserIcon size={22} />
        <span aria-hidden="true" className="absolute right-1 bottom-1 h-2.5 w-2.5 rounded-full bg-green-500" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 overflow-hidden rounded-xl border border-line bg-surface shadow-card"
      >
        <AccountLinks fullName={customer.fullName} email={customer.email} onLogout={() => void logOut(tenant.id)} />
      </div>
    </div>
  );
}

/** The logged-in part of the account menu; the mobile menu shows the same. */
export function AccountLinks({ fullName, email, onLogout }: { fullName: string; email: string; onLogout: () => void }) {
  const { t } = useTranslation();
  const item =
    'block w-full px-4 py-3 text-left text-sm font-medium hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-link';
  return (
    <>
      <div className="border-b border-line px-4 py-3">
        <p className="truncate font-semibold">{fullName}</p>
        <p className="truncate text-sm text-muted">{email}</p>
      </div>
      <Link to="/order-history" className={item}>
        {t('header.orderHistory')}
      </Link>
      <button type="button" className={item} onClick={onLogout}>
        {t('header.logout')}
      </button>
    </>
  );
}
