import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';
import { expectNoHorizontalScroll, logInInBrowser, type Mailbox, startMailbox } from './platform-helpers.ts';
import { type RunningServer, startServerProcess } from './server-process.ts';
import { expectAccessible, openPage, tenantOf } from './storefront-helpers.ts';

/**
 * The back office's inbox and customers against a server of this file's own, whose mail goes over
 * real SMTP to a loopback mailbox: a shopper writes through the storefront's contact form, the
 * owner reads and answers it; then the owner finds the shopper's account, downloads their data
 * and deletes it on request.
 */
let mailbox: Mailbox;
let server: RunningServer;
let shop: ShopServer;
let dir: string;
let pngPath: string;

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const OWNER = { email: 'demo@winkelwerf.nl', password: 'demo1234' };
// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServerProcess({ SMTP_URL: mailbox.url });
  shop = await startShop(server.port);
  dir = mkdtempSync(join(tmpdir(), 'back-office-messages-e2e-'));
  pngPath = join(dir, 'kapotte-kaars.png');
  writeFileSync(pngPath, PNG);
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await server?.stop();
  await mailbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

const api = (path: string) => `http://127.0.0.1:${server.port}${path}`;

async function ownerPage(viewport = DESKTOP): Promise<Page> {
  const page = await shop.newPage({ viewport });
  await logInInBrowser(page, shop.baseUrl(), OWNER.email, OWNER.password);
  await page.waitForURL(/\/dashboard/);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Onderdelen van je winkel' });

async function checkPage(page: Page, mobile: Page | null) {
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  if (!mobile) return;
  await mobile.goto(page.url());
  await mobile.getByRole('heading', { level: 1 }).waitFor();
  await expectAccessible(mobile);
  await expectNoHorizontalScroll(mobile);
}

/** A shopper registers with this address and sends a message with a photo through the contact form. */
async function shopperWrites(email: string, text: string) {
  const { id: tenantId } = await tenantOf(shop, 'demo');
  const register = await fetch(api('/api/auth/customer/register'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Sanne',
      lastName: 'Vrager',
      email,
      phoneNumber: '0612345678',
      address: 'Brink 7',
      city: 'Deventer',
      postalCode: '7411 BR',
      country: 'Nederland',
      language: 'nl',
      password: 'geheim-wachtwoord-1',
      tenantId,
    }),
  });
  expect(register.status).toBe(201);

  const page = await openPage(shop, `${shop.baseUrl('demo')}/contact`);
  await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
  await page.getByLabel(/^Naam/).fill('Sanne Vrager');
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Bericht/).fill(text);
  await page.getByLabel(/^Bijlagen/).setInputFiles(pngPath);
  await page.getByRole('list', { name: 'Gekozen bestanden' }).getByText('kapotte-kaars.png').waitFor();
  await page.getByRole('button', { name: 'Bericht versturen' }).click();
  await page.getByText('Uw bericht is succesvol verzonden! U ontvangt een bevestiging per e-mail.').waitFor();
  await page.close();
}

