import {
  invoiceFileName,
  normalizeOrderNumber,
  packingSlipFileName,
  ZApiError,
  ZOrderNumberParam,
  ZTenantName,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import {
  findInvoiceOfOrder,
  findOrderByNumber,
  findOrderLines,
  issueInvoiceOnRequest,
  type OrderRow,
} from '#src/modules/ordering/ordering.ts';
import { recordShopActivity } from '#src/plugins/platform-auth.ts';
import { renderInvoicePdf, renderPackingSlipPdf } from './pdf.ts';

const ZShopOrderParams = z.object({ tenantName: ZTenantName, orderNumber: z.string().trim().min(1).max(64) });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const pdfResponse = z.string().describe('application/pdf');

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string, disposition: 'attachment' | 'inline') {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

/** The order of this shop by its number, case and spaces forgiven; 404 otherwise. */
async function orderOfShop(db: Executor, tenantId: string, orderNumber: string): Promise<OrderRow> {
  const normalized = normalizeOrderNumber(orderNumber);
  const order = normalized ? await findOrderByNumber(db, tenantId, normalized) : null;
  if (!order) throw notFound('order');
  return order;
}

async function invoicePdf(db: Executor, order: OrderRow) {
  const invoice = await findInvoiceOfOrder(db, order.tenantId, order.id);
  if (!invoice) throw new HttpError(404, 'invoice_not_issued', {});
  return {
    pdf: await renderInvoicePdf(invoice.snapshot),
    fileName: invoiceFileName(invoice.number, invoice.snapshot.language),
  };
}

/**
 * Invoices and packing slips as PDF: the shop's owner and staff in the back office, and the
 * shopper from the order page (whoever holds the unguessable order number, like the order itself).
 * The invoice shows what was fixed when it was issued; the packing slip is drawn from the order now.
 */
export async function invoiceRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['Invoices'];

  routes.get(
    '/api/platform/shops/:tenantName/orders/:orderNumber/invoice.pdf',
    {
      config: { personalData: true },
      schema: {
        tags,
        description:
          "The order's invoice as PDF (owner, staff, Admin); 404 invoice_not_issued until the order is paid or shipped.",
        params: ZShopOrderParams,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const order = await orderOfShop(db, access.tenant.id, request.params.orderNumber);
      const { pdf, fileName } = await invoicePdf(db, order);
      return sendPdf(reply, pdf, fileName, 'attachment');
    },
  );

  routes.post(
    '/api/platform/shops/:tenantName/orders/:orderNumber/invoice',
    {
      schema: {
        tags,
        description:
          'Issues the invoice of a paid or shipped order that has none (it reached that step before invoices existed); an order that has one answers its number again. 409 invoice_not_due otherwise.',
        params: ZShopOrderParams,
        response: { 200: z.object({ invoiceNumber: z.string() }), ...errors, 409: ZApiError },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const order = await orderOfShop(db, access.tenant.id, request.params.orderNumber);
      const invoice = await issueInvoiceOnRequest(db, access.tenant.id, order.id);
      await recordShopActivity(db, access, 'order.invoice', {
        orderNumber: order.orderNumber,
        invoiceNumber: invoice.displayNumber,
      });
      return { invoiceNumber: invoice.displayNumber };
    },
  );

  routes.get(
    '/api/platform/shops/:tenantName/orders/:orderNumber/packing-slip.pdf',
    {
      config: { personalData: true },
      schema: {
        tags,
        description: "The order's packing slip as PDF, without prices (owner, staff, Admin).",
        params: ZShopOrderParams,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const order = await orderOfShop(db, access.tenant.id, request.params.orderNumber);
      const lines = (await findOrderLines(db, order.tenantId, [order.id])).get(order.id) ?? [];
      const language = order.language === 'en' ? 'en' : 'nl';
      const pdf = await renderPackingSlipPdf({
        language,
        shopName: access.tenant.displayName,
        orderNumber: order.orderNumber,
        orderDate: order.createdAt,
        shipTo: {
          name: `${order.customerFirstName} ${order.customerLastName}`.trim(),
          address: order.shippingAddress,
          postalCode: order.shippingPostalCode,
          city: order.shippingCity,
          country: order.shippingCountry,
        },
        shippingMethodName: order.shippingMethodName,
        lines: lines.map((line) => ({
          productName: line.productName,
          productSku: line.productSku,
          quantity: line.quantity,
          addons: line.addons.map((addon) => ({ name: addon.productAddonName, inputValue: addon.inputValue })),
        })),
        notes: order.notes,
      });
      return sendPdf(reply, pdf, packingSlipFileName(order.orderNumber, language), 'attachment');
    },
  );

  routes.get(
    '/api/orders/:orderNumber/invoice.pdf',
    {
      config: { personalData: true },
      schema: {
        tags,
        description:
          "The order's invoice as PDF for the shopper (the shop's host or X-Tenant-Id, and the order number); 404 invoice_not_issued until the order is paid or shipped.",
        params: ZOrderNumberParam,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireShopTenant();
      const order = await orderOfShop(db, tenant.id, request.params.orderNumber);
      const { pdf, fileName } = await invoicePdf(db, order);
      return sendPdf(reply, pdf, fileName, 'attachment');
    },
  );
}
