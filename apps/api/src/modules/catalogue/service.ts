import { CAROUSEL_MAX_PRODUCTS, type TProductSearchQuery } from '@shop/contracts';
import type pg from 'pg';
import type { Database } from '#src/db/client.ts';
import type { SharedCache } from '#src/lib/shared-cache.ts';
import { VersionedCache } from '#src/lib/versioned-cache.ts';
import { answerSize, type CachedAnswer, jsonAnswer } from './encoded-answer.ts';
import { answerKeys, type ProductSelection, productsJson } from './json-queries.ts';
import {
  findActiveAddons,
  findAddonImages,
  findCategoryImages,
  findNextDiscountChange,
  findPublicCategories,
  findPublicCategory,
  findPublicProduct,
} from './queries.ts';
import { type SearchPage, searchDependsOnPrices, searchProducts, searchWrittenRows } from './search.ts';
import { readStoredAnswer } from './stored-answers.ts';
import { type CatalogueTenant, requireCatalogueTenant } from './tenant-version.ts';
import { groupImages, toAddonView, toCategoryView } from './views.ts';

const NOT_FOUND: Loaded = { answer: { json: Buffer.alloc(0), notFound: true }, validUntil: null };

interface Loaded {
  answer: CachedAnswer;
  /** Discounts start and end by the clock: an answer holding such products must not outlive that moment. */
  validUntil: Date | null;
}

export class CatalogueService {
  private readonly cache: VersionedCache<CachedAnswer>;

  constructor(
    private readonly db: Database,
    private readonly pool: pg.Pool,
    private readonly ttlMs: number,
    /** Answers shared by every node (Redis), asked when this process has none; null: this process's only. */
    private readonly shared: SharedCache | null = null,
    maxBytes = 64 * 1024 * 1024,
  ) {
    this.cache = new VersionedCache<CachedAnswer>(50_000, { maxBytes, sizeOf: answerSize });
  }

  /** How long an answer may be kept: the TTL, never past the moment its prices change. */
  private ttlUntil(validUntil: Date | null): number {
    return validUntil ? Math.min(this.ttlMs, validUntil.getTime() - Date.now()) : this.ttlMs;
  }

  /** Answers being built, by key and version: concurrent misses for one answer wait for one build. */
  private readonly building = new Map<string, Promise<CachedAnswer>>();

  private cached(tenant: CatalogueTenant, key: string, load: () => Promise<Loaded>): Promise<CachedAnswer> {
    const cacheKey = `${tenant.id}:${key}`;
    const hit = this.cache.get(cacheKey, tenant.catalogueVersion);
    if (hit) return Promise.resolve(hit);
    const flightKey = `${cacheKey}@${tenant.catalogueVersion}`;
    const inFlight = this.building.get(flightKey);
    if (inFlight) return inFlight;
    const build = (async () => {
      try {
        const now = Date.now();
        const shared = await this.shared?.get(flightKey, now);
        if (shared) {
          const { expiresAt, body, ...rest } = shared;
          const answer: CachedAnswer = { json: body, ...rest };
          this.cache.set(cacheKey, tenant.catalogueVersion, answer, Math.min(this.ttlMs, expiresAt - now), now);
          return answer;
        }
        const { answer, validUntil } = await load();
        const ttl = this.ttlUntil(validUntil);
        this.cache.set(cacheKey, tenant.catalogueVersion, answer, ttl);
        const { json, gzip: _compressed, ...rest } = answer;
        if (json) this.shared?.set(flightKey, { body: json, ...rest, expiresAt: Date.now() + ttl });
        return answer;
      } finally {
        this.building.delete(flightKey);
      }
    })();
    this.building.set(flightKey, build);
    return build;
  }

  /**
   * A product answer: from this process's cache, else as written for the shop's catalogue version
   * (stored-answers.ts, read in the same query as the version; compressed for a client that takes
   * gzip), else built here.
   */
  private async written(
    tenantId: string,
    key: string,
    selection: ProductSelection,
    takesGzip: boolean,
  ): Promise<CachedAnswer> {
    const cacheKey = `${tenantId}:${key}`;
    const read = await readStoredAnswer(this.pool, tenantId, key, this.cache.versionOf(cacheKey), takesGzip);
    if (read.body === null && read.gzip === null) {
      return this.cached(read.tenant, key, () => this.productAnswer(read.tenant.id, selection));
    }
    const answer: CachedAnswer = read.gzip ? { gzip: read.gzip } : jsonAnswer(read.body ?? '');
    this.cache.set(cacheKey, read.tenant.catalogueVersion, answer, this.ttlUntil(read.validUntil));
    return answer;
  }

