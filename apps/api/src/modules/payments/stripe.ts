import Stripe from 'stripe';
import { openSecret } from '#src/lib/secret-box.ts';

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

/** Where the SDK connects: real Stripe, or the API at `apiBase` (e.g. a fake on http://127.0.0.1:port). */
function connection(apiBase: string | undefined): Stripe.StripeConfig {
  const base = apiBase ? new URL(apiBase) : null;
  return base
    ? {
        host: base.hostname,
        port: base.port || (base.protocol === 'https:' ? 443 : 80),
        protocol: base.protocol === 'https:' ? 'https' : 'http',
      }
    : {};
}

/**
 * Real Stripe, or the API at `apiBase` (STRIPE_API_BASE). The keys it is given are the stored
 * ones: encrypted with `appSecret` (secret-box) or, when stored before encryption, plain.
 */
export function createStripeGateway(apiBase?: string, appSecret?: string): StripeGateway {
  const clients = new Map<string, Stripe>();
  const client = (storedKey: string) => {
    const secretKey = openSecret(appSecret, storedKey);
    let stripe = clients.get(secretKey);
    if (!stripe) {
      stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 15_000, ...connection(apiBase) });
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

/**
 * A test call with a key the owner is saving: 'ok', 'refused' (Stripe does not accept the key) or
 * 'unreachable'. Reads the key's own account, which every secret and restricted key may do.
 */
export async function checkStripeKey(apiBase: string | undefined, secretKey: string) {
  try {
    await new Stripe(secretKey, {
      maxNetworkRetries: 1,
      timeout: 10_000,
      ...connection(apiBase),
    }).accounts.retrieveCurrent();
    return 'ok' as const;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeAuthenticationError) return 'refused' as const;
    if (error instanceof Stripe.errors.StripePermissionError) return 'refused' as const;
    return 'unreachable' as const;
  }
}

/** Verifies a webhook over the raw body; throws when the signature does not match. */
export function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
