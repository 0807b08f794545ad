import { and, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  categories,
  categoryImages,
  productAddonImages,
  productAddons,
  productImages,
  products,
} from '#src/db/schema/tables.ts';

/** What an image belongs to. An add-on is named with its product, as in its URLs. */
export type ImageOwner =
  | { kind: 'product'; id: number }
  | { kind: 'category'; id: number }
  | { kind: 'addon'; id: number; productId: number };

/** The image table of an owner kind and its column naming the owner. */
export function imageTableOf(kind: ImageOwner['kind']) {
  switch (kind) {
    case 'product':
      return { table: productImages, ownerColumn: productImages.productId };
    case 'category':
      return { table: categoryImages, ownerColumn: categoryImages.categoryId };
    case 'addon':
      return { table: productAddonImages, ownerColumn: productAddonImages.addonId };
  }
}

/** The owner's name (the alt text suggestion), or null when the tenant has no such owner. */
export async function findOwnerName(db: Executor, tenantId: string, owner: ImageOwner): Promise<string | null> {
  if (owner.kind === 'product') {
    const [row] = await db
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.id, owner.id)));
    return row?.name ?? null;
  }
  if (owner.kind === 'category') {
    const [row] = await db
      .select({ name: categories.name })
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), eq(categories.id, owner.id)));
    return row?.name ?? null;
  }
  const [row] = await db
    .select({ name: productAddons.name, productName: products.name })
    .from(productAddons)
    .innerJoin(products, and(eq(products.tenantId, productAddons.tenantId), eq(products.id, productAddons.productId)))
    .where(
      and(
        eq(productAddons.tenantId, tenantId),
        eq(productAddons.id, owner.id),
        eq(productAddons.productId, owner.productId),
      ),
    );
  return row ? `${row.productName} – ${row.name}` : null;
}
