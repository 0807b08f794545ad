import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../apps/api/test/fake-stripe.ts';
import { type ShopServer, startShop } from './harness.ts';
import {
  connectToServerDatabase,
  expectNoHorizontalScroll,
  linkIn,
  logInInBrowser,
  type Mailbox,
  newOwner,
  signUpInBrowser,
  startMailbox,
  totpCode,
} from './platform-helpers.ts';
import { type RunningServer, startServerProcess } from './server-process.ts';
import { expectAccessible } from './storefront-helpers.ts';

/**
 * The platform's accounts against a server of this file's own: mail goes over real SMTP to a
 * loopback mailbox, and plans are paid through Stripe Billing (the local Stripe fake).
 */
const WEBHOOK_SECRET = 'whsec_e2e_platform_billing';
const DEMO_PASSWORD = 'demo1234';
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let mailbox: Mailbox;
let stripe: FakeStripe;
let server: RunningServer;
let shop: ShopServer;
let database: pg.Client;
beforeAll(async () => {
  mailbox = await startMailbox();
  stripe = await startFakeStripe();
  server = await startServerProcess({
    SMTP_URL: mailbox.url,
    PLATFORM_STRIPE_SECRET_KEY: 'sk_test_e2e_platform',
    PLATFORM_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
  stripe.setWebhook({
    url: `http://127.0.0.1:${server.port}/api/platform/billing/stripe/webhook`,
    secret: WEBHOOK_SECRET,
  });
  shop = await startShop(server.port);
  database = await connectToServerDatabase(server.dataDir);
}, 180_000);
afterAll(async () => {
  await database?.end();
  await shop?.stop();
  await server?.stop();
  await stripe?.close();
  await mailbox?.close();
});

const newContextPage = async (viewport = DESKTOP): Promise<Page> =>
  (await shop.browser.newContext({ viewport })).newPage();

describe('§2.2 platform login', () => {
  it('sends a shop owner to their dashboard, and back there from the landing page; logout ends it', async () => {
    const page = await newContextPage();
    await logInInBrowser(page, shop.baseUrl(), 'demo@winkelwerf.nl', DEMO_PASSWORD);
    await page.waitForURL('**/demo/dashboard');
    await page.getByRole('heading', { name: 'De Ambachtsschuur' }).waitFor();
    await page.goto(shop.baseUrl());
    await page.waitForURL('**/demo/dashboard');
    // The landing page's own account menu may still be on screen while it sends the owner on.
    await page.getByRole('heading', { name: 'De Ambachtsschuur' }).waitFor();

    await page.locator('summary').filter({ hasText: 'demo@winkelwerf.nl' }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL(`${shop.baseUrl()}/`);
    await page.goto(`${shop.baseUrl()}/demo/dashboard`);
    await page.waitForURL(`${shop.baseUrl()}/login?next=%2Fdemo%2Fdashboard`);
    await page.getByRole('heading', { name: 'Inloggen', level: 1 }).waitFor();
    await page.context().close();
  });

  it('sends a signed-out owner from a back-office page to the login page, and back to that page after signing in', async () => {
    const page = await newContextPage(MOBILE);
    await page.goto(`${shop.baseUrl()}/demo/dashboard/domains`);
    await page.waitForURL(`${shop.baseUrl()}/login?next=%2Fdemo%2Fdashboard%2Fdomains`);
    await page.getByRole('textbox', { name: /^E-mailadres/ }).fill('demo@winkelwerf.nl');
    await page.getByRole('textbox', { name: /^Wachtwoord/ }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.waitForURL(`${shop.baseUrl()}/demo/dashboard/domains`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.context().close();
  });

  it('says that a wrong password failed, without telling whether the account exists', async () => {
    const page = await newContextPage(MOBILE);
    await logInInBrowser(page, shop.baseUrl(), 'focus@winkelwerf.nl', 'niet-het-wachtwoord');
    const wrongPassword = await page.getByRole('alert').first().textContent();
    await logInInBrowser(page, shop.baseUrl(), 'niemand@example.nl', 'niet-het-wachtwoord');
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByRole('alert').first().textContent()).toBe(wrongPassword);
    expect(page.url()).toContain('/login');
    await page.context().close();
  });
});

describe('password reset by e-mail', () => {
  it('mails a single-use link over SMTP; the new password works and the old one no longer does', async () => {
    const owner = newOwner('reset');
    const page = await newContextPage();
    await page.goto(`${shop.baseUrl()}/register`);
    await signUpInBrowser(page, owner);
    await page.context().close();

    const forgot = await newContextPage(MOBILE);
    await forgot.goto(`${shop.baseUrl()}/login`);
    await forgot.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await forgot.getByRole('textbox', { name: /^E-mailadres/ }).fill(owner.email);
    await forgot.getByRole('button', { name: 'Stuur de link' }).click();
    await forgot.getByText(`Als er een account is met ${owner.email}`).waitFor();

    const mail = await mailbox.waitFor(owner.email, /reset-password\?token=/);
    const link = linkIn(mail, '/reset-password');
    expect(new URL(link).host).toBe(`localhost:${server.port}`);
    await forgot.goto(link);
    const newPassword = 'zeven zeemeeuwen boven het wad';
    await forgot.getByRole('textbox', { name: /^Nieuw wachtwoord/ }).fill(newPassword);
    await forgot.getByRole('textbox', { name: /^Herhaal het nieuwe wachtwoord/ }).fill(newPassword);
    await forgot.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await forgot.getByRole('heading', { name: 'Wachtwoord opgeslagen' }).waitFor();

    // The link works once.
    await forgot.goto(link);
    await forgot.getByRole('textbox', { name: /^Nieuw wachtwoord/ }).fill('nog een ander lang wachtwoord');
    await forgot.getByRole('textbox', { name: /^Herhaal het nieuwe wachtwoord/ }).fill('nog een ander lang wachtwoord');
    await forgot.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await forgot.getByRole('alert').first().waitFor();
    await expectNoHorizontalScroll(forgot);

    await logInInBrowser(forgot, shop.baseUrl(), owner.email, owner.password);
    await forgot.getByRole('alert').first().waitFor();
    await logInInBrowser(forgot, shop.baseUrl(), owner.email, newPassword);
    await forgot.waitForURL(`**/${owner.subdomain}/dashboard`);
    await forgot.context().close();
  });
});

describe('the platform Admin', () => {
  let recoveryCodes: string[] = [];

  it('must set up two-step sign-in first, then lands on /select-tenant and opens any shop', async () => {
    const page = await newContextPage();
    await logInInBrowser(page, shop.baseUrl(), 'admin@winkelwerf.nl', DEMO_PASSWORD);
    await page.waitForURL('**/two-factor');
    await page.getByText('Voor beheerders is tweestapsverificatie verplicht').waitFor();
    await expectAccessible(page);
    const secret = ((await page.locator('code').first().textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByRole('textbox', { name: /^Code uit de app/ }).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Tweestapsverificatie aanzetten' }).click();
    await page.getByRole('heading', { name: 'Bewaar je herstelcodes' }).waitFor();
    recoveryCodes = (
      await page.getByRole('list', { name: 'Herstelcodes' }).getByRole('listitem').allTextContents()
    ).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'Ik heb ze bewaard, ga verder' }).click();
    await page.waitForURL('**/select-tenant');

    await page
      .getByRole('searchbox', { name: 'Zoeken' })
      .or(page.getByRole('textbox', { name: 'Zoeken' }))
      .fill('solo');
    await page.getByText('1 winkel', { exact: true }).waitFor();
    await expectAccessible(page);
    await page
      .getByRole('link', { name: /Openen/ })
      .first()
      .click();
    await page.waitForURL('**/solo/dashboard');
    await page.getByText('Je bekijkt deze winkel als platformbeheerder').waitFor();
    await page.context().close();
  });

  it('signs in with a recovery code once the app is set up; each code works once', async () => {
    const page = await newContextPage(MOBILE);
    await logInInBrowser(page, shop.baseUrl(), 'admin@winkelwerf.nl', DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Bevestig dat jij het bent' }).waitFor();
    await page.getByRole('button', { name: /Gebruik een herstelcode/ }).click();
    await page.getByRole('textbox', { name: /^Herstelcode/ }).fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await page.waitForURL('**/select-tenant');
    await expectNoHorizontalScroll(page);
    await page.goto(`${shop.baseUrl()}/admin/plans`);
    await page.getByRole('heading', { name: 'Abonnementen beheren' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.context().close();

    const again = await newContextPage();
    await logInInBrowser(again, shop.baseUrl(), 'admin@winkelwerf.nl', DEMO_PASSWORD);
    await again.getByRole('button', { name: /Gebruik een herstelcode/ }).click();
    await again.getByRole('textbox', { name: /^Herstelcode/ }).fill(recoveryCodes[0] ?? '');
    await again.getByRole('button', { name: 'Bevestigen' }).click();
    await again.getByRole('alert').first().waitFor();
    expect(again.url()).toContain('/login');
    await again.context().close();
  });

  it("shows the shop's owner what the Admin did in the shop", async () => {
    const page = await newContextPage();
    await logInInBrowser(page, shop.baseUrl(), 'solo@winkelwerf.nl', DEMO_PASSWORD);
    await page.waitForURL('**/solo/dashboard');
    const log = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Activiteitenlogboek' }) });
    await log.getByText('Dashboard geopend').first().waitFor();
    await log.getByText('admin@winkelwerf.nl').first().waitFor();
    await page.context().close();
  });
});

describe('trial and plan through Stripe Billing', () => {
  it('pauses a shop whose trial ended; paying a plan in Stripe Checkout reopens it at once', async () => {
    const owner = newOwner('stripe');
    const page = await newContextPage();
    await page.goto(`${shop.baseUrl()}/register`);
    await signUpInBrowser(page, owner);
    await database.query(
      `update tenant_subscriptions set trial_ends_at = now() - interval '1 minute'
       where tenant_id = (select id from tenants where name = $1)`,
      [owner.subdomain],
    );
    const storefront = await newContextPage(MOBILE);
    await storefront.goto(shop.baseUrl(owner.subdomain));
    await storefront.getByRole('heading', { name: 'Tijdelijk gesloten' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Je winkel is gepauzeerd' }).waitFor();
    await page.getByRole('button', { name: 'Kies Premium' }).click();
    await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`**/${owner.subdomain}/dashboard?billing=success`);
    await expect
      .poll(async () => {
        const result = await database.query(
          `select status from tenant_subscriptions where tenant_id = (select id from tenants where name = $1)`,
          [owner.subdomain],
        );
        return result.rows[0]?.status;
      })
      .toBe('Active');
    await page.reload();
    await page.getByRole('button', { name: 'Betaalgegevens en facturen' }).waitFor();

    await storefront.reload();
    await storefront.getByRole('heading', { name: 'Binnenkort open' }).waitFor();
    expect(
      stripe.calls.some((call) => call.path === '/v1/checkout/sessions' && call.form.mode === 'subscription'),
    ).toBe(true);
    await page.context().close();
    await storefront.context().close();
  });
});
