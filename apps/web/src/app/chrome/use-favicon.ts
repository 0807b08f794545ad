import { FAVICON_PROBE_TIMEOUT_MS, IMAGE_LOAD_TIMEOUT_MS } from '@shop/contracts';
import { useEffect } from 'react';
import { apiPath } from '#src/lib/api-client.ts';
import { tenantLogoUrl } from '#src/lib/images.ts';
import { useShop } from '#src/lib/shop-context.ts';

const DEFAULT_ICON = '/favicon.svg';

/** Runs `work` when the main thread is idle (within a second), or at once where the browser cannot tell. */
function whenIdle(work: () => void): { cancel: () => void } {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, 0);
    return { cancel: () => window.clearTimeout(timer) };
  }
  const handle = window.requestIdleCallback(work, { timeout: 1000 });
  return { cancel: () => window.cancelIdleCallback(handle) };
}

function setIcon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.removeAttribute('type');
  link.href = href;
}

/** Spec §2.4: the logo is probed (HEAD, 2 s timeout), then loaded (5 s timeout); else the default icon. */
export function useFavicon(tenantId: string, hasLogo: boolean): void {
  // The header's logo address (the same `t`), so the icon is the file the page has already.
  const { logoVersion } = useShop().tenant;
  useEffect(() => {
    if (!hasLogo) {
      setIcon(DEFAULT_ICON);
      return;
    }
    let cancelled = false;
    const controller = new AbortController();
    let probeTimer: number | undefined;
    let imageTimer: number | undefined;
    // The icon is not part of the page: probe once the page's own work is done.
    const probeLater = whenIdle(async () => {
      probeTimer = window.setTimeout(() => controller.abort(), FAVICON_PROBE_TIMEOUT_MS);
      try {
        const probe = await fetch(apiPath('GET /api/tenants/:tenantId/logo', { params: { tenantId } }), {
          method: 'HEAD',
          signal: controller.signal,
        });
        window.clearTimeout(probeTimer);
        if (!probe.ok) throw new Error('no logo');
        const url = tenantLogoUrl(tenantId, logoVersion);
        const image = new Image();
        const loaded = await new Promise<boolean>((resolve) => {
          imageTimer = window.setTimeout(() => resolve(false), IMAGE_LOAD_TIMEOUT_MS);
          image.onload = () => resolve(true);
          image.onerror = () => resolve(false);
          image.src = url;
        });
        if (!cancelled) setIcon(loaded ? url : DEFAULT_ICON);
      } catch {
        if (!cancelled) setIcon(DEFAULT_ICON);
      }
    });
    return () => {
      cancelled = true;
      probeLater.cancel();
      controller.abort();
      window.clearTimeout(probeTimer);
      window.clearTimeout(imageTimer);
    };
  }, [tenantId, hasLogo, logoVersion]);
}
