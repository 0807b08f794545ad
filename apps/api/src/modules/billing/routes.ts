import { ZApiError, ZBillingCheckoutRequest, ZBillingRedirect, ZShopDashboard, ZTenantName } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { resolveAppSecret } from '#src/lib/app-secret.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { sendFormPage } from '#src/lib/form-page.ts';
import { requestLanguage } from '#src/lib/language.ts';
import { recordShopActivity, type ShopAccess } from '#src/plugins/platform-auth.ts';
import { buildDashboard } from './dashboard.ts';
import {
  DEMO_BILLING_LINK_MS,
  type DemoBillingLink,
  demoBillingSignature,
  isValidDemoBillingLink,
  renderDemoBillingPage,
} from './demo-page.ts';
import { platformLinks } from './links.ts';
import { findPlan, findShopOwners, findSubscription, type PlanRow, storeStripeCustomer } from './queries.ts';
import { activateDemoPlan, handleBillingEvent, planPriceCents } from './service.ts';
import { createStripeBilling, verifyBillingEvent } from './stripe-billing.ts';

const ZShopParams = z.object({ tenantName: ZTenantName });
const ZDemoLink = z.object({
  shop: ZTenantName,
  plan: z.coerce.number().int().positive(),
  expires: z.coerce.number().int().positive(),
  signature: z.string().max(100),
});
const ZDemoPageQuery = ZDemoLink.extend({ lang: z.enum(['nl', 'en']).optional() });

/**
 * The shop owner's dashboard data and billing: choosing a plan through Stripe Billing (Checkout,
 * customer portal, webhooks) or, without platform Stripe keys, the built-in demo billing page.
 */