  /** Products as PostgreSQL writes their finished JSON (json-queries.ts): no row mapping or serialising here. */
  private async productAnswer(tenantId: string, selection: ProductSelection, now = new Date()): Promise<Loaded> {
    const { body, validUntil, categoryFound } = await productsJson(this.pool, tenantId, selection, now);
    // An unknown, inactive or other tenant's category answers 404, as GET /api/categories/:id does.
    if (body === null || !categoryFound) return NOT_FOUND;
    return { answer: jsonAnswer(body), validUntil };
  }

  /** The shop's (by id; a 404 for none) active products. */
  publicProducts(tenantId: string, takesGzip = false) {
    return this.written(tenantId, answerKeys.all, { kind: 'all' }, takesGzip);
  }

  carouselProducts(tenantId: string, takesGzip = false) {
    return this.written(tenantId, answerKeys.carousel, { kind: 'carousel', limit: CAROUSEL_MAX_PRODUCTS }, takesGzip);
  }

  productsOfCategory(tenantId: string, categoryId: number, takesGzip = false) {
    return this.written(tenantId, answerKeys.category(categoryId), { kind: 'category', categoryId }, takesGzip);
  }

  product(tenantId: string, productId: number, takesGzip = false) {
    return this.written(tenantId, answerKeys.one(productId), { kind: 'one', productId }, takesGzip);
  }

  categories(tenant: CatalogueTenant) {
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
      return { answer: jsonAnswer(JSON.stringify(views)), validUntil: null };
    });
  }

  category(tenant: CatalogueTenant, categoryId: number) {
    return this.cached(tenant, `category:${categoryId}`, async () => {
      const row = await findPublicCategory(this.db, tenant.id, categoryId);
      if (!row) return NOT_FOUND;
      const images = groupImages(await findCategoryImages(this.db, tenant.id, [row.id]));
      const view = toCategoryView(row, images.get(row.id) ?? []);
      return { answer: jsonAnswer(JSON.stringify(view)), validUntil: null };
    });
  }

  activeAddons(tenant: CatalogueTenant, productId: number) {
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
        answer: jsonAnswer(JSON.stringify(rows.map((row) => toAddonView(row, images.get(row.id) ?? [])))),
        validUntil: null,
      };
    });
  }

  /**
   * A search's answer: from this process's cache while it holds the shop's current version, else
   * built from the page found in the shop's search rows in the same round trip as that version was
   * read, else (the rows are of an older version) from its products, shared as any built answer.
   */
  async search(tenantId: string, query: TProductSearchQuery): Promise<CachedAnswer> {
    const key = `search:${JSON.stringify(query)}`;
    const cacheKey = `${tenantId}:${key}`;
    if (this.cache.versionOf(cacheKey) !== null) {
      const tenant = await requireCatalogueTenant(this.pool, tenantId);
      const hit = this.cache.get(cacheKey, tenant.catalogueVersion);
      if (hit) return hit;
    }
    const now = new Date();
    const { tenant, page } = await searchWrittenRows(this.pool, tenantId, query, now);
    if (page === null) {
      return this.cached(tenant, key, async () => {
        const builtAt = new Date();
        const found = await searchProducts(this.pool, tenant.id, tenant.catalogueVersion, query, builtAt);
        return this.searchAnswer(tenant.id, query, found, builtAt);
      });
    }
    const { answer, validUntil } = await this.searchAnswer(tenant.id, query, page, now);
    this.cache.set(cacheKey, tenant.catalogueVersion, answer, this.ttlUntil(validUntil));
    return answer;
  }

  /** The answer to a search from the page found: its written answers, else its products built here. */
  private async searchAnswer(
    tenantId: string,
    query: TProductSearchQuery,
    page: SearchPage,
    now: Date,
  ): Promise<Loaded> {
    let loaded: Loaded;
    if (page.written) loaded = { answer: jsonAnswer(page.written.body), validUntil: page.written.validUntil };
    else if (page.ids.length > 0) loaded = await this.productAnswer(tenantId, { kind: 'ids', ids: page.ids }, now);
    else loaded = { answer: jsonAnswer('[]'), validUntil: null };
    loaded.answer.headers = {
      'x-total-count': String(page.total),
      'x-total-pages': String(Math.ceil(page.total / query.pageSize)),
    };
    // Filtered or sorted by price, the answer also changes when a product it left out changes price.
    const validUntil = searchDependsOnPrices(query)
      ? await findNextDiscountChange(this.db, tenantId, now)
      : loaded.validUntil;
    return { answer: loaded.answer, validUntil };
  }
}
