import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface FakeStripeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** Form fields as Stripe's SDK encodes them, e.g. 'line_items[0][price_data][unit_amount]'. */
  form: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  calls: FakeStripeCall[];
  /** Makes the next calls answer 500 (an outage) while true. */
  setFailing(failing: boolean): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A small local stand-in for the Stripe API calls the shop makes (create and retrieve a Checkout
 * Session), for tests and benchmarks: the real `stripe` SDK talks to it over HTTP.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  let failing = false;
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    calls.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      response.end(JSON.stringify(payload));
    };
    if (failing) return send(500, { error: { type: 'api_error', message: 'Fake outage' } });
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = new URLSearchParams(body);
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const session = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        expires_at: Number(form.get('expires_at')),
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        metadata,
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve?.[1]) {
      const session = sessions.get(retrieve[1]);
      return session
        ? send(200, session)
        : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    setFailing: (value) => {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