export async function billingRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const { config } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const domains = { platformDomain: config.PLATFORM_DOMAIN, stagingDomain: config.STAGING_DOMAIN };
  const stripe = config.PLATFORM_STRIPE_SECRET_KEY
    ? createStripeBilling({ secretKey: config.PLATFORM_STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE })
    : null;
  const demoBilling = !stripe && config.DEMO_BILLING;
  const tags = ['Platform billing'];
  let secret: string | null = null;
  const signingKey = () => {
    secret ??= resolveAppSecret(config);
    return secret;
  };

  // The demo billing page posts a plain HTML form; only this plugin's routes accept one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function purchasablePlan(planId: number): Promise<PlanRow> {
    const plan = await findPlan(db, planId);
    if (!plan) throw notFound('plan');
    if (!plan.isActive || plan.type === 'Trial') throw new HttpError(400, 'plan_not_purchasable', {});
    return plan;
  }

  const providerError = (error: unknown) =>
    new HttpError(502, 'payment_provider_error', {
      detail: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
    });

  routes.get(
    '/api/platform/shops/:tenantName/dashboard',
    {
      schema: {
        tags,
        description: "The shop's dashboard: subscription, setup checklist and counts. Owner of the shop or Admin.",
        params: ZShopParams,
        response: { 200: ZShopDashboard, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      // The platform Admin's look inside a shop is shown to its owner; the shop's own people are not logged for reading.
      if (access.role === 'Admin') await recordShopActivity(db, access, 'dashboard.opened');
      return buildDashboard(db, access, {
        now: app.clock(),
        shopUrl: platformLinks(request, domains).storefront(access.tenant.name),
        stripeConfigured: stripe !== null,
      });
    },
  );

  async function stripeCustomerOf(access: ShopAccess): Promise<string> {
    if (!stripe) throw new Error('Stripe Billing is not configured');
    const subscription = await findSubscription(db, access.tenant.id);
    if (subscription?.stripeCustomerId) return subscription.stripeCustomerId;
    const [owner] = await findShopOwners(db, access.tenant.id);
    const customerId = await stripe.createCustomer({
      tenantId: access.tenant.id,
      name: access.tenant.displayName,
      email: owner?.email ?? access.session.user.email,
    });
    return storeStripeCustomer(db, access.tenant.id, customerId);
  }

  routes.post(
    '/api/platform/shops/:tenantName/billing/checkout',
    {
      schema: {
        tags,
        description:
          'Starts buying a plan: answers where the browser goes next (Stripe Checkout, or the demo billing page). 409 billing_unavailable when neither is configured.',
        params: ZShopParams,
        body: ZBillingCheckoutRequest,
        response: {
          200: ZBillingRedirect,
          400: ZApiError,
          401: ZApiError,
          404: ZApiError,
          409: ZApiError,
          502: ZApiError,
        },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const plan = await purchasablePlan(request.body.planId);
      if (!stripe && !demoBilling) throw new HttpError(409, 'billing_unavailable', {});
      const now = app.clock();
      const links = platformLinks(request, domains);
      const language = requestLanguage(request);
      let url: string;
      if (stripe) {
        try {
          const session = await stripe.createCheckoutSession({
            tenantId: access.tenant.id,
            tenantName: access.tenant.name,
            planId: plan.id,
            planName: plan.name,
            customerId: await stripeCustomerOf(access),
            unitAmountCents: planPriceCents(plan, now),
            interval: plan.billingCycle === 'Yearly' ? 'year' : 'month',
            language,
            successUrl: links.dashboard(access.tenant.name, { billing: 'success' }),
            cancelUrl: links.dashboard(access.tenant.name, { billing: 'cancelled' }),
          });
          if (!session.url) throw new Error('Stripe gave no checkout page');
          url = session.url;
        } catch (error) {
          request.log.warn(`Stripe Billing checkout failed for ${access.tenant.name}`);
          throw providerError(error);
        }
      } else {
        const link: DemoBillingLink = {
          shop: access.tenant.name,
          plan: plan.id,
          expires: Math.floor((now.getTime() + DEMO_BILLING_LINK_MS) / 1000),
        };
        const target = new URL('/api/platform/billing/demo', links.origin);
        target.searchParams.set('shop', link.shop);
        target.searchParams.set('plan', String(link.plan));
        target.searchParams.set('expires', String(link.expires));
        target.searchParams.set('signature', demoBillingSignature(signingKey(), access.tenant.id, link));
        target.searchParams.set('lang', language);
        url = target.toString();
      }
      await recordShopActivity(db, access, 'plan.checkout', {
        planId: plan.id,
        planName: plan.name,
        provider: stripe ? 'stripe' : 'demo',
      });
      return { url };
    },
  );

  routes.post(
    '/api/platform/shops/:tenantName/billing/portal',
    {
      schema: {
        tags,
        description:
          "Opens Stripe's customer portal (card, invoices, cancel) for the shop; 409 without a Stripe customer.",
        params: ZShopParams,
        response: { 200: ZBillingRedirect, 401: ZApiError, 404: ZApiError, 409: ZApiError, 502: ZApiError },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const subscription = await findSubscription(db, access.tenant.id);
      if (!stripe || !subscription?.stripeCustomerId) throw new HttpError(409, 'billing_portal_unavailable', {});
      let url: string;
      try {
        url = await stripe.createPortalSession(
          subscription.stripeCustomerId,
          platformLinks(request, domains).dashboard(access.tenant.name),
        );
      } catch (error) {
        request.log.warn(`Stripe billing portal failed for ${access.tenant.name}`);
        throw providerError(error);
      }
      await recordShopActivity(db, access, 'billing.portal_opened');
      return { url };
    },
  );

  /** The shop and plan of a demo billing link the signed-in user may pay; 404 while demo billing is off. */
  async function demoPurchase(request: FastifyRequest, link: DemoBillingLink, signature: string) {
    if (!demoBilling) throw notFound('resource');
    const access = await request.requireShopAccess(link.shop, { ownerOnly: true });
    if (!isValidDemoBillingLink(signingKey(), access.tenant.id, link, signature, app.clock())) {
      throw new HttpError(400, 'invalid_billing_link', {});
    }
    return { access, plan: await purchasablePlan(link.plan) };
  }

  routes.get(
    '/api/platform/billing/demo',
    {
      schema: {
        tags,
        description: 'The demo billing page (HTML): no money moves; "Pay" activates the plan at once.',
        querystring: ZDemoPageQuery,
      },
    },
    async (request, reply) => {
      const { signature, lang, ...link } = request.query;
      const { access, plan } = await demoPurchase(request, link, signature);
      const language = lang ?? requestLanguage(request);
      const html = renderDemoBillingPage({
        language,
        shopName: access.tenant.displayName,
        planName: plan.name,
        billingCycle: plan.billingCycle,
        amountCents: planPriceCents(plan, app.clock()),
        link,
        signature,
        cancelUrl: platformLinks(request, domains).dashboard(access.tenant.name, { billing: 'cancelled' }),
      });
      return sendFormPage(reply, html);
    },
  );

  routes.post(
    '/api/platform/billing/demo',
    {
      schema: {
        tags,
        description: "The demo billing page's Pay: activates the plan, then 303 to the dashboard (?billing=success).",
        body: ZDemoLink,
        response: { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const { signature, ...link } = request.body;
      const { access, plan } = await demoPurchase(request, link, signature);
      await activateDemoPlan(db, access.tenant.id, plan, app.clock());
      await recordShopActivity(db, access, 'plan.activated', {
        planId: plan.id,
        planName: plan.name,
        provider: 'demo',
      });
      return reply.redirect(platformLinks(request, domains).dashboard(access.tenant.name, { billing: 'success' }), 303);
    },
  );

  // Stripe signs the exact bytes it sent: the webhook gets the raw body, in a scope of its own.
  await app.register(async (webhookScope) => {
    webhookScope.removeContentTypeParser('application/json');
    webhookScope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhookScope.withTypeProvider<ZodTypeProvider>().post(
      '/api/platform/billing/stripe/webhook',
      {
        schema: {
          tags,
          description:
            'Stripe Billing events (checkout.session.completed, customer.subscription.*, invoice.*), verified with PLATFORM_STRIPE_WEBHOOK_SECRET; each event counts once.',
          response: { 200: z.object({ received: z.boolean() }), 400: ZApiError },
        },
      },
      async (request) => {
        const webhookSecret = config.PLATFORM_STRIPE_WEBHOOK_SECRET;
        if (!webhookSecret) throw new HttpError(400, 'webhook_not_configured', {});
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !signature) {
          throw new HttpError(400, 'invalid_signature', { reason: 'missing' });
        }
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event: Stripe.Event;
        try {
          event = verifyBillingEvent(rawBody, signature, webhookSecret);
        } catch {
          throw new HttpError(400, 'invalid_signature', { reason: 'mismatch' });
        }
        const result = await handleBillingEvent(db, event, app.clock(), (message) => request.log.warn(message));
        if (result.replacedSubscriptionId && stripe) {
          await stripe.cancelSubscription(result.replacedSubscriptionId).catch(() => {
            request.log.error(
              `Stripe subscription ${result.replacedSubscriptionId} was replaced by a new plan but could not be cancelled; cancel it in the Stripe dashboard`,
            );
          });
        }
        return { received: true };
      },
    );
  });
}
