import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantIdColumn } from './columns.ts';
import { platformUsers } from './tenants.ts';

/**
 * Platform login sessions (owners, Admin). The browser holds the token in an httpOnly cookie;
 * only its SHA-256 hash is stored. A session waiting for the second factor has
 * `second_factor_pending` set and opens nothing but the 2FA step.
 */
export const platformSessions = pgTable(
  'platform_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => platformUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    secondFactorPending: text('second_factor_pending'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('platform_sessions_token_key').on(t.tokenHash), index('platform_sessions_user').on(t.userId)],
);

/** Single-use links for platform users (verify the e-mail address, reset the password), stored hashed. */
export const platformUserTokens = pgTable(
  'platform_user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => platformUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('platform_user_tokens_token_key').on(t.tokenHash),
    index('platform_user_tokens_user').on(t.userId, t.purpose),
    check('platform_user_tokens_purpose', sql`${t.purpose} in ('verify-email', 'reset-password')`),
  ],
);

/** Two-factor recovery codes: each works once; stored hashed. */
export const platformRecoveryCodes = pgTable(
  'platform_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => platformUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('platform_recovery_codes_key').on(t.userId, t.codeHash)],
);

/** Who changed what inside a shop (owner, staff, platform Admin); the shop's owner reads it. */
export const tenantAuditLog = pgTable(
  'tenant_audit_log',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    actorUserId: uuid('actor_user_id').references(() => platformUsers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** 'Owner', 'Staff' or 'Admin'. */
    actorRole: text('actor_role').notNull(),
    /** A stable code such as 'dashboard.opened' or 'plan.changed'. */
    action: text('action').notNull(),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('tenant_audit_log_recent').on(t.tenantId, t.createdAt)],
);

/** Billing-provider webhook events already handled (Stripe retries; each event counts once). */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent through the platform's support form. */
export const platformSupportMessages = pgTable('platform_support_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  language: text('language').notNull().default('nl'),
  createdAt: createdAt(),
});

/**
 * An invitation to join a shop's staff: a single-use link (only its hash stored) that expires;
 * the invitee sets a password on acceptance.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => platformUsers.id, { onDelete: 'set null' }),
    language: text('language').notNull().default('nl'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('staff_invitations_token_key').on(t.tokenHash),
    index('staff_invitations_tenant_email').on(t.tenantId, sql`lower(${t.email})`),
  ],
);
