import { z } from 'zod';
import { ZSubscriptionPlan } from './plan.ts';

/**
 * Platform accounts: the people who run shops (owners) and the platform's own Admin. They sign in
 * with a cookie session on the platform host; shop customers (customer.ts) are separate.
 */

/** Platform owner passwords: longer than the customers' §9 minimum, and checked for strength on the server. */
export const PLATFORM_PASSWORD_MIN_LENGTH = 10;
export const PLATFORM_PASSWORD_MAX_LENGTH = 200;
/** Subdomain labels that are the platform's own (spec §2.1) or kept for it. */
export const RESERVED_SUBDOMAINS = [
  'www',
  'api',
  'staging',
  'admin',
  'mail',
  'smtp',
  'imap',
  'ftp',
  'app',
  'dashboard',
  'login',
  'register',
  'support',
  'help',
  'status',
  'blog',
  'docs',
  'static',
  'assets',
  'cdn',
  'media',
  'shop',
  'store',
  'billing',
  'select-tenant',
  'localhost',
] as const;
export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_MAX_LENGTH = 40;
/** Letters, digits and inner hyphens: a DNS label that is also a shop name (tenants_name_format). */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const ZPlatformRole = z.enum(['Admin', 'Owner']);
export type TPlatformRole = z.infer<typeof ZPlatformRole>;

/** A shop the user may open, with the user's role in it. */
export const ZPlatformShopLink = z.object({
  id: z.uuid(),
  name: z.string(),
  displayName: z.string(),
  role: z.string(),
});
export type TPlatformShopLink = z.infer<typeof ZPlatformShopLink>;

export const ZPlatformUser = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  role: ZPlatformRole,
  language: z.enum(['nl', 'en']),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** Admin without two-factor sign-in: must set it up before anything else opens. */
  twoFactorSetupRequired: z.boolean(),
  shops: z.array(ZPlatformShopLink),
  /** Where §2.2 sends this user: '/select-tenant' for Admin, else '/{tenant}/dashboard'. */
  homePath: z.string(),
});
export type TPlatformUser = z.infer<typeof ZPlatformUser>;

export const ZPlatformEmail = z
  .string({ error: 'E-mailadres is verplicht' })
  .trim()
  .min(1, { error: 'E-mailadres is verplicht' })
  .max(254, { error: 'Voer een geldig e-mailadres in' })
  .pipe(z.email({ error: 'Voer een geldig e-mailadres in' }));

/** The length rule; strength (no common or guessable password) is checked by the server. */
export const ZPlatformPassword = z
  .string({ error: 'Wachtwoord is verplicht' })
  .min(PLATFORM_PASSWORD_MIN_LENGTH, { error: `Minimaal ${PLATFORM_PASSWORD_MIN_LENGTH} tekens` })
  .max(PLATFORM_PASSWORD_MAX_LENGTH, { error: `Maximaal ${PLATFORM_PASSWORD_MAX_LENGTH} tekens` });

const ZLanguage = z.enum(['nl', 'en']).default('nl');

/** GET /api/platform/session: who is signed in (null when nobody is). */
export const ZPlatformSessionResponse = z.object({
  user: ZPlatformUser.nullable(),
  /** Password accepted, the second factor (TOTP or recovery code) still to come. */
  secondFactorPending: z.boolean(),
});
export type TPlatformSessionResponse = z.infer<typeof ZPlatformSessionResponse>;

export const ZPlatformLoginRequest = z.object({
  email: ZPlatformEmail,
  password: z.string({ error: 'Wachtwoord is verplicht' }).min(1, { error: 'Wachtwoord is verplicht' }).max(200),
});
export type TPlatformLoginRequest = z.infer<typeof ZPlatformLoginRequest>;

/** Login answer: signed in (with the user), or the second factor is asked next. */
export const ZPlatformLoginResponse = z.object({
  status: z.enum(['signed-in', 'second-factor']),
  user: ZPlatformUser.nullable(),
});
export type TPlatformLoginResponse = z.infer<typeof ZPlatformLoginResponse>;

