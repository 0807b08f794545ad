import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

/** A link that knows whether its view is showing (`end`: only the exact path counts). */
export function NavLink({
  to,
  end = false,
  className,
  children,
}: {
  to: string;
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
  children: ReactNode;
}) {
  const [pathname] = useLocation();
  const isActive = pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  return (
    <Link to={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined}>
      {children}
    </Link>
  );
}
