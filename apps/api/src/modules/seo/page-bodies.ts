import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TConfig } from '#src/config.ts';
import { VersionedCache } from '#src/lib/versioned-cache.ts';
import { pageLanguage, shopPageOf, type TShopPage } from './pages.ts';
import { createViewChunks } from './view-chunks.ts';

/** A shopper page's body as the web app's server entry rendered it (apps/web/src/entry-server.tsx). */
export interface PageBody {
  /** The markup of <div id="root">. */
  html: string;
  /** The <script> with the data it was rendered from, for the browser's query cache. */
  stateScript: string;
  /** The shop's theme for <html>: dark or light, and its CSS variables. */
  theme: { dark: boolean; variables: Record<string, string> };
  /** The page's own script chunks, to preload (the entry's are in the built index.html already). */
  modulePreloads?: string[];
}

/** The server entry's interface, as built into apps/web/dist-server/entry-server.js. */
interface ServerEntry {
  render(request: {
    url: string;
    tenantName: string;
    locale: 'nl' | 'en';
    api: (path: string, init: RequestInit) => Promise<Response>;
    timeoutMs?: number;
  }): Promise<PageBody | null>;
}

/** Spec §2.3's shopper pages; the cart, checkout, orders and account stay rendered by the browser. */
function rendersOnServer(page: TShopPage): boolean {
  if (page.kind === 'private') return page.name === 'search';
  return page.kind !== 'notFound';
}

const RENDER_TIMEOUT_MS = 2500;
const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Renders the body of the storefront's shopper pages with the web build's server entry, kept per
 * shop, address and catalogue version. Null (the shell as built, rendered by the browser) without
 * that build, for other pages, and when the render fails or takes too long.
 */
export function createPageBodies(app: FastifyInstance, config: TConfig) {
  const entryFile = resolve(config.WEB_DIST_DIR, '..', 'dist-server', 'entry-server.js');
  const ttlMs = config.CATALOGUE_CACHE_TTL_SECONDS * 1000;
  const cache = new VersionedCache<PageBody | null>(500);
  const viewChunks = createViewChunks(config.WEB_DIST_DIR);
  let loaded: Promise<ServerEntry> | null = null;

  /**
   * The server entry, imported once: its chunks import it by its plain address, so a second copy
   * (of a newer build) would split the app's modules in two. A new build takes a restart.
   */
  function serverEntry(): Promise<ServerEntry> | null {
    if (!config.SERVER_RENDERING) return null;
    if (!loaded) {
      if (!existsSync(entryFile)) return null;
      loaded = import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
    }
    return loaded;
  }

  /** The page's API calls, answered by this server as the browser's would be (same host and client address). */
  function apiFor(request: FastifyRequest, locale: 'nl' | 'en') {
    return async (path: string, init: RequestInit): Promise<Response> => {
      const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: path,
        headers: { ...headers, host: request.headers.host ?? '', 'accept-language': locale },
        remoteAddress: request.ip,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (typeof value === 'string') responseHeaders.set(name, value);
        else if (typeof value === 'number') responseHeaders.set(name, String(value));
      }
      const body = NO_BODY_STATUSES.has(answer.statusCode) ? null : answer.rawPayload;
      return new Response(body, { status: answer.statusCode, headers: responseHeaders });
    };
  }

  return async function pageBody(request: FastifyRequest): Promise<PageBody | null> {
    const entry = serverEntry();
    if (!entry) return null;
    const [path = '/', search = ''] = request.url.split('?', 2);
    const query = new URLSearchParams(search);
    // As the browser finds its shop: by the host alone (a `?tenant=` shop is rendered by the browser).
    if (query.has('tenant')) return null;
    const page = shopPageOf(path, query);
    if (!rendersOnServer(page)) return null;
    const resolution = await app.resolveShop(request.headers.host ?? '').catch(() => null);
    if (resolution?.kind !== 'shop') return null;
    const { tenant } = resolution;
    const key = `${tenant.id}|${request.headers.host}|${request.url}`;
    const known = cache.get(key, tenant.catalogueVersion);
    if (known !== undefined) return known;
    const { render } = await entry;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<null>((done) => {
      timer = setTimeout(() => done(null), RENDER_TIMEOUT_MS + 500);
    });
    try {
      const rendered = await Promise.race([
        render({
          url: request.url,
          tenantName: tenant.name,
          locale: pageLanguage(query),
          api: apiFor(request, pageLanguage(query)),
          timeoutMs: RENDER_TIMEOUT_MS,
        }),
        timedOut,
      ]);
      const body = rendered && { ...rendered, modulePreloads: viewChunks(page, rendered.html) };
      if (body) cache.set(key, tenant.catalogueVersion, body, ttlMs);
      else request.log.warn({ url: request.url }, 'page not rendered by the server: the browser renders it');
      return body;
    } finally {
      clearTimeout(timer);
    }
  };
}