/** A 6-digit TOTP code or a recovery code (xxxxx-xxxxx). */
export const ZSecondFactorRequest = z.object({ code: z.string().trim().min(6).max(20) });
export type TSecondFactorRequest = z.infer<typeof ZSecondFactorRequest>;

export const ZPasswordResetRequest = z.object({ email: ZPlatformEmail, language: ZLanguage });
export type TPasswordResetRequest = z.input<typeof ZPasswordResetRequest>;

export const ZPasswordResetConfirm = z.object({ token: z.string().min(20).max(200), password: ZPlatformPassword });
export type TPasswordResetConfirm = z.infer<typeof ZPasswordResetConfirm>;

export const ZPlatformVerifyEmailRequest = z.object({ token: z.string().min(20).max(200) });
export type TPlatformVerifyEmailRequest = z.infer<typeof ZPlatformVerifyEmailRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: ZPlatformPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** A human answer of an account call ("Check your mail …"). */
export const ZPlatformMessageResponse = z.object({ message: z.string() });
export type TPlatformMessageResponse = z.infer<typeof ZPlatformMessageResponse>;

/** POST /api/platform/two-factor/setup: a new secret to scan; not active until confirmed with a code. */
export const ZTwoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code. */
  qrSvg: z.string(),
});
export type TTwoFactorSetupResponse = z.infer<typeof ZTwoFactorSetupResponse>;

export const ZTwoFactorEnableRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type TTwoFactorEnableRequest = z.infer<typeof ZTwoFactorEnableRequest>;

/** Shown once: each code signs in once instead of the authenticator app. */
export const ZRecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponse>;

export const ZTwoFactorDisableRequest = z.object({
  password: z.string().min(1).max(200),
  code: z.string().min(6).max(20),
});
export type TTwoFactorDisableRequest = z.infer<typeof ZTwoFactorDisableRequest>;

/** POST /api/platform/signup: everything a live shop needs, nothing more. */
export const ZSignupRequest = z.object({
  shopName: z
    .string({ error: 'Naam van de winkel is verplicht' })
    .trim()
    .min(2, { error: 'Naam van de winkel is verplicht' })
    .max(80, { error: 'Maximaal 80 tekens' }),
  subdomain: z
    .string({ error: 'Webadres is verplicht' })
    .trim()
    .toLowerCase()
    .min(SUBDOMAIN_MIN_LENGTH, { error: `Minimaal ${SUBDOMAIN_MIN_LENGTH} tekens` })
    .max(SUBDOMAIN_MAX_LENGTH, { error: `Maximaal ${SUBDOMAIN_MAX_LENGTH} tekens` })
    .regex(SUBDOMAIN_PATTERN, { error: 'Alleen kleine letters, cijfers en streepjes' }),
  fullName: z
    .string({ error: 'Naam is verplicht' })
    .trim()
    .min(1, { error: 'Naam is verplicht' })
    .max(120, { error: 'Maximaal 120 tekens' }),
  email: ZPlatformEmail,
  password: ZPlatformPassword,
  acceptTerms: z.literal(true, { error: 'Accepteer de voorwaarden om verder te gaan' }),
  /** The plan card the visitor came from (/register?plan={id}); chosen after the trial. */
  planId: z.number().int().positive().optional(),
  language: ZLanguage,
});
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export const ZSignupResponse = z.object({
  user: ZPlatformUser,
  tenant: z.object({ id: z.uuid(), name: z.string(), displayName: z.string() }),
  /** The new shop's storefront, e.g. https://atelier-anna.winkelwerf.nl. */
  shopUrl: z.string(),
});
export type TSignupResponse = z.infer<typeof ZSignupResponse>;

