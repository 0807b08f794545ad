import {
  CHECKOUT_MESSAGES,
  centsToEuros,
  checkoutFieldErrors,
  formatEuros,
  type TBankTransferDetails,
  type TPaymentMethod,
  ZApiError,
  ZCalculateShippingRequest,
  ZCartParams,
  ZCheckoutForm,
  ZPaymentMethod,
  ZPlaceOrderResponse,
  ZShippingCalculation,
  ZShippingMethod,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { resolveAppSecret } from '#src/lib/app-secret.ts';
import { HttpError } from '#src/lib/errors.ts';
import { shopLinks } from '#src/lib/shop-links.ts';
import { assertShopTakesOrders } from '#src/modules/billing/billing.ts';
import {
  awaitsCardPayment,
  bankTransferDetails,
  findEnabledPaymentMethods,
  findPaymentMethodOfOrder,
  type OrderRow,
  type PaymentMethodRow,
} from '#src/modules/ordering/ordering.ts';
import { createStripeGateway, startCardPayment } from '#src/modules/payments/payments.ts';
import { calculateShipping, listShippingMethods, placeOrder } from './service.ts';

const errors = { 400: ZApiError, 404: ZApiError, 409: ZApiError };
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

function toPaymentMethodView(method: PaymentMethodRow): TPaymentMethod {
  return {
    id: method.id,
    type: method.type as TPaymentMethod['type'],
    name: method.name,
    isEnabled: method.isEnabled,
    instructions: method.instructions,
    bankIBAN: method.bankIban,
    bankAccountName: method.bankAccountName,
    bankBIC: method.bankBic,
  };
}

function idempotencyHeader(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new HttpError(400, 'invalid_idempotency_key', {});
  }
  return value;
}

function placedMessage(order: OrderRow, bank: TBankTransferDetails | null): string {
  const english = order.language === 'en';
  if (bank) {
    const amount = formatEuros(bank.amount, english ? 'en' : 'nl');
    return english
      ? `Your order has been placed. Please transfer ${amount} to ${bank.bankIBAN} (${bank.bankAccountName}), quoting ${order.orderNumber}.`
      : `Uw bestelling is geplaatst. Maak ${amount} over naar ${bank.bankIBAN} t.n.v. ${bank.bankAccountName} o.v.v. ${order.orderNumber}.`;
  }
  if (awaitsCardPayment(order)) {
    return english
      ? 'Your order has been placed. Please complete the payment.'
      : 'Uw bestelling is geplaatst. Rond nu de betaling af.';
  }
  return english ? 'Your order has been placed.' : 'Uw bestelling is geplaatst.';
}

/** Spec §7 "Checkout and orders": payment methods, shipping methods, totals and placing the order. */
export async function checkoutRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const { config } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const stripe = createStripeGateway(config.STRIPE_API_BASE, resolveAppSecret(config));
  const domains = { platformDomain: config.PLATFORM_DOMAIN, stagingDomain: config.STAGING_DOMAIN };
  const tags = ['Checkout'];

  routes.get(
    '/api/payment-methods/enabled',
    {
      schema: {
        tags,
        description: 'The shop (X-Tenant-Id header, or the host) its enabled payment methods.',
        response: { 200: z.array(ZPaymentMethod), ...errors },
      },
    },
    async (request) => {
      const tenant = await request.requireShopTenant();
      return (await findEnabledPaymentMethods(db, tenant.id, { demoPayments: config.DEMO_PAYMENTS })).map(
        toPaymentMethodView,
      );
    },
  );

  routes.get(
    '/api/checkout/:sessionId/:tenantId/shipping-methods',
    { schema: { tags, params: ZCartParams, response: { 200: z.array(ZShippingMethod), ...errors } } },
    async (request) => {
      const tenant = await app.requireTenantById(request.params.tenantId);
      return listShippingMethods(db, tenant.id, request.params.sessionId);
    },
  );

  routes.post(
    '/api/checkout/:sessionId/:tenantId/calculate-shipping',
    {
      schema: {
        tags,
        params: ZCartParams,
        body: ZCalculateShippingRequest,
        response: { 200: ZShippingCalculation, ...errors },
      },
    },
    async (request) => {
      const tenant = await app.requireTenantById(request.params.tenantId);
      return calculateShipping(db, tenant.id, request.params.sessionId, request.body.shippingMethodId);
    },
  );

  routes.post(
    '/api/checkout/:sessionId/:tenantId/place-order',
    {
      attachValidation: true,
      schema: {
        tags,
        description:
          'Places the order of the session cart. A repeated submit (same Idempotency-Key header, or the same cart) answers the first order with 200 instead of 201.',
        params: ZCartParams,
        body: ZCheckoutForm,
        response: { 200: ZPlaceOrderResponse, 201: ZPlaceOrderResponse, ...errors, 502: ZApiError },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        if (request.validationError.validationContext !== 'body') throw request.validationError;
        const parsed = ZCheckoutForm.safeParse(request.body);
        const fields = parsed.success
          ? [{ field: 'form', message: CHECKOUT_MESSAGES.summary }]
          : checkoutFieldErrors(parsed.error);
        throw new HttpError(400, 'validation_error', { form: 'checkout' }, fields);
      }
      const tenant = await app.requireTenantById(request.params.tenantId);
      await assertShopTakesOrders(db, tenant.id, app.clock());
      const customer = await request.optionalCustomer(tenant);
      const links = shopLinks(request, tenant, domains);
      const result = await placeOrder(db, {
        tenant,
        sessionId: request.params.sessionId,
        form: request.body,
        customerId: customer?.customer.id ?? null,
        idempotencyHeader: idempotencyHeader(request),
        links,
        paymentTimeoutMinutes: config.PAYMENT_TIMEOUT_MINUTES,
        demoPayments: config.DEMO_PAYMENTS,
      });
      const { order } = result;
      if (result.created) app.metrics.countPlacedOrder(order.paymentMethodType);
      const requiresPayment = awaitsCardPayment(order);
      let paymentUrl: string | null = null;
      if (result.created && requiresPayment) {
        paymentUrl = await startCardPayment(db, stripe, {
          order,
          stripeSecretKey: result.paymentMethod?.stripeSecretKey ?? null,
          lines: result.lines,
          shippingCostCents: result.shippingCostCents,
          links,
          log: (message) => request.log.warn(message),
        });
      } else if (requiresPayment) {
        paymentUrl = links.payment(order.orderNumber);
      }
      const bank = bankTransferDetails(
        order,
        result.paymentMethod ?? (await findPaymentMethodOfOrder(db, tenant.id, order)),
      );
      return reply.code(result.created ? 201 : 200).send({
        orderNumber: order.orderNumber,
        requiresPayment,
        paymentUrl,
        message: placedMessage(order, bank),
        totalAmount: centsToEuros(order.totalAmountCents),
        paymentStatus: order.paymentStatus,
        bankTransfer: bank,
      });
    },
  );
}
