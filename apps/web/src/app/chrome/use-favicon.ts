import { FAVICON_PROBE_TIMEOUT_MS, IMAGE_LOAD_TIMEOUT_MS } from '@shop/contracts';
import { useEffect } from 'react';
import { apiPath } from '#src/lib/api-client.ts';
import { tenantLogoUrl } from '#src/lib/images.ts';
import { useShop } from '#src/lib/shop-context.ts';

const DEFAULT_ICON = '/favicon.svg';

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
    const probeTimer = window.setTimeout(() => controller.abort(), FAVICON_PROBE_TIMEOUT_MS);
    let imageTimer: number | undefined;
    void (async () => {
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
    })();
    return () => {
      cancelled = true;
      controller.abort();
      window.clearTimeout(probeTimer);
      window.clearTimeout(imageTimer);
    };
  }, [tenantId, hasLogo, logoVersion]);
}
