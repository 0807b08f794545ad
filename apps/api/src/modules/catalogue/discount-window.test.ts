import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createTenant, newSessionId } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// Spec §4: the discount badge shows only when isDiscountActive; the server derives it from the dates.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const fromNow = (ms: number) => new Date(Date.now() + ms);

interface ProductAnswer {
  id: number;
  price: number;
  originalPrice: number | null;
  isDiscountActive?: boolean;
  hasActiveDiscount?: boolean;
}

async function json<T>(url: string): Promise<T> {
  const response = await ctx.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
}

/** The product as every catalogue answer that carries it shows it (list, detail, category, search, carousel). */
async function everyCatalogueView(tenantId: string, categoryId: number, productId: number, name: string) {
  const pick = (list: ProductAnswer[]) => {
    const found = list.find((product) => product.id === productId);
    if (!found) throw new Error(`product ${productId} missing`);
    return found;
  };
  return {
    list: pick(await json<ProductAnswer[]>(`/api/tenants/${tenantId}/products/public`)),
    detail: await json<ProductAnswer>(`/api/products/${productId}?tenantId=${tenantId}`),
    category: pick(await json<ProductAnswer[]>(`/api/products/public/category/${categoryId}?tenantId=${tenantId}`)),
    search: pick(
      await json<ProductAnswer[]>(
        `/api/products/search/public?tenantId=${tenantId}&searchTerm=${encodeURIComponent(name)}`,
      ),
    ),
    carousel: pick(await json<ProductAnswer[]>(`/api/products/carousel/${tenantId}`)),
  };
}

async function cartProduct(tenantId: string, productId: number) {
  const sessionId = newSessionId();
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/${sessionId}/${tenantId}/items`,
    payload: { productId, quantity: 1 },
  });
  expect(response.statusCode).toBe(200);
  const cart = response.json() as { items: { product: ProductAnswer; unitPrice: number }[] };
  const [line] = cart.items;
  if (!line) throw new Error('cart line missing');
  return line;
}

async function discountedShop(window: { start: Date | null; end: Date | null }) {
  const { db } = ctx.database;
  const tenant = await createTenant(db);
  const category = await createCategory(db, tenant.id);
  const product = await createProduct(db, tenant.id, {
    name: 'Espressokopjes zeegroen',
    categoryId: category.id,
    priceCents: 3200,
    isDiscountActive: true,
    discountPercentage: 25,
    discountStartDate: window.start,
    discountEndDate: window.end,
  });
  return { tenant, category, product };
}

describe('isDiscountActive is derived from the discount dates at the time of the request', () => {
  it.each([
    ['has ended', { start: fromNow(-10 * DAY_MS), end: fromNow(-DAY_MS) }],
    ['has not started yet', { start: fromNow(DAY_MS), end: fromNow(10 * DAY_MS) }],
  ])('a discount that %s is not active in any answer, and the cart charges the full price', async (_, window) => {
    const { tenant, category, product } = await discountedShop(window);
    const views = await everyCatalogueView(tenant.id, category.id, product.id, product.name);
    for (const [where, view] of Object.entries(views)) {
      expect(view, where).toMatchObject({
        price: 32,
        originalPrice: null,
        isDiscountActive: false,
        hasActiveDiscount: false,
      });
    }
    const line = await cartProduct(tenant.id, product.id);
    expect(line.product).toMatchObject({ price: 32, originalPrice: null });
    expect(line.unitPrice).toBe(32);
  });

  it('a discount inside its window is active in every answer, and the cart charges the discounted price', async () => {
    const { tenant, category, product } = await discountedShop({ start: fromNow(-DAY_MS), end: fromNow(DAY_MS) });
    const views = await everyCatalogueView(tenant.id, category.id, product.id, product.name);
    for (const [where, view] of Object.entries(views)) {
      expect(view, where).toMatchObject({
        price: 24,
        originalPrice: 32,
        isDiscountActive: true,
        hasActiveDiscount: true,
      });
    }
    const line = await cartProduct(tenant.id, product.id);
    expect(line.product).toMatchObject({ price: 24, originalPrice: 32 });
    expect(line.unitPrice).toBe(24);
  });

  it('a discount without dates applies while it is switched on', async () => {
    const { tenant, category, product } = await discountedShop({ start: null, end: null });
    const views = await everyCatalogueView(tenant.id, category.id, product.id, product.name);
    for (const [where, view] of Object.entries(views)) {
      expect(view, where).toMatchObject({ price: 24, isDiscountActive: true });
    }
  });
});

describe('a cached catalogue answer does not outlive the next discount start or end', () => {
  const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

  it('stops showing a discount right after its end date, although the cache lifetime is longer', async () => {
    const { tenant, category, product } = await discountedShop({ start: fromNow(-DAY_MS), end: fromNow(1500) });
    const before = await everyCatalogueView(tenant.id, category.id, product.id, product.name);
    expect(Object.values(before).every((view) => view.isDiscountActive)).toBe(true);
    expect(ctx.config.CATALOGUE_CACHE_TTL_SECONDS * 1000).toBeGreaterThan(5000);
    await pause(1700);
    const after = await everyCatalogueView(tenant.id, category.id, product.id, product.name);
    for (const [where, view] of Object.entries(after)) {
      expect(view, where).toMatchObject({ price: 32, originalPrice: null, isDiscountActive: false });
    }
  });

  it('starts showing a discount at its start date, also in a search filtered by price that left it out', async () => {
    const { tenant, category, product } = await discountedShop({ start: fromNow(1500), end: fromNow(DAY_MS) });
    const cheap = `/api/products/search/public?tenantId=${tenant.id}&maxPrice=25`;
    expect(await json<ProductAnswer[]>(cheap)).toEqual([]);
    const before = await everyCatalogueView(tenant.id, category.id, product.id, product.name);
    expect(Object.values(before).some((view) => view.isDiscountActive)).toBe(false);
    await pause(1700);
    expect((await json<ProductAnswer[]>(cheap)).map((found) => found.id)).toEqual([product.id]);
    const after = await everyCatalogueView(tenant.id, category.id, product.id, product.name);
    for (const [where, view] of Object.entries(after)) {
      expect(view, where).toMatchObject({ price: 24, originalPrice: 32, isDiscountActive: true });
    }
  });
});
