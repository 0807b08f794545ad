import Stripe from 'stripe';

export interface CheckoutLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CheckoutSessionRequest {
  orderNumber: string;
  tenantId: string;
  customerEmail: string;
  language: 'nl' | 'en';
  lines: CheckoutLine[];
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface CheckoutSession {
  id: string;
  url: string | null;
  status: string | null;
}

/** The Stripe calls the shop makes; one per shop key. Tests point it at a local fake. */
export interface StripeGateway {
  createCheckoutSession(secretKey: string, request: CheckoutSessionRequest): Promise<CheckoutSession>;
  retrieveCheckoutSession(secretKey: string, sessionId: string): Promise<CheckoutSession>;
  /** Refunds (part of) the payment of a paid Checkout Session. */
  createRefund(secretKey: string, request: RefundRequest): Promise<{ id: string; status: string | null }>;
}

export interface RefundRequest {
  checkoutSessionId: string;
  amountCents: number;
  idempotencyKey: string;
}

/** Stripe does not accept a Checkout Session that expires sooner than this. */
const STRIPE_MIN_EXPIRY_MS = 30 * 60 * 1000 + 5_000;

/** Real Stripe, or the API at `apiBase` (STRIPE_API_BASE, e.g. a fake on http://127.0.0.1:port). */
export function createStripeGateway(apiBase?: string): StripeGateway {
  const base = apiBase ? new URL(apiBase) : null;
  const clients = new Map<string, Stripe>();
  const client = (secretKey: string) => {
    let stripe = clients.get(secretKey);
    if (!stripe) {
      stripe = new Stripe(secretKey, {
        maxNetworkRetries: 2,
        timeout: 15_000,
        ...(base
          ? {
              host: base.hostname,
              port: base.port || (base.protocol === 'https:' ? 443 : 80),
              protocol: base.protocol === 'https:' ? 'https' : 'http',
            }
          : {}),
      });
      clients.set(secretKey, stripe);
    }
    return stripe;
  };

  return {
    async createCheckoutSession(secretKey, request) {
      const expiresAt = Math.max(request.expiresAt.getTime(), Date.now() + STRIPE_MIN_EXPIRY_MS);
      const session = await client(secretKey).checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: request.customerEmail,
          client_reference_id: request.orderNumber,
          locale: request.language,
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: { currency: 'eur', unit_amount: line.unitAmountCents, product_data: { name: line.name } },
          })),
          metadata: { orderNumber: request.orderNumber, tenantId: request.tenantId },
          payment_intent_data: { metadata: { orderNumber: request.orderNumber, tenantId: request.tenantId } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.ceil(expiresAt / 1000),
        },
        // A retried call (network trouble) must not open a second session for the same order.
        { idempotencyKey: `checkout-${request.tenantId}-${request.orderNumber}-${Math.ceil(expiresAt / 60_000)}` },
      );
      return { id: session.id, url: session.url, status: session.status };
    },
    async retrieveCheckoutSession(secretKey, sessionId) {
      const session = await client(secretKey).checkout.sessions.retrieve(sessionId);
      return { id: session.id, url: session.url, status: session.status };
    },
    async createRefund(secretKey, request) {
      const session = await client(secretKey).checkout.sessions.retrieve(request.checkoutSessionId);
      const paymentIntent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`checkout session ${session.id} has no payment`);
      const refund = await client(secretKey).refunds.create(
        { payment_intent: paymentIntent, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: refund.id, status: refund.status };
    },
  };
}

/** Verifies a webhook over the raw body; throws when the signature does not match. */
export function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
