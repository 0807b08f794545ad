import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  categories,
  categoryImages,
  media,
  productAddonImages,
  productAddons,
  productImages,
  products,
  subscriptionPlans,
  tenantSocialMedia,
  tenantSubscriptions,
  tenants,
  tenantThemes,
} from '#src/db/schema/tables.ts';
import { insertShopMethods } from '#src/db/seed/common-methods.ts';
import { type GeneratedImage, renderHero, renderLogo, renderTile } from '#src/db/seed/images.ts';
import {
  daysFromNow,
  type Log,
  type ProductDefinition,
  type ShopDefinition,
  type Transaction,
} from '#src/db/seed/shop-definition.ts';
import { ensurePlatformUser, linkUserToTenant, type SeedLogins } from '#src/db/seed/users.ts';
import { recordInitialStock } from '#src/modules/ordering/ordering.ts';

export interface CreatedShop {
  tenantId: string;
  /** Product id by SKU. */
  productIds: Map<string, number>;
  /** Category id by name. */
  categoryIds: Map<string, number>;
}

interface ShopImages {
  logo: GeneratedImage;
  hero: GeneratedImage;
  categories: Map<string, GeneratedImage>;
  products: Map<string, GeneratedImage[]>;
  addons: Map<string, GeneratedImage>;
}

const addonKey = (sku: string, index: number) => `${sku}#${index}`;

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function imageViews(product: ProductDefinition): string[] {
  return product.imageViews && product.imageViews.length > 0 ? product.imageViews : ['vooraanzicht'];
}

/** Catches mistakes in a shop definition before anything is written. */
export function checkShopDefinition(shop: ShopDefinition): void {
  const categoryNames = new Set(shop.categories.map((category) => category.name));
  if (categoryNames.size !== shop.categories.length) throw new Error(`Shop ${shop.name}: duplicate category name`);
  const skus = new Set<string>();
  for (const product of shop.products) {
    if (skus.has(product.sku)) throw new Error(`Shop ${shop.name}: duplicate SKU ${product.sku}`);
    skus.add(product.sku);
    if (!categoryNames.has(product.category)) {
      throw new Error(`Shop ${shop.name}: product ${product.sku} has unknown category ${product.category}`);
    }
  }
}

async function renderShopImages(shop: ShopDefinition): Promise<ShopImages> {
  const colorOf = new Map(shop.categories.map((category) => [category.name, category.color]));
  const [logo, hero] = await Promise.all([
    renderLogo({ fileName: 'logo.png', name: shop.displayName, color: shop.brandColor, accent: shop.accentColor }),
    renderHero({
      fileName: 'hero.webp',
      color: shop.brandColor,
      accent: shop.accentColor,
    }),
  ]);

  const categoryJobs = shop.categories
    .filter((category) => category.withImage ?? category.isActive !== false)
    .map(async (category) => {
      const image = await renderTile({
        fileName: `category-${slug(category.name)}.webp`,
        label: category.name,
        color: category.color,
        variant: 3,
      });
      return [category.name, image] as const;
    });

  const productJobs = shop.products.map(async (product) => {
    const color = colorOf.get(product.category) ?? shop.brandColor;
    const images = await Promise.all(
      imageViews(product).map((_, index) =>
        renderTile({
          fileName: `product-${slug(product.sku)}-${index + 1}.webp`,
          label: product.name,
          color,
          variant: index,
        }),
      ),
    );
    return [product.sku, images] as const;
  });

  const addonJobs = shop.products.flatMap((product) =>
    (product.addons ?? []).flatMap((addon, index) =>
      addon.imageAlt
        ? [
            (async () => {
              const image = await renderTile({
                fileName: `addon-${slug(product.sku)}-${index + 1}.webp`,
                label: addon.name,
                color: shop.accentColor,
                variant: 2,
              });
              return [addonKey(product.sku, index), image] as const;
            })(),
          ]
        : [],
    ),
  );

  const [categoryImagesRendered, productImagesRendered, addonImagesRendered] = await Promise.all([
    Promise.all(categoryJobs),
    Promise.all(productJobs),
    Promise.all(addonJobs),
  ]);
  return {
    logo,
    hero,
    categories: new Map(categoryImagesRendered),
    products: new Map(productImagesRendered),
    addons: new Map(addonImagesRendered),
  };
}

