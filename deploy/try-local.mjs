#!/usr/bin/env node
// The production setup on one machine, for trying it and for its test: N nodes of the built
// server (apps/api/dist/server.js, no tsx) against one PostgreSQL and one Redis, behind Caddy with
// deploy/caddy/try-local.Caddyfile. It builds first when no build is there, waits until every
// node and Caddy answer, prints the addresses and stays in the foreground: Ctrl-C, or
// `node deploy/try-local.mjs stop` from another terminal, stops everything. A node that dies is
// started again after WEBSHOP_RESTART_SEC, as systemd's Restart=on-failure would.
//
//   node deploy/try-local.mjs [start] | stop | status
//
// Environment (all optional):
//   WEBSHOP_NODES        number of nodes (2)
//   WEBSHOP_BASE_PORT    first node's port, the next ones follow (default: free ports)
//   WEBSHOP_HTTP_PORT    Caddy's plain HTTP port (default: 8080 when free, else a free one)
//   WEBSHOP_HTTPS_PORT   Caddy's HTTPS port with its local certificate authority (default: free)
//   WEBSHOP_TRY_DIR      state, logs, mail and Caddy's local CA (default: <tmp>/webshop-try)
//   WEBSHOP_RESTART_SEC  seconds before a dead node is started again (2)
//   WEBSHOP_HEALTH_URI   what Caddy's health check asks (default /health/ready, else /api/health)
//   DATABASE_URL         one PostgreSQL for all nodes (postgres://postgres@127.0.0.1:5432/webshop_try;
//                        the database is created when missing)
//   REDIS_URL            one Redis for all nodes (redis://127.0.0.1:6379; empty: none)
//   CADDY                the caddy binary (caddy on PATH; Debian: apt-get install -y caddy)
//   APP_SECRET, SEED_DEMO (true), LOG_LEVEL (info) and any other server variable go to every node.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverFile = join(repoRoot, 'apps/api/dist/server.js');
const webIndex = join(repoRoot, 'apps/web/dist/index.html');
const caddyfile = join(repoRoot, 'deploy/caddy/try-local.Caddyfile');
const stateDir = resolve(process.env.WEBSHOP_TRY_DIR || join(tmpdir(), 'webshop-try'));
const stateFile = join(stateDir, 'state.json');
const say = (message) => console.log(`[try-local] ${message}`);

const command = process.argv[2] ?? 'start';
if (command === 'stop') process.exit(await stopRunning());
if (command === 'status') process.exit(status());
if (command !== 'start') {
  console.error('Usage: node deploy/try-local.mjs [start] | stop | status');
  process.exit(2);
}
await start();

function readState() {
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8'));
  } catch {
    return null;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // An exited child that its parent has not reaped yet (a zombie) still has its pid.
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}

/** The process still is the one recorded (a pid may have been reused since). */
function isOurs(pid, marker) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
  } catch {
    return alive(pid);
  }
}

function status() {
  const state = readState();
  if (!state || !alive(state.supervisor)) {
    say(`not running (${stateDir})`);
    return 1;
  }
  say(`running: http://localhost:${state.httpPort} and https://localhost:${state.httpsPort}`);
  for (const node of state.nodes) say(`node ${node.index} on port ${node.port}: pid ${node.pid ?? '-'}`);
  return 0;
}

async function waitUntilGone(pids, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && pids.some(alive)) await sleep(200);
  return pids.filter(alive);
}

async function stopRunning() {
  const state = readState();
  if (!state) {
    say(`nothing to stop (${stateDir})`);
    return 0;
  }
  if (alive(state.supervisor) && isOurs(state.supervisor, 'try-local')) {
    process.kill(state.supervisor, 'SIGTERM');
    if ((await waitUntilGone([state.supervisor], 40_000)).length === 0) {
      say('stopped');
      return 0;
    }
  }
  // The supervisor is gone (killed): stop what it left.
  const left = [
    ...state.nodes.filter((node) => node.pid && isOurs(node.pid, 'server.js')).map((node) => node.pid),
    ...(state.caddy && isOurs(state.caddy, 'caddy') ? [state.caddy] : []),
  ];
  for (const pid of left) process.kill(pid, 'SIGTERM');
  for (const pid of await waitUntilGone(left, 20_000)) process.kill(pid, 'SIGKILL');
  rmSync(stateFile, { force: true });
  say('stopped');
  return 0;
}

function sleep(ms) {
  return new Promise((done) => setTimeout(done, ms));
}

