import {
  ZApiError,
  ZBackOfficeCustomer,
  ZBackOfficeCustomerListPage,
  ZBackOfficeCustomerListQuery,
  ZCustomerIdParam,
  ZTenantName,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCustomerPage } from './queries.ts';
import { anonymiseCustomer, exportCustomer, showCustomer } from './service.ts';
import { toCustomerListRow } from './views.ts';

const ZShopParams = z.object({ tenantName: ZTenantName });
const ZCustomerParams = ZShopParams.extend({ customerId: ZCustomerIdParam });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/**
 * The shop's customers in the back office (owner, staff, the platform Admin): list, detail with
 * their orders, the export of their data and their deletion on request.
 */
export async function customersAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['Back office: customers'];

  routes.get(
    '/api/platform/shops/:tenantName/customers',
    {
      schema: {
        tags,
        description:
          "The shop's registered customers, newest first, searched on name and e-mail and paged; with each one's " +
          'number of orders and what they paid. Guests are seen through their orders.',
        params: ZShopParams,
        querystring: ZBackOfficeCustomerListQuery,
        response: { 200: ZBackOfficeCustomerListPage, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const { rows, total } = await findCustomerPage(db, access.tenant.id, request.query);
      return {
        items: rows.map((row) => toCustomerListRow(row.customer, row)),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  routes.get(
    '/api/platform/shops/:tenantName/customers/:customerId',
    {
      schema: {
        tags,
        description: 'One customer with their orders (of the account, and guest orders with its e-mail address).',
        params: ZCustomerParams,
        response: { 200: ZBackOfficeCustomer, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      return showCustomer(db, access.tenant.id, request.params.customerId);
    },
  );

  routes.get(
    '/api/platform/shops/:tenantName/customers/:customerId/export',
    {
      schema: {
        tags,
        description:
          'Everything the shop holds on the customer as a JSON file to download: the account, its address, the ' +
          'orders with their lines and the contact messages sent from its e-mail address. Recorded in the activity log.',
        params: ZCustomerParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const data = await exportCustomer(db, access, request.params.customerId);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${access.tenant.name}-klant-${request.params.customerId}-${day}.json"`,
        )
        .send(JSON.stringify(data, null, 2));
    },
  );

  routes.delete(
    '/api/platform/shops/:tenantName/customers/:customerId',
    {
      schema: {
        tags,
        description:
          "Deletes the customer on request: the account's personal data and that of their orders replaced by " +
          'placeholders (order numbers, lines, amounts, dates and statuses stay for the bookkeeping; issued invoices ' +
          'stay as issued), contact messages from their address deleted. 409 customer_has_open_orders while an order ' +
          'is still New or Processing.',
        params: ZCustomerParams,
        response: { 200: ZBackOfficeCustomer, ...errors, 409: ZApiError },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      return anonymiseCustomer(db, access, request.params.customerId);
    },
  );
}
