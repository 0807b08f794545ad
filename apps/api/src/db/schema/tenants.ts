import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The subdomain label. */
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    theme: text('theme').notNull().default('dark'),
    heroType: text('hero_type').notNull().default('image'),
    contactEmail: text('contact_email'),
    /** The seller's details a Dutch invoice must hold (legal name, address, KvK, VAT number). */
    legalName: text('legal_name').notNull().default(''),
    legalAddress: text('legal_address').notNull().default(''),
    legalPostalCode: text('legal_postal_code').notNull().default(''),
    legalCity: text('legal_city').notNull().default(''),
    legalCountry: text('legal_country').notNull().default('Nederland'),
    kvkNumber: text('kvk_number').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    termsHtml: text('terms_html').notNull().default(''),
    logoMediaId: integer('logo_media_id'),
    heroImageMediaId: integer('hero_image_media_id'),
    heroVideoMediaId: integer('hero_video_media_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenants_name_key').on(sql`lower(${t.name})`),
    check('tenants_name_format', sql`${t.name} ~ '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$'`),
    check('tenants_hero_type', sql`${t.heroType} in ('video', 'image')`),
  ],
);

export const platformUsers = pgTable(
  'platform_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    /** 'Admin' (the platform's own staff) or 'Owner'; a shop's roles are in platform_user_tenants. */
    role: text('role').notNull().default('Owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The TOTP secret, encrypted with APP_SECRET; null until two-factor sign-in is set up. */
    totpSecret: text('totp_secret'),
    /** Set once the user confirmed a first code; from then on login asks for one. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last TOTP code accepted: a code is refused when its step is not later (no replay). */
    totpLastCounter: integer('totp_last_counter'),
    /** Language of the user's e-mails. */
    language: text('language').notNull().default('nl'),
  },
  (t) => [
    uniqueIndex('platform_users_email_key').on(sql`lower(${t.email})`),
    check('platform_users_role', sql`${t.role} in ('Admin', 'Owner')`),
  ],
);

export const platformUserTenants = pgTable(
  'platform_user_tenants',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => platformUsers.id, { onDelete: 'cascade' }),
    /** 'Owner' (everything; one per shop) or 'Staff' (catalogue, orders, customers, messages). */
    role: text('role').notNull().default('Owner'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    check('platform_user_tenants_role', sql`${t.role} in ('Owner', 'Staff')`),
    uniqueIndex('platform_user_tenants_one_owner').on(t.tenantId).where(sql`${t.role} = 'Owner'`),
  ],
);

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    features: text('features').notNull().default(''),
    hasPromotion: boolean('has_promotion').notNull().default(false),
    promotionStartDate: timestamp('promotion_start_date', { withTimezone: true }),
    promotionEndDate: timestamp('promotion_end_date', { withTimezone: true }),
    promotionalPriceCents: integer('promotional_price_cents'),
    promotionalDescription: text('promotional_description'),
    promotionalDurationMonths: integer('promotional_duration_months'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('subscription_plans_name_cycle_key').on(t.name, t.billingCycle),
    check('subscription_plans_type', sql`${t.type} in ('Trial', 'Normal', 'Premium')`),
    check('subscription_plans_cycle', sql`${t.billingCycle} in ('Monthly', 'Yearly')`),
    check('subscription_plans_price', sql`${t.priceCents} >= 0`),
  ],
);

export const tenantSubscriptions = pgTable(
  'tenant_subscriptions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Layout type: 'FocusShop', 'OneProductStore' or anything else for the standard layout. */
    subscriptionType: text('subscription_type').notNull().default('Normal'),
    planId: integer('plan_id').references(() => subscriptionPlans.id),
    /**
     * Trial (until trial_ends_at), Active (a paid plan), PastDue (a payment failed; the shop stays
     * open while the provider retries), Paused (trial over or plan ended without payment: the
     * storefront is closed, nothing is deleted), Cancelled (runs until current_period_ends_at).
     */
    status: text('status').notNull().default('Trial'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEndsAt: timestamp('current_period_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'demo' (the built-in demo billing page) or 'stripe' (Stripe Billing); null during the trial. */
    billingProvider: text('billing_provider'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The trial-ending reminders already sent (24 h and 2 h before the end). */
    trialReminder24hSentAt: timestamp('trial_reminder_24h_sent_at', { withTimezone: true }),
    trialReminder2hSentAt: timestamp('trial_reminder_2h_sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    check('tenant_subscriptions_status', sql`${t.status} in ('Trial', 'Active', 'PastDue', 'Paused', 'Cancelled')`),
    index('tenant_subscriptions_stripe_customer').on(t.stripeCustomerId),
  ],
);
