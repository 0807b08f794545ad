import { CAROUSEL_MAX_PRODUCTS, nextPriceChange, type TProductSearchQuery } from '@shop/contracts';
import type { Database } from '#src/db/client.ts';
import { VersionedCache } from '#src/lib/versioned-cache.ts';
import type { TenantContext } from '#src/plugins/tenant.ts';
import {
  findActiveAddons,
  findAddonImages,
  findCarouselProducts,
  findCategoryImages,
  findNextDiscountChange,
  findProductImages,
  findProductsByIds,
  findPublicCategories,
  findPublicCategory,
  findPublicProduct,
  findPublicProducts,
  findPublicProductsOfCategory,
  type ProductRow,
} from './queries.ts';
import { searchDependsOnPrices, searchPublicProductIds } from './search.ts';
import { groupImages, toAddonView, toCategoryView, toProductViews } from './views.ts';

/** A serialised answer, kept while the tenant's catalogue version stays the same. */
export interface CachedAnswer {
  /** UTF-8 JSON, encoded once. */
  body: Buffer;
  headers?: Record<string, string>;
  notFound?: boolean;
}

const jsonAnswer = (value: unknown): CachedAnswer => ({ body: Buffer.from(JSON.stringify(value)) });
const NOT_FOUND: Loaded = { answer: { body: Buffer.alloc(0), notFound: true }, validUntil: null };

interface Loaded {
  answer: CachedAnswer;
  /** Discounts start and end by the clock: an answer holding such products must not outlive that moment. */
  validUntil: Date | null;
}

export class CatalogueService {
  private readonly cache = new VersionedCache<CachedAnswer>(5000);

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
  ) {}

  private async cached(tenant: TenantContext, key: string, load: () => Promise<Loaded>): Promise<CachedAnswer> {
    const cacheKey = `${tenant.id}:${key}`;
    const hit = this.cache.get(cacheKey, tenant.catalogueVersion);
    if (hit) return hit;
    const { answer, validUntil } = await load();
    const ttl = validUntil ? Math.min(this.ttlMs, validUntil.getTime() - Date.now()) : this.ttlMs;
    this.cache.set(cacheKey, tenant.catalogueVersion, answer, ttl);
    return answer;
  }

  private async productViews(tenantId: string, rows: ProductRow[], now = new Date()) {
    const images = await findProductImages(
      this.db,
      tenantId,
      rows.map((row) => row.id),
    );
    return { views: toProductViews(rows, images, now), validUntil: nextPriceChange(rows, now) };
  }

  private async productAnswer(tenantId: string, rows: ProductRow[], now = new Date()): Promise<Loaded> {
    const { views, validUntil } = await this.productViews(tenantId, rows, now);
    return { answer: jsonAnswer(views), validUntil };
  }

  publicProducts(tenant: TenantContext) {
    return this.cached(tenant, 'products', async () =>
      this.productAnswer(tenant.id, await findPublicProducts(this.db, tenant.id)),
    );
  }

  carouselProducts(tenant: TenantContext) {
    return this.cached(tenant, 'carousel', async () =>
      this.productAnswer(tenant.id, await findCarouselProducts(this.db, tenant.id, CAROUSEL_MAX_PRODUCTS)),
    );
  }

  productsOfCategory(tenant: TenantContext, categoryId: number) {
    return this.cached(tenant, `category-products:${categoryId}`, async () => {
      // An unknown, inactive or other tenant's category answers 404, as GET /api/categories/:id does.
      if (!(await findPublicCategory(this.db, tenant.id, categoryId))) return NOT_FOUND;
      return this.productAnswer(tenant.id, await findPublicProductsOfCategory(this.db, tenant.id, categoryId));
    });
  }

  product(tenant: TenantContext, productId: number) {
    return this.cached(tenant, `product:${productId}`, async () => {
      const row = await findPublicProduct(this.db, tenant.id, productId);
      if (!row) return NOT_FOUND;
      const { views, validUntil } = await this.productViews(tenant.id, [row]);
      return { answer: jsonAnswer(views[0]), validUntil };
    });
  }

  categories(tenant: TenantContext) {
    return this.cached(tenant, 'categories', async () => {
      const rows = await findPublicCategories(this.db, tenant.id);
      const images = groupImages(
        await findCategoryImages(
          this.db,
          tenant.id,
          rows.map((row) => row.id),
        ),
      );
      const views = rows.map((row) => toCategoryView(row, images.get(row.id) ?? []));
      return { answer: jsonAnswer(views), validUntil: null };
    });
  }

  category(tenant: TenantContext, categoryId: number) {
    return this.cached(tenant, `category:${categoryId}`, async () => {
      const row = await findPublicCategory(this.db, tenant.id, categoryId);
      if (!row) return NOT_FOUND;
      const images = groupImages(await findCategoryImages(this.db, tenant.id, [row.id]));
      const view = toCategoryView(row, images.get(row.id) ?? []);
      return { answer: jsonAnswer(view), validUntil: null };
    });
  }

  activeAddons(tenant: TenantContext, productId: number) {
    return this.cached(tenant, `addons:${productId}`, async () => {
      const product = await findPublicProduct(this.db, tenant.id, productId);
      if (!product) return NOT_FOUND;
      const rows = await findActiveAddons(this.db, tenant.id, productId);
      const images = groupImages(
        await findAddonImages(
          this.db,
          tenant.id,
          rows.map((row) => row.id),
        ),
      );
      return {
        answer: jsonAnswer(rows.map((row) => toAddonView(row, images.get(row.id) ?? []))),
        validUntil: null,
      };
    });
  }

  search(tenant: TenantContext, query: TProductSearchQuery) {
    const key = `search:${JSON.stringify(query)}`;
    return this.cached(tenant, key, async () => {
      const now = new Date();
      const { ids, total } = await searchPublicProductIds(this.db, tenant.id, query, now);
      const rows = await findProductsByIds(this.db, tenant.id, ids);
      const position = new Map(ids.map((id, index) => [id, index]));
      rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
      const loaded = await this.productAnswer(tenant.id, rows, now);
      loaded.answer.headers = {
        'x-total-count': String(total),
        'x-total-pages': String(Math.ceil(total / query.pageSize)),
      };
      // Filtered or sorted by price, the answer also changes when a product it left out changes price.
      const validUntil = searchDependsOnPrices(query)
        ? await findNextDiscountChange(this.db, tenant.id, now)
        : loaded.validUntil;
      return { answer: loaded.answer, validUntil };
    });
  }
}
