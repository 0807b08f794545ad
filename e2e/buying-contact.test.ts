import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';
import { expectAccessible, openPage } from './storefront-helpers.ts';

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let shop: ShopServer;
let dir: string;
let pngPath: string;
let textPath: string;
beforeAll(async () => {
  shop = await startShop();
  dir = mkdtempSync(join(tmpdir(), 'contact-e2e-'));
  pngPath = join(dir, 'foto.png');
  textPath = join(dir, 'notities.txt');
  writeFileSync(pngPath, PNG);
  writeFileSync(textPath, 'geen bijlage');
});
afterAll(async () => {
  await shop?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('§2.13/§5 contact form', () => {
  it('validates, rejects an unsupported file for 5 s, sends with a PNG attachment and resets', async () => {
    const page = await openPage(shop, `${shop.baseUrl('demo')}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Bericht versturen' }).click();
    await page.getByText('Naam is verplicht').waitFor();
    await page.getByText('E-mailadres is verplicht').waitFor();
    await page.getByText('Bericht is verplicht').waitFor();

    await page.getByLabel(/^Naam/).fill('Sanne Vrager');
    await page.getByLabel(/^E-mailadres/).fill('sanne@example.nl');
    await page.getByLabel(/^Telefoonnummer/).fill('12ab');
    await page.getByLabel(/^Bericht/).fill('Kort');
    await page.getByRole('button', { name: 'Bericht versturen' }).click();
    await page.getByText('Voer een geldig telefoonnummer in').waitFor();
    await page.getByText('Het bericht moet minimaal 10 tekens bevatten').waitFor();
    expect(await page.getByText('Naam is verplicht').count()).toBe(0);

    await page.getByLabel(/^Telefoonnummer/).fill('+31 (0)6-12345678');
    expect(await page.getByText('Voer een geldig telefoonnummer in').count()).toBe(0);
    const message = 'Hallo, is de lavendelkaars ook in een grotere maat te krijgen?';
    await page.getByLabel(/^Bericht/).fill(message);
    await page.getByText(`${message.length}/2000`).waitFor();

    const files = page.getByLabel(/^Bijlagen/);
    await files.setInputFiles(textPath);
    const fileError = page.getByRole('alert').filter({ hasText: 'niet-ondersteund formaat' });
    await fileError.waitFor();
    await fileError.waitFor({ state: 'detached', timeout: 7000 });
    await files.setInputFiles(pngPath);
    await page.getByRole('list', { name: 'Gekozen bestanden' }).getByText('foto.png').waitFor();

    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/contact') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Bericht versturen' }).click();
    // (Chromium does not expose a multipart body with files; the fields are checked in the web's unit test)
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await page.getByText('Uw bericht is succesvol verzonden! U ontvangt een bevestiging per e-mail.').waitFor();
    expect(await page.getByLabel(/^Naam/).inputValue()).toBe('');
    expect(await page.getByLabel(/^Bericht/).inputValue()).toBe('');
    expect(await page.getByRole('list', { name: 'Gekozen bestanden' }).count()).toBe(0);
    await page.getByText('0/2000').waitFor();
    await expectAccessible(page);
    await page.close();
  });
});
