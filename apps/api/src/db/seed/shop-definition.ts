import type { Database } from '#src/db/client.ts';
import type { paymentMethods, shippingMethods, tenantSocialMedia, tenantThemes } from '#src/db/schema/tables.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type Log = (message: string) => void;

export type SubscriptionType = 'Normal' | 'FocusShop' | 'OneProductStore';

/** One collapsible block on the focus-shop product page. */
export interface InfoSection {
  id: string;
  title: string;
  content: string;
  isExpanded: boolean;
  isEnabled: boolean;
}

export interface CategoryDefinition {
  /** Unique within the shop; products refer to it. */
  name: string;
  description: string;
  color: string;
  isActive?: boolean;
  /** Whether the category gets a generated image (default: when active). */
  withImage?: boolean;
}

/** Discount window in days relative to the moment of seeding (negative = in the past). */
export interface DiscountDefinition {
  percentage: number;
  startInDays: number;
  endInDays: number;
}

export interface AddonDefinition {
  name: string;
  description: string;
  priceCents: number;
  type: 'Simple' | 'Complex';
  isRequired?: boolean;
  isInputRequired?: boolean;
  inputFieldLabel?: string;
  inputFieldPlaceholder?: string;
  /** Alt text of the add-on's image; no image when absent. */
  imageAlt?: string;
}

export interface ProductDefinition {
  sku: string;
  name: string;
  category: string;
  shortDescription: string;
  description: string;
  /** VAT included. */
  priceCents: number;
  stock: number;
  weightGrams: number;
  madeToOrder?: boolean;
  needsPackageSending?: boolean;
  isActive?: boolean;
  discount?: DiscountDefinition;
  /** Dutch descriptions of the views; one generated image each, the first is primary. */
  imageViews?: string[];
  infoSections?: InfoSection[];
  priceTextColor?: string;
  titleTextColor?: string;
  addons?: AddonDefinition[];
}

export type ThemeDefinition = Omit<typeof tenantThemes.$inferInsert, 'tenantId' | 'updatedAt'>;
export type SocialDefinition = Omit<typeof tenantSocialMedia.$inferInsert, 'tenantId' | 'updatedAt'>;
export type ShippingDefinition = Omit<typeof shippingMethods.$inferInsert, 'tenantId' | 'id'>;
export type PaymentDefinition = Omit<typeof paymentMethods.$inferInsert, 'tenantId' | 'id'>;

export interface ShopDefinition {
  /** The subdomain label, also the idempotency key of the seed. */
  name: string;
  displayName: string;
  description: string;
  contactEmail: string;
  termsHtml: string;
  subscriptionType: SubscriptionType;
  /** Plan name (Monthly cycle) the shop subscribes to. */
  planName: 'Trial' | 'Normal' | 'Premium';
  /** Colours of the generated logo and hero image. */
  brandColor: string;
  accentColor: string;
  theme: ThemeDefinition;
  social: SocialDefinition;
  categories: CategoryDefinition[];
  products: ProductDefinition[];
  shippingMethods: ShippingDefinition[];
  paymentMethods: PaymentDefinition[];
  owner: { email: string; fullName: string };
}

export function daysFromNow(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}
