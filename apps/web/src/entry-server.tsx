/**
 * The server's entry (built by `vite build --ssr`, loaded by apps/api/src/modules/seo): renders a
 * shopper page with the same components as the browser, from the same API answers, and hands
 * the data it used to the browser, which hydrates the page with it (src/main.tsx) instead of
 * asking for it again. See docs/decisions/015-server-rendered-shop-pages.md.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import type { TTenant, TTenantTheme } from '@shop/contracts';
import { dehydrate, type Query, QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { StorefrontApp } from '#src/app/storefront-app.tsx';
import { BusyNotice } from '#src/components/ui/busy-notice.tsx';
import { tenantQuery } from '#src/features/tenant/api/get-tenant.ts';
import { tenantThemeQuery } from '#src/features/tenant/api/get-tenant-theme.ts';
import { setApiTransport } from '#src/lib/api-client.ts';
import { i18nFor, type TLocale } from '#src/lib/i18n.ts';
import { sanitizeHtml, setPurifierWindow } from '#src/lib/purify.ts';
import { themeVariables } from '#src/lib/theme.ts';
import { provideCleaner } from '#src/lib/use-clean-html.ts';

/** Answers one API call of a render (the API server injects it into itself). */
export type ApiCall = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The shop of the page's host (as the browser finds it: by the host, no `?tenant=`). */
  tenantName: string;
  /** The page's language: Dutch, or English for its `?lang=en` address. */
  locale?: TLocale;
  api: ApiCall;
  /** The render gives up after this long (the page is then served as the plain shell). */
  timeoutMs?: number;
}

export interface RenderedPage {
  /** The markup that goes into <div id="root">. */
  html: string;
  /** The <script> with the data of the render, for the browser's query cache. */
  stateScript: string;
  /** The shop's theme for <html> (what `applyTheme` sets in the browser): dark or light, and its CSS variables. */
  theme: { dark: boolean; variables: Record<string, string> };
}

/** The id of the <script type="application/json"> holding the dehydrated query cache. */
export const STATE_SCRIPT_ID = 'shop-query-state';

// Shop texts with markup (terms, product descriptions) are cleaned by DOMPurify here too.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Parameters<typeof setPurifierWindow>[0] };
};
setPurifierWindow(new JSDOM('').window);
provideCleaner(sanitizeHtml);

const calls = new AsyncLocalStorage<ApiCall>();
setApiTransport((path, init) => {
  const api = calls.getStore();
  if (!api) return Promise.reject(new Error('API call outside a server render'));
  return api(path, init);
});

/**
 * The queries the server answers: the shop and its public catalogue. The cart, checkout, orders
 * and the customer belong to the shopper's browser (its session in localStorage), so they stay
 * pending in the server's HTML exactly as in the browser's first render, which then fetches them.
 */
const SHOP_PARTS = new Set([
  'categories',
  'category',
  'focus-settings',
  'payment-methods',
  'product',
  'products',
  'search',
  'subscription-type',
  'terms',
]);
/** A query a view turned off (it waits for another's answer) is asked for in a later pass, if at all. */
function enabled(query: Query): boolean {
  const { enabled: setting } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof setting === 'function' ? setting(query) : setting !== false;
}

function answeredByServer(key: QueryKey): boolean {
  if (key[0] === 'tenant') return true;
  return key[0] === 'shop' && typeof key[2] === 'string' && SHOP_PARTS.has(key[2]);
}

/** JSON for a <script> element: `<` escaped, so no shop text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const MAX_PASSES = 8;
const i18nByLocale = new Map<TLocale, ReturnType<typeof i18nFor>>();

/**
 * Renders the page, or null when it is no shop page the server renders (the browser then renders
 * it from the shell, as always): an API call of the page that failed, or a render that took too long.
 * Renders until no query the page needs is left unanswered: each pass asks for what the last one
 * showed it needs (the shop, then its settings, then the view's data).
 */
export async function render({
  url,
  tenantName,
  locale = 'nl',
  api,
  timeoutMs = 3000,
}: RenderRequest): Promise<RenderedPage | null> {
  const resolution = { kind: 'shop', tenantName } as const;
  if (!i18nByLocale.has(locale)) i18nByLocale.set(locale, i18nFor(locale));
  const i18n = await (i18nByLocale.get(locale) as ReturnType<typeof i18nFor>);
  const [path = '/', search = ''] = url.split(/\?(.*)/s);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const signal = AbortSignal.timeout(timeoutMs);
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Router ssrPath={path} ssrSearch={search}>
          <BusyNotice />
          <StorefrontApp resolution={resolution} queryClient={queryClient} />
        </Router>
      </I18nextProvider>
    </StrictMode>
  );
  try {
    return await calls.run(api, async () => {
      const asked = new Set<string>();
      for (let pass = 0; pass < MAX_PASSES; pass += 1) {
        if (signal.aborted) return null;
        // A view that cannot render on the server throws: the browser renders the page (the caller logs why).
        const html = await renderToStringAsync(app);
        const waiting = queryClient
          .getQueryCache()
          .getAll()
          .filter(
            (query) =>
              query.state.status === 'pending' &&
              enabled(query) &&
              answeredByServer(query.queryKey) &&
              !asked.has(query.queryHash),
          );
        if (waiting.length === 0) {
          const state = dehydrate(queryClient);
          const tenant = queryClient.getQueryData<TTenant>(tenantQuery(tenantName).queryKey);
          const record = queryClient.getQueryData<TTenantTheme | null>(tenantThemeQuery(tenantName).queryKey);
          const { mode, vars } = themeVariables(tenant?.theme, record ?? null);
          return {
            html,
            theme: { dark: mode === 'dark', variables: vars },
            stateScript: `<script id="${STATE_SCRIPT_ID}" type="application/json">${scriptJson(state)}</script>`,
          };
        }
        for (const query of waiting) asked.add(query.queryHash);
        // A failed call: the browser renders the page (and its error page) as it would without the server.
        await Promise.all(
          waiting.map((query) => queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey })),
        );
        if (signal.aborted) return null;
      }
      return null;
    });
  } finally {
    queryClient.clear();
  }
}
