import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './server-process.ts';

/**
 * The production setup of deploy/ on one machine (deploy/try-local.mjs): two nodes of the built
 * server behind Caddy, against the machine's PostgreSQL (TEST_DATABASE_URL's server, else
 * 127.0.0.1:5432) and Redis (REDIS_URL, else 127.0.0.1:6379).
 */
const repoRoot = resolve(import.meta.dirname, '..');
const script = join(repoRoot, 'deploy/try-local.mjs');
const databaseName = `webshop_deploy_e2e_${process.pid}`;
const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const databaseUrl = Object.assign(new URL(serverUrl.href), { pathname: `/${databaseName}` }).href;

interface TryState {
  supervisor: number;
  httpPort: number;
  httpsPort: number;
  nodes: { index: number; port: number; pid: number | null }[];
  caddy: number | null;
}

let dir: string;
let supervisor: ChildProcess | null = null;
let output = '';
let state: TryState;

const readState = (): TryState => JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Polls until `check` gives a value, or fails after `ms` with what it last saw. */
async function eventually<T>(what: string, ms: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await sleep(200);
  }
  throw new Error(`${what}: not within ${ms} ms (${String(last ?? 'no answer')})\n${output}`);
}

/** A request through Caddy, as a browser on demo.localhost would send it (fetch cannot set Host). */
function viaCaddy(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; servedBy?: string; requestId?: string }>((done, fail) => {
    const request = httpGet(
      {
        host: '127.0.0.1',
        port: state.httpPort,
        path,
        headers: { host: 'demo.localhost', ...headers },
        timeout: 15_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            body,
            servedBy: response.headers['x-served-by'] as string | undefined,
            requestId: response.headers['x-request-id'] as string | undefined,
          }),
        );
        response.on('error', fail);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', fail);
  });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '(no title)';

const nodeAddress = (index: number) => `127.0.0.1:${state.nodes.find((node) => node.index === index)?.port}`;

async function dropDatabase() {
  const admin = new pg.Client({ connectionString: serverUrl.href });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  const caddy = spawnSync(process.env.CADDY || 'caddy', ['version']);
  if (caddy.error || caddy.status !== 0) {
    throw new Error('Caddy is not installed: apt-get install -y caddy (.ci/run installs it)');
  }
  if (!existsSync(join(repoRoot, 'apps/api/dist/server.js'))) {
    throw new Error('No server build: run `npm run build` first (npm test does)');
  }
  await dropDatabase();
  dir = mkdtempSync(join(tmpdir(), 'webshop-deploy-e2e-'));
  chmodSync(dir, 0o755);
  supervisor = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: {
      ...process.env,
      WEBSHOP_TRY_DIR: dir,
      WEBSHOP_NODES: '2',
      WEBSHOP_HTTP_PORT: String(await freePort()),
      WEBSHOP_RESTART_SEC: '3',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((done, fail) => {
    const take = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('[try-local] ready:')) done();
    };
    supervisor?.stdout?.on('data', take);
    supervisor?.stderr?.on('data', take);
    supervisor?.once('exit', (code) =>
      fail(new Error(`try-local exited with ${code} before it was ready:\n${output}`)),
    );
  });
  await Promise.race([
    ready,
    sleep(240_000).then(() => {
      throw new Error(`try-local was not ready within 240 s:\n${output}`);
    }),
  ]);
  state = readState();
}, 300_000);

