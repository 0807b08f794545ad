import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { options as preactOptions } from 'preact';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ShopFooter } from '#src/app/chrome/shop-layout.tsx';
import { decideApp } from '#src/app/host.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { BackgroundEffects, StorefrontApp } from '#src/app/storefront-app.tsx';
import { preloadFirstRoute } from '#src/app/storefront-routes.tsx';
import { BusyNotice } from '#src/components/ui/busy-notice.tsx';
import { allHydrated, hydrateWith } from '#src/lib/hydration.ts';
import { initI18n, startLocale } from '#src/lib/i18n.ts';
import '#src/index.css';

/** Lets the browser paint and take input before the next step of starting the page. */
const nextTask = () => new Promise((next) => setTimeout(next, 0));

const resolution = decideApp(window.location);
const firstRoute = resolution.kind === 'shop' ? preloadFirstRoute(window.location.pathname) : null;
// Evaluating the modules is one long task already: set up i18n and React in a task of their own.
await nextTask();
// The language the server rendered the page in (its <html lang>), before i18n sets the page's own.
const renderedLocale = document.documentElement.lang;
const locale = startLocale();
await initI18n(locale);
const container = document.getElementById('root');
if (!container) throw new Error('#root missing');

/**
 * The data a server-rendered page was rendered from (apps/api/src/modules/seo, src/entry-server.tsx),
 * or null. The server renders in the address's language (Dutch, or English for `?lang=en`).
 */
function serverState(): DehydratedState | null {
  const script = document.getElementById('shop-query-state');
  // The server renders in the address's language; a shopper who chose another gets the page rendered here.
  if (!script || resolution.kind !== 'shop' || renderedLocale !== locale) return null;
  try {
    const state = JSON.parse(script.textContent ?? '') as DehydratedState;
    // The server's copy is as fresh as its catalogue version: fresh from now on, not refetched at once.
    const now = Date.now();
    for (const query of state.queries) query.state.dataUpdatedAt = now;
    return state;
  } catch {
    return null;
  }
}

/**
 * The code of what the server rendered, loaded before hydrating: with every view of the page in,
 * the page is taken over in one pass (a view still loading would suspend, and be rendered again
 * from scratch instead of taking over its HTML). Each view's code is evaluated in a task of its own.
 */
async function loadServerRenderedViews(): Promise<void> {
  const marked = (id: string) => document.getElementById(id) !== null;
  const homeLayout = marked('focus-product-grid') ? 'focus' : marked('one-product-title') ? 'one-product' : null;
  const loads: (() => Promise<unknown> | null)[] = [() => firstRoute, ShopFooter.preload, BackgroundEffects.preload];
  if (homeLayout)
    loads.push(() =>
      import('#src/features/home/routes/home-route.tsx').then(({ FocusHome, OneProductHome }) =>
        (homeLayout === 'focus' ? FocusHome : OneProductHome).preload(),
      ),
    );
  for (const load of loads) {
    await nextTask();
    await load()?.catch(() => undefined);
  }
}

const state = serverState();
if (state && resolution.kind === 'shop') {
  // Setting up the texts was a task of its own, and so was each view's code; the page's shell is the next.
  await loadServerRenderedViews();
  await nextTask();
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  // While the page is taken over part by part, the effects of each part run in a task of their own
  // soon after it, instead of all together after the next frame (one long task). The build renders
  // with Preact (ADR 016), which schedules effects through this option.
  const effectsAfterPaint = preactOptions.requestAnimationFrame;
  preactOptions.requestAnimationFrame = (runEffects) => setTimeout(runEffects, 0);
  hydrateWith(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <BusyNotice />
        <StorefrontApp resolution={resolution} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
  // The page answers clicks once its last part is hydrated (the end-to-end tests wait for the mark).
  void allHydrated().then(() => {
    preactOptions.requestAnimationFrame = effectsAfterPaint;
    document.documentElement.dataset.hydrated = 'true';
  });
} else if (resolution.kind === 'platform') {
  const root = createRoot(container);
  // The platform site is a separate chunk: shoppers never download it.
  void import('#src/app/platform-app.tsx').then(({ PlatformApp }) =>
    root.render(
      <StrictMode>
        <BusyNotice />
        <PlatformApp />
      </StrictMode>,
    ),
  );
} else {
  const root = createRoot(container);
  // A transition lets React split the first render into short tasks (less blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <BusyNotice />
        <StorefrontApp resolution={resolution} />
      </StrictMode>,
    ),
  );
}
