import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  categories,
  categoryImages,
  productImages,
  products,
  tenantSubscriptions,
  tenants,
  tenantThemes,
} from '#src/db/schema/tables.ts';
import {
  type BenchmarkCategory,
  benchmarkCategories,
  collections,
  colours,
  sentences,
} from '#src/db/seed/benchmark-catalogue.ts';
import { insertShopMethods, standardPaymentMethods, standardShippingMethods } from '#src/db/seed/common-methods.ts';
import { insertMedia, insertShopOwner, tenantExists } from '#src/db/seed/create-shop.ts';
import { type GeneratedImage, renderHero, renderLogo, renderTile } from '#src/db/seed/images.ts';
import { daysFromNow, type Log, type Transaction } from '#src/db/seed/shop-definition.ts';
import { recordInitialStock } from '#src/modules/ordering/ordering.ts';

export const BENCHMARK_TENANT = 'bench';
const DISPLAY_NAME = 'Benchmarkwinkel';
const DEFAULT_PRODUCTS = 2000;
const BATCH_SIZE = 500;

type ProductRow = typeof products.$inferInsert;

/** Deterministic pseudo-random numbers (mulberry32), so every benchmark run sees the same shop. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function productRow(
  tenantId: string,
  index: number,
  category: BenchmarkCategory,
  categoryId: number,
  random: ReturnType<typeof createRandom>,
  now: Date,
): ProductRow {
  const noun = random.pick(category.nouns);
  const material = random.pick(category.materials);
  const collection = random.pick(collections);
  const colour = random.pick(colours);
  const first = random.pick(sentences);
  const second = random.pick(sentences.filter((sentence) => sentence !== first));
  const roll = random.next();
  const madeToOrder = roll < 0.03;
  const stock = madeToOrder || roll < 0.06 ? 0 : roll < 0.2 ? random.int(1, 5) : random.int(6, 80);
  const weightGrams = random.int(2, 300) * 10;
  const discounted = random.next() < 0.06;
  return {
    tenantId,
    categoryId,
    name: `${capitalize(noun)} ${collection} ${colour}`,
    shortDescription: `${capitalize(noun)} van ${material} uit de collectie ${collection}, in de kleur ${colour}.`,
    description: `${first} ${second} Deze ${noun} van ${material} hoort bij onze categorie ${category.name.toLowerCase()}.`,
    priceCents: random.int(4, 150) * 100 - (random.next() < 0.5 ? 5 : 50),
    isDiscountActive: discounted,
    discountPercentage: discounted ? random.pick([10, 15, 20, 25, 30]) : null,
    discountStartDate: discounted ? daysFromNow(now, -random.int(1, 10)) : null,
    discountEndDate: discounted ? daysFromNow(now, random.int(-3, 30)) : null,
    sku: `BNC-${String(index + 1).padStart(6, '0')}`,
    stockQuantity: stock,
    madeToOrder,
    needsPackageSending: weightGrams > 500 && random.next() < 0.7,
    weightGrams,
    isActive: random.next() >= 0.03,
    displayOrder: index + 1,
  };
}

async function insertBenchmarkShop(
  tx: Transaction,
  productCount: number,
  images: { logo: GeneratedImage; hero: GeneratedImage },
  tiles: GeneratedImage[],
  now: Date,
): Promise<boolean> {
  const [tenant] = await tx
    .insert(tenants)
    .values({
      name: BENCHMARK_TENANT,
      displayName: DISPLAY_NAME,
      description: 'Een grote gegenereerde catalogus om zoeken en bladeren onder belasting te meten.',
      contactEmail: 'bench@winkelwerf.nl',
    })
    .onConflictDoNothing()
    .returning({ id: tenants.id });
  if (!tenant) return false;
  const tenantId = tenant.id;

  const mediaIds = await insertMedia(tx, tenantId, [images.logo, images.hero, ...tiles]);
  await tx
    .update(tenants)
    .set({ logoMediaId: mediaIds.get(images.logo.fileName), heroImageMediaId: mediaIds.get(images.hero.fileName) })
    .where(eq(tenants.id, tenantId));
  await tx.insert(tenantThemes).values({ tenantId, sectionsConfig: [] });

  const categoryRows = await tx
    .insert(categories)
    .values(
      benchmarkCategories.map((category, index) => ({
        tenantId,
        name: category.name,
        description: `Alles in de categorie ${category.name.toLowerCase()}.`,
        color: category.color,
        displayOrder: index + 1,
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));
  const tileMediaIds = benchmarkCategories.map((category, index) => {
    const tile = tiles[index];
    const mediaId = tile ? mediaIds.get(tile.fileName) : undefined;
    if (mediaId === undefined) throw new Error(`Benchmark image of ${category.name} missing`);
    return mediaId;
  });
  await tx.insert(categoryImages).values(
    benchmarkCategories.map((category, index) => ({
      tenantId,
      categoryId: categoryIds.get(category.name) ?? 0,
      mediaId: tileMediaIds[index] ?? 0,
      altText: category.name,
      isPrimary: true,
    })),
  );

  const random = createRandom(20_251_122);
  for (let start = 0; start < productCount; start += BATCH_SIZE) {
    const batch: ProductRow[] = [];
    const categoryIndexes: number[] = [];
    for (let index = start; index < Math.min(start + BATCH_SIZE, productCount); index++) {
      const categoryIndex = index % benchmarkCategories.length;
      const category = benchmarkCategories[categoryIndex] as BenchmarkCategory;
      batch.push(productRow(tenantId, index, category, categoryIds.get(category.name) ?? 0, random, now));
      categoryIndexes.push(categoryIndex);
    }
    const inserted = await tx
      .insert(products)
      .values(batch)
      .returning({ id: products.id, sku: products.sku, stockQuantity: products.stockQuantity });
    await recordInitialStock(tx, tenantId, inserted, 'seed');
    const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
    await tx.insert(productImages).values(
      batch.map((row, offset) => ({
        tenantId,
        productId: idBySku.get(row.sku) ?? 0,
        // One image per category, shared by all its products.
        mediaId: tileMediaIds[categoryIndexes[offset] ?? 0] ?? 0,
        altText: row.name,
        isPrimary: true,
      })),
    );
  }

  await insertShopMethods(tx, tenantId, standardShippingMethods(), standardPaymentMethods(DISPLAY_NAME));
  await tx.insert(tenantSubscriptions).values({ tenantId, subscriptionType: 'Normal', status: 'Active' });
  await insertShopOwner(tx, tenantId, { email: 'bench@winkelwerf.nl', fullName: 'Benchmark' });
  return true;
}

/**
 * Seeds the tenant 'bench' with a large generated catalogue (default 2000 products in 20
 * categories). Does nothing when the tenant exists, whatever its size.
 */
