import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantIdColumn } from './columns.ts';

export const customers = pgTable(
  'customers',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** Null until the customer sets a password (registration without password). */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default('Nederland'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when the shop deleted the customer on request: personal data is gone, orders stay. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('customers_created_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('customers_email_key').on(t.tenantId, sql`lower(${t.email})`),
  ],
);

/** Login tokens (bearer), stored as SHA-256 hashes. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('customer_sessions_token_key').on(t.tenantId, t.tokenHash),
  ],
);

/** One-time tokens for e-mail verification and setting a password, stored hashed. */
export const customerActionTokens = pgTable(
  'customer_action_tokens',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').notNull(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('customer_action_tokens_token_key').on(t.tenantId, t.tokenHash),
    check('customer_action_tokens_purpose', sql`${t.purpose} in ('verify-email', 'set-password')`),
    index('customer_action_tokens_customer_idx').on(t.tenantId, t.customerId),
  ],
);
