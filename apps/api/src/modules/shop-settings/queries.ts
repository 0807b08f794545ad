import type { TShopDetailsInput, TSocialMediaInput, TThemeSettings } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { products, tenantFocusSettings, tenantSocialMedia, tenants, tenantThemes } from '#src/db/schema/tables.ts';

export async function findShopDetails(db: Executor, tenantId: string) {
  const [row] = await db
    .select({
      displayName: tenants.displayName,
      description: tenants.description,
      heroType: tenants.heroType,
      logoMediaId: tenants.logoMediaId,
      heroImageMediaId: tenants.heroImageMediaId,
      heroVideoMediaId: tenants.heroVideoMediaId,
      termsHtml: tenants.termsHtml,
      legalName: tenants.legalName,
      legalAddress: tenants.legalAddress,
      legalPostalCode: tenants.legalPostalCode,
      legalCity: tenants.legalCity,
      legalCountry: tenants.legalCountry,
      kvkNumber: tenants.kvkNumber,
      vatNumber: tenants.vatNumber,
      contactEmail: tenants.contactEmail,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}

/** The shop's name, hero and legal details; an empty contact address sends the shop's mail to its owner. */
export async function updateShopDetails(db: Executor, tenantId: string, input: TShopDetailsInput) {
  await db
    .update(tenants)
    .set({ ...input, contactEmail: input.contactEmail || null, updatedAt: new Date() })
    .where(eq(tenants.id, tenantId));
}

export async function updateTermsHtml(db: Executor, tenantId: string, termsHtml: string) {
  await db.update(tenants).set({ termsHtml, updatedAt: new Date() }).where(eq(tenants.id, tenantId));
}

export async function findThemeRow(db: Executor, tenantId: string) {
  const [row] = await db.select().from(tenantThemes).where(eq(tenantThemes.tenantId, tenantId));
  return row ?? null;
}

export async function saveTheme(db: Executor, tenantId: string, input: TThemeSettings) {
  const { sectionsConfigVersion: _version, ...values } = input;
  await db
    .insert(tenantThemes)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tenantThemes.tenantId, set: { ...values, updatedAt: new Date() } });
}

export async function findFocusRow(db: Executor, tenantId: string) {
  const [row] = await db.select().from(tenantFocusSettings).where(eq(tenantFocusSettings.tenantId, tenantId));
  return row ?? null;
}

type FocusValues = Omit<typeof tenantFocusSettings.$inferInsert, 'tenantId' | 'updatedAt'>;

export async function saveFocusSettings(db: Executor, tenantId: string, values: FocusValues) {
  await db
    .insert(tenantFocusSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tenantFocusSettings.tenantId, set: { ...values, updatedAt: new Date() } });
}

export async function findSocialRow(db: Executor, tenantId: string) {
  const [row] = await db.select().from(tenantSocialMedia).where(eq(tenantSocialMedia.tenantId, tenantId));
  return row ?? null;
}

export async function saveSocialMedia(db: Executor, tenantId: string, values: Required<TSocialMediaInput>) {
  const set = values as typeof tenantSocialMedia.$inferInsert;
  await db
    .insert(tenantSocialMedia)
    .values({ ...set, tenantId })
    .onConflictDoUpdate({ target: tenantSocialMedia.tenantId, set: { ...set, updatedAt: new Date() } });
}

/** The shop's products for the pickers, in their display order. */
export async function listProductChoices(db: Executor, tenantId: string) {
  return db
    .select({ id: products.id, name: products.name, isActive: products.isActive })
    .from(products)
    .where(eq(products.tenantId, tenantId))
    .orderBy(asc(products.displayOrder), asc(products.id));
}

/** Of the given ids, those that are products of this shop. */
export async function findOwnProductIds(db: Executor, tenantId: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)));
  return new Set(rows.map((row) => row.id));
}
