import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackDns, startLoopbackDns } from '../apps/api/src/modules/domains/loopback-dns.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { logInInBrowser } from './platform-helpers.ts';
import { freePort, type RunningServer, startServerProcess } from './server-process.ts';

/**
 * Issue 13 item 3, end to end on this machine: the owner adds www.mijnwinkel.test in the back
 * office and verifies it against a DNS server on loopback (DNS_RESOLVER); Caddy with on-demand
 * TLS from its internal CA (`tls internal`, `ask` → the app) serves the shop there; Chromium
 * reaches the name through `--host-resolver-rules` and skips certificate checks
 * (`--ignore-certificate-errors`: Chromium reads trust from an NSS database we do not touch), while
 * Node checks the certificate against Caddy's root itself. An unverified name gets no certificate.
 */
const HOST = 'www.mijnwinkel.test';
const OWNER = { email: 'demo@winkelwerf.nl', password: 'demo1234' };

let dns: LoopbackDns;
let server: RunningServer;
let caddy: ChildProcess | null = null;
let caddyLog = '';
let dir: string;
let httpsPort: number;
let browser: Browser;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function startCaddy(appPort: number) {
  dir = mkdtempSync(join(tmpdir(), 'webshop-custom-domain-'));
  httpsPort = await freePort();
  const httpPort = await freePort();
  const config = join(dir, 'Caddyfile');
  writeFileSync(
    config,
    `{
	admin off
	skip_install_trust
	http_port ${httpPort}
	https_port ${httpsPort}
	auto_https disable_redirects
	on_demand_tls {
		ask http://127.0.0.1:${appPort}/api/domains/allowed
	}
}

https:// {
	tls internal {
		on_demand
	}
	reverse_proxy 127.0.0.1:${appPort}
}
`,
  );
  caddy = spawn(process.env.CADDY || 'caddy', ['run', '--adapter', 'caddyfile', '--config', config], {
    env: { ...process.env, XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout?.on('data', (chunk) => {
    caddyLog += chunk;
  });
  caddy.stderr?.on('data', (chunk) => {
    caddyLog += chunk;
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (caddy.exitCode !== null) throw new Error(`Caddy exited:\n${caddyLog}`);
    if (/serving initial configuration|server running/.test(caddyLog)) return;
    await sleep(100);
  }
  throw new Error(`Caddy did not start:\n${caddyLog}`);
}

/** A TLS handshake with Caddy for `servername`, the certificate checked against Caddy's own root. */
function handshake(servername: string): Promise<{ ok: true; issuer: string } | { ok: false; error: string }> {
  return new Promise((done) => {
    let ca: Buffer | undefined;
    try {
      ca = readFileSync(join(dir, 'data/caddy/pki/authorities/local/root.crt'));
    } catch {
      ca = undefined;
    }
    const socket = tlsConnect({ host: '127.0.0.1', port: httpsPort, servername, ca, timeout: 15_000 }, () => {
      const issuer = socket.getPeerCertificate().issuer?.CN ?? '';
      socket.end();
      done({ ok: true, issuer: String(issuer) });
    });
    socket.on('error', (error) => done({ ok: false, error: error.message }));
    socket.on('timeout', () => {
      socket.destroy();
      done({ ok: false, error: 'timeout' });
    });
  });
}

/** GET from the app itself with a Host header (Node does not resolve *.localhost). */
function fromApp(path: string, host: string): Promise<string> {
  return new Promise((done, fail) => {
    const request = httpRequest({ host: '127.0.0.1', port: server.port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => done(body));
    });
    request.on('error', fail);
    request.end();
  });
}

beforeAll(async () => {
  dns = await startLoopbackDns();
  server = await startServerProcess({ DNS_RESOLVER: dns.address, DOMAIN_CHECKS: 'false' });
  await startCaddy(server.port);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`, '--ignore-certificate-errors'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((done) => caddy?.once('exit', done));
    caddy.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
  }
  await server?.stop();
  await dns?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a shop on its own domain (issue 13, custom domains)', () => {
  it('the owner adds and verifies the domain; the shopper gets the shop there over TLS, canonical on the domain', async () => {
    // No certificate before the domain is verified: Caddy's ask gets a 404.
    expect((await handshake(HOST)).ok).toBe(false);

    const owner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await logInInBrowser(owner, `http://localhost:${server.port}`, OWNER.email, OWNER.password);
    await owner.waitForURL(/\/dashboard/);
    await owner.goto(`http://localhost:${server.port}/demo/dashboard/domains`);
    await owner.getByRole('textbox', { name: /^Domeinnaam/ }).fill(HOST);
    await owner.getByRole('button', { name: 'Domein toevoegen' }).click();
    const item = owner.getByRole('listitem', { name: HOST });
    await expect.poll(() => item.getByText('Wacht op verificatie').count()).toBe(1);
    const token = await item.getByText(/^winkelwerf-verify=/).textContent();
    expect(await item.getByText(`_winkelwerf.${HOST}`).count()).toBe(1);

    dns.setTxt(`_winkelwerf.${HOST}`, token?.trim() ?? '');
    await item.getByRole('button', { name: /^Nu controleren/ }).click();
    await expect.poll(() => item.getByText('Geverifieerd', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => item.getByText('Hoofddomein', { exact: true }).count()).toBe(1);
    const overflow = await owner.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The certificate now comes from Caddy's internal CA, checked by Node against its root.
    const tls = await handshake(HOST);
    expect(tls, caddyLog.slice(-2000)).toMatchObject({ ok: true });

    // The sitemap (on the subdomain too) lists the shop's pages on the primary domain.
    const sitemap = await fromApp('/sitemap.xml', 'demo.localhost');
    const productUrl = /<loc>(https:\/\/www\.mijnwinkel\.test\/product\/\d+)<\/loc>/.exec(sitemap)?.[1];
    expect(productUrl, sitemap.slice(0, 500)).toBeTruthy();

    const shopper = await (await browser.newContext()).newPage();
    const home = await shopper.goto(`https://${HOST}:${httpsPort}/`);
    expect(home?.status()).toBe(200);
    await expect
      .poll(() => shopper.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 })
      .toBeTruthy();
    expect(await shopper.locator('meta[name="shop-name"]').getAttribute('content')).toBe('demo');
    expect(await shopper.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://${HOST}/`);
    // The browser app took the shop over (no "no tenant" page): its name is in the header.
    await expect.poll(() => shopper.getByText('No tenant specified in subdomain').count()).toBe(0);

    const path = new URL(productUrl ?? '').pathname;
    await shopper.goto(`https://${HOST}:${httpsPort}${path}`);
    expect(await shopper.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://${HOST}${path}`);
    await expect
      .poll(() => shopper.getByRole('heading', { level: 1 }).first().isVisible(), { timeout: 15_000 })
      .toBe(true);

    // Another name, never verified: Caddy's ask is refused and the handshake fails.
    expect((await handshake('www.niet-geverifieerd.test')).ok).toBe(false);
  }, 60_000);
});