function freePort(preferred = 0) {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', (error) => (preferred ? freePort(0).then(done, fail) : fail(error)));
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

function fail(message) {
  console.error(`[try-local] ${message}`);
  process.exit(1);
}

function findCaddy() {
  const caddy = process.env.CADDY || 'caddy';
  const probe = spawnSync(caddy, ['version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    fail(`Caddy not found (${caddy}): install it with \`apt-get install -y caddy\` (Debian) or set CADDY`);
  }
  return { caddy, version: probe.stdout.trim().split(' ')[0] };
}

async function ensureDatabase(url) {
  const pg = createRequire(join(repoRoot, 'apps/api/package.json'))('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) fail(`DATABASE_URL names no database: ${target.origin}`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.href });
  try {
    await client.connect();
  } catch (error) {
    fail(`PostgreSQL at ${target.host} does not answer (${error.message}); set DATABASE_URL`);
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      say(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

function checkRedis(url) {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || 6379) });
    const timer = setTimeout(() => done(false), 3000);
    socket.once('error', () => {
      clearTimeout(timer);
      done(false);
    });
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.destroy();
      done(true);
    });
  });
}

/** Status and body of a GET, or status 0 when nothing answers. */
async function fetchText(url, host) {
  try {
    const response = await fetch(url, { headers: host ? { host } : {}, signal: AbortSignal.timeout(2000) });
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: 0, body: '' };
  }
}

/** What Caddy's health check accepts (webshop-proxy.caddy): a 2xx naming the status, never a web app page. */
async function healthy(url, host) {
  const { status, body } = await fetchText(url, host);
  return status >= 200 && status < 300 && /"status":"(ready|ok)"/.test(body);
}