/** Inserts the images and returns the media id by file name. */
export async function insertMedia(
  tx: Transaction,
  tenantId: string,
  images: GeneratedImage[],
): Promise<Map<string, number>> {
  if (images.length === 0) return new Map();
  const rows = await tx
    .insert(media)
    .values(images.map((image) => ({ tenantId, ...image })))
    .returning({ id: media.id, fileName: media.fileName });
  return new Map(rows.map((row) => [row.fileName, row.id]));
}

function mediaIdOf(mediaIds: Map<string, number>, image: GeneratedImage): number {
  const id = mediaIds.get(image.fileName);
  if (id === undefined) throw new Error(`Media ${image.fileName} was not inserted`);
  return id;
}

async function insertCatalogue(
  tx: Transaction,
  tenantId: string,
  shop: ShopDefinition,
  images: ShopImages,
  mediaIds: Map<string, number>,
  now: Date,
): Promise<{ categoryIds: Map<string, number>; productIds: Map<string, number> }> {
  const categoryRows = await tx
    .insert(categories)
    .values(
      shop.categories.map((category, index) => ({
        tenantId,
        name: category.name,
        description: category.description,
        color: category.color,
        isActive: category.isActive ?? true,
        displayOrder: index + 1,
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));

  const categoryImageRows = [...images.categories].map(([name, image]) => ({
    tenantId,
    categoryId: categoryIds.get(name) ?? 0,
    mediaId: mediaIdOf(mediaIds, image),
    altText: `${name}: sfeerbeeld van de categorie`,
    isPrimary: true,
    displayOrder: 0,
  }));
  if (categoryImageRows.length > 0) await tx.insert(categoryImages).values(categoryImageRows);

  const productRows = await tx
    .insert(products)
    .values(
      shop.products.map((product, index) => ({
        tenantId,
        categoryId: categoryIds.get(product.category) ?? null,
        name: product.name,
        shortDescription: product.shortDescription,
        description: product.description,
        priceCents: product.priceCents,
        isDiscountActive: product.discount !== undefined,
        discountPercentage: product.discount?.percentage ?? null,
        discountStartDate: product.discount ? daysFromNow(now, product.discount.startInDays) : null,
        discountEndDate: product.discount ? daysFromNow(now, product.discount.endInDays) : null,
        sku: product.sku,
        stockQuantity: product.stock,
        madeToOrder: product.madeToOrder ?? false,
        needsPackageSending: product.needsPackageSending ?? false,
        weightGrams: product.weightGrams,
        isActive: product.isActive ?? true,
        displayOrder: index + 1,
        focusShopProductInfoSections: product.infoSections ?? null,
        focusShopPriceTextColor: product.priceTextColor ?? null,
        focusShopTitleTextColor: product.titleTextColor ?? null,
      })),
    )
    .returning({ id: products.id, sku: products.sku, stockQuantity: products.stockQuantity });
  await recordInitialStock(tx, tenantId, productRows, 'seed');
  const productIds = new Map(productRows.map((row) => [row.sku, row.id]));

  const productImageRows = shop.products.flatMap((product) => {
    const rendered = images.products.get(product.sku) ?? [];
    return imageViews(product).map((view, index) => {
      const image = rendered[index];
      if (!image) throw new Error(`Image ${index + 1} of ${product.sku} was not rendered`);
      return {
        tenantId,
        productId: productIds.get(product.sku) ?? 0,
        mediaId: mediaIdOf(mediaIds, image),
        altText: `${product.name}, ${view}`,
        isPrimary: index === 0,
        displayOrder: index,
      };
    });
  });
  if (productImageRows.length > 0) await tx.insert(productImages).values(productImageRows);

  for (const product of shop.products) {
    const productId = productIds.get(product.sku) ?? 0;
    for (const [index, addon] of (product.addons ?? []).entries()) {
      const [row] = await tx
        .insert(productAddons)
        .values({
          tenantId,
          productId,
          name: addon.name,
          description: addon.description,
          priceCents: addon.priceCents,
          type: addon.type,
          isRequired: addon.isRequired ?? false,
          isInputRequired: addon.isInputRequired ?? false,
          inputFieldLabel: addon.inputFieldLabel ?? null,
          inputFieldPlaceholder: addon.inputFieldPlaceholder ?? null,
          displayOrder: index + 1,
        })
        .returning({ id: productAddons.id });
      const image = images.addons.get(addonKey(product.sku, index));
      if (row && image) {
        await tx.insert(productAddonImages).values({
          tenantId,
          addonId: row.id,
          mediaId: mediaIdOf(mediaIds, image),
          altText: addon.imageAlt ?? addon.name,
          isPrimary: true,
          displayOrder: 0,
        });
      }
    }
  }
  return { categoryIds, productIds };
}

/** The shop's owner account (created when missing) and its link to the shop. */
export async function insertShopOwner(
  tx: Transaction,
  tenantId: string,
  owner: ShopDefinition['owner'],
): Promise<void> {
  const user = await ensurePlatformUser(tx, { ...owner, role: 'Owner' });
  await linkUserToTenant(tx, user.id, tenantId, 'Owner');
}

async function findPlanId(tx: Transaction, planName: string): Promise<number | null> {
  const [plan] = await tx
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.name, planName), eq(subscriptionPlans.billingCycle, 'Monthly')));
  return plan?.id ?? null;
}

