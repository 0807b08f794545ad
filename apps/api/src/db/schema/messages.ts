import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, tenantIdColumn } from './columns.ts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    message: text('message').notNull(),
    language: text('language').notNull().default('nl'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('contact_messages_time_idx').on(t.tenantId, t.createdAt)],
);

export const contactAttachments = pgTable(
  'contact_attachments',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    messageId: integer('message_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.messageId],
      foreignColumns: [contactMessages.tenantId, contactMessages.id],
    }).onDelete('cascade'),
  ],
);

/** A reply the shop sent from the back office to a contact-form message (by e-mail). */
export const contactReplies = pgTable(
  'contact_replies',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    messageId: integer('message_id').notNull(),
    body: text('body').notNull(),
    sentByUserId: uuid('sent_by_user_id'),
    sentByName: text('sent_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.messageId],
      foreignColumns: [contactMessages.tenantId, contactMessages.id],
    }).onDelete('cascade'),
    index('contact_replies_message_idx').on(t.tenantId, t.messageId),
  ],
);

/**
 * Mail waiting to be sent, per shop. The platform's own mail (account links, support) goes in the
 * stream of PLATFORM_MAIL_STREAM (the nil UUID), which is no shop: so tenant_id here is the
 * sharding key, not a foreign key (docs/decisions/010).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A sender claims a row until this time; after it, another sender may take the row over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Which claim holds the lease: only its holder may mark the row sent or schedule its retry. */
    leaseToken: uuid('lease_token'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('email_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
