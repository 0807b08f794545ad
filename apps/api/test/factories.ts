import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import {
  categories,
  categoryImages,
  customerSessions,
  customers,
  media,
  paymentMethods,
  productAddonImages,
  productAddons,
  productImages,
  products,
  shippingMethods,
  subscriptionPlans,
  tenantFocusSettings,
  tenantSocialMedia,
  tenantSubscriptions,
  tenants,
  tenantThemes,
} from '../src/db/schema/tables.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createToken } from '../src/lib/tokens.ts';
import { recordInitialStock } from '../src/modules/ordering/ordering.ts';

const unique = () => randomBytes(4).toString('hex');

export async function createTenant(db: Database, overrides: Partial<typeof tenants.$inferInsert> = {}) {
  const name = overrides.name ?? `shop-${unique()}`;
  const [tenant] = await db
    .insert(tenants)
    .values({ name, displayName: `Winkel ${name}`, description: 'Een testwinkel', ...overrides })
    .returning();
  if (!tenant) throw new Error('tenant not created');
  return tenant;
}

export async function createCategory(
  db: Database,
  tenantId: string,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const [category] = await db
    .insert(categories)
    .values({ tenantId, name: `Categorie ${unique()}`, color: '#ff8800', ...overrides })
    .returning();
  if (!category) throw new Error('category not created');
  return category;
}

export async function createProduct(
  db: Database,
  tenantId: string,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const [product] = await db
    .insert(products)
    .values({
      tenantId,
      name: `Product ${unique()}`,
      sku: `SKU-${unique()}`,
      priceCents: 1250,
      stockQuantity: 10,
      ...overrides,
    })
    .returning();
  if (!product) throw new Error('product not created');
  await recordInitialStock(db, tenantId, [product], 'seed');
  return product;
}

export async function createMedia(
  db: Database,
  tenantId: string,
  data = Buffer.from(`image-${unique()}`),
  contentType = 'image/webp',
) {
  const [row] = await db
    .insert(media)
    .values({
      tenantId,
      fileName: `file-${unique()}.webp`,
      contentType,
      byteSize: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      width: 600,
      height: 600,
      data,
    })
    .returning({ id: media.id, sha256: media.sha256 });
  if (!row) throw new Error('media not created');
  return row;
}

export async function createProductImage(db: Database, tenantId: string, productId: number, isPrimary = true) {
  const file = await createMedia(db, tenantId);
  const [image] = await db
    .insert(productImages)
    .values({ tenantId, productId, mediaId: file.id, isPrimary, altText: 'Een foto' })
    .returning();
  if (!image) throw new Error('image not created');
  return { image, file };
}

export async function createCategoryImage(db: Database, tenantId: string, categoryId: number) {
  const file = await createMedia(db, tenantId);
  const [image] = await db
    .insert(categoryImages)
    .values({ tenantId, categoryId, mediaId: file.id, isPrimary: true })
    .returning();
  if (!image) throw new Error('image not created');
  return { image, file };
}

export async function createAddon(
  db: Database,
  tenantId: string,
  productId: number,
  overrides: Partial<typeof productAddons.$inferInsert> = {},
) {
  const [addon] = await db
    .insert(productAddons)
    .values({ tenantId, productId, name: `Extra ${unique()}`, priceCents: 250, ...overrides })
    .returning();
  if (!addon) throw new Error('addon not created');
  return addon;
}

export async function createAddonImage(db: Database, tenantId: string, addonId: number) {
  const file = await createMedia(db, tenantId);
  const [image] = await db
    .insert(productAddonImages)
    .values({ tenantId, addonId, mediaId: file.id, isPrimary: true })
    .returning();
  if (!image) throw new Error('image not created');
  return { image, file };
}

/** Stores a file and makes it the tenant's logo, hero image or hero video. */
export async function createTenantFile(
  db: Database,
  tenantId: string,
  kind: 'logo' | 'heroImage' | 'heroVideo',
  data = Buffer.from(`${kind}-${unique()}`),
  contentType = kind === 'heroVideo' ? 'video/mp4' : 'image/png',
) {
  const file = await createMedia(db, tenantId, data, contentType);
  const column = { logo: 'logoMediaId', heroImage: 'heroImageMediaId', heroVideo: 'heroVideoMediaId' }[kind];
  await db
    .update(tenants)
    .set({ [column]: file.id })
    .where(eq(tenants.id, tenantId));
  return file;
}

export async function createTheme(
  db: Database,
  tenantId: string,
  overrides: Partial<typeof tenantThemes.$inferInsert> = {},
) {
  const [theme] = await db
    .insert(tenantThemes)
    .values({ tenantId, ...overrides })
    .returning();
  if (!theme) throw new Error('theme not created');
  return theme;
}

export async function createFocusSettings(
  db: Database,
  tenantId: string,
  overrides: Partial<typeof tenantFocusSettings.$inferInsert> = {},
) {
  const [settings] = await db
    .insert(tenantFocusSettings)
    .values({ tenantId, ...overrides })
    .returning();
  if (!settings) throw new Error('focus settings not created');
  return settings;
}

export async function createSocialMedia(
  db: Database,
  tenantId: string,
  overrides: Partial<typeof tenantSocialMedia.$inferInsert> = {},
) {
  const [settings] = await db
    .insert(tenantSocialMedia)
    .values({ tenantId, ...overrides })
    .returning();
  if (!settings) throw new Error('social media settings not created');
  return settings;
}