/** GET /api/platform/subdomains/:name/availability */
export const ZSubdomainAvailability = z.object({
  name: z.string(),
  available: z.boolean(),
  reason: z.enum(['taken', 'reserved', 'invalid']).nullable(),
  /** A free name close to the asked one, when it is not available. */
  suggestion: z.string().nullable(),
});
export type TSubdomainAvailability = z.infer<typeof ZSubdomainAvailability>;

export const ZSubscriptionStatus = z.enum(['Trial', 'Active', 'PastDue', 'Paused', 'Cancelled']);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/**
 * Whether a shop's storefront is closed: paused by the platform, a trial that ended, or a
 * cancelled plan whose paid period is over. Time decides, so a shop closes on the minute even
 * before the background sweep writes 'Paused'.
 */
export function isShopPaused(
  subscription: { status: string; trialEndsAt: Date | string | null; currentPeriodEndsAt: Date | string | null },
  now: Date,
): boolean {
  const passed = (moment: Date | string | null) => moment !== null && new Date(moment).getTime() <= now.getTime();
  if (subscription.status === 'Paused') return true;
  if (subscription.status === 'Trial') return passed(subscription.trialEndsAt);
  if (subscription.status === 'Cancelled')
    return subscription.currentPeriodEndsAt === null || passed(subscription.currentPeriodEndsAt);
  return false;
}

/** The layouts of §3 a Premium plan unlocks; any other subscription type is the standard layout. */
export const SPECIAL_LAYOUTS = ['FocusShop', 'OneProductStore'] as const;
/** The subscription type of the standard layout. */
export const STANDARD_LAYOUT = 'Normal';

/**
 * The subscription (layout) type a shop gets when its plan becomes `planType`: the Trial keeps
 * what the shop has; Normal is the standard layout; Premium keeps a special layout the shop
 * already uses and otherwise starts with FocusShop.
 */
export function subscriptionTypeForPlan(planType: string, currentType: string): string {
  if (planType === 'Normal') return STANDARD_LAYOUT;
  if (planType === 'Premium') {
    return (SPECIAL_LAYOUTS as readonly string[]).includes(currentType) ? currentType : 'FocusShop';
  }
  return currentType;
}

/** The shop's subscription as its owner sees it on the dashboard. */
export const ZShopSubscription = z.object({
  status: ZSubscriptionStatus,
  /** Paused: the storefront is closed (trial over or plan ended without payment). */
  paused: z.boolean(),
  planId: z.number().int().nullable(),
  planName: z.string().nullable(),
  planType: z.enum(['Trial', 'Normal', 'Premium']).nullable(),
  /** The layout type of §3 this plan gives (FocusShop, OneProductStore or Normal). */
  subscriptionType: z.string(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEndsAt: z.string().nullable(),
  billingProvider: z.enum(['demo', 'stripe']).nullable(),
  /** Stripe's customer portal (card, invoices, cancel) can be opened. */
  canOpenBillingPortal: z.boolean(),
});
export type TShopSubscription = z.infer<typeof ZShopSubscription>;

export const ZSetupStepKey = z.enum(['logo', 'product', 'payment', 'shipping', 'terms']);
export type TSetupStepKey = z.infer<typeof ZSetupStepKey>;

/** GET /api/platform/shops/:tenantName/dashboard */
export const ZShopDashboard = z.object({
  tenant: z.object({ id: z.uuid(), name: z.string(), displayName: z.string() }),
  shopUrl: z.string(),
  /** No active product yet: the storefront shows 'coming soon'. */
  comingSoon: z.boolean(),
  subscription: ZShopSubscription,
  checklist: z.array(z.object({ key: ZSetupStepKey, done: z.boolean() })),
  stats: z.object({ products: z.number().int(), orders: z.number().int(), openOrders: z.number().int() }),
  /** The signed-in user's role in this shop ('Admin' when the platform Admin opened it). */
  viewerRole: z.string(),
});
export type TShopDashboard = z.infer<typeof ZShopDashboard>;

/** POST /api/platform/shops/:tenantName/billing/checkout */
export const ZBillingCheckoutRequest = z.object({ planId: z.number().int().positive() });
export type TBillingCheckoutRequest = z.infer<typeof ZBillingCheckoutRequest>;
/** Where the browser goes next: Stripe Checkout, the demo billing page, or the portal. */
export const ZBillingRedirect = z.object({ url: z.string() });
export type TBillingRedirect = z.infer<typeof ZBillingRedirect>;

/** One line of the shop's activity log: who (owner, staff, platform Admin) changed what inside the shop. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** The actor's name today; null when the account no longer exists. */
  actorName: z.string().nullable(),
  actorEmail: z.string(),
  actorRole: z.string(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** GET /api/admin/shops?search=&status= : one row per shop for /select-tenant. */
export const ZAdminShopRow = z.object({
  id: z.uuid(),
  name: z.string(),
  displayName: z.string(),
  status: ZSubscriptionStatus,
  paused: z.boolean(),
  planName: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  createdAt: z.string(),
  orderCount: z.number().int(),
  ownerEmail: z.string().nullable(),
});
export type TAdminShopRow = z.infer<typeof ZAdminShopRow>;

export const ZAdminShopsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['trial', 'active', 'paused']).optional(),
});
export type TAdminShopsQuery = z.infer<typeof ZAdminShopsQuery>;

