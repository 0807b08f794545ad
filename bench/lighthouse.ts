/**
 * Lighthouse on the storefront (the first-load budget's real-browser check): starts the built product with the demo shops (as the
 * e2e specs do), then runs `npx lighthouse@13` with the Debian Chromium, mobile form factor, on the
 * home, a category, a product and a search page of each of the three layouts (demo: standard,
 * focus: FocusStore, solo: OneProductStore), and prints the performance, accessibility,
 * best-practices and SEO scores with the page's layout shift (CLS) and the JavaScript it
 * transferred. About 15 s a page and run.
 *
 *   npm run build && npm run bench:web
 *   CHROME_PATH=/usr/bin/chromium (default)   LIGHTHOUSE_RUNS=3 (median of n runs per page)
 *   LIGHTHOUSE_SHOPS=demo,focus,solo   LIGHTHOUSE_PAGES=home,category,product,search
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { CHROMIUM_PATH as CHROME_PATH, CHROMIUM_ARGS } from '../e2e/chromium.ts';
import { startServerProcess } from '../e2e/server-process.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const SHOPS = (process.env.LIGHTHOUSE_SHOPS ?? 'demo,focus,solo').split(',');
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'home,category,product,search').split(',');
const log = (message: string) => console.log(`[bench:web] ${message}`);

type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number> & { cls: number; scriptKb: number };

function runLighthouse(url: string): Promise<Scores> {
  return new Promise((done, fail) => {
    const child = spawn(
      'npx',
      [
        '--yes',
        'lighthouse@13',
        url,
        '--form-factor=mobile',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(`lighthouse exited with ${code}:\n${err.slice(-2000)}`));
      try {
        const report = JSON.parse(out) as {
          categories: Record<string, { score: number | null }>;
          audits: Record<
            string,
            { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
          >;
          runtimeError?: { message: string };
        };
        if (report.runtimeError) return fail(new Error(report.runtimeError.message));
        const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
          (request) => request.resourceType === 'Script',
        );
        done({
          ...(Object.fromEntries(
            CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
          ) as Record<Category, number>),
          cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          scriptKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
        });
      } catch (error) {
        fail(error);
      }
    });
  });
}

/** Asks the server for a page once (Node does not resolve `*.localhost`: the shop goes in the Host header). */
function warm(url: string, port: number): Promise<void> {
  const { host, pathname, search } = new URL(url);
  return new Promise((done, fail) => {
    const request = get({ host: '127.0.0.1', port, path: `${pathname}${search}`, headers: { host } }, (response) => {
      response.resume();
      response.on('end', () => done());
    });
    request.on('error', fail);
  });
}

/**
 * Waits until the background job has made the responsive variants of the demo shops' images (about
 * 20 s after start): measured before, the pages would show the single addresses and the job would
 * share the CPU with the browser.
 */
async function variantsMade(json: <T>(path: string) => Promise<T>): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    let missing = 0;
    for (const shop of SHOPS) {
      const tenant = await json<{ id: string }>(`/api/tenants/by-name/${shop}`);
      const products = await json<{ images: { variants?: unknown }[] }[]>(`/api/tenants/${tenant.id}/products/public`);
      missing += products.flatMap((product) => product.images).filter((image) => !image.variants).length;
    }
    if (missing === 0) return;
    if (Date.now() > deadline) throw new Error(`${missing} demo images still have no variants after 3 minutes`);
    log(`waiting for the variants of ${missing} images…`);
    await new Promise((wait) => setTimeout(wait, 3000));
  }
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): that run is made again, twice at most. */
async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`run failed (${error instanceof Error ? error.message.split('\n').slice(-2).join(' ') : error}), again…`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  if (!existsSync(resolve(import.meta.dirname, '../apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  log('starting the server with the demo shops…');
  // Production settings (as a real deployment runs), with the demo shops and a throwaway secret.
  const server = await startServerProcess({
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
  });
  try {
    const api = `http://127.0.0.1:${server.port}`;
    const json = async <T>(path: string) => (await (await fetch(`${api}${path}`)).json()) as T;
    await variantsMade(json);
    const pages: { name: string; url: string }[] = [];
    for (const shop of SHOPS) {
      const tenant = await json<{ id: string }>(`/api/tenants/by-name/${shop}`);
      const [product] = await json<{ id: number; name: string }[]>(`/api/tenants/${tenant.id}/products/public`);
      const [category] = await json<{ id: number }[]>(`/api/tenants/${tenant.id}/categories/public`);
      if (!product) throw new Error(`the ${shop} shop has no products`);
      const origin = `http://${shop}.localhost:${server.port}`;
      const paths: Record<string, string | null> = {
        home: '/',
        category: category ? `/category/${category.id}` : null,
        product: `/product/${product.id}`,
        // The search page before a query (its results, `?q=…`, are noindex by design: no SEO score).
        search: '/search',
      };
      for (const page of PAGES) {
        const path = paths[page];
        if (path) pages.push({ name: `${shop} ${page}`, url: `${origin}${path}` });
      }
    }
    // A process answers its first render of a page slower (server bundle, caches): that one is not measured.
    for (const page of pages) await warm(page.url, server.port);
    const rows: { name: string; scores: Scores }[] = [];
    for (const page of pages) {
      const runs: Scores[] = [];
      for (let run = 1; run <= RUNS; run++) {
        log(`${page.name} (${page.url})${RUNS > 1 ? `, run ${run}/${RUNS}` : ''}…`);
        runs.push(await withRetries(() => runLighthouse(page.url)));
      }
      const middle = (key: keyof Scores) => median(runs.map((scores) => scores[key]));
      rows.push({
        name: page.name,
        scores: {
          ...(Object.fromEntries(CATEGORIES.map((category) => [category, middle(category)])) as Record<
            Category,
            number
          >),
          cls: middle('cls'),
          scriptKb: middle('scriptKb'),
        },
      });
      const last = rows[rows.length - 1]?.scores;
      if (last)
        log(
          `${page.name}: performance ${last.performance}, accessibility ${last.accessibility}, best practices ${last['best-practices']}, SEO ${last.seo}, CLS ${last.cls.toFixed(3)}, JS ${last.scriptKb.toFixed(1)} KB`,
        );
    }
    console.log('');
    console.log(`Lighthouse 13, mobile${RUNS > 1 ? `, median of ${RUNS} runs` : ''}`);
    const columns = [...CATEGORIES, 'CLS', 'JS KB'];
    console.log(`${'page'.padEnd(18)}${columns.map((column) => column.padStart(16)).join('')}`);
    for (const row of rows) {
      const cells = [
        ...CATEGORIES.map((category) => String(row.scores[category])),
        row.scores.cls.toFixed(3),
        row.scores.scriptKb.toFixed(1),
      ];
      console.log(`${row.name.padEnd(18)}${cells.map((cell) => cell.padStart(16)).join('')}`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
