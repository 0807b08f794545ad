import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptedEncoding } from '#src/lib/content-encoding.ts';
import { errorAnswer, HttpError } from '#src/lib/errors.ts';
import { requestLanguage } from '#src/lib/language.ts';
import { withBootAfterFirstPaint } from '#src/plugins/boot-script.ts';

/** The head of one page, rendered by the server (modules/seo): its tags replace the shell's <title>. */
export interface ShellHead {
  lang: string;
  head: string;
  noindex: boolean;
  /** The page's HTTP status: 404 for a page that is not there (its body is the storefront's not-found view). */
  status: 200 | 404;
}

/** The head for a page request, or null to answer the shell as built. */
export type ShellHeadRenderer = (request: FastifyRequest) => Promise<ShellHead | null>;

/** A page's body rendered by the server (modules/seo): its markup replaces the content of <div id="root">. */
export interface ShellBody {
  html: string;
  /** Written after <div id="root">: the data the body was rendered from. */
  stateScript: string;
  /** The shop's theme on <html> (the browser's `applyTheme` sets the same): dark or light, and its CSS variables. */
  theme: { dark: boolean; variables: Record<string, string> };
  /** Script chunks (build-relative addresses) the page's boot script preloads with the entry. */
  modulePreloads?: string[];
}

/** The body for a page request, or null to leave the shell's own (the browser renders the page). */
export type ShellBodyRenderer = (request: FastifyRequest) => Promise<ShellBody | null>;

interface Shell {
  modifiedMs: number;
  /** The shell up to its <title> (or </head>) and from after it; null when it has neither. */
  parts: { before: string; after: string } | null;
  /** `after` split around the content of <div id="root">; null without one. */
  root: { open: string; close: string } | null;
}

/** Splits the shell's part after the head around the content of <div id="root"> (its own nested divs included). */
function splitRoot(after: string): Shell['root'] {
  const start = /<div id="root">/i.exec(after);
  if (!start) return null;
  const contentStart = start.index + start[0].length;
  const tags = /<(\/?)div\b[^>]*>/gi;
  tags.lastIndex = contentStart;
  let depth = 1;
  for (let tag = tags.exec(after); tag; tag = tags.exec(after)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return { open: after.slice(0, contentStart), close: after.slice(tag.index) };
  }
  return null;
}

/** Splits the built index.html where the page's head goes: in place of <title>…</title>, else before </head>. */
function splitShell(html: string): Shell['parts'] {
  const title = /<title>[\s\S]*?<\/title>/i.exec(html);
  if (title) return { before: html.slice(0, title.index), after: html.slice(title.index + title[0].length) };
  const headEnd = html.search(/<\/head>/i);
  return headEnd >= 0 ? { before: html.slice(0, headEnd), after: html.slice(headEnd) } : null;
}

