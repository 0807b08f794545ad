import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions } from './lib/log-redaction.ts';
import { requestIdOf } from './lib/request-id.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { catalogueAdminRoutes } from './modules/catalogue-admin/routes.ts';
import { catalogueImportRoutes } from './modules/catalogue-import/routes.ts';
import { categoriesAdminRoutes } from './modules/categories-admin/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { checkoutSettingsRoutes } from './modules/checkout-settings/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { customersAdminRoutes } from './modules/customers-admin/routes.ts';
import { domainRoutes } from './modules/domains/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { createMediaStore } from './modules/media-library/media-library.ts';
import { mediaLibraryRoutes } from './modules/media-library/routes.ts';
import { messagesAdminRoutes } from './modules/messages-admin/routes.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { ordersAdminRoutes } from './modules/orders-admin/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { planRoutes } from './modules/plans/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { createPageBodies, createPageHeads } from './modules/seo/seo.ts';
import { shopSettingsRoutes } from './modules/shop-settings/routes.ts';
import { shopStatisticsRoutes } from './modules/shop-statistics/routes.ts';
import { signupRoutes } from './modules/signup/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { tenantRoutes } from './modules/tenants/routes.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { BOOT_SCRIPT_CSP_SOURCE } from './plugins/boot-script.ts';
import { customerAuthPlugin } from './plugins/customer-auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { platformAuthPlugin } from './plugins/platform-auth.ts';
import { privateResponsesPlugin } from './plugins/private-responses.ts';
import { rateLimitBudgets, rateLimitPlugin } from './plugins/rate-limit.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { tenantPlugin } from './plugins/tenant.ts';

export interface AppDependencies {
  database: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The time trials, plans and pauses are judged by; tests move it. Default: the system clock. */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Now, by the app's clock (AppDependencies.clock). */
    clock(): Date;
  }
}

/** Composes plugins (external, then app-wide) and modules. Does not listen. */
export async function buildApp(config: TConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL, deps.logStream),
    // false, or the proxy addresses/CIDRs whose X-Forwarded-For is believed (never every sender).
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // The load balancer's X-Request-Id when plausible, else a new id; in every log line of the request (reqId).
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const clock = deps.clock ?? (() => new Date());
  app.decorate('clock', () => clock());

  await app.register(databasePlugin, { database: deps.database });
  await app.register(metricsRoutes, { token: config.METRICS_TOKEN, poolSize: config.DB_POOL_SIZE });
  app.decorate('mediaStore', createMediaStore(config, app.database.db));
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // The one inline script: a server-rendered page's boot (plugins/boot-script.ts), by its hash.
        'script-src': ["'self'", BOOT_SCRIPT_CSP_SOURCE],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        // Shops may run on plain HTTP (localhost, behind a TLS proxy); upgrading would break them.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimitPlugin, { budgets: rateLimitBudgets(config), redisUrl: config.REDIS_URL });
  await app.register(privateResponsesPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(apiDocsPlugin, { platformName: config.PLATFORM_NAME });

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(tenantPlugin, { config });
  await app.register(customerAuthPlugin);
  await app.register(platformAuthPlugin, { config });

  await app.register(healthRoutes, { redisUrl: config.REDIS_URL });
  await app.register(tenantRoutes, { config });
  await app.register(planRoutes);
  await app.register(analyticsRoutes);
  await app.register(catalogueRoutes, { config });
  await app.register(mediaRoutes);
  await app.register(mediaLibraryRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes, { config });
  await app.register(orderRoutes, { config });
  await app.register(paymentRoutes, { config });
  await app.register(customerRoutes, { config });
  await app.register(contactRoutes, { config });
  await app.register(accountRoutes, { config });
  await app.register(signupRoutes, { config });
  await app.register(adminRoutes);
  await app.register(supportRoutes, { config });
  await app.register(billingRoutes, { config });
  await app.register(catalogueImportRoutes, { config });
  await app.register(shopSettingsRoutes);
  await app.register(checkoutSettingsRoutes, { config });
  await app.register(categoriesAdminRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(ordersAdminRoutes, { config });
  await app.register(invoiceRoutes);
  await app.register(customersAdminRoutes);
  await app.register(messagesAdminRoutes);
  await app.register(staffRoutes, { config });
  await app.register(shopStatisticsRoutes);
  await app.register(domainRoutes, { config });
  await app.register(seoRoutes, { config });
  await app.register(staticWebPlugin, {
    root: config.SERVE_WEB ? config.WEB_DIST_DIR : null,
    pageHead: createPageHeads(app, config),
    pageBody: createPageBodies(app, config),
  });
  return app;
}
