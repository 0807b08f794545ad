import { join } from 'node:path';
import * as OTPAuth from 'otpauth';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { runningEmbeddedUrl } from '../apps/api/src/db/embedded.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  /** The first message to `address` whose text matches, waiting for it to arrive. */
  waitFor(address: string, match: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(address, match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find((mail) => mail.to.includes(address.toLowerCase()) && match.test(mail.raw));
        if (found) return found;
        await new Promise((wait) => setTimeout(wait, 200));
      }
      throw new Error(`No mail to ${address} matching ${match} within ${timeoutMs} ms (${messages.length} received)`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Mail bodies are often quoted-printable: soft line breaks and =XX escapes would split links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link in a mail that points at `path` (e.g. '/reset-password'). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"'<>]*${escaped}\\?token=[A-Za-z0-9_-]+`).exec(mail.raw);
  if (!match) throw new Error(`No ${path} link in the mail:\n${mail.raw.slice(0, 2000)}`);
  return match[0];
}

/** A client of the embedded PostgreSQL of a server started by startServerProcess (for moving time). */
export async function connectToServerDatabase(dataDir: string): Promise<pg.Client> {
  const url = runningEmbeddedUrl(join(dataDir, 'pg'), 'webshop');
  if (!url) throw new Error(`No embedded PostgreSQL running under ${dataDir}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The current code of an authenticator app holding this secret. */
export function totpCode(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

export interface NewOwner {
  shopName: string;
  subdomain: string;
  fullName: string;
  email: string;
  password: string;
}

/** A shop owner nobody has used yet (subdomain and e-mail unique per run). */
export function newOwner(label: string): NewOwner {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return {
    shopName: `Atelier ${label} ${unique}`,
    subdomain: `atelier-${label}-${unique}`.toLowerCase(),
    fullName: 'Anna de Vries',
    email: `anna.${label}.${unique}@example.nl`,
    password: 'blauwe fiets op de dijk 7',
  };
}

/**
 * Fills the sign-up form as a person would (the subdomain is derived from the shop name) and
 * sends it; resolves on the new shop's dashboard. Returns how many fields the form asked.
 */
export async function signUpInBrowser(page: Page, owner: NewOwner): Promise<{ fields: number }> {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Maak mijn winkel' }) });
  await page.getByRole('textbox', { name: /^Naam van je winkel/ }).fill(owner.shopName);
  const subdomain = page.getByRole('textbox', { name: /^Webadres van je winkel/ });
  await expect.poll(() => subdomain.inputValue()).toBe(owner.subdomain);
  await page.getByText(`${owner.subdomain}.`, { exact: false }).filter({ hasText: 'beschikbaar' }).waitFor();
  await page.getByRole('textbox', { name: /^Je naam/ }).fill(owner.fullName);
  await page.getByRole('textbox', { name: /^E-mailadres/ }).fill(owner.email);
  await page.getByRole('textbox', { name: /^Wachtwoord/ }).fill(owner.password);
  await page.getByRole('checkbox', { name: /voorwaarden/ }).check();
  const fields = await form.locator('input:not([type=hidden])').count();
  await page.getByRole('button', { name: 'Maak mijn winkel' }).click();
  await page.waitForURL(`**/${owner.subdomain}/dashboard`, { timeout: 30_000 });
  await page.getByRole('heading', { name: owner.shopName }).waitFor();
  return { fields };
}

/** Signs in on /login with e-mail and password (no second factor). */
export async function logInInBrowser(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: /^E-mailadres/ }).fill(email);
  await page.getByRole('textbox', { name: /^Wachtwoord/ }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/** The page has no horizontal scroll bar (its content fits the viewport's width). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}
