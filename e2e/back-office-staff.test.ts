import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopServer, startShop } from './harness.ts';
import { expectNoHorizontalScroll, type Mailbox, newOwner, signUpInBrowser, startMailbox } from './platform-helpers.ts';
import { type RunningServer, startServerProcess } from './server-process.ts';
import { expectAccessible } from './storefront-helpers.ts';

/**
 * Staff of a shop against a server of this file's own, whose mail goes over real SMTP to a
 * loopback mailbox: the owner invites, the invited person joins in the browser and works in the
 * back office without the owner's parts, and is removed again.
 */
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let mailbox: Mailbox;
let server: RunningServer;
let shop: ShopServer;
beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServerProcess({ SMTP_URL: mailbox.url });
  shop = await startShop(server.port);
}, 180_000);
afterAll(async () => {
  await shop?.stop();
  await server?.stop();
  await mailbox?.close();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Onderdelen van je winkel' });

/** The invitation link of a mail: /staff-invitation/{token}. */
function invitationLink(raw: string): string {
  const match = /https?:\/\/[^\s"'<>]*\/staff-invitation\/[A-Za-z0-9_-]+/.exec(raw);
  if (!match) throw new Error(`No invitation link in the mail:\n${raw.slice(0, 2000)}`);
  return match[0];
}

describe('back office: staff', () => {
  it('the owner invites, staff join by the mailed link, work without billing or payment settings, and are removed', async () => {
    const owner = newOwner('team');
    const staffEmail = `sam.${owner.subdomain}@example.nl`;
    const ownerPage = await shop.newPage({ viewport: DESKTOP });
    await ownerPage.goto(`${shop.baseUrl()}/register`);
    await signUpInBrowser(ownerPage, owner);

    // The owner invites a staff member from 'Medewerkers'.
    await nav(ownerPage).getByRole('link', { name: 'Medewerkers' }).click();
    await ownerPage.getByRole('heading', { name: 'Medewerkers', level: 1 }).waitFor();
    await ownerPage.getByRole('textbox', { name: /^E-mailadres/ }).fill(staffEmail);
    await ownerPage.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await ownerPage.getByText(`We hebben een uitnodiging gestuurd naar ${staffEmail}.`).waitFor();
    await ownerPage
      .getByRole('listitem')
      .filter({ hasText: staffEmail })
      .getByRole('button', { name: /Intrekken/ })
      .waitFor();
    await expectAccessible(ownerPage);
    await ownerPage.setViewportSize(MOBILE);
    await expectNoHorizontalScroll(ownerPage);
    await ownerPage.setViewportSize(DESKTOP);

    // The mail arrives over SMTP; the invited person opens it on a phone and chooses a password.
    const mail = await mailbox.waitFor(staffEmail, /staff-invitation/);
    const staffPage = await shop.newPage({ viewport: MOBILE });
    await staffPage.goto(invitationLink(mail.raw));
    await staffPage.getByRole('heading', { name: `Word medewerker van ${owner.shopName}` }).waitFor();
    await expectAccessible(staffPage);
    await expectNoHorizontalScroll(staffPage);
    await staffPage.getByRole('textbox', { name: /^Je naam/ }).fill('Sam Smit');
    await staffPage.getByLabel(/^Kies een wachtwoord/).fill('groene tram naar het strand 4');
    await staffPage.getByRole('button', { name: 'Account maken en accepteren' }).click();
    await staffPage.waitForURL(`**/${owner.subdomain}/dashboard`, { timeout: 30_000 });
    await staffPage.getByRole('heading', { name: owner.shopName }).waitFor();

    // Staff see the shop's work, not the owner's parts: no settings, look, staff, plans or activity log.
    const links = await nav(staffPage).getByRole('link').allTextContents();
    expect(links.join(' | ')).toContain('Producten');
    expect(links.join(' | ')).toContain('Klanten');
    for (const ownerOnly of ['Verzenden en betalen', 'Uiterlijk', 'Medewerkers']) {
      expect(
        links.some((link) => link.includes(ownerOnly)),
        ownerOnly,
      ).toBe(false);
    }
    expect(await staffPage.getByRole('heading', { name: 'Abonnementen' }).count()).toBe(0);
    expect(await staffPage.getByRole('heading', { name: 'Activiteitenlogboek' }).count()).toBe(0);
    expect(await staffPage.getByText('Je proefperiode loopt').count()).toBe(0);
    await expectAccessible(staffPage);
    await expectNoHorizontalScroll(staffPage);

    // Opening the payment settings by URL says who may, and shows none of the payment data.
    await staffPage.goto(`${shop.baseUrl()}/${owner.subdomain}/dashboard/settings/payment`);
    await staffPage
      .getByRole('heading', { name: 'Alleen de eigenaar van de winkel kan dit onderdeel openen.' })
      .waitFor();
    expect(await staffPage.getByLabel('IBAN').count()).toBe(0);
    expect(await staffPage.getByText('Stripe').count()).toBe(0);
    await expectAccessible(staffPage);
    await expectNoHorizontalScroll(staffPage);
    // The API says the same to a call made by hand.
    const billing = await staffPage.evaluate(async (tenant) => {
      const response = await fetch(`/api/platform/shops/${tenant}/billing/portal`, { method: 'POST' });
      return { status: response.status, body: await response.json() };
    }, owner.subdomain);
    expect(billing).toMatchObject({ status: 403, body: { error: 'owner_only' } });

    // The owner sees the new member in the activity log, as staff.
    await ownerPage.goto(`${shop.baseUrl()}/${owner.subdomain}/dashboard`);
    const log = ownerPage.getByRole('region', { name: 'Activiteitenlogboek' });
    const joined = log.getByRole('listitem').filter({ hasText: 'Medewerker aangesloten' });
    await joined.waitFor();
    expect(await joined.textContent()).toContain(staffEmail);
    expect(await joined.textContent()).toContain('Medewerker');
    await expectAccessible(ownerPage);

    // The owner removes the staff member; their next request to the shop finds nothing.
    await nav(ownerPage).getByRole('link', { name: 'Medewerkers' }).click();
    const member = ownerPage.getByRole('listitem').filter({ hasText: staffEmail });
    await member.getByRole('button', { name: /Verwijderen/ }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Sam Smit verwijderen?' });
    await expectAccessible(ownerPage);
    await dialog.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await ownerPage.getByText('Sam Smit hoort niet meer bij het team.').waitFor();
    expect(await ownerPage.getByRole('listitem').filter({ hasText: staffEmail }).count()).toBe(0);

    const after = await staffPage.evaluate(async (tenant) => {
      const response = await fetch(`/api/platform/shops/${tenant}/orders`);
      return response.status;
    }, owner.subdomain);
    expect(after).toBe(404);
    await staffPage.goto(`${shop.baseUrl()}/${owner.subdomain}/dashboard`);
    await staffPage.getByRole('heading', { name: 'Winkel niet gevonden' }).waitFor();
  });
});
