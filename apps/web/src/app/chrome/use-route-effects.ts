import { PATH_RECHECK_INTERVAL_MS } from '@shop/contracts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

let lastNavigationWasPop = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    lastNavigationWasPop = true;
  });
}

/**
 * A new view starts at the top of the page; back and forward leave the position to the browser
 * (history.scrollRestoration), as react-router's ScrollRestoration did.
 */
export function useScrollToTopOnNavigation(): void {
  const [pathname] = useLocation();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (lastNavigationWasPop) lastNavigationWasPop = false;
    else window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * Spec §2.3: product and category paths are re-read every 100 ms, so an address changed outside
 * the router (history calls by embedded code that bypass wouter's patched pushState, or a
 * location set before the app mounted) still shows the right view.
 */
export function usePathRecheck(): void {
  const [pathname] = useLocation();
  const search = useSearch();
  const rendered = useRef({ pathname, search });
  rendered.current = { pathname, search };
  useEffect(() => {
    const timer = window.setInterval(() => {
      const { pathname: current, search: currentSearch } = window.location;
      if (!/^\/(product|category)\//.test(current)) return;
      const seen = rendered.current;
      const renderedSearch = seen.search ? `?${seen.search}` : '';
      if (safeDecode(current) !== seen.pathname || safeDecode(currentSearch) !== renderedSearch) {
        // wouter re-reads window.location on popstate
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }
    }, PATH_RECHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
}

const safeDecode = (value: string) => {
  try {
    return value.includes('%') ? decodeURI(value) : value;
  } catch {
    return value;
  }
};