const COMPRESS = {
  br: (html: string) =>
    brotliCompressSync(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  gzip: (html: string) => gzipSync(html),
};

/** Pages repeat (the heads are cached per catalogue version): their compressed bytes are kept, the most recent few hundred. */
const compressedPages = new Map<string, Buffer>();
const COMPRESSED_PAGES_MAX = 500;

function compressed(encoding: keyof typeof COMPRESS, html: string): Buffer {
  const key = `${encoding}\n${html}`;
  const hit = compressedPages.get(key);
  if (hit) return hit;
  const bytes = COMPRESS[encoding](html);
  compressedPages.set(key, bytes);
  if (compressedPages.size > COMPRESSED_PAGES_MAX) {
    const oldest = compressedPages.keys().next().value;
    if (oldest !== undefined) compressedPages.delete(oldest);
  }
  return bytes;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shell's <html> with the shop's theme: `class="dark"` only for a dark one, its colours as CSS variables. */
function withTheme(before: string, theme: ShellBody['theme']): string {
  const style = Object.entries(theme.variables)
    .filter(([name]) => /^--[a-z0-9-]+$/i.test(name))
    .map(([name, value]) => `${name}: ${value.replace(/[;{}]/g, '')}`)
    .join('; ');
  return before.replace(/<html\b([^>]*)>/i, (_match, attributes: string) => {
    const rest = attributes.replace(/\s(class|style)="[^"]*"/gi, '');
    return `<html${rest}${theme.dark ? ' class="dark"' : ''} style="${escapeAttribute(style)}">`;
  });
}

/**
 * The shell's own `<meta name="theme-color">` (a fixed colour in apps/web/index.html) goes when the
 * page's head brings the shop's, so the page holds one (the storefront's `applyTheme` sets the first).
 */
function withoutShellThemeColor(before: string, head: string): string {
  if (!/<meta name="theme-color"/i.test(head)) return before;
  return before.replace(/[ \t]*<meta\s+name=["']theme-color["'][^>]*>[ \t]*\r?\n?/gi, '');
}

function withLang(before: string, lang: string): string {
  const safe = lang.replace(/[^a-z-]/gi, '');
  return before.replace(
    /<html\b([^>]*?)(\slang="[^"]*")?([^>]*)>/i,
    (_match, head: string, _lang, tail: string) => `<html${head} lang="${safe}"${tail}>`,
  );
}

/**
 * The address of a page without its trailing slash (`/product/1/` → `/product/1`), which the
 * browser's router shows as the same page: one address per page for crawlers and link previews.
 * Null when there is none to strip, or when the result would not be a plain path of this host
 * (`//evil.example/` and `/\evil.example/` would lead off it).
 */
function pathWithoutTrailingSlash(path: string): string | null {
  if (!path.endsWith('/') || path === '/') return null;
  const trimmed = path.replace(/\/+$/, '');
  if (!/^\/[^/\\]/.test(trimmed) || trimmed.includes('//') || trimmed.includes('\\')) return null;
  return trimmed;
}

/**
 * Serves the built SPA on the same port as the API. Hashed assets are immutable; any other
 * non-API GET answers index.html so deep links and reloads work. Without a build, API only.
 */
export const staticWebPlugin = fp(
  async (
    app: FastifyInstance,
    options: { root: string | null; pageHead?: ShellHeadRenderer; pageBody?: ShellBodyRenderer },
  ) => {
    const root = options.root ? resolve(options.root) : null;
    const indexFile = root ? resolve(root, 'index.html') : null;
    const hasBuild = indexFile !== null && existsSync(indexFile);
    let shell: Shell | null = null;

    /** The built shell, read again when a new build replaced it. */
    async function currentShell(): Promise<Shell | null> {
      if (!indexFile) return null;
      const { mtimeMs } = await stat(indexFile);
      if (!shell || shell.modifiedMs !== mtimeMs) {
        const parts = splitShell(await readFile(indexFile, 'utf8'));
        shell = { modifiedMs: mtimeMs, parts, root: parts ? splitRoot(parts.after) : null };
      }
      return shell;
    }

    /** The page's body when the server rendered one, else null (the shell's own: the browser renders it). */
    async function bodyOf(request: FastifyRequest, current: Shell): Promise<ShellBody | null> {
      if (!options.pageBody || !current.root) return null;
      try {
        return await options.pageBody(request);
      } catch (error) {
        request.log.warn({ err: error }, 'page body not rendered');
        return null;
      }
    }

    /** The shell with this page's head, or null to send the file as built (no head, or it could not be made). */
    async function pageWithHead(
      request: FastifyRequest,
    ): Promise<{ html: string; noindex: boolean; status: ShellHead['status'] } | null> {
      if (!options.pageHead) return null;
      try {
        const current = await currentShell();
        const parts = current?.parts;
        if (!current || !parts) return null;
        const head = await options.pageHead(request);
        if (!head) return null;
        const shellBefore = withoutShellThemeColor(parts.before, head.head);
        const body = await bodyOf(request, current);
        if (!body || !current.root) {
          return {
            html: `${withLang(shellBefore, head.lang)}${head.head}${parts.after}`,
            noindex: head.noindex,
            status: head.status,
          };
        }
        // The markup is React's own (escaped by it); the state script escapes `<` in its JSON.
        const before = withTheme(withLang(shellBefore, head.lang), body.theme);
        // The content is painted before any script loads: the app starts after the first paint.
        const open = withBootAfterFirstPaint(current.root.open, body.modulePreloads);
        const after = `${open}${body.html}${current.root.close.replace(/<\/div>/i, `</div>${body.stateScript}`)}`;
        return { html: `${before}${head.head}${after}`, noindex: head.noindex, status: head.status };
      } catch (error) {
        // The shell without a head still works: the SPA loads its data itself.
        request.log.warn({ err: error }, 'page head not rendered');
        return null;
      }
    }

    if (hasBuild && root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br/.gz next to its text files (apps/web/vite.config.ts): served as they
        // are when the browser accepts them, the SPA fallback (index.html) included.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders: (reply, path) => {
          reply.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
      // Files of the build are routes of their own (wildcard: false); a missing file stays a 404.
      if (hasBuild && wantsPage && !/\.[a-z0-9]+$/i.test(path)) {
        const withoutSlash = pathWithoutTrailingSlash(path);
        if (withoutSlash) {
          const query = request.url.slice(path.length);
          return reply.redirect(`${withoutSlash}${query}`, 301);
        }
        const page = await pageWithHead(request);
        reply.header('cache-control', 'no-cache');
        if (!page) return reply.sendFile('index.html');
        reply.code(page.status);
        if (page.noindex) reply.header('x-robots-tag', 'noindex');
        reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
        // The not-found handler is no route, so @fastify/compress's per-route hooks do not reach it.
        const encoding = acceptedEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
        if (!encoding) return reply.send(page.html);
        return reply.header('content-encoding', encoding).send(compressed(encoding, page.html));
      }
      const missing = new HttpError(404, 'not_found', { thing: 'route', method: request.method, path });
      return reply.code(404).send(errorAnswer(missing, requestLanguage(request)));
    });
  },
);
