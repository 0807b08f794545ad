import Stripe from 'stripe';

export interface PlanCheckoutRequest {
  tenantId: string;
  tenantName: string;
  planId: number;
  planName: string;
  customerId: string;
  unitAmountCents: number;
  interval: 'month' | 'year';
  language: 'nl' | 'en';
  successUrl: string;
  cancelUrl: string;
}

/** The Stripe Billing calls the platform makes with its own key. Tests point it at a local fake. */
export interface StripeBilling {
  createCustomer(input: { tenantId: string; name: string; email: string }): Promise<string>;
  createCheckoutSession(input: PlanCheckoutRequest): Promise<{ id: string; url: string | null }>;
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  /** Ends a subscription now, crediting the unused time. */
  cancelSubscription(subscriptionId: string): Promise<void>;
}

/** The webhook's event, verified over the raw body; throws when the signature does not match. */
export function verifyBillingEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}

/** Stripe Billing with the platform's key; `apiBase` (STRIPE_API_BASE) points it elsewhere. */
export function createStripeBilling(options: { secretKey: string; apiBase: string | undefined }): StripeBilling {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
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
  return {
    async createCustomer(input) {
      const customer = await stripe.customers.create(
        { name: input.name, email: input.email, metadata: { tenantId: input.tenantId } },
        // Two tabs choosing a plan at once still make one customer.
        { idempotencyKey: `platform-customer-${input.tenantId}` },
      );
      return customer.id;
    },
    async createCheckoutSession(input) {
      const metadata = { tenantId: input.tenantId, planId: String(input.planId) };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.tenantId,
        locale: input.language,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: input.unitAmountCents,
              recurring: { interval: input.interval },
              product_data: { name: input.planName },
            },
          },
        ],
        metadata,
        subscription_data: { metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      return { id: session.id, url: session.url };
    },
    async createPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId, { prorate: true });
    },
  };
}
