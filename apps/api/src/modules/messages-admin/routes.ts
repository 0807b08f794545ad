import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import {
  type TBackOfficeMessage,
  ZApiError,
  ZBackOfficeMessage,
  ZBackOfficeMessageListPage,
  ZBackOfficeMessageListQuery,
  ZMessageIdParam,
  ZMessageReadInput,
  ZMessageReplyInput,
  ZTenantName,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/lib/errors.ts';
import { enqueueMail, openStoredAttachment } from '#src/modules/mail/mail.ts';
import { recordShopActivity, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '#src/plugins/platform-auth.ts';
import { renderReplyMail } from './mails.ts';
import {
  countUnreadMessages,
  deleteMessage,
  findAttachment,
  findAttachments,
  findMessage,
  findMessagePage,
  findReplies,
  findShopOwnerEmail,
  insertReply,
  lockMessage,
  type MessageRow,
  setMessageRead,
} from './queries.ts';

const ZShopParams = z.object({ tenantName: ZTenantName });
const ZMessageParams = ZShopParams.extend({ messageId: ZMessageIdParam });
const ZAttachmentParams = ZMessageParams.extend({ attachmentId: ZMessageIdParam });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** Replies one signed-in user may send in REPLY_WINDOW_MS: enough for a busy inbox, not for a mail cannon. */
export const REPLY_RATE_LIMIT = 30;
const REPLY_WINDOW_MS = 10 * 60 * 1000;

/** The signed-in session (hashed: keys may live in Redis), else the address: whose replies are counted. */
function replySender(request: FastifyRequest): string {
  const token = request.cookies?.[SECURE_SESSION_COOKIE] ?? request.cookies?.[SESSION_COOKIE];
  if (token) return `session:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
  return `ip:${normalizeIP(request.ip)}`;
}

/** An ASCII fallback and the exact UTF-8 name (RFC 6266), so no name can break out of the header. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

async function messageView(db: Executor, tenantId: string, row: MessageRow): Promise<TBackOfficeMessage> {
  const attachments = await findAttachments(db, tenantId, row.id);
  const replies = await findReplies(db, tenantId, row.id);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.message,
    language: row.language === 'en' ? 'en' : 'nl',
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    attachments,
    replies: replies.map((reply) => ({
      id: reply.id,
      body: reply.body,
      sentByName: reply.sentByName,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

/**
 * The shop's inbox of contact-form messages in the back office (owner, staff, the platform Admin):
 * list, one message, read state, attachments, a reply by e-mail, deletion.
 */
export async function messagesAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['Back office: messages'];

  routes.get(
    '/api/platform/shops/:tenantName/messages',
    {
      schema: {
        tags,
        description:
          "The shop's contact-form messages, newest first, all or unread only, searched on name, e-mail and text, " +
          'paged; with the number of unread messages.',
        params: ZShopParams,
        querystring: ZBackOfficeMessageListQuery,
        response: { 200: ZBackOfficeMessageListPage, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const { rows, total } = await findMessagePage(db, access.tenant.id, request.query);
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          excerpt: row.excerpt,
          createdAt: row.createdAt.toISOString(),
          read: row.readAt !== null,
          attachmentCount: row.attachmentCount,
          replyCount: row.replyCount,
        })),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
        unreadCount: await countUnreadMessages(db, access.tenant.id),
      };
    },
  );

  routes.get(
    '/api/platform/shops/:tenantName/messages/:messageId',
    {
      schema: {
        tags,
        description:
          'One message with its attachments and the replies sent. Reading it changes nothing: mark it read with PUT …/read.',
        params: ZMessageParams,
        response: { 200: ZBackOfficeMessage, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const row = await findMessage(db, access.tenant.id, request.params.messageId);
      if (!row) throw notFound('message');
      return messageView(db, access.tenant.id, row);
    },
  );

  routes.put(
    '/api/platform/shops/:tenantName/messages/:messageId/read',
    {
      schema: {
        tags,
        description: 'Marks the message read (the first time is kept) or unread.',
        params: ZMessageParams,
        body: ZMessageReadInput,
        response: { 200: ZBackOfficeMessage, ...errors },
      },
    },
    async (request) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const row = await setMessageRead(db, access.tenant.id, request.params.messageId, request.body.read);
      if (!row) throw notFound('message');
      return messageView(db, access.tenant.id, row);
    },
  );

  routes.get(
    '/api/platform/shops/:tenantName/messages/:messageId/attachments/:attachmentId',
    {
      schema: {
        tags,
        description:
          'An attachment of the message as a download, with the content type found when it was uploaded; streamed ' +
          'from the database in chunks.',
        params: ZAttachmentParams,
        // A stream is sent as it is, never through the serializer.
        response: { 200: z.unknown().describe('The file'), ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const { messageId, attachmentId } = request.params;
      const file = await findAttachment(db, access.tenant.id, messageId, attachmentId);
      if (!file) throw notFound('attachment');
      const stream = openStoredAttachment(db, {
        kind: 'contact-attachment',
        tenantId: access.tenant.id,
        attachmentId: file.id,
        fileName: file.fileName,
        contentType: file.contentType,
        byteSize: file.byteSize,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.byteSize))
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  routes.post(
    '/api/platform/shops/:tenantName/messages/:messageId/replies',
    {
      config: {
        rateLimit: {
          max: REPLY_RATE_LIMIT,
          timeWindow: REPLY_WINDOW_MS,
          keyGenerator: replySender,
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
            new HttpError(429, 'too_many_requests', { what: 'messages', minutes: Math.ceil(context.ttl / 60_000) }),
        },
      },
      schema: {
        tags,
        description:
          "Sends a reply to the message's sender by e-mail (in the message's language, reply-to the shop's contact " +
          'address) and keeps it with the message, which is then read. At most 30 replies per 10 minutes per user.',
        params: ZMessageParams,
        body: ZMessageReplyInput,
        response: { 201: ZBackOfficeMessage, ...errors, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      const tenantId = access.tenant.id;
      const { body } = request.body;
      const view = await db.transaction(async (tx) => {
        const message = await lockMessage(tx, tenantId, request.params.messageId);
        if (!message) throw notFound('message');
        await insertReply(tx, tenantId, {
          messageId: message.id,
          body,
          sentByUserId: access.session.user.id,
          sentByName: access.session.user.fullName,
        });
        const shopAddress = access.tenant.contactEmail || (await findShopOwnerEmail(tx, tenantId));
        await enqueueMail(tx, {
          tenantId,
          kind: 'contact-reply',
          to: message.email,
          ...renderReplyMail({
            shopName: access.tenant.displayName,
            name: message.name,
            sentAt: message.createdAt,
            body,
            language: message.language === 'en' ? 'en' : 'nl',
          }),
          ...(shopAddress ? { replyTo: shopAddress } : {}),
        });
        const read = await setMessageRead(tx, tenantId, message.id, true);
        await recordShopActivity(tx, access, 'message.replied', { messageId: message.id });
        return messageView(tx, tenantId, read ?? message);
      });
      return reply.code(201).send(view);
    },
  );

  routes.delete(
    '/api/platform/shops/:tenantName/messages/:messageId',
    {
      schema: {
        tags,
        description: 'Deletes the message with its attachments and replies.',
        params: ZMessageParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const access = await request.requireShopAccess(request.params.tenantName);
      await db.transaction(async (tx) => {
        if (!(await deleteMessage(tx, access.tenant.id, request.params.messageId))) throw notFound('message');
        await recordShopActivity(tx, access, 'message.deleted', { messageId: request.params.messageId });
      });
      return reply.code(204).send(null);
    },
  );
}