afterAll(async () => {
  if (supervisor && supervisor.exitCode === null) {
    const exited = new Promise((done) => supervisor?.once('exit', done));
    supervisor.kill('SIGTERM');
    await Promise.race([exited, sleep(40_000)]);
  }
  if (dir && existsSync(join(dir, 'state.json'))) {
    spawnSync(process.execPath, [script, 'stop'], { env: { ...process.env, WEBSHOP_TRY_DIR: dir } });
  }
  await dropDatabase().catch(() => {});
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 90_000);

describe('deploy/: two built nodes behind Caddy', () => {
  it('answers a shop page and the API through Caddy, spreading requests over both nodes', async () => {
    const page = await viaCaddy('/');
    expect(page.status).toBe(200);
    expect(titleOf(page.body)).toContain('De Ambachtsschuur');
    const shop = await viaCaddy('/api/tenants/by-name/demo');
    expect(shop.status).toBe(200);

    const seen = new Set<string>();
    await eventually('both nodes answered', 60_000, async () => {
      const answer = await viaCaddy('/api/health');
      expect(answer.status).toBe(200);
      if (answer.servedBy) seen.add(answer.servedBy);
      return seen.size === 2 ? true : undefined;
    });
    expect([...seen].sort()).toEqual([nodeAddress(1), nodeAddress(2)].sort());
  });

  it('gives every request an X-Request-Id and keeps the one a client sent', async () => {
    const fresh = await viaCaddy('/api/health');
    expect(fresh.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const second = await viaCaddy('/api/health');
    expect(second.requestId).not.toBe(fresh.requestId);
    const kept = await viaCaddy('/api/health', { 'x-request-id': 'client-chosen-id-42' });
    expect(kept.requestId).toBe('client-chosen-id-42');
  });

  it('keeps answering from the other node when one is killed, and sends traffic to it again once it is back', async () => {
    const killed = state.nodes.find((node) => node.index === 1);
    if (!killed?.pid) throw new Error('node 1 has no pid');
    process.kill(killed.pid, 'SIGKILL');
    await eventually('node 1 gone', 10_000, async () => (alive(killed.pid as number) ? undefined : true));

    // Every request after the kill is answered 200; soon all of them by node 2 (node 1 taken out).
    const statuses: number[] = [];
    let inARow = 0;
    await eventually('ten answers in a row from node 2', 60_000, async () => {
      const answer = await viaCaddy('/api/health');
      statuses.push(answer.status);
      inARow = answer.servedBy === nodeAddress(2) ? inARow + 1 : 0;
      return inARow >= 10 ? true : undefined;
    });
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const page = await viaCaddy('/');
    expect(page.status).toBe(200);
    expect(page.servedBy).toBe(nodeAddress(2));

    // The supervisor starts node 1 again (as systemd's Restart=on-failure would); Caddy's health
    // check puts it back.
    const restarted = await eventually('node 1 started again', 60_000, async () => {
      const pid = readState().nodes.find((node) => node.index === 1)?.pid;
      return pid && pid !== killed.pid ? pid : undefined;
    });
    expect(alive(restarted)).toBe(true);
    await eventually('node 1 answering through Caddy again', 120_000, async () => {
      const answer = await viaCaddy('/api/health');
      expect(answer.status).toBe(200);
      return answer.servedBy === nodeAddress(1) ? true : undefined;
    });
  });

  it('`try-local.mjs stop` stops Caddy and every node', async () => {
    const current = readState();
    const pids = [current.supervisor, current.caddy, ...current.nodes.map((node) => node.pid)].filter(
      (pid): pid is number => typeof pid === 'number',
    );
    // Not spawnSync: this process must go on reaping the supervisor, its child, while it stops.
    const stop = spawn(process.execPath, [script, 'stop'], { env: { ...process.env, WEBSHOP_TRY_DIR: dir } });
    let stopOutput = '';
    stop.stdout.on('data', (chunk) => {
      stopOutput += chunk;
    });
    stop.stderr.on('data', (chunk) => {
      stopOutput += chunk;
    });
    const code = await new Promise((done) => stop.once('exit', done));
    expect(code, stopOutput).toBe(0);
    expect(stopOutput).toContain('stopped');
    await eventually('every process gone', 30_000, async () => (pids.some(alive) ? undefined : true));
    await expect(viaCaddy('/api/health')).rejects.toThrow();
    expect(existsSync(join(dir, 'state.json'))).toBe(false);
  });
});