describe('back office: messages and customers', () => {
  it('the owner reads a contact message, replies by e-mail, exports the customer and deletes them on request', async () => {
    const email = `sanne.${Date.now()}@example.nl`;
    const question = 'Mijn kaars kwam gebroken aan, zie de foto. Kunnen jullie een nieuwe sturen?';
    await shopperWrites(email, question);

    const owner = await ownerPage();
    const mobile = await ownerPage(MOBILE);
    await owner.goto(`${shop.baseUrl()}/demo/dashboard/products`);
    // The nav tells there is something unread, in words.
    await nav(owner)
      .getByRole('link', { name: /Berichten.*\d+ ongelezen/ })
      .click();
    await owner.getByRole('heading', { level: 1, name: 'Berichten' }).waitFor();
    const items = owner.getByRole('main').getByRole('listitem');
    const item = items.filter({ hasText: email });
    await item.getByText('Ongelezen', { exact: true }).waitFor();
    await item.getByText('1 bijlage').waitFor();
    await checkPage(owner, mobile);

    // Only unread, searched.
    await owner.getByLabel('Tonen').selectOption('unread');
    await owner.getByRole('searchbox', { name: 'Zoeken' }).fill(email);
    await expect.poll(() => items.count()).toBe(1);

    await item.getByRole('link').click();
    await owner.getByRole('heading', { level: 1, name: 'Bericht van Sanne Vrager' }).waitFor();
    await owner.getByText(question).waitFor();
    // Opening it marked it read.
    await expect.poll(() => owner.getByRole('button', { name: 'Markeer als ongelezen' }).isEnabled()).toBe(true);
    const attachment = owner.getByRole('link', { name: /kapotte-kaars\.png downloaden/ });
    const download = owner.waitForEvent('download');
    await attachment.click();
    expect((await download).suggestedFilename()).toBe('kapotte-kaars.png');

    // An empty reply is refused in the page; a real one goes out by mail and shows in the thread.
    await owner.getByRole('button', { name: 'Antwoord versturen' }).click();
    await owner.getByText('Schrijf je antwoord').waitFor();
    const answer = 'Wat vervelend! We sturen vandaag een nieuwe kaars op.';
    await owner.getByLabel(/^Je antwoord/).fill(answer);
    await owner.getByRole('button', { name: 'Antwoord versturen' }).click();
    await owner.getByText(`Je antwoord is verstuurd naar ${email}.`).waitFor();
    await owner.getByRole('region', { name: 'Je antwoorden' }).getByText(answer).waitFor();
    const mail = await mailbox.waitFor(email, /We sturen vandaag een nieuwe kaars op/);
    expect(mail.raw).toMatch(/Subject: Antwoord op uw bericht aan/);
    expect(mail.raw).toMatch(/Reply-To: .*@/);
    await checkPage(owner, mobile);

    await owner.getByRole('button', { name: 'Markeer als ongelezen' }).click();
    await owner.getByText('Het bericht staat weer op ongelezen.').waitFor();

    // The customer: found by search, their data downloaded, then deleted on request.
    await nav(owner).getByRole('link', { name: 'Klanten' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Klanten' }).waitFor();
    await owner.getByRole('searchbox', { name: 'Zoeken' }).fill(email);
    await expect.poll(() => items.count()).toBe(1);
    await checkPage(owner, mobile);
    await owner.getByRole('link', { name: new RegExp(email.replace(/\./g, '\\.')) }).click();
    await owner.getByRole('heading', { level: 1, name: 'Klant Sanne Vrager' }).waitFor();
    await owner.getByRole('link', { name: /^Bericht van/ }).waitFor();
    await checkPage(owner, mobile);

    const exported = owner.waitForEvent('download');
    await owner.getByRole('link', { name: 'Gegevens downloaden (JSON)' }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toMatch(/^demo-klant-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8')) as {
      customer: { email: string; address: { city: string } };
      contactMessages: { message: string; replies: { body: string }[] }[];
    };
    expect(data.customer).toMatchObject({ email, address: { city: 'Deventer' } });
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ message: question, replies: [expect.objectContaining({ body: answer })] }),
    ]);

    await owner.getByRole('button', { name: 'Klantgegevens verwijderen' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Klantgegevens verwijderen?' });
    await dialog.getByText(/Uitgegeven facturen blijven zoals ze zijn verstuurd/).waitFor();
    await dialog.getByText(/bestelnummers, artikelen, bedragen/).waitFor();
    await expectAccessible(owner);
    await dialog.getByRole('button', { name: 'Ja, verwijder de gegevens' }).click();
    await owner
      .getByText('De gegevens van deze klant zijn verwijderd. De bestellingen staan nog in je administratie.')
      .waitFor();
    await owner.getByRole('heading', { level: 1, name: 'Klant Verwijderd —' }).waitFor();
    expect(await owner.getByText(email).count()).toBe(0);
    await checkPage(owner, null);

    // The list shows the customer as deleted; the message from the address is gone too.
    await owner.getByRole('link', { name: 'Terug naar klanten' }).click();
    await owner.getByRole('searchbox', { name: 'Zoeken' }).fill('verwijderd-');
    await items.filter({ hasText: 'Verwijderd op verzoek' }).first().waitFor();
    await nav(owner)
      .getByRole('link', { name: /Berichten/ })
      .click();
    await owner.getByRole('searchbox', { name: 'Zoeken' }).fill(email);
    await owner.getByText('Geen berichten gevonden.').waitFor();
    await owner.close();
    await mobile.close();
  });
});