export async function seedBenchmarkShop(
  db: Database,
  log: Log,
  options: { products: number } = { products: DEFAULT_PRODUCTS },
): Promise<void> {
  const productCount = Math.max(0, Math.floor(options.products));
  if (await tenantExists(db, BENCHMARK_TENANT)) {
    log(`Shop ${BENCHMARK_TENANT} already exists, skipped`);
    return;
  }
  const started = performance.now();
  log(`Seeding shop ${BENCHMARK_TENANT}: ${productCount} products…`);
  const [logo, hero, tiles] = await Promise.all([
    renderLogo({ fileName: 'logo.png', name: DISPLAY_NAME, color: '#334155', accent: '#38bdf8' }),
    renderHero({
      fileName: 'hero.webp',
      color: '#334155',
      accent: '#38bdf8',
    }),
    Promise.all(
      benchmarkCategories.map((category, index) =>
        renderTile({
          fileName: `category-${index + 1}.webp`,
          label: category.name,
          color: category.color,
          variant: index,
        }),
      ),
    ),
  ]);
  const now = new Date();
  const created = await db.transaction((tx) => insertBenchmarkShop(tx, productCount, { logo, hero }, tiles, now));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    created
      ? `Shop ${BENCHMARK_TENANT} seeded in ${seconds} s`
      : `Shop ${BENCHMARK_TENANT} was created by another run meanwhile, skipped`,
  );
}
