import {
  ZApiError,
  ZFocusShopSettings,
  ZSocialMediaSettings,
  ZSubscriptionTypeResponse,
  ZTenant,
  ZTenantIdParam,
  ZTenantIdQuery,
  ZTenantName,
  ZTenantTheme,
  ZTermsResponse,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { findShopState, findSubscriptionType } from '#src/modules/billing/billing.ts';
import { findImageSources, findImageVersions } from '#src/modules/media-library/media-library.ts';
import { findFocusSettings, findSocialMedia, findTermsHtml, findTheme } from './queries.ts';
import { toFocusSettingsView, toSocialMediaView, toTenantView, toThemeView } from './views.ts';

const errors = { 400: ZApiError, 404: ZApiError };
const ZNameParam = z.object({ name: ZTenantName });

const termsSanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img'],
  allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, '*': ['id'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};

export async function tenantRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const db = app.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Tenant and settings'];

  routes.get(
    '/api/tenants/by-name/:name',
    { schema: { tags, params: ZNameParam, response: { 200: ZTenant, ...errors } } },
    async (request, reply) => {
      const tenant = await app.requireTenantByName(request.params.name);
      // Judged at request time (trial end, first product), so the answer is not kept anywhere.
      const shopState = await findShopState(db, tenant.id, app.clock());
      reply.header('cache-control', 'no-cache');
      if (shopState === 'paused') reply.header('x-robots-tag', 'noindex');
      const imageIds = [tenant.logoMediaId, tenant.heroImageMediaId].filter((id) => id !== null);
      const [images, versions] = await Promise.all([
        findImageSources(db, tenant.id, imageIds),
        findImageVersions(db, tenant.id, imageIds),
      ]);
      return toTenantView(tenant, options.config.PLATFORM_NAME, shopState, images, versions);
    },
  );

  routes.get(
    '/api/tenant-theme/:tenantName',
    { schema: { tags, params: z.object({ tenantName: ZTenantName }), response: { 200: ZTenantTheme, ...errors } } },
    async (request) => {
      const tenant = await app.requireTenantByName(request.params.tenantName);
      return toThemeView(await findTheme(db, tenant.id), tenant);
    },
  );

  routes.get(
    '/api/subscription/tenant/:tenantId/type',
    { schema: { tags, params: ZTenantIdParam, response: { 200: ZSubscriptionTypeResponse, ...errors } } },
    async (request) => {
      const tenant = await app.requireTenantById(request.params.tenantId);
      return { subscriptionType: await findSubscriptionType(db, tenant.id) };
    },
  );

  routes.get(
    '/api/tenant-settings/focus-shop',
    {
      schema: {
        tags,
        description: 'The focus-shop settings, or null when the shop has none.',
        querystring: ZTenantIdQuery,
        response: { 200: ZFocusShopSettings.nullable(), ...errors },
      },
    },
    async (request) => {
      const tenant = await app.requireTenantById(request.query.tenantId);
      const row = await findFocusSettings(db, tenant.id);
      return row ? toFocusSettingsView(row, tenant) : null;
    },
  );

  routes.get(
    '/api/tenants/by-name/:name/social-media',
    { schema: { tags, params: ZNameParam, response: { 200: ZSocialMediaSettings, ...errors } } },
    async (request) => {
      const tenant = await app.requireTenantByName(request.params.name);
      return toSocialMediaView(await findSocialMedia(db, tenant.id));
    },
  );

  routes.get(
    '/api/tenant-settings/social-media',
    { schema: { tags, querystring: ZTenantIdQuery, response: { 200: ZSocialMediaSettings, ...errors } } },
    async (request) => {
      const tenant = await app.requireTenantById(request.query.tenantId);
      return toSocialMediaView(await findSocialMedia(db, tenant.id));
    },
  );

  routes.get(
    '/api/tenants/:tenantId/terms-and-conditions',
    { schema: { tags, params: ZTenantIdParam, response: { 200: ZTermsResponse, ...errors } } },
    async (request) => {
      const tenant = await app.requireTenantById(request.params.tenantId);
      return { content: sanitizeHtml(await findTermsHtml(db, tenant.id), termsSanitizeOptions) };
    },
  );
}
