import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { tenantFocusSettings, tenantSocialMedia, tenants, tenantThemes } from '#src/db/schema/tables.ts';

export async function findTheme(db: Database, tenantId: string) {
  const [row] = await db.select().from(tenantThemes).where(eq(tenantThemes.tenantId, tenantId));
  return row ?? null;
}

export async function findFocusSettings(db: Database, tenantId: string) {
  const [row] = await db.select().from(tenantFocusSettings).where(eq(tenantFocusSettings.tenantId, tenantId));
  return row ?? null;
}

export async function findSocialMedia(db: Database, tenantId: string) {
  const [row] = await db.select().from(tenantSocialMedia).where(eq(tenantSocialMedia.tenantId, tenantId));
  return row ?? null;
}

export async function findTermsHtml(db: Database, tenantId: string): Promise<string> {
  const [row] = await db.select({ termsHtml: tenants.termsHtml }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.termsHtml ?? '';
}
