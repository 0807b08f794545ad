import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../apps/api/test/fake-stripe.ts';
import { chooseMethods, type DemoProduct, demoShop, newSessionId, seedCart } from './buying-helpers.ts';
import { type ShopServer, startShop } from './harness.ts';
import { expectNoHorizontalScroll, logInInBrowser, type Mailbox, startMailbox } from './platform-helpers.ts';
import { type RunningServer, startServerProcess } from './server-process.ts';
import { expectAccessible, openPage } from './storefront-helpers.ts';

/**
 * An order's whole life through the back office, against a server of this file's own: mail goes
 * over real SMTP to a loopback mailbox, card payments and refunds to the local Stripe fake.
 */
let mailbox: Mailbox;
let fakeStripe: FakeStripe;
let server: RunningServer;
let shop: ShopServer;
let tenantId: string;
let product: DemoProduct;

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOP_ADDRESS = 'info@ambachtsschuur.nl';
const OWNER = { email: 'demo@winkelwerf.nl', password: 'demo1234' };
const STRIPE_KEY = 'sk_test_e2eorders1234';
const WEBHOOK_SECRET = 'whsec_e2eorders1234';

beforeAll(async () => {
  mailbox = await startMailbox();
  fakeStripe = await startFakeStripe();
  server = await startServerProcess({ SMTP_URL: mailbox.url, STRIPE_API_BASE: fakeStripe.url });
  shop = await startShop(server.port);
  const demo = await demoShop(shop);
  tenantId = demo.tenant.id;
  product = demo.simple;
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await server?.stop();
  await fakeStripe?.close();
  await mailbox?.close();
});

const api = (path: string) => `http://127.0.0.1:${server.port}${path}`;

/** A registered, logged-in shopper of the demo shop with one product in the cart. */
async function shopperWithCart(label: string, viewport = DESKTOP) {
  const email = `${label}.${Date.now()}@example.nl`;
  const password = 'geheim-wachtwoord-1';
  const register = await fetch(api('/api/auth/customer/register'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Sanne',
      lastName: 'Koper',
      email,
      phoneNumber: '0612345678',
      address: 'Brink 7',
      city: 'Deventer',
      postalCode: '7411 BR',
      country: 'Nederland',
      language: 'nl',
      password,
      tenantId,
    }),
  });
  expect(register.status).toBe(201);
  const login = await fetch(api('/api/customers/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, tenantId }),
  });
  expect(login.status).toBe(200);
  const { token, customer } = (await login.json()) as { token: string; customer: { id: number } };
  const sessionId = newSessionId();
  await seedCart(shop, tenantId, sessionId, product.id);
  const page = await openPage(shop, `${shop.baseUrl('demo')}/checkout`, {
    viewport,
    storage: { shopping_session_id: sessionId, customer_token: token, customer_id: String(customer.id) },
  });
  await page.getByRole('heading', { level: 1, name: 'Afrekenen' }).waitFor();
  return { page, email };
}

async function ownerPage(viewport = DESKTOP): Promise<Page> {
  const page = await shop.newPage({ viewport });
  await logInInBrowser(page, shop.baseUrl(), OWNER.email, OWNER.password);
  await page.waitForURL(/\/dashboard/);
  return page;
}

/** Opens the order from the back office's order list (search on its number). */
async function openOrderInBackOffice(page: Page, orderNumber: string) {
  await page
    .getByRole('navigation', { name: 'Onderdelen van je winkel' })
    .getByRole('link', { name: /Bestellingen/ })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Bestellingen' }).waitFor();
  await page.getByRole('link', { name: new RegExp(orderNumber) }).waitFor();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: new RegExp(orderNumber) }).click();
  await page.getByRole('heading', { level: 1, name: `Bestelling ${orderNumber}` }).waitFor();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
}

async function orderStatusInHistory(page: Page, orderNumber: string, status: string) {
  await page.goto(`${shop.baseUrl('demo')}/order-history`);
  await page.getByRole('heading', { level: 1, name: 'Bestelgeschiedenis' }).waitFor();
  await page.getByTestId('order-card').filter({ hasText: orderNumber }).getByText(status, { exact: true }).waitFor();
}

