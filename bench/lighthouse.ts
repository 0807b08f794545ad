/**
 * Lighthouse on the storefront (the first-load budget's real-browser check): starts the built product with the demo shops (as the
 * e2e specs do), then runs `npx lighthouse@13` with the Debian Chromium, mobile form factor, on the
 * home, a category, a product and a search page of each of the three layouts (demo: standard,
 * focus: FocusStore, solo: OneProductStore), and prints the performance, accessibility,
 * best-practices and SEO scores with the page's total blocking time, largest paint, layout shift
 * (CLS), the JavaScript it transferred and how much of the blocking tasks' time the page's main thread
 * spent on a CPU (from each run's trace, blocking-cpu-share.ts). About 15 s a page and run.
 *
 * Lighthouse emulates a mid-tier phone by slowing the host's CPU down by a factor, 4 by default: the
 * mobile score everyone quotes (the CLI's, DevTools') is measured so, and the bench measures so too
 * (ADR 028). Each run's benchmark index is printed with the factor Lighthouse's CPU-throttling
 * calculator would give for it. LIGHTHOUSE_CPU_SLOWDOWN=calibrated measures with that factor instead
 * (three runs on the first page read the index first, ADR 025); a number fixes the factor.
 *
 *   npm run build && npm run bench:web
 *   CHROME_PATH=/usr/bin/chromium (default)   LIGHTHOUSE_RUNS=3 (median of n runs per page)
 *   LIGHTHOUSE_SHOPS=demo,focus,solo   LIGHTHOUSE_PAGES=home,category,product,search
 *   LIGHTHOUSE_CPU_SLOWDOWN=4 (default) | calibrated | <factor>   LIGHTHOUSE_REPORTS=<dir> (keeps every JSON report)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_PATH as CHROME_PATH, CHROMIUM_ARGS } from '../e2e/chromium.ts';
import { startServerProcess } from '../e2e/server-process.ts';
import { blockingCpuShare, type TraceEvent } from './blocking-cpu-share.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const SHOPS = (process.env.LIGHTHOUSE_SHOPS ?? 'demo,focus,solo').split(',');
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'home,category,product,search').split(',');
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
/** Lighthouse's own mobile CPU slowdown, the bench's default (ADR 028). */
const LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN = 4;
/** LIGHTHOUSE_CPU_SLOWDOWN, read before anything starts: a typo must not quietly become another factor. */
const CPU_SLOWDOWN_SETTING: number | 'calibrated' = (() => {
  const given = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
  if (!given) return LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN;
  if (given === 'calibrated') return given;
  const factor = Number(given);
  if (!(factor >= 1)) {
    throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be 'calibrated' or a factor of 1 or more, not '${given}'`);
  }
  return factor;
})();
const log = (message: string) => console.log(`[bench:web] ${message}`);

type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number> & {
  tbtMs: number;
  lcpMs: number;
  cls: number;
  scriptKb: number;
  /** blockingCpuShare of the run's trace; NaN when no task blocked. */
  cpuShare: number;
};
interface Run {
  scores: Scores;
  benchmarkIndex: number;
}

/**
 * The CPU slowdown Lighthouse's CPU-throttling calculator gives for a benchmark index, meant to make
 * the host a mid-tier phone: its points (index 150 → 1×, 800 → 2×, 1,300 → 3×, then one more × per
 * 233), joined by straight lines; never below 1 (no speeding up).
 */
function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

function runLighthouse(url: string, cpuSlowdown: number): Promise<Run> {
  // The report and, with --save-assets, the trace beside it (report-0.trace.json).
  const outputDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const reportPath = join(outputDir, 'report.json');
  return new Promise<Run>((done, fail) => {
    const child = spawn(
      'npx',
      [
        '--yes',
        'lighthouse@13',
        url,
        '--form-factor=mobile',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown.toFixed(2)}`,
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        '--output=json',
        `--output-path=${reportPath}`,
        '--save-assets',
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let err = '';
    child.stdout.resume();
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(`lighthouse exited with ${code}:\n${err.slice(-2000)}`));
      try {
        const out = readFileSync(reportPath, 'utf8');
        const report = JSON.parse(out) as {
          categories: Record<string, { score: number | null }>;
          audits: Record<
            string,
            { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
          >;
          environment: { benchmarkIndex: number };
          runtimeError?: { message: string };
        };
        if (report.runtimeError) return fail(new Error(report.runtimeError.message));
        if (REPORTS_DIR) {
          const { host, pathname } = new URL(url);
          mkdirSync(REPORTS_DIR, { recursive: true });
          writeFileSync(
            join(REPORTS_DIR, `${host.split('.')[0]}${pathname.replaceAll('/', '_')}-${Date.now()}.json`),
            out,
          );
        }
        const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
          (request) => request.resourceType === 'Script',
        );
        const metric = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
        const trace = JSON.parse(readFileSync(join(outputDir, 'report-0.trace.json'), 'utf8')) as {
          traceEvents: TraceEvent[];
        };
        const cpuShare = blockingCpuShare(trace.traceEvents, cpuSlowdown) ?? Number.NaN;
        done({
          benchmarkIndex: report.environment.benchmarkIndex,
          scores: {
            ...(Object.fromEntries(
              CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
            ) as Record<Category, number>),
            tbtMs: metric('total-blocking-time'),
            lcpMs: metric('largest-contentful-paint'),
            cls: metric('cumulative-layout-shift'),
            scriptKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
            cpuShare,
          },
        });
      } catch (error) {
        fail(error);
      }
    });
  }).finally(() => rmSync(outputDir, { recursive: true, force: true }));
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

