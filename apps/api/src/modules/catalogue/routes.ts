import type { TMissingThing } from '@shop/contracts';
import {
  ZApiError,
  ZCategory,
  ZIdParam,
  ZProduct,
  ZProductAddon,
  ZProductIdParam,
  ZProductSearchQuery,
  ZTenantIdParam,
  ZTenantIdQuery,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '#src/config.ts';
import { acceptedEncoding } from '#src/lib/content-encoding.ts';
import { notFound } from '#src/lib/errors.ts';
import { SharedCache } from '#src/lib/shared-cache.ts';
import { type CachedAnswer, encodedBody } from './encoded-answer.ts';
import { CatalogueService } from './service.ts';
import { requireCatalogueTenant } from './tenant-version.ts';

const errors = { 400: ZApiError, 404: ZApiError };

/** Whether the client takes gzip: a cached answer is then sent compressed as it is kept. */
const takesGzip = (request: FastifyRequest) => acceptedEncoding(request.headers['accept-encoding'], ['gzip']) !== null;

function sendAnswer(
  reply: FastifyReply,
  answer: CachedAnswer,
  toGzipClient: boolean,
  missing: TMissingThing = 'resource',
) {
  if (answer.notFound) throw notFound(missing);
  if (answer.headers) reply.headers(answer.headers);
  const { bytes, gzip } = encodedBody(answer, toGzipClient);
  // With a content-encoding set, @fastify/compress leaves the answer as it is.
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding').send(bytes);
}

export async function catalogueRoutes(app: FastifyInstance, options: { config: TConfig }) {
  const { config } = options;
  const shared =
    config.REDIS_URL && config.CATALOGUE_SHARED_CACHE
      ? new SharedCache(config.REDIS_URL, 'webshop-catalogue:', 250, (error) =>
          app.log.warn({ err: error }, 'shared catalogue cache unreachable; answers are built here'),
        )
      : null;
  if (shared) app.addHook('onClose', () => shared.close());
  const catalogue = new CatalogueService(
    app.database.db,
    app.database.pool,
    config.CATALOGUE_CACHE_TTL_SECONDS * 1000,
    shared,
    config.CATALOGUE_CACHE_MB * 1024 * 1024,
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Catalogue'];

  routes.get(
    '/api/tenants/:tenantId/categories/public',
    { schema: { tags, params: ZTenantIdParam, response: { 200: z.array(ZCategory), ...errors } } },
    async (request, reply) => {
      const tenant = await requireCatalogueTenant(app.database.pool, request.params.tenantId);
      return sendAnswer(reply, await catalogue.categories(tenant), takesGzip(request));
    },
  );

  routes.get(
    '/api/categories/:id',
    { schema: { tags, params: ZIdParam, querystring: ZTenantIdQuery, response: { 200: ZCategory, ...errors } } },
    async (request, reply) => {
      const tenant = await requireCatalogueTenant(app.database.pool, request.query.tenantId);
      return sendAnswer(reply, await catalogue.category(tenant, request.params.id), takesGzip(request), 'category');
    },
  );

  routes.get(
    '/api/products/carousel/:tenantId',
    { schema: { tags, params: ZTenantIdParam, response: { 200: z.array(ZProduct), ...errors } } },
    async (request, reply) => {
      const gzip = takesGzip(request);
      return sendAnswer(reply, await catalogue.carouselProducts(request.params.tenantId, gzip), gzip);
    },
  );

  routes.get(
    '/api/tenants/:tenantId/products/public',
    { schema: { tags, params: ZTenantIdParam, response: { 200: z.array(ZProduct), ...errors } } },
    async (request, reply) => {
      const gzip = takesGzip(request);
      return sendAnswer(reply, await catalogue.publicProducts(request.params.tenantId, gzip), gzip);
    },
  );

  routes.get(
    '/api/products/public/category/:id',
    {
      schema: { tags, params: ZIdParam, querystring: ZTenantIdQuery, response: { 200: z.array(ZProduct), ...errors } },
    },
    async (request, reply) => {
      const gzip = takesGzip(request);
      const answer = await catalogue.productsOfCategory(request.query.tenantId, request.params.id, gzip);
      return sendAnswer(reply, answer, gzip, 'category');
    },
  );

  routes.get(
    '/api/products/search/public',
    {
      schema: {
        tags,
        description: 'Full-text search. Totals in the X-Total-Count and X-Total-Pages headers.',
        querystring: ZProductSearchQuery,
        response: { 200: z.array(ZProduct), ...errors },
      },
    },
    async (request, reply) => {
      return sendAnswer(reply, await catalogue.search(request.query.tenantId, request.query), takesGzip(request));
    },
  );

  routes.get(
    '/api/products/:id',
    { schema: { tags, params: ZIdParam, querystring: ZTenantIdQuery, response: { 200: ZProduct, ...errors } } },
    async (request, reply) => {
      const gzip = takesGzip(request);
      return sendAnswer(
        reply,
        await catalogue.product(request.query.tenantId, request.params.id, gzip),
        gzip,
        'product',
      );
    },
  );

  routes.get(
    '/api/products/:productId/addons/active',
    {
      schema: {
        tags,
        params: ZProductIdParam,
        querystring: ZTenantIdQuery,
        response: { 200: z.array(ZProductAddon), ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await requireCatalogueTenant(app.database.pool, request.query.tenantId);
      return sendAnswer(
        reply,
        await catalogue.activeAddons(tenant, request.params.productId),
        takesGzip(request),
        'product',
      );
    },
  );
}