/** Writes the whole shop; null when a tenant with this name exists already. */
async function insertShop(tx: Transaction, shop: ShopDefinition, images: ShopImages, now: Date, logins: SeedLogins) {
  const [tenant] = await tx
    .insert(tenants)
    .values({
      name: shop.name,
      displayName: shop.displayName,
      description: shop.description,
      theme: 'dark',
      heroType: 'image',
      contactEmail: shop.contactEmail,
      termsHtml: shop.termsHtml,
    })
    .onConflictDoNothing()
    .returning({ id: tenants.id });
  if (!tenant) return null;
  const tenantId = tenant.id;

  const allImages = [
    images.logo,
    images.hero,
    ...images.categories.values(),
    ...[...images.products.values()].flat(),
    ...images.addons.values(),
  ];
  const mediaIds = await insertMedia(tx, tenantId, allImages);
  await tx
    .update(tenants)
    .set({ logoMediaId: mediaIdOf(mediaIds, images.logo), heroImageMediaId: mediaIdOf(mediaIds, images.hero) })
    .where(eq(tenants.id, tenantId));

  await tx.insert(tenantThemes).values({ tenantId, ...shop.theme });
  await tx.insert(tenantSocialMedia).values({ tenantId, ...shop.social });

  const catalogue = await insertCatalogue(tx, tenantId, shop, images, mediaIds, now);

  await insertShopMethods(tx, tenantId, shop.shippingMethods, shop.paymentMethods);

  await tx.insert(tenantSubscriptions).values({
    tenantId,
    subscriptionType: shop.subscriptionType,
    planId: await findPlanId(tx, shop.planName),
    status: 'Active',
    currentPeriodEndsAt: daysFromNow(now, 30),
  });

  if (logins === 'demo-password') await insertShopOwner(tx, tenantId, shop.owner);

  return { tenantId, ...catalogue };
}

export async function tenantExists(db: Database | Transaction, name: string): Promise<boolean> {
  const [found] = await db.select({ id: tenants.id }).from(tenants).where(sql`lower(${tenants.name}) = lower(${name})`);
  return found !== undefined;
}

/**
 * Seeds one shop in one transaction, unless a tenant with its name exists. `afterCreate` runs
 * in the same transaction, for settings that need the new product ids.
 */
export async function seedShop(
  db: Database,
  log: Log,
  shop: ShopDefinition,
  logins: SeedLogins,
  afterCreate?: (tx: Transaction, created: CreatedShop, now: Date) => Promise<void>,
): Promise<void> {
  checkShopDefinition(shop);
  if (await tenantExists(db, shop.name)) {
    log(`Shop ${shop.name} already exists, skipped`);
    return;
  }
  const started = performance.now();
  log(`Seeding shop ${shop.name}: ${shop.products.length} products…`);
  const images = await renderShopImages(shop);
  const now = new Date();
  const created = await db.transaction(async (tx) => {
    const result = await insertShop(tx, shop, images, now, logins);
    if (result && afterCreate) await afterCreate(tx, result, now);
    return result;
  });
  if (!created) {
    log(`Shop ${shop.name} was created by another run meanwhile, skipped`);
    return;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`Shop ${shop.name} ("${shop.displayName}") seeded in ${seconds} s`);
}
