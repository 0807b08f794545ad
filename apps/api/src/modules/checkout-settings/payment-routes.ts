import {
  STRIPE_FIELD_TEXTS,
  STRIPE_WEBHOOK_EVENTS,
  type TPaymentSettings,
  ZApiError,
  ZBankTransferSettingsInput,
  ZPaymentSettings,
  ZStripeSettingsInput,
  ZTenantName,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import type { Executor } from '#src/db/client.ts';
import { resolveAppSecret } from '#src/lib/app-secret.ts';
import { HttpError, invalidRequest } from '#src/lib/errors.ts';
import { openSecret, sealSecret } from '#src/lib/secret-box.ts';
import { checkStripeKey } from '#src/modules/payments/payments.ts';
import { recordShopActivity } from '#src/plugins/platform-auth.ts';
import { findPaymentMethodOfType, savePaymentMethod } from './queries.ts';

const ZShopParams = z.object({ tenantName: ZTenantName });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 502: ZApiError };

/**
 * The shop's payment methods (spec §3 Payment method): Stripe with the shop's own keys, and bank
 * transfer. Keys are checked with a test call before they are stored, stored encrypted
 * (secret-box) and never answered: the owner sees only whether one is stored and its last four.
 */
export async function paymentSettingsRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const { config } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const appSecret = resolveAppSecret(config);
  const tags = ['Back office: shipping and payment'];
  const base = '/api/platform/shops/:tenantName/payment-methods';

  async function settingsView(executor: Executor, tenant: { id: string; name: string }): Promise<TPaymentSettings> {
    const [stripe, bank] = await Promise.all([
      findPaymentMethodOfType(executor, tenant.id, 'Stripe'),
      findPaymentMethodOfType(executor, tenant.id, 'BankTransfer'),
    ]);
    const key = stripe?.stripeSecretKey ? openSecret(appSecret, stripe.stripeSecretKey) : null;
    return {
      stripe: {
        isEnabled: Boolean(stripe?.isEnabled && key),
        hasSecretKey: Boolean(key),
        secretKeyLast4: key ? key.slice(-4) : null,
        isLiveKey: Boolean(key && /^(sk|rk)_live_/.test(key)),
        hasWebhookSecret: Boolean(stripe?.stripeWebhookSecret),
        // Stripe posts to the shop's canonical address; the route takes the shop's id.
        webhookUrl: `https://${tenant.name.toLowerCase()}.${config.PLATFORM_DOMAIN}/api/payments/stripe/webhook/${tenant.id}`,
        webhookEvents: [...STRIPE_WEBHOOK_EVENTS],
      },
      bankTransfer: {
        isEnabled: bank?.isEnabled ?? false,
        iban: bank?.bankIban ?? '',
        accountName: bank?.bankAccountName ?? '',
        bic: bank?.bankBic ?? '',
        instructions: bank?.instructions ?? '',
      },
    };
  }

  /** Throws the field error or the 502 of a key Stripe does not take. */
  async function assertWorkingKey(secretKey: string, field: string) {
    const result = await checkStripeKey(config.STRIPE_API_BASE, secretKey);
    if (result === 'refused') throw invalidRequest([{ field, message: STRIPE_FIELD_TEXTS.keyRefused }]);
    if (result === 'unreachable') throw new HttpError(502, 'payment_provider_error', {});
  }

  routes.get(
    base,
    {
      schema: {
        tags,
        description: 'Stripe and bank transfer as the shop has them; no secret is ever answered.',
        params: ZShopParams,
        response: { 200: ZPaymentSettings, ...errors },
      },
    },
    async (request) => {
      const { tenant } = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      return settingsView(db, tenant);
    },
  );

  routes.put(
    `${base}/stripe`,
    {
      schema: {
        tags,
        description:
          'Stores a new secret key (after a test call to Stripe) and webhook secret, encrypted; a value left out keeps the stored one. Enabling needs a working key.',
        params: ZShopParams,
        body: ZStripeSettingsInput,
        response: { 200: ZPaymentSettings, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const { tenant } = access;
      const input = request.body;
      if (input.secretKey) await assertWorkingKey(input.secretKey, 'body.secretKey');
      else if (input.isEnabled) {
        const current = await findPaymentMethodOfType(db, tenant.id, 'Stripe');
        const stored = current?.stripeSecretKey;
        if (!stored) throw invalidRequest([{ field: 'body.isEnabled', message: STRIPE_FIELD_TEXTS.keyRequired }]);
        if (!current.isEnabled) await assertWorkingKey(openSecret(appSecret, stored), 'body.isEnabled');
      }
      const view = await db.transaction(async (tx) => {
        const row = await findPaymentMethodOfType(tx, tenant.id, 'Stripe', { lock: true });
        if (input.isEnabled && !input.secretKey && !row?.stripeSecretKey) {
          throw invalidRequest([{ field: 'body.isEnabled', message: STRIPE_FIELD_TEXTS.keyRequired }]);
        }
        await savePaymentMethod(tx, tenant.id, 'Stripe', row?.id ?? null, {
          isEnabled: input.isEnabled,
          ...(input.secretKey ? { stripeSecretKey: sealSecret(appSecret, input.secretKey) } : {}),
          ...(input.webhookSecret ? { stripeWebhookSecret: sealSecret(appSecret, input.webhookSecret) } : {}),
        });
        return settingsView(tx, tenant);
      });
      await recordShopActivity(db, access, 'payment_method.stripe_changed', {
        isEnabled: input.isEnabled,
        secretKeyChanged: Boolean(input.secretKey),
        webhookSecretChanged: Boolean(input.webhookSecret),
      });
      return view;
    },
  );

  routes.put(
    `${base}/bank-transfer`,
    {
      schema: {
        tags,
        description: 'Bank details and instructions for bank transfer; enabling needs a valid IBAN (mod-97).',
        params: ZShopParams,
        body: ZBankTransferSettingsInput,
        response: { 200: ZPaymentSettings, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const { tenant } = access;
      const input = request.body;
      const view = await db.transaction(async (tx) => {
        const row = await findPaymentMethodOfType(tx, tenant.id, 'BankTransfer', { lock: true });
        await savePaymentMethod(tx, tenant.id, 'BankTransfer', row?.id ?? null, {
          isEnabled: input.isEnabled,
          bankIban: input.iban || null,
          bankAccountName: input.accountName || null,
          bankBic: input.bic || null,
          instructions: input.instructions,
        });
        return settingsView(tx, tenant);
      });
      await recordShopActivity(db, access, 'payment_method.bank_transfer_changed', { isEnabled: input.isEnabled });
      return view;
    },
  );
}