/** The median of the values that are numbers (NaN stands for none). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const percent = (share: number) => (Number.isNaN(share) ? '–' : `${Math.round(share * 100)} %`);

const indexRange = (indexes: number[]) =>
  `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (median ${Math.round(median(indexes))})`;

/** The factor LIGHTHOUSE_CPU_SLOWDOWN names; when calibrated, the one for this machine's benchmark index (median of three runs). */
async function chooseCpuSlowdown(url: string): Promise<number> {
  if (CPU_SLOWDOWN_SETTING !== 'calibrated') {
    const whose =
      CPU_SLOWDOWN_SETTING === LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN ? "Lighthouse's default" : 'LIGHTHOUSE_CPU_SLOWDOWN';
    log(`CPU slowdown ${CPU_SLOWDOWN_SETTING}× (${whose})`);
    return CPU_SLOWDOWN_SETTING;
  }
  const indexes: number[] = [];
  for (let run = 1; run <= 3; run++) {
    log(`calibrating the CPU slowdown on ${url}, run ${run}/3…`);
    indexes.push((await withRetries(() => runLighthouse(url, LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN))).benchmarkIndex);
  }
  const index = median(indexes);
  const factor = cpuSlowdownFor(index);
  log(
    `benchmark index ${indexes.map(Math.round).join(', ')} (median ${Math.round(index)}): CPU slowdown ${factor.toFixed(2)}×`,
  );
  return factor;
}

/** Each page's median scores over RUNS runs at `cpuSlowdown`, with the benchmark index every run read. */
async function measurePages(
  pages: { name: string; url: string }[],
  cpuSlowdown: number,
): Promise<{ rows: { name: string; scores: Scores }[]; indexes: number[] }> {
  const rows: { name: string; scores: Scores }[] = [];
  const indexes: number[] = [];
  for (const page of pages) {
    const runs: Scores[] = [];
    for (let run = 1; run <= RUNS; run++) {
      log(`${page.name} (${page.url})${RUNS > 1 ? `, run ${run}/${RUNS}` : ''}…`);
      const measured = await withRetries(() => runLighthouse(page.url, cpuSlowdown));
      runs.push(measured.scores);
      indexes.push(measured.benchmarkIndex);
    }
    const middle = (key: keyof Scores) => median(runs.map((scores) => scores[key]));
    const scores = Object.fromEntries(
      [...CATEGORIES, 'tbtMs', 'lcpMs', 'cls', 'scriptKb', 'cpuShare'].map((key) => [key, middle(key as keyof Scores)]),
    ) as Scores;
    rows.push({ name: page.name, scores });
    log(
      `${page.name}: performance ${scores.performance} (TBT ${Math.round(scores.tbtMs)} ms, LCP ${Math.round(scores.lcpMs)} ms), accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}, CLS ${scores.cls.toFixed(3)}, JS ${scores.scriptKb.toFixed(1)} KB, CPU ${percent(scores.cpuShare)} of the blocking tasks`,
    );
  }
  return { rows, indexes };
}

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
    const firstPage = pages[0];
    if (!firstPage) throw new Error('no page to measure');
    const cpuSlowdown = await chooseCpuSlowdown(firstPage.url);
    const { rows, indexes } = await measurePages(pages, cpuSlowdown);
    // The index moves with these machines' load from minute to minute (ADR 025): what the runs read.
    log(
      `the runs read benchmark index ${indexRange(indexes)}; Lighthouse's calculator would make that a ${cpuSlowdownFor(median(indexes)).toFixed(2)}× slowdown (LIGHTHOUSE_CPU_SLOWDOWN=calibrated)`,
    );
    console.log('');
    console.log(
      `Lighthouse 13, mobile, CPU slowdown ${cpuSlowdown.toFixed(2)}×${RUNS > 1 ? `, median of ${RUNS} runs` : ''}`,
    );
    const columns = [...CATEGORIES, 'TBT ms', 'LCP ms', 'CLS', 'JS KB', 'CPU share'];
    console.log(`${'page'.padEnd(18)}${columns.map((column) => column.padStart(16)).join('')}`);
    for (const row of rows) {
      const cells = [
        ...CATEGORIES.map((category) => String(row.scores[category])),
        String(Math.round(row.scores.tbtMs)),
        String(Math.round(row.scores.lcpMs)),
        row.scores.cls.toFixed(3),
        row.scores.scriptKb.toFixed(1),
        percent(row.scores.cpuShare),
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
