import texts from 'virtual:locale-sections/nl/shopState';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';

addDutchTexts(texts);

/**
 * Keeps search engines from indexing the page while it is shown (a closed shop has nothing to find).
 * The server's head may hold a robots tag already: that one is set, not a second one added.
 */
function useNoIndex(): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const meta = existing ?? document.createElement('meta');
    const before = meta.content;
    meta.name = 'robots';
    meta.content = 'noindex';
    if (!existing) document.head.appendChild(meta);
    return () => {
      if (existing) meta.content = before;
      else meta.remove();
    };
  }, []);
}

/** A paused shop (trial over, plan ended): the whole storefront is this page. */
export function ClosedShopPage() {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const shopName = tenant.displayName || tenant.name;
  useNoIndex();
  useEffect(() => {
    document.title = `${t('shopState.closedTitle')} | ${shopName}`;
  }, [t, shopName]);
  return (
    <main className="flex min-h-screen items-center justify-center bg-page px-4 text-fg">
      <div className="max-w-lg text-center">
        <p className="text-lg font-semibold text-muted">{shopName}</p>
        <h1 className="mt-2 text-3xl font-bold">{t('shopState.closedTitle')}</h1>
        <p className="mt-4 text-muted">{t('shopState.closedText', { shopName })}</p>
      </div>
    </main>
  );
}

/** A new shop without products yet: its own name and a friendly note in place of empty lists. */
function ComingSoonHome() {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const shopName = tenant.displayName || tenant.name;
  useEffect(() => {
    document.title = `${t('shopState.comingSoonTitle')} | ${shopName}`;
  }, [t, shopName]);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-lg font-semibold text-muted">{shopName}</p>
      <h1 className="mt-2 text-4xl font-bold">{t('shopState.comingSoonTitle')}</h1>
      <p className="mt-4 text-lg text-muted">{t('shopState.comingSoonText', { shopName })}</p>
    </section>
  );
}

/** Terms and contact stay reachable while the catalogue is still empty; every other page is the note. */
export function ComingSoonGate({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return /^\/(terms-and-conditions|contact)(\/|$)/.test(pathname) ? children : <ComingSoonHome />;
}
