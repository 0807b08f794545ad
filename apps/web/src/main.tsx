import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { decideApp } from '#src/app/host.ts';
import { StorefrontApp } from '#src/app/storefront-app.tsx';
import { preloadFirstRoute } from '#src/app/storefront-routes.tsx';
import { BusyNotice } from '#src/components/ui/busy-notice.tsx';
import { initI18n } from '#src/lib/i18n.ts';
import '#src/index.css';

const resolution = decideApp(window.location);
if (resolution.kind === 'shop') preloadFirstRoute(window.location.pathname);
// Evaluating the modules is one long task already: set up i18n and React in a task of their own.
await new Promise((next) => setTimeout(next, 0));
await initI18n();
const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const root = createRoot(container);

if (resolution.kind === 'platform') {
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
