import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    role: text('role').notNull().default('Owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_users_email_key').on(sql`lower(${t.email})`)],
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
    role: text('role').notNull().default('Owner'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
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
    status: text('status').notNull().default('Trial'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEndsAt: timestamp('current_period_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);
