import { normalizeOrderNumber, ZApiError, ZOrderNumberParam, ZTenantIdParam } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { resolveAppSecret } from '#src/lib/app-secret.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { sendFormPage } from '#src/lib/form-page.ts';
import { openSecret } from '#src/lib/secret-box.ts';
import { shopLinks } from '#src/lib/shop-links.ts';
import { isShopOrigin } from '#src/lib/shop-url.ts';
import {
  awaitsCardPayment,
  findOrderByNumber,
  findStripeWebhookSecrets,
  markOrderPaidByProvider,
  markOrderPaymentFailed,
  recordDemoOutcome,
} from '#src/modules/ordering/ordering.ts';
import { demoPaymentToken, isDemoPaymentToken, renderDemoPaymentPage } from './demo-page.ts';
import { isDemoPayable, resumeCardPayment } from './service.ts';
import { createStripeGateway, verifyStripeEvent } from './stripe.ts';

const ZShopQuery = z.object({ tenant: z.string().max(63).optional() });
const ZDemoOutcomeParams = ZOrderNumberParam.extend({ outcome: z.enum(['pay', 'fail', 'cancel']) });
const ZDemoForm = z
  .object({ paymentKind: z.enum(['ideal', 'wallet', 'creditcard']).optional(), token: z.string().max(100).optional() })
  .nullish();

/** Keeps `?tenant=` on links when the request used it (development without shop subdomains). */
const tenantQuery = (request: FastifyRequest) => {
  const tenant = (request.query as { tenant?: string } | undefined)?.tenant;
  return tenant ? `?tenant=${encodeURIComponent(tenant)}` : '';
};

/** Card payments: Stripe (Checkout Session + webhook) or, for shops without keys, the demo provider. */
export async function paymentRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const { config } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const appSecret = resolveAppSecret(config);
  const stripe = createStripeGateway(config.STRIPE_API_BASE, appSecret);
  const domains = { platformDomain: config.PLATFORM_DOMAIN, stagingDomain: config.STAGING_DOMAIN };
  const tags = ['Payments'];
  const demoKey = () => appSecret;

  // The demo page posts plain HTML forms; only this plugin's routes accept them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function orderOfShop(request: FastifyRequest, rawNumber: string) {
    const tenant = await request.requireShopTenant();
    const orderNumber = normalizeOrderNumber(rawNumber);
    const order = orderNumber ? await findOrderByNumber(db, tenant.id, orderNumber) : null;
    if (!order) throw notFound('order');
    return { tenant, order, links: shopLinks(request, tenant, domains) };
  }

  routes.get(
    '/api/payments/pay/:orderNumber',
    {
      schema: {
        tags,
        description: 'Sends the shopper to where an unpaid card order is paid (303), or to its confirmation.',
        params: ZOrderNumberParam,
        querystring: ZShopQuery,
        response: { 404: ZApiError, 502: ZApiError },
      },
    },
    async (request, reply) => {
      const { order, links } = await orderOfShop(request, request.params.orderNumber);
      return reply.redirect(await resumeCardPayment(db, stripe, order, links), 303);
    },
  );

  routes.get(
    '/api/payments/demo/:orderNumber',
    {
      schema: {
        tags,
        description: 'The demo payment page (HTML) for shops without Stripe keys.',
        params: ZOrderNumberParam,
        querystring: ZShopQuery,
      },
    },
    async (request, reply) => {
      const { tenant, order, links } = await orderOfShop(request, request.params.orderNumber);
      if (!(await isDemoPayable(db, order, config.DEMO_PAYMENTS))) throw notFound('order');
      const html = renderDemoPaymentPage({
        shopName: tenant.displayName,
        order,
        query: tenantQuery(request),
        payable: awaitsCardPayment(order),
        confirmationUrl: links.confirmation(order.orderNumber),
        token: demoPaymentToken(demoKey(), tenant.id, order.orderNumber),
      });
      return sendFormPage(reply, html);
    },
  );

  routes.post(
    '/api/payments/demo/:orderNumber/:outcome',
    {
      schema: {
        tags,
        description:
          "The demo provider its answer: pay, fail or cancel; then 303 to the order confirmation. Only the demo page's own form (its signed token, posted from the shop's origin).",
        params: ZDemoOutcomeParams,
        querystring: ZShopQuery,
        body: ZDemoForm,
        response: { 403: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const { tenant, order, links } = await orderOfShop(request, request.params.orderNumber);
      if (!(await isDemoPayable(db, order, config.DEMO_PAYMENTS))) throw notFound('order');
      if (!isShopOrigin(request.headers.origin, request, tenant, domains)) {
        throw new HttpError(403, 'forbidden', { reason: 'foreign_origin' });
      }
      if (!isDemoPaymentToken(demoKey(), tenant.id, order.orderNumber, request.body?.token)) {
        throw new HttpError(403, 'forbidden', { reason: 'invalid_form' });
      }
      const kind = request.body?.paymentKind ?? 'ideal';
      await recordDemoOutcome(db, tenant.id, order.orderNumber, request.params.outcome, kind);
      return reply.redirect(links.confirmation(order.orderNumber), 303);
    },
  );

  // Stripe signs the exact bytes it sent: this route gets the raw body, in a scope of its own.
  await app.register(async (webhookScope) => {
    webhookScope.removeContentTypeParser('application/json');
    webhookScope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhookScope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/stripe/webhook/:tenantId',
      {
        schema: {
          tags,
          description: 'Stripe events for the shop, verified with its webhook secret.',
          params: ZTenantIdParam,
          response: { 200: z.object({ received: z.boolean() }), 400: ZApiError, 404: ZApiError },
        },
      },
      async (request) => {
        const tenant = await app.requireTenantById(request.params.tenantId);
        const signature = request.headers['stripe-signature'];
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (typeof signature !== 'string' || !signature) {
          throw new HttpError(400, 'invalid_signature', { reason: 'missing' });
        }
        const secrets = (await findStripeWebhookSecrets(db, tenant.id)).map((stored) => openSecret(appSecret, stored));
        if (secrets.length === 0) throw new HttpError(400, 'webhook_not_configured', {});
        let event: Stripe.Event | null = null;
        for (const secret of secrets) {
          try {
            event = verifyStripeEvent(rawBody, signature, secret);
            break;
          } catch {
            // try the next secret of this shop
          }
        }
        if (!event) throw new HttpError(400, 'invalid_signature', { reason: 'mismatch' });
        await handleStripeEvent(event, tenant.id, (message) => request.log.warn(message));
        return { received: true };
      },
    );
  });

  async function handleStripeEvent(event: Stripe.Event, tenantId: string, log: (message: string) => void) {
    if (!event.type.startsWith('checkout.session.')) return;
    const session = event.data.object as Stripe.Checkout.Session;
    const orderNumber = session.metadata?.orderNumber;
    // An event of another shop signed with this shop's secret must not touch this shop's orders.
    if (!orderNumber || session.metadata?.tenantId !== tenantId) return;
    const paid =
      (event.type === 'checkout.session.completed' && session.payment_status !== 'unpaid') ||
      event.type === 'checkout.session.async_payment_succeeded';
    if (paid) await markOrderPaidByProvider(db, tenantId, orderNumber, session.id, log);
    else if (event.type === 'checkout.session.async_payment_failed') {
      await markOrderPaymentFailed(db, tenantId, orderNumber);
    }
  }
}