export async function createSubscription(
  db: Database,
  tenantId: string,
  overrides: Partial<typeof tenantSubscriptions.$inferInsert> = {},
) {
  const [subscription] = await db
    .insert(tenantSubscriptions)
    .values({ tenantId, ...overrides })
    .returning();
  if (!subscription) throw new Error('subscription not created');
  return subscription;
}

export async function createPlan(db: Database, overrides: Partial<typeof subscriptionPlans.$inferInsert> = {}) {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ name: `Plan ${unique()}`, type: 'Normal', billingCycle: 'Monthly', priceCents: 999, ...overrides })
    .returning();
  if (!plan) throw new Error('plan not created');
  return plan;
}

/** A customer of the shop; with a password (default 'geheim123') unless `password: null`. */
export async function createCustomer(
  db: Database,
  tenantId: string,
  overrides: Partial<Omit<typeof customers.$inferInsert, 'passwordHash'>> & { password?: string | null } = {},
) {
  const { password = 'geheim123', ...values } = overrides;
  const [customer] = await db
    .insert(customers)
    .values({
      tenantId,
      email: `klant-${unique()}@example.com`,
      firstName: 'Sanne',
      lastName: 'de Vries',
      phoneNumber: '0612345678',
      address: 'Dorpsstraat 1',
      city: 'Utrecht',
      postalCode: '3511 AA',
      country: 'Nederland',
      passwordHash: password === null ? null : await hashPassword(password),
      ...values,
    })
    .returning();
  if (!customer) throw new Error('customer not created');
  return customer;
}

/** A shipping method; by default a parcel of € 6,95 without weight limits. */
export async function createShippingMethod(
  db: Database,
  tenantId: string,
  overrides: Partial<typeof shippingMethods.$inferInsert> = {},
) {
  const [method] = await db
    .insert(shippingMethods)
    .values({ tenantId, name: `Pakket ${unique()}`, type: 'parcel', priceCents: 695, ...overrides })
    .returning();
  if (!method) throw new Error('shipping method not created');
  return method;
}

/** A payment method; by default an enabled bank transfer with test bank details. */
export async function createPaymentMethod(
  db: Database,
  tenantId: string,
  overrides: Partial<typeof paymentMethods.$inferInsert> = {},
) {
  const type = overrides.type ?? 'BankTransfer';
  const bank =
    type === 'BankTransfer'
      ? { bankIban: 'NL91ABNA0417164300', bankAccountName: 'Testwinkel', bankBic: 'ABNANL2A' }
      : {};
  const [method] = await db
    .insert(paymentMethods)
    .values({
      tenantId,
      type,
      name: type === 'Stripe' ? 'iDEAL, creditcard of wallet' : 'Bankoverschrijving',
      ...bank,
      ...overrides,
    })
    .returning();
  if (!method) throw new Error('payment method not created');
  return method;
}

/** A customer with a valid login token (bearer) of this shop. */
export async function createCustomerWithToken(
  db: Database,
  tenantId: string,
  overrides: Parameters<typeof createCustomer>[2] = {},
) {
  const customer = await createCustomer(db, tenantId, overrides);
  const { token, hash } = createToken();
  await db.insert(customerSessions).values({
    tenantId,
    customerId: customer.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return { customer, token };
}

/** A browser session id of the spec §7 form session_{timestamp}_{random}. */
export const newSessionId = () => `session_${Date.now()}_${randomBytes(6).toString('hex')}`;

/** A shop ready for checkout: envelope (max 500 g), parcel (min 100 g), bank transfer and card payment. */
export async function createCheckoutShop(db: Database, overrides: Partial<typeof tenants.$inferInsert> = {}) {
  const tenant = await createTenant(db, overrides);
  const envelope = await createShippingMethod(db, tenant.id, {
    name: 'Brievenbuspakje',
    type: 'envelope',
    priceCents: 425,
    maxWeightGrams: 500,
    displayOrder: 1,
  });
  const parcel = await createShippingMethod(db, tenant.id, {
    name: 'Pakket PostNL',
    type: 'parcel',
    priceCents: 695,
    minWeightGrams: 100,
    displayOrder: 2,
  });
  const card = await createPaymentMethod(db, tenant.id, { type: 'Stripe', displayOrder: 1 });
  const bank = await createPaymentMethod(db, tenant.id, {
    type: 'BankTransfer',
    displayOrder: 2,
    instructions: 'Betaal binnen 7 dagen.',
  });
  return { tenant, envelope, parcel, card, bank };
}

/** A complete spec §3 checkout form (billing address used for shipping). */
export function checkoutForm(overrides: Record<string, unknown> = {}) {
  return {
    customerEmail: 'koper@example.com',
    customerFirstName: 'Jan',
    customerLastName: 'Jansen',
    phoneNumber: '0612345678',
    billingAddress: 'Kerkstraat 1',
    billingCity: 'Amsterdam',
    billingPostalCode: '1011 AA',
    billingCountry: 'Nederland',
    useSameAsBilling: true,
    shippingCountry: 'Nederland',
    paymentMethod: 'BankTransfer',
    notes: '',
    ...overrides,
  };
}
