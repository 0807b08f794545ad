import { ZProduct } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAddon,
  createCategory,
  createProduct,
  createProductImage,
  createTenant,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
const listOf = async (tenantId: string) => {
  const response = await ctx.app.inject({ url: `/api/tenants/${tenantId}/products/public` });
  expect(response.statusCode).toBe(200);
  return ZProduct.array().parse(response.json());
};

describe('GET /api/tenants/:tenantId/products/public', () => {
  it('lists active products with euro prices and images, never inactive ones', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const category = await createCategory(db, tenant.id);
    const visible = await createProduct(db, tenant.id, { categoryId: category.id, priceCents: 1999, name: 'Kaars' });
    await createProductImage(db, tenant.id, visible.id);
    await createProduct(db, tenant.id, { isActive: false, name: 'Verborgen' });

    const body = await listOf(tenant.id);
    expect(body.map((product) => product.name)).toEqual(['Kaars']);
    expect(body[0]?.price).toBe(19.99);
    expect(body[0]?.category).toEqual({ id: category.id, name: category.name });
    expect(body[0]?.images).toHaveLength(1);
  });

  it('orders by displayOrder, then by id', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const third = await createProduct(db, tenant.id, { displayOrder: 5 });
    const first = await createProduct(db, tenant.id, { displayOrder: 1 });
    const second = await createProduct(db, tenant.id, { displayOrder: 1 });
    expect((await listOf(tenant.id)).map((product) => product.id)).toEqual([first.id, second.id, third.id]);
  });

  it('keeps a product of an inactive category, with category null', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const hidden = await createCategory(db, tenant.id, { isActive: false });
    await createProduct(db, tenant.id, { categoryId: hidden.id, name: 'Zonder zichtbare categorie' });
    const [product] = await listOf(tenant.id);
    expect(product?.name).toBe('Zonder zichtbare categorie');
    expect(product?.category).toBeNull();
  });

  it('turns integer cents into euros with 2 decimals', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    for (const [order, priceCents] of [1250, 5, 100000, 0].entries()) {
      await createProduct(db, tenant.id, { priceCents, displayOrder: order });
    }
    expect((await listOf(tenant.id)).map((product) => product.price)).toEqual([12.5, 0.05, 1000, 0]);
  });

  it('returns every field of a product with its stored value', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const sections = [{ id: 'specs', title: 'Specificaties', content: 'Soja was', isExpanded: true, isEnabled: true }];
    const product = await createProduct(db, tenant.id, {
      name: 'Geurkaars Vanille',
      shortDescription: 'Kort',
      description: 'Lang verhaal',
      sku: 'GK-001',
      stockQuantity: 3,
      needsPackageSending: true,
      weightGrams: 450,
      displayOrder: 7,
      focusShopProductInfoSections: sections,
      focusShopShowSku: false,
      focusShopPriceTextColor: '#112233',
    });
    const { image } = await createProductImage(db, tenant.id, product.id);
    await createAddon(db, tenant.id, product.id);

    const [view] = await listOf(tenant.id);
    expect(view).toMatchObject({
      id: product.id,
      name: 'Geurkaars Vanille',
      shortDescription: 'Kort',
      description: 'Lang verhaal',
      longDescription: 'Lang verhaal',
      price: 12.5,
      originalPrice: null,
      isDiscountActive: false,
      hasActiveDiscount: false,
      discountPercentage: null,
      sku: 'GK-001',
      stockQuantity: 3,
      madeToOrder: false,
      needsPackageSending: true,
      weightGrams: 450,
      isActive: true,
      isAvailable: true,
      displayOrder: 7,
      category: null,
      hasAddons: true,
      focusShopShowBreadcrumb: true,
      focusShopShowSku: false,
      focusShopPriceTextColor: '#112233',
      focusShopTitleTextColor: null,
    });
    expect(JSON.parse(view?.focusShopProductInfoSections ?? 'null')).toEqual(sections);
    expect(view?.images).toEqual([
      {
        id: image.id,
        isPrimary: true,
        fileName: expect.any(String),
        altText: 'Een foto',
        displayOrder: 0,
        width: 600,
        height: 600,
      },
    ]);
  });

  it('marks an out-of-stock product unavailable and a made-to-order one available', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    await createProduct(db, tenant.id, { stockQuantity: 0, displayOrder: 1 });
    await createProduct(db, tenant.id, { stockQuantity: 0, madeToOrder: true, displayOrder: 2 });
    expect((await listOf(tenant.id)).map((product) => product.isAvailable)).toEqual([false, true]);
  });

  it('applies a discount inside its window: discounted price, regular originalPrice', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const start = daysFromNow(-1);
    const end = daysFromNow(3);
    await createProduct(db, tenant.id, {
      priceCents: 2000,
      isDiscountActive: true,
      discountPercentage: 25,
      discountStartDate: start,
      discountEndDate: end,
    });
    const [product] = await listOf(tenant.id);
    expect(product).toMatchObject({
      price: 15,
      originalPrice: 20,
      isDiscountActive: true,
      hasActiveDiscount: true,
      discountPercentage: 25,
      discountStartDate: start.toISOString(),
      discountEndDate: end.toISOString(),
    });
  });

  it('charges the full price for an ended or not yet started discount', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const discount = { priceCents: 1999, isDiscountActive: true, discountPercentage: 50 };
    await createProduct(db, tenant.id, {
      ...discount,
      displayOrder: 1,
      discountStartDate: daysFromNow(-10),
      discountEndDate: daysFromNow(-1),
    });
    await createProduct(db, tenant.id, { ...discount, displayOrder: 2, discountStartDate: daysFromNow(2) });
    for (const product of await listOf(tenant.id)) {
      expect(product).toMatchObject({
        price: 19.99,
        originalPrice: null,
        hasActiveDiscount: false,
        isDiscountActive: false,
      });
    }
  });

  it('ignores a discount that is switched off', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    await createProduct(db, tenant.id, { priceCents: 1000, isDiscountActive: false, discountPercentage: 30 });
    expect((await listOf(tenant.id))[0]).toMatchObject({ price: 10, originalPrice: null, hasActiveDiscount: false });
  });

  it('answers 404 for an unknown tenant and 400 for a malformed id', async () => {
    const missing = await ctx.app.inject({ url: '/api/tenants/00000000-0000-4000-8000-000000000000/products/public' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Tenant not found' });
    const malformed = await ctx.app.inject({ url: '/api/tenants/not-a-uuid/products/public' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('validation_error');
  });

  it("cannot see another tenant's products", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    await createProduct(db, owner.id, { name: 'Alleen van A' });
    expect(await listOf(other.id)).toEqual([]);
  });
});

describe('GET /api/products/:id', () => {
  it('returns one active product', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const category = await createCategory(db, tenant.id);
    const product = await createProduct(db, tenant.id, { categoryId: category.id, priceCents: 4595, name: 'Lamp' });
    await createProductImage(db, tenant.id, product.id);
    await createProductImage(db, tenant.id, product.id, false);

    const response = await ctx.app.inject({ url: `/api/products/${product.id}?tenantId=${tenant.id}` });
    expect(response.statusCode).toBe(200);
    const view = ZProduct.parse(response.json());
    expect(view).toMatchObject({
      id: product.id,
      name: 'Lamp',
      price: 45.95,
      category: { id: category.id, name: category.name },
    });
    expect(view.images.map((image) => image.isPrimary)).toEqual([true, false]);
  });

  it('answers 404 Product not found for an inactive or unknown product', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const inactive = await createProduct(db, tenant.id, { isActive: false });
    for (const id of [inactive.id, 999_999]) {
      const response = await ctx.app.inject({ url: `/api/products/${id}?tenantId=${tenant.id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Product not found' });
    }
  });

  it('shows a product of an inactive category with category null', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const hidden = await createCategory(db, tenant.id, { isActive: false });
    const product = await createProduct(db, tenant.id, { categoryId: hidden.id });
    const response = await ctx.app.inject({ url: `/api/products/${product.id}?tenantId=${tenant.id}` });
    expect(response.json().category).toBeNull();
  });

  it('answers 400 for a malformed id or a missing tenantId, 404 for an unknown tenant', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const product = await createProduct(db, tenant.id);
    for (const url of [
      `/api/products/abc?tenantId=${tenant.id}`,
      `/api/products/0?tenantId=${tenant.id}`,
      `/api/products/${product.id}`,
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toBe('validation_error');
    }
    const unknown = await ctx.app.inject({
      url: `/api/products/${product.id}?tenantId=00000000-0000-4000-8000-000000000000`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Tenant not found');
  });

  it("cannot see another tenant's product detail", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    const product = await createProduct(db, owner.id);
    const response = await ctx.app.inject({ url: `/api/products/${product.id}?tenantId=${other.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Product not found' });
  });
});

describe('GET /api/products/carousel/:tenantId', () => {
  const carouselOf = async (tenantId: string) => {
    const response = await ctx.app.inject({ url: `/api/products/carousel/${tenantId}` });
    expect(response.statusCode).toBe(200);
    return ZProduct.array().parse(response.json());
  };

  it('returns at most 6 available products in display order', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    const created = [];
    for (let order = 0; order < 8; order++) created.push(await createProduct(db, tenant.id, { displayOrder: order }));
    const carousel = await carouselOf(tenant.id);
    expect(carousel.map((product) => product.id)).toEqual(created.slice(0, 6).map((product) => product.id));
  });

  it('skips inactive and out-of-stock products but keeps made-to-order ones', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    await createProduct(db, tenant.id, { name: 'Uitverkocht', stockQuantity: 0, displayOrder: 1 });
    await createProduct(db, tenant.id, { name: 'Inactief', isActive: false, displayOrder: 2 });
    await createProduct(db, tenant.id, { name: 'Op bestelling', stockQuantity: 0, madeToOrder: true, displayOrder: 3 });
    await createProduct(db, tenant.id, { name: 'Laatste', stockQuantity: 1, displayOrder: 4 });
    expect((await carouselOf(tenant.id)).map((product) => product.name)).toEqual(['Op bestelling', 'Laatste']);
  });

  it("cannot see another tenant's carousel", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    await createProduct(db, owner.id);
    expect(await carouselOf(other.id)).toEqual([]);
  });
});
