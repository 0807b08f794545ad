import { z } from 'zod';

/**
 * The back office's inbox of contact-form messages: list, one message with its attachments and the
 * shop's replies, read state, a reply by e-mail, deletion.
 */

export const MESSAGE_LIST_MAX_PAGE_SIZE = 100;
export const MESSAGE_REPLY_MAX = 5000;

export const ZBackOfficeMessageListQuery = z.object({
  filter: z.enum(['all', 'unread']).optional().default('all'),
  /** Part of the name, e-mail address or text. */
  search: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MESSAGE_LIST_MAX_PAGE_SIZE).default(25),
});
export type TBackOfficeMessageListQuery = z.input<typeof ZBackOfficeMessageListQuery>;
export type TBackOfficeMessageListQueryParsed = z.output<typeof ZBackOfficeMessageListQuery>;

export const ZBackOfficeMessageListRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The start of the message, on one line. */
  excerpt: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  attachmentCount: z.number().int(),
  replyCount: z.number().int(),
});
export type TBackOfficeMessageListRow = z.infer<typeof ZBackOfficeMessageListRow>;

export const ZBackOfficeMessageListPage = z.object({
  items: z.array(ZBackOfficeMessageListRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Unread messages of the whole inbox: the navigation's badge. */
  unreadCount: z.number().int(),
});
export type TBackOfficeMessageListPage = z.infer<typeof ZBackOfficeMessageListPage>;

export const ZBackOfficeMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  message: z.string(),
  language: z.enum(['nl', 'en']),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  attachments: z.array(
    z.object({ id: z.number().int(), fileName: z.string(), contentType: z.string(), byteSize: z.number().int() }),
  ),
  /** The shop's replies, oldest first. */
  replies: z.array(z.object({ id: z.number().int(), body: z.string(), sentByName: z.string(), createdAt: z.string() })),
});
export type TBackOfficeMessage = z.infer<typeof ZBackOfficeMessage>;

export const ZMessageIdParam = z.coerce.number().int().positive().max(2_147_483_647);

export const ZMessageReadInput = z.object({ read: z.boolean({ error: 'Kies gelezen of ongelezen' }) });
export type TMessageReadInput = z.input<typeof ZMessageReadInput>;

export const ZMessageReplyInput = z.object({
  body: z
    .string({ error: 'Schrijf je antwoord' })
    .trim()
    .min(1, { error: 'Schrijf je antwoord' })
    .max(MESSAGE_REPLY_MAX, { error: `Maximaal ${MESSAGE_REPLY_MAX} tekens` }),
});
export type TMessageReplyInput = z.input<typeof ZMessageReplyInput>;