/** The Admin's view of a plan: the public plan plus its place in the list. */
export const ZAdminPlan = ZSubscriptionPlan.extend({ displayOrder: z.number().int() });
export type TAdminPlan = z.infer<typeof ZAdminPlan>;

const euros = z.number().min(0).max(100_000).multipleOf(0.01);

/** POST /api/admin/plans and PUT /api/admin/plans/:planId (spec §3 Subscription plan). */
export const ZPlanInput = z
  .object({
    name: z.string().trim().min(1).max(80),
    type: z.enum(['Trial', 'Normal', 'Premium']),
    billingCycle: z.enum(['Monthly', 'Yearly']),
    price: euros,
    description: z.string().max(1000).default(''),
    isActive: z.boolean().default(true),
    features: z.string().max(4000).default(''),
    hasPromotion: z.boolean().default(false),
    promotionStartDate: z.iso.datetime({ offset: true }).nullable().default(null),
    promotionEndDate: z.iso.datetime({ offset: true }).nullable().default(null),
    promotionalPrice: euros.nullable().default(null),
    promotionalDescription: z.string().max(200).nullable().default(null),
    promotionalDurationMonths: z.number().int().min(1).max(120).nullable().default(null),
    displayOrder: z.number().int().min(0).max(1000).default(0),
  })
  .refine((plan) => !plan.hasPromotion || (plan.promotionStartDate && plan.promotionEndDate), {
    error: 'Een actie heeft een begin- en einddatum',
    path: ['promotionEndDate'],
  })
  .refine(
    (plan) =>
      !plan.promotionStartDate ||
      !plan.promotionEndDate ||
      Date.parse(plan.promotionStartDate) < Date.parse(plan.promotionEndDate),
    { error: 'De einddatum ligt na de begindatum', path: ['promotionEndDate'] },
  )
  .refine((plan) => !plan.hasPromotion || plan.promotionalPrice !== null, {
    error: 'Een actie heeft een actieprijs',
    path: ['promotionalPrice'],
  });
export type TPlanInput = z.input<typeof ZPlanInput>;

/** POST /api/platform/support: the platform's support form. */
export const ZSupportRequest = z.object({
  name: z.string().trim().min(1, { error: 'Naam is verplicht' }).max(120),
  email: ZPlatformEmail,
  subject: z.string().trim().max(200).default(''),
  message: z.string().trim().min(10, { error: 'Minimaal 10 tekens' }).max(2000, { error: 'Maximaal 2000 tekens' }),
  language: ZLanguage,
});
export type TSupportRequest = z.input<typeof ZSupportRequest>;

/** GET /api/admin/support-messages: what came in through the support form, newest first. */
export const ZSupportMessage = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  language: z.string(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;