describe('back office: an order from the storefront to the shopper', () => {
  it('bank transfer: the shop is told, the owner marks it paid and ships it, the shopper sees Shipped and gets the invoice', async () => {
    const shopper = await shopperWithCart('overboeking');
    await chooseMethods(shopper.page, /Pakket PostNL/, /Bankoverschrijving/);
    await shopper.page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await shopper.page.waitForURL(/\/order-confirmation\/WW-/);
    const orderNumber = decodeURIComponent(new URL(shopper.page.url()).pathname.split('/').pop() ?? '');

    // the shop hears of it by mail
    const newOrderMail = await mailbox.waitFor(SHOP_ADDRESS, new RegExp(`Nieuwe bestelling ${orderNumber}`));
    expect(newOrderMail.raw).toContain('Sanne Koper');

    // the owner finds it waiting on the dashboard and in the list
    const owner = await ownerPage();
    await owner.goto(`${shop.baseUrl()}/demo/dashboard`);
    await owner
      .getByRole('navigation', { name: 'Onderdelen van je winkel' })
      .getByRole('link', { name: /Bestellingen.*nieuw/ })
      .waitFor();
    await openOrderInBackOffice(owner, orderNumber);

    // paid: the shopper is mailed
    await owner.getByRole('button', { name: 'Overboeking ontvangen' }).click();
    await owner.getByText('De betaling is verwerkt. De klant krijgt een e-mail.').waitFor();
    const paidMail = await mailbox.waitFor(shopper.email, new RegExp(`${orderNumber}[\\s\\S]*(betaling|Betaling)`));
    expect(paidMail.raw).toContain(orderNumber);

    await owner.getByText(/Nieuw · Betaald/).waitFor();

    // taken in hand, then shipped with a tracking number: the shopper is mailed the tracking link
    await owner.getByRole('button', { name: 'In behandeling nemen' }).click();
    await owner.getByText('De bestelling is in behandeling. De klant krijgt een e-mail.').waitFor();
    await owner.getByRole('button', { name: 'Verzenden' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Bestelling verzenden' });
    await dialog.getByLabel('Vervoerder').selectOption('PostNL');
    await dialog.getByLabel(/^Track & trace-code/).fill('3SABCD1234567');
    await expectAccessible(owner);
    await dialog.getByRole('button', { name: 'Verzenden' }).click();
    await owner
      .getByText('De bestelling is verzonden. De klant krijgt een e-mail met de track & trace-code.')
      .waitFor();
    await owner
      .getByText(/Verzonden.*3SABCD1234567/)
      .first()
      .waitFor();
    await mailbox.waitFor(shopper.email, /3SABCD1234567/);

    // the invoice: a PDF with the paid mail, and on the order page for the owner and the shopper
    const withInvoice = mailbox.messages.filter(
      (mail) => mail.to.includes(shopper.email) && mail.raw.includes(orderNumber) && /application\/pdf/i.test(mail.raw),
    );
    expect(withInvoice.length).toBeGreaterThan(0);

    // the shopper sees the new status in the order history and on the confirmation page
    await orderStatusInHistory(shopper.page, orderNumber, 'Verzonden');
    await expectAccessible(shopper.page);
    await shopper.page.goto(`${shop.baseUrl('demo')}/order-confirmation/${orderNumber}`);
    await shopper.page.getByText('Verzonden', { exact: true }).first().waitFor();
    await owner.close();
    await shopper.page.close();
  });

  it('card payment through Stripe at 390 px: paid by the webhook, then part of it refunded through Stripe', async () => {
    const owner = await ownerPage(MOBILE);
    // the shop's own Stripe keys (the test call goes to the fake)
    const saved = await owner.evaluate(
      async ({ key, secret }) => {
        const response = await fetch('/api/platform/shops/demo/payment-methods/stripe', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ secretKey: key, webhookSecret: secret, isEnabled: true }),
        });
        return response.status;
      },
      { key: STRIPE_KEY, secret: WEBHOOK_SECRET },
    );
    expect(saved).toBe(200);

    const shopper = await shopperWithCart('kaart', MOBILE);
    let sessionId = '';
    await shopper.page.route('https://checkout.stripe.test/**', async (route) => {
      sessionId = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe</title><p>Stripe</p>' });
    });
    await chooseMethods(shopper.page, /Pakket PostNL/, /iDEAL, creditcard of wallet/);
    await shopper.page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect.poll(() => sessionId, { timeout: 20_000 }).toMatch(/^cs_test_/);

    // Stripe reports the payment to the shop's webhook, signed with its secret
    const session = (await (
      await fetch(`${fakeStripe.url}/v1/checkout/sessions/${sessionId}`, {
        headers: { Authorization: `Bearer ${STRIPE_KEY}` },
      })
    ).json()) as { metadata: { orderNumber: string }; payment_intent: string };
    const orderNumber = session.metadata.orderNumber;
    fakeStripe.setWebhook({ url: api(`/api/payments/stripe/webhook/${tenantId}`), secret: WEBHOOK_SECRET });
    const event = await fakeStripe.sendEvent('checkout.session.completed', {
      ...session,
      payment_status: 'paid',
      status: 'complete',
    });
    expect(event.status).toBe(200);

    await owner.goto(`${shop.baseUrl()}/demo/dashboard`);
    await openOrderInBackOffice(owner, orderNumber);
    await owner.getByText(/Nieuw · Betaald/).waitFor();

    // a partial refund of € 5,00 goes through Stripe
    await owner.getByRole('button', { name: 'Terugbetalen' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Terugbetalen' });
    await dialog.getByLabel('Bedrag voor artikelen (leeg: alles)').fill('5,00');
    await dialog.getByLabel(/^Verzendkosten ook terugbetalen/).uncheck();
    await expectAccessible(owner);
    await dialog.getByRole('button', { name: 'Terugbetalen' }).click();
    await owner.getByText('De terugbetaling is verwerkt. De klant krijgt een e-mail.').waitFor();
    await owner.getByText(/Terugbetaald \(totaal € 5,00\)/).waitFor();
    const refunds = fakeStripe.calls.filter((call) => call.path === '/v1/refunds');
    expect(refunds.map((call) => [call.form.payment_intent, call.form.amount])).toEqual([
      [session.payment_intent, '500'],
    ]);
    await expectNoHorizontalScroll(owner);
    const refundMail = await mailbox.waitFor(
      shopper.email,
      new RegExp(`Terugbetaling voor uw bestelling ${orderNumber}`),
    );
    expect(refundMail.raw).toMatch(/we betalen .{1,16}5,00 van uw bestelling/);
    await owner.close();
    await shopper.page.close();
  });
});
