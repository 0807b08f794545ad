import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import Stripe from 'stripe';

export interface FakeStripeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** Form fields (or query parameters) as Stripe's SDK encodes them, e.g. 'line_items[0][price_data][unit_amount]'. */
  form: Record<string, string>;
}

/** Where the fake sends the events of a completed subscription checkout, signed like Stripe does. */
export interface FakeStripeWebhook {
  url: string;
  secret: string;
}

export interface FakeStripeEvent {
  id: string;
  type: string;
  /** The webhook's HTTP status (0 when it could not be reached). */
  status: number;
}

export interface FakeStripe {
  url: string;
  calls: FakeStripeCall[];
  /** Makes the next calls answer 500 (an outage) while true. */
  setFailing(failing: boolean): void;
  /** Sets (or changes) where subscription events go. */
  setWebhook(webhook: FakeStripeWebhook): void;
  /**
   * Pays a subscription-mode Checkout Session as a customer would on its page: the session is
   * completed, a subscription made, and checkout.session.completed, customer.subscription.created
   * and invoice.paid are sent to the webhook. Answers the events and where the browser goes.
   */
  completeCheckout(sessionId: string): Promise<{ events: FakeStripeEvent[]; redirect: string }>;
  /** Sends one event of this type about this object to the webhook, signed with its secret. */
  sendEvent(type: string, object: Record<string, unknown>): Promise<FakeStripeEvent>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The fields under `prefix[...]`, e.g. metadata[tenantId] → { tenantId }. */
function nested(form: URLSearchParams, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  const pattern = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`);
  for (const [key, value] of form) {
    const match = pattern.exec(key);
    if (match?.[1]) found[match[1]] = value;
  }
  return found;
}

/** Signs an event payload as Stripe does (the `Stripe-Signature` header) with a webhook secret. */
export function signStripePayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/** A Stripe event envelope around `object`. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = newId('evt')) {
  return {
    id,
    object: 'event',
    type,
    api_version: '2026-10-28',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

const escapeText = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A small local stand-in for the Stripe API calls the platform makes, for tests, benchmarks and
 * end-to-end runs: Checkout Sessions (payment and subscription mode), customers, the billing
 * portal and subscriptions. The real `stripe` SDK talks to it over HTTP. A subscription session's
 * url is a page on the fake whose "Pay" button completes it (see completeCheckout).
 */
export async function startFakeStripe(options: { webhook?: FakeStripeWebhook } = {}): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const portals = new Map<string, string>();
  let webhook = options.webhook ?? null;
  let failing = false;
  let baseUrl = '';

  async function sendEvent(type: string, object: Record<string, unknown>): Promise<FakeStripeEvent> {
    const event = stripeEvent(type, object);
    if (!webhook) return { id: event.id, type, status: 0 };
    const payload = JSON.stringify(event);
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload, webhook.secret) },
      body: payload,
    }).catch(() => null);
    return { id: event.id, type, status: response?.status ?? 0 };
  }

  async function completeCheckout(sessionId: string) {
    const session = sessions.get(sessionId);
    if (session?.mode !== 'subscription') throw new Error(`No subscription checkout ${sessionId}`);
    const now = Math.floor(Date.now() / 1000);
    const line = session.line as { amount: number; interval: string };
    const end = new Date(now * 1000);
    if (line.interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
    else end.setUTCMonth(end.getUTCMonth() + 1);
    const periodEnd = Math.floor(end.getTime() / 1000);
    const subscriptionMetadata = session.subscription_metadata as Record<string, string>;
    const subscription = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      metadata: subscriptionMetadata,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            current_period_start: now,
            current_period_end: periodEnd,
            price: { unit_amount: line.amount, currency: 'eur', recurring: { interval: line.interval } },
          },
        ],
      },
    };
    subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: session.customer,
      status: 'paid',
      amount_paid: line.amount,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscriptionMetadata },
      },
      lines: { object: 'list', data: [{ period: { start: now, end: periodEnd } }] },
    };
    const events = [
      await sendEvent('checkout.session.completed', session),
      await sendEvent('customer.subscription.created', subscription),
      await sendEvent('invoice.paid', invoice),
    ];
    return { events, redirect: String(session.success_url) };
  }

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    calls.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      // GET and DELETE carry their parameters in the query string.
      form: Object.fromEntries(new URLSearchParams(body || url.search)),
    });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      response.end(JSON.stringify(payload));
    };
    const missing = (what: string) =>
      send(404, { error: { type: 'invalid_request_error', message: `No such ${what}` } });
    if (failing) return send(500, { error: { type: 'api_error', message: 'Fake outage' } });
    const form = new URLSearchParams(body);
    // A key made to fail: what Stripe answers to a revoked or mistyped key.
    if (url.pathname.startsWith('/v1/') && request.headers.authorization?.startsWith('Bearer sk_test_bad')) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (request.method === 'GET' && url.pathname === '/v1/account') {
      return send(200, { id: 'acct_fake', object: 'account', charges_enabled: true });
    }

    // The customer's pages: the subscription checkout and its "Pay" button.
    const page = /^\/checkout\/([^/]+)(\/pay)?$/.exec(url.pathname);
    if (page?.[1]) {
      const session = sessions.get(page[1]);
      if (!session) return missing('checkout.session');
      if (request.method === 'POST' && page[2]) {
        const { redirect } = await completeCheckout(page[1]);
        response.writeHead(303, { location: redirect });
        return response.end();
      }
      const line = session.line as { name: string; amount: number; interval: string };
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><main><h1>Fake Stripe Checkout</h1><p>${escapeText(line.name)}: ${(line.amount / 100).toFixed(2)} EUR / ${escapeText(line.interval)}</p>
<form method="post" action="/checkout/${escapeText(page[1])}/pay"><button type="submit">Pay</button></form>
<a href="${escapeText(String(session.cancel_url))}">Cancel</a></main></body></html>`);
    }

    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: form.get('email'),
        name: form.get('name'),
        metadata: nested(form, 'metadata'),
      };
      return send(200, customer);
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const mode = form.get('mode') ?? 'payment';
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: Record<string, unknown> = {
        id,
        object: 'checkout.session',
        mode,
        status: 'open',
        payment_status: 'unpaid',
        url: mode === 'subscription' ? `${baseUrl}/checkout/${id}` : `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: form.get('client_reference_id'),
        customer: form.get('customer'),
        customer_email: form.get('customer_email'),
        expires_at: Number(form.get('expires_at')),
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        metadata: nested(form, 'metadata'),
        subscription: null,
        payment_intent: mode === 'payment' ? newId('pi') : null,
      };
      if (mode === 'subscription') {
        session.subscription_metadata = nested(form, 'subscription_data[metadata]');
        session.line = {
          name: form.get('line_items[0][price_data][product_data][name]') ?? '',
          amount: Number(form.get('line_items[0][price_data][unit_amount]')),
          interval: form.get('line_items[0][price_data][recurring][interval]') ?? 'month',
        };
      }
      sessions.set(id, session);
      return send(200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve?.[1]) {
      const session = sessions.get(retrieve[1]);
      return session ? send(200, session) : missing('checkout.session');
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      return send(200, {
        id: newId('re'),
        object: 'refund',
        amount: Number(form.get('amount')),
        currency: 'eur',
        payment_intent: form.get('payment_intent'),
        status: 'succeeded',
      });
    }
    const portal = /^\/portal\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && portal?.[1]) {
      const returnUrl = portals.get(portal[1]);
      if (!returnUrl) return missing('billing_portal.session');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake billing portal</title></head>
<body><main><h1>Fake billing portal</h1><a href="${escapeText(returnUrl)}">Return</a></main></body></html>`);
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = newId('bps');
      portals.set(id, form.get('return_url') ?? '');
      return send(200, {
        id,
        object: 'billing_portal.session',
        customer: form.get('customer'),
        return_url: form.get('return_url'),
        url: `${baseUrl}/portal/${id}`,
      });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if ((request.method === 'GET' || request.method === 'DELETE') && subscription?.[1]) {
      const found = subscriptions.get(subscription[1]);
      if (!found) return missing('subscription');
      if (request.method === 'DELETE')
        Object.assign(found, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
      return send(200, found);
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    calls,
    setFailing: (value) => {
      failing = value;
    },
    setWebhook: (value) => {
      webhook = value;
    },
    completeCheckout,
    sendEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