async function start() {
  const running = readState();
  if (running && alive(running.supervisor)) {
    fail(`already running (pid ${running.supervisor}): node deploy/try-local.mjs stop`);
  }
  const { caddy, version } = findCaddy();
  if (!existsSync(serverFile) || !existsSync(webIndex) || process.argv.includes('--build')) {
    say('building the web app and the server (npm run build)…');
    const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (built.status !== 0) fail('the build failed');
  }

  const nodeCount = Number(process.env.WEBSHOP_NODES || 2);
  if (!Number.isInteger(nodeCount) || nodeCount < 1 || nodeCount > 16) fail('WEBSHOP_NODES: 1 to 16');
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/webshop_try';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  await ensureDatabase(databaseUrl);
  if (redisUrl && !(await checkRedis(redisUrl))) {
    fail(`Redis at ${redisUrl} does not answer; start it, set REDIS_URL, or REDIS_URL= to run without`);
  }

  mkdirSync(join(stateDir, 'data'), { recursive: true });
  const secretFile = join(stateDir, 'app-secret');
  if (!process.env.APP_SECRET && !existsSync(secretFile)) {
    writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  const appSecret = process.env.APP_SECRET || readFileSync(secretFile, 'utf8').trim();
  const basePort = Number(process.env.WEBSHOP_BASE_PORT || 0);
  const nodes = [];
  for (let index = 1; index <= nodeCount; index++) {
    nodes.push({ index, port: basePort ? basePort + index - 1 : await freePort(), pid: null, child: null });
  }
  const httpPort = Number(process.env.WEBSHOP_HTTP_PORT || (await freePort(8080)));
  const httpsPort = Number(process.env.WEBSHOP_HTTPS_PORT || (await freePort()));
  const restartMs = Number(process.env.WEBSHOP_RESTART_SEC ?? 2) * 1000;

  let stopping = false;
  let caddyChild = null;
  const logFor = (name) => openSync(join(stateDir, `${name}.log`), 'a');

  const writeState = () =>
    writeFileSync(
      stateFile,
      `${JSON.stringify(
        {
          supervisor: process.pid,
          httpPort,
          httpsPort,
          databaseUrl: redact(databaseUrl),
          nodes: nodes.map(({ index, port, pid }) => ({ index, port, pid })),
          caddy: caddyChild?.pid ?? null,
        },
        null,
        2,
      )}\n`,
    );

  const nodeEnv = (node) => ({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(node.port),
    DATABASE_URL: databaseUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    APP_SECRET: appSecret,
    TRUST_PROXY: 'loopback',
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    DATA_DIR: join(stateDir, 'data'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });

  function startNode(node) {
    const log = logFor(`node-${node.index}`);
    const child = spawn(process.execPath, [serverFile], {
      cwd: repoRoot,
      env: nodeEnv(node),
      stdio: ['ignore', log, log],
      detached: true,
    });
    closeSync(log);
    node.child = child;
    node.pid = child.pid;
    writeState();
    child.once('exit', (code, signal) => {
      if (node.child === child) {
        node.child = null;
        node.pid = null;
      }
      if (stopping) return;
      writeState();
      if (code === 0) {
        say(`node ${node.index} (port ${node.port}) exited`);
        return;
      }
      say(
        `node ${node.index} (port ${node.port}) died (${signal ?? `exit ${code}`}); starting it again in ${restartMs} ms`,
      );
      setTimeout(() => {
        if (!stopping && !node.child) {
          startNode(node);
          say(`node ${node.index} started again (pid ${node.pid})`);
        }
      }, restartMs);
    });
    return child;
  }

  async function stopAll(exitCode) {
    if (stopping) return;
    stopping = true;
    say('stopping…');
    const children = [caddyChild, ...nodes.map((node) => node.child)].filter(
      (child) => child && child.exitCode === null,
    );
    for (const child of children) child.kill('SIGTERM');
    const left = await waitUntilGone(
      children.map((child) => child.pid),
      25_000,
    );
    for (const pid of left) process.kill(pid, 'SIGKILL');
    rmSync(stateFile, { force: true });
    say('stopped');
    process.exit(exitCode);
  }
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  // Whatever goes wrong, the nodes and Caddy (own process groups) are not left behind.
  process.on('uncaughtException', (error) => {
    console.error(error);
    void stopAll(1);
  });

  const tail = (name) => {
    try {
      return readFileSync(join(stateDir, `${name}.log`), 'utf8')
        .split('\n')
        .slice(-25)
        .join('\n');
    } catch {
      return '';
    }
  };
  async function waitForNode(node, uri) {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (!node.child) break;
      if (await healthy(`http://127.0.0.1:${node.port}${uri}`)) return;
      await sleep(250);
    }
    console.error(tail(`node-${node.index}`));
    say(`node ${node.index} did not become healthy; its log: ${join(stateDir, `node-${node.index}.log`)}`);
    await stopAll(1);
  }

  say(`Caddy ${version}, ${nodeCount} node(s), PostgreSQL ${redact(databaseUrl)}, Redis ${redisUrl || 'none'}`);
  say(`logs in ${stateDir}`);
  // The first node migrates (and seeds) alone; the others start on a ready database.
  const [first, ...others] = nodes;
  startNode(first);
  // /health/ready (PostgreSQL, Redis, migrations, not shutting down) where the server has it, else /api/health.
  let healthUri = process.env.WEBSHOP_HEALTH_URI;
  const detectUntil = Date.now() + 120_000;
  while (!healthUri && first.child && Date.now() < detectUntil) {
    const ready = await fetchText(`http://127.0.0.1:${first.port}/health/ready`);
    if (/"status":"/.test(ready.body)) healthUri = '/health/ready';
    else if (ready.status !== 0 && (await healthy(`http://127.0.0.1:${first.port}/api/health`))) {
      healthUri = '/api/health';
    } else await sleep(250);
  }
  healthUri ??= '/health/ready';
  await waitForNode(first, healthUri);
  for (const node of others) startNode(node);
  for (const node of others) await waitForNode(node, healthUri);

  const caddyLog = logFor('caddy');
  caddyChild = spawn(caddy, ['run', '--adapter', 'caddyfile', '--config', caddyfile], {
    cwd: stateDir,
    env: {
      ...process.env,
      WEBSHOP_UPSTREAMS: nodes.map((node) => `127.0.0.1:${node.port}`).join(' '),
      WEBSHOP_HEALTH_URI: healthUri,
      WEBSHOP_HTTP_PORT: String(httpPort),
      WEBSHOP_HTTPS_PORT: String(httpsPort),
      // Caddy's local certificate authority and certificates stay with the try-out.
      XDG_DATA_HOME: join(stateDir, 'caddy-data'),
      XDG_CONFIG_HOME: join(stateDir, 'caddy-config'),
    },
    stdio: ['ignore', caddyLog, caddyLog],
    detached: true,
  });
  closeSync(caddyLog);
  caddyChild.once('exit', (code) => {
    if (stopping) return;
    console.error(tail('caddy'));
    say(`Caddy exited (${code}); its log: ${join(stateDir, 'caddy.log')}`);
    void stopAll(1);
  });
  writeState();
  const deadline = Date.now() + 60_000;
  while (!(await healthy(`http://127.0.0.1:${httpPort}${healthUri}`, 'localhost'))) {
    if (Date.now() > deadline || stopping) {
      console.error(tail('caddy'));
      say('Caddy did not answer');
      await stopAll(1);
    }
    await sleep(250);
  }

  say('ready:');
  say(`  platform     http://localhost:${httpPort}   https://localhost:${httpsPort} (Caddy's local CA)`);
  say(
    `  demo shops   http://demo.localhost:${httpPort}  http://focus.localhost:${httpPort}  http://solo.localhost:${httpPort}`,
  );
  for (const node of nodes) say(`  node ${node.index}       http://127.0.0.1:${node.port} (pid ${node.pid})`);
  say(`  health check ${healthUri} every 2 s; responses name their node in X-Served-By`);
  say('Ctrl-C or `node deploy/try-local.mjs stop` stops everything.');
}

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}
