/**
 * Lighthouse on the storefront (the first-load budget's real-browser check): starts the built product with the demo shops (as the
 * e2e specs do), then runs `npx lighthouse@13` with the Debian Chromium, mobile form factor, on the
 * demo home and a product page, and prints the performance, accessibility, best-practices and SEO
 * scores. About 15 s a page.
 *
 *   npm run build && npm run bench:web
 *   CHROME_PATH=/usr/bin/chromium (default)   LIGHTHOUSE_RUNS=1 (median of n runs per page)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_PATH as CHROME_PATH, CHROMIUM_ARGS } from '../e2e/chromium.ts';
import { startServerProcess } from '../e2e/server-process.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const log = (message: string) => console.log(`[bench:web] ${message}`);

type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number>;

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
          runtimeError?: { message: string };
        };
        if (report.runtimeError) return fail(new Error(report.runtimeError.message));
        const scores = Object.fromEntries(
          CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
        ) as Scores;
        done(scores);
      } catch (error) {
        fail(error);
      }
    });
  });
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
    const tenant = (await (await fetch(`${api}/api/tenants/by-name/demo`)).json()) as { id: string };
    const products = (await (await fetch(`${api}/api/tenants/${tenant.id}/products/public`)).json()) as {
      id: number;
    }[];
    const product = products[0];
    if (!product) throw new Error('the demo shop has no products');
    const origin = `http://demo.localhost:${server.port}`;
    const pages = [
      { name: 'demo home', url: `${origin}/` },
      { name: 'product page', url: `${origin}/product/${product.id}` },
    ];
    const rows: { name: string; scores: Scores }[] = [];
    for (const page of pages) {
      const runs: Scores[] = [];
      for (let run = 1; run <= RUNS; run++) {
        log(`${page.name} (${page.url})${RUNS > 1 ? `, run ${run}/${RUNS}` : ''}…`);
        runs.push(await runLighthouse(page.url));
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, median(runs.map((scores) => scores[category]))]),
      ) as Scores;
      rows.push({ name: page.name, scores });
    }
    console.log('');
    console.log(`Lighthouse 13, mobile${RUNS > 1 ? `, median of ${RUNS} runs` : ''}`);
    console.log(`${'page'.padEnd(14)}${CATEGORIES.map((category) => category.padStart(16)).join('')}`);
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(14)}${CATEGORIES.map((category) => String(row.scores[category]).padStart(16)).join('')}`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
