import {
  COMPARISON_TOO_FEW_MESSAGE,
  FOREIGN_PRODUCT_MESSAGE,
  ZApiError,
  ZFocusSettingsForm,
  ZFocusSettingsInput,
  ZShopDetails,
  ZShopDetailsInput,
  ZSocialMediaInput,
  ZSocialMediaSettings,
  ZTenantName,
  ZTermsInput,
  ZThemeSettings,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '#src/db/client.ts';
import { type FieldError, invalidRequest, notFound } from '#src/lib/errors.ts';
import { sanitizeRichText } from '#src/lib/rich-text.ts';
import { recordShopActivity, type ShopAccess } from '#src/plugins/platform-auth.ts';
import {
  findFocusRow,
  findOwnProductIds,
  findShopDetails,
  findSocialRow,
  findThemeRow,
  listProductChoices,
  saveFocusSettings,
  saveSocialMedia,
  saveTheme,
  updateShopDetails,
  updateTermsHtml,
} from './queries.ts';
import { toFocusSettingsForm, toShopDetailsView, toSocialSettingsView, toThemeSettingsView } from './views.ts';

const params = z.object({ tenantName: ZTenantName });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const tags = ['Back office: look and feel'];

/**
 * The shop's look and feel for its owner (or the Admin): name and hero, theme and home sections,
 * focus-shop settings, social media and terms. Each PUT replaces its form's values in one
 * transaction; the storefront reads them at its next request (the catalogue cache follows the
 * tables' triggers).
 */
export async function shopSettingsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/platform/shops/:tenantName/settings';

  async function shopDetails(db: Executor, tenantId: string) {
    const row = await findShopDetails(db, tenantId);
    if (!row) throw notFound('tenant');
    return row;
  }

  const audit = (access: ShopAccess, area: string) => recordShopActivity(db, access, 'settings.changed', { area });

  routes.get(
    `${base}/shop`,
    { schema: { tags, params, response: { 200: ZShopDetails, ...errors } } },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      return toShopDetailsView(await shopDetails(db, access.tenant.id));
    },
  );

  routes.put(
    `${base}/shop`,
    { schema: { tags, params, body: ZShopDetailsInput, response: { 200: ZShopDetails, ...errors } } },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const saved = await db.transaction(async (tx) => {
        await updateShopDetails(tx, access.tenant.id, request.body);
        return shopDetails(tx, access.tenant.id);
      });
      await audit(access, 'shop');
      return toShopDetailsView(saved);
    },
  );

  routes.get(
    `${base}/theme`,
    { schema: { tags, params, response: { 200: ZThemeSettings, ...errors } } },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      return toThemeSettingsView(await findThemeRow(db, access.tenant.id));
    },
  );

  routes.put(
    `${base}/theme`,
    { schema: { tags, params, body: ZThemeSettings, response: { 200: ZThemeSettings, ...errors } } },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const saved = await db.transaction(async (tx) => {
        await saveTheme(tx, access.tenant.id, request.body);
        return findThemeRow(tx, access.tenant.id);
      });
      await audit(access, 'theme');
      return toThemeSettingsView(saved);
    },
  );

  routes.get(
    `${base}/focus-shop`,
    { schema: { tags, params, response: { 200: ZFocusSettingsForm, ...errors } } },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const [row, products] = await Promise.all([
        findFocusRow(db, access.tenant.id),
        listProductChoices(db, access.tenant.id),
      ]);
      return toFocusSettingsForm(row, products);
    },
  );

  routes.put(
    `${base}/focus-shop`,
    { schema: { tags, params, body: ZFocusSettingsInput, response: { 200: ZFocusSettingsForm, ...errors } } },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const input = request.body;
      const chosen = [...new Set(input.comparisonProductIds)];
      const saved = await db.transaction(async (tx) => {
        const referenced = [...chosen, ...(input.featuredProductId ? [input.featuredProductId] : [])];
        const own = await findOwnProductIds(tx, access.tenant.id, referenced);
        const fields: FieldError[] = [];
        if (input.featuredProductId && !own.has(input.featuredProductId)) {
          fields.push({ field: 'body.featuredProductId', message: FOREIGN_PRODUCT_MESSAGE });
        }
        chosen.forEach((id, index) => {
          if (!own.has(id))
            fields.push({ field: `body.comparisonProductIds.${index}`, message: FOREIGN_PRODUCT_MESSAGE });
        });
        // The storefront falls back to the first four products when none are chosen (§4).
        if (input.showComparisonSection && chosen.length === 1) {
          fields.push({ field: 'body.comparisonProductIds', message: COMPARISON_TOO_FEW_MESSAGE });
        }
        if (fields.length > 0) throw invalidRequest(fields);
        // A row keeps values for the chosen products only.
        const tableData = input.comparisonTableData.map((row) => ({
          feature: row.feature,
          values: Object.fromEntries(chosen.flatMap((id) => (row.values[id] ? [[String(id), row.values[id]]] : []))),
        }));
        await saveFocusSettings(tx, access.tenant.id, {
          ...input,
          comparisonProductIds: chosen,
          comparisonTableData: tableData,
        });
        return findFocusRow(tx, access.tenant.id);
      });
      await audit(access, 'focus-shop');
      return toFocusSettingsForm(saved, await listProductChoices(db, access.tenant.id));
    },
  );

  routes.get(
    `${base}/social-media`,
    { schema: { tags, params, response: { 200: ZSocialMediaSettings, ...errors } } },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      return toSocialSettingsView(await findSocialRow(db, access.tenant.id));
    },
  );

  routes.put(
    `${base}/social-media`,
    { schema: { tags, params, body: ZSocialMediaInput, response: { 200: ZSocialMediaSettings, ...errors } } },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const saved = await db.transaction(async (tx) => {
        await saveSocialMedia(tx, access.tenant.id, request.body);
        return findSocialRow(tx, access.tenant.id);
      });
      await audit(access, 'social-media');
      return toSocialSettingsView(saved);
    },
  );

  routes.get(
    `${base}/terms`,
    { schema: { tags, params, response: { 200: ZTermsInput, ...errors } } },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      return { termsHtml: (await shopDetails(db, access.tenant.id)).termsHtml };
    },
  );

  routes.put(
    `${base}/terms`,
    { schema: { tags, params, body: ZTermsInput, response: { 200: ZTermsInput, ...errors } } },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName, { ownerOnly: true });
      const termsHtml = sanitizeRichText(request.body.termsHtml);
      await db.transaction(async (tx) => updateTermsHtml(tx, access.tenant.id, termsHtml));
      await audit(access, 'terms');
      return { termsHtml };
    },
  );
}
