import type { TAddonInput, TBackOfficeAddon, TBackOfficeCategory, TCategoryInput } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAddon,
  createAddonImage,
  createCategory,
  createCategoryImage,
  createProduct,
  createTenant,
} from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { categories, productAddons, products, tenantAuditLog } from '../../db/schema/tables.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('Back office: categories and add-ons', () => {
  let ctx: TestContext;
  let shopA: { id: string; name: string };
  let shopB: { id: string; name: string };
  let ownerA: string;
  let ownerB: string;
  let admin: string;

  const db = () => ctx.database.db;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const shopPath = (shop: { name: string }) => `/api/platform/shops/${shop.name}`;
  const fieldsOf = (body: { fields?: { field: string }[] }) => (body.fields ?? []).map((entry) => entry.field);
  const auditActions = async (tenantId: string) =>
    (await db().select().from(tenantAuditLog).where(eq(tenantAuditLog.tenantId, tenantId))).map((row) => row.action);

  beforeAll(async () => {
    ctx = await createTestApp();
    shopA = await createTenant(db(), { name: 'winkel-a' });
    shopB = await createTenant(db(), { name: 'winkel-b' });
    ownerA = await platformSessionCookie(db(), (await createPlatformUser(db(), { shopIds: [shopA.id] })).id);
    ownerB = await platformSessionCookie(db(), (await createPlatformUser(db(), { shopIds: [shopB.id] })).id);
    admin = await platformSessionCookie(db(), (await createPlatformUser(db(), { role: 'Admin' })).id);
  });

  afterAll(async () => {
    await ctx.close();
  });

  describe('categories', () => {
    const input = (overrides: Partial<TCategoryInput> = {}): TCategoryInput => ({
      name: 'Bloemen',
      description: 'Vers van de kweker',
      color: '#AA3300',
      isActive: true,
      ...overrides,
    });

    it('lists every category in display order with product counts and an image summary', async () => {
      const shop = await createTenant(db());
      const owner = await platformSessionCookie(db(), (await createPlatformUser(db(), { shopIds: [shop.id] })).id);
      const second = await createCategory(db(), shop.id, { name: 'Tweede', displayOrder: 2, isActive: false });
      const first = await createCategory(db(), shop.id, { name: 'Eerste', displayOrder: 1 });
      await createProduct(db(), shop.id, { categoryId: first.id });
      await createProduct(db(), shop.id, { categoryId: first.id, isActive: false });
      const { image } = await createCategoryImage(db(), shop.id, first.id);

      const response = await call('GET', `${shopPath(shop)}/categories`, owner);
      expect(response.statusCode).toBe(200);
      const list = response.json<TBackOfficeCategory[]>();
      expect(list.map((category) => category.name)).toEqual(['Eerste', 'Tweede']);
      expect(list[0]).toMatchObject({ id: first.id, productCount: 2, images: { count: 1, primaryImageId: image.id } });
      expect(list[1]).toMatchObject({ id: second.id, isActive: false, productCount: 0, images: { count: 0 } });
    });

    it('creates a category at the end, lower-cases its colour and shows it on the storefront at once', async () => {
      await createCategory(db(), shopA.id, { name: 'Bestaand', displayOrder: 5 });
      const before = await call('GET', `/api/tenants/${shopA.id}/categories/public`);
      expect(before.json<{ name: string }[]>().map((category) => category.name)).not.toContain('Bloemen');

      const response = await call('POST', `${shopPath(shopA)}/categories`, ownerA, input());
      expect(response.statusCode).toBe(201);
      const created = response.json<TBackOfficeCategory>();
      expect(created).toMatchObject({ name: 'Bloemen', color: '#aa3300', displayOrder: 6, productCount: 0 });

      const after = await call('GET', `/api/tenants/${shopA.id}/categories/public`);
      expect(after.json<{ name: string }[]>().map((category) => category.name)).toContain('Bloemen');
      // The owner's own changes are in the shop's activity log too.
      expect(await auditActions(shopA.id)).toContain('category.created');
    });

    it('refuses bad input field by field and writes nothing', async () => {
      const count = async () => (await db().select().from(categories).where(eq(categories.tenantId, shopA.id))).length;
      const before = await count();
      const response = await call('POST', `${shopPath(shopA)}/categories`, ownerA, {
        name: '  ',
        color: 'red',
        description: 'x'.repeat(2001),
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toBe('validation_error');
      expect(fieldsOf(body).sort()).toEqual(['body.color', 'body.description', 'body.name']);
      expect(body.fields.find((entry: { field: string }) => entry.field === 'body.color').message).toBe(
        'Choose a colour as #rrggbb',
      );
      expect(await count()).toBe(before);
    });

    it('keeps names unique in the shop, letter case ignored, but another shop may use the same name', async () => {
      await createCategory(db(), shopA.id, { name: 'Taarten' });
      const taken = await call('POST', `${shopPath(shopA)}/categories`, ownerA, input({ name: ' taarten ' }));
      expect(taken.statusCode).toBe(400);
      expect(taken.json().fields).toEqual([
        { field: 'body.name', message: 'There is already a category with this name' },
      ]);
      const elsewhere = await call('POST', `${shopPath(shopB)}/categories`, ownerB, input({ name: 'Taarten' }));
      expect(elsewhere.statusCode).toBe(201);
    });

    it('updates a category, keeping its own name allowed, and the storefront hides it when inactive', async () => {
      const category = await createCategory(db(), shopA.id, { name: 'Kaarsen' });
      const response = await call(
        'PUT',
        `${shopPath(shopA)}/categories/${category.id}`,
        ownerA,
        input({ name: 'Kaarsen', description: 'Handgegoten', color: '#112233', isActive: false }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ description: 'Handgegoten', color: '#112233', isActive: false });
      const publicList = await call('GET', `/api/tenants/${shopA.id}/categories/public`);
      expect(publicList.json<{ id: number }[]>().map((entry) => entry.id)).not.toContain(category.id);

      const other = await createCategory(db(), shopA.id, { name: 'Zeep' });
      const clash = await call('PUT', `${shopPath(shopA)}/categories/${other.id}`, ownerA, input({ name: 'KAARSEN' }));
      expect(clash.statusCode).toBe(400);
      const [unchanged] = await db().select().from(categories).where(eq(categories.id, other.id));
      expect(unchanged?.name).toBe('Zeep');
    });

    it('deletes a category; its products stay without one and the storefront no longer lists it', async () => {
      const category = await createCategory(db(), shopA.id, { name: 'Weg' });
      const product = await createProduct(db(), shopA.id, { categoryId: category.id });
      await createCategoryImage(db(), shopA.id, category.id);

      const response = await call('DELETE', `${shopPath(shopA)}/categories/${category.id}`, ownerA);
      expect(response.statusCode).toBe(204);
      const [kept] = await db().select().from(products).where(eq(products.id, product.id));
      expect(kept?.categoryId).toBeNull();
      const publicList = await call('GET', `/api/tenants/${shopA.id}/categories/public`);
      expect(publicList.json<{ id: number }[]>().map((entry) => entry.id)).not.toContain(category.id);
      expect((await call('DELETE', `${shopPath(shopA)}/categories/${category.id}`, ownerA)).statusCode).toBe(404);
    });

    it('reorders: the listed ids first, the rest after, and the storefront follows', async () => {
      const shop = await createTenant(db());
      const owner = await platformSessionCookie(db(), (await createPlatformUser(db(), { shopIds: [shop.id] })).id);
      const [a, b, c] = [
        await createCategory(db(), shop.id, { name: 'A', displayOrder: 0 }),
        await createCategory(db(), shop.id, { name: 'B', displayOrder: 1 }),
        await createCategory(db(), shop.id, { name: 'C', displayOrder: 2 }),
      ];
      const response = await call('PUT', `${shopPath(shop)}/categories/order`, owner, { ids: [c.id, a.id] });
      expect(response.statusCode).toBe(200);
      expect(response.json<TBackOfficeCategory[]>().map((entry) => entry.name)).toEqual(['C', 'A', 'B']);
      const publicList = await call('GET', `/api/tenants/${shop.id}/categories/public`);
      expect(publicList.json<{ name: string }[]>().map((entry) => entry.name)).toEqual(['C', 'A', 'B']);

      const twice = await call('PUT', `${shopPath(shop)}/categories/order`, owner, { ids: [a.id, a.id] });
      expect(twice.statusCode).toBe(400);
      expect(fieldsOf(twice.json())).toEqual(['body.ids']);
      expect(b.id).toBeGreaterThan(0);
    });

    it("answers 404 for another shop's category, also inside the owner's own path, and changes nothing", async () => {
      const foreign = await createCategory(db(), shopB.id, { name: 'Van B' });
      const own = await createCategory(db(), shopA.id, { name: 'Van A' });
      expect((await call('GET', `${shopPath(shopB)}/categories`, ownerA)).statusCode).toBe(404);
      expect((await call('POST', `${shopPath(shopB)}/categories`, ownerA, input({ name: 'Inbraak' }))).statusCode).toBe(
        404,
      );
      const viaOwnPath = await call('PUT', `${shopPath(shopA)}/categories/${foreign.id}`, ownerA, input({ name: 'X' }));
      expect(viaOwnPath.statusCode).toBe(404);
      expect((await call('DELETE', `${shopPath(shopA)}/categories/${foreign.id}`, ownerA)).statusCode).toBe(404);
      const order = await call('PUT', `${shopPath(shopA)}/categories/order`, ownerA, { ids: [own.id, foreign.id] });
      expect(order.statusCode).toBe(404);
      const [still] = await db().select().from(categories).where(eq(categories.id, foreign.id));
      expect(still?.name).toBe('Van B');
    });

    it('asks for a session (401) and lets the Admin change a shop, audited for its owner', async () => {
      expect((await call('GET', `${shopPath(shopA)}/categories`)).statusCode).toBe(401);
      expect(
        (await call('POST', `${shopPath(shopA)}/categories`, undefined, input({ name: 'Anoniem' }))).statusCode,
      ).toBe(401);
      const shop = await createTenant(db());
      const created = await call('POST', `${shopPath(shop)}/categories`, admin, input({ name: 'Door de beheerder' }));
      expect(created.statusCode).toBe(201);
      const { id } = created.json<TBackOfficeCategory>();
      expect(
        (await call('PUT', `${shopPath(shop)}/categories/${id}`, admin, input({ name: 'Nieuw' }))).statusCode,
      ).toBe(200);
      expect((await call('PUT', `${shopPath(shop)}/categories/order`, admin, { ids: [id] })).statusCode).toBe(200);
      expect((await call('DELETE', `${shopPath(shop)}/categories/${id}`, admin)).statusCode).toBe(204);
      expect((await auditActions(shop.id)).sort()).toEqual([
        'category.created',
        'category.deleted',
        'category.reordered',
        'category.updated',
      ]);
    });
  });

  describe('add-ons', () => {
    const input = (overrides: Partial<TAddonInput> = {}): TAddonInput => ({
      name: 'Kaartje',
      description: 'Met een persoonlijke tekst',
      price: 2.5,
      type: 'Complex',
      isRequired: false,
      isInputRequired: true,
      inputFieldLabel: 'Tekst op het kaartje',
      inputFieldPlaceholder: 'Gefeliciteerd!',
      ...overrides,
    });
    const addonsPath = (shop: { name: string }, productId: number) => `${shopPath(shop)}/products/${productId}/addons`;
    const publicAddons = async (shop: { id: string }, productId: number) =>
      (await call('GET', `/api/products/${productId}/addons/active?tenantId=${shop.id}`)).json<{ name: string }[]>();

    it('lists the add-ons of a product in order, inactive ones too, price in euros and image summary', async () => {
      const product = await createProduct(db(), shopA.id);
      const second = await createAddon(db(), shopA.id, product.id, { name: 'Twee', displayOrder: 2, isActive: false });
      const first = await createAddon(db(), shopA.id, product.id, { name: 'Een', displayOrder: 1, priceCents: 395 });
      const { image } = await createAddonImage(db(), shopA.id, first.id);
      const response = await call('GET', addonsPath(shopA, product.id), ownerA);
      expect(response.statusCode).toBe(200);
      const list = response.json<TBackOfficeAddon[]>();
      expect(list.map((addon) => addon.id)).toEqual([first.id, second.id]);
      expect(list[0]).toMatchObject({ price: 3.95, images: { count: 1, primaryImageId: image.id } });
      expect(list[1]).toMatchObject({ isActive: false, images: { count: 0, primaryImageId: null } });
    });

    it('creates a Complex add-on (price to cents) that the storefront offers at the next request', async () => {
      const product = await createProduct(db(), shopA.id);
      const response = await call('POST', addonsPath(shopA, product.id), ownerA, input({ price: 19.99 }));
      expect(response.statusCode).toBe(201);
      const created = response.json<TBackOfficeAddon>();
      expect(created).toMatchObject({ type: 'Complex', price: 19.99, isInputRequired: true, displayOrder: 0 });
      const [row] = await db().select().from(productAddons).where(eq(productAddons.id, created.id));
      expect(row?.priceCents).toBe(1999);
      expect((await publicAddons(shopA, product.id)).map((addon) => addon.name)).toEqual(['Kaartje']);
    });

    it('clears the input fields of a Simple add-on', async () => {
      const product = await createProduct(db(), shopA.id);
      const response = await call('POST', addonsPath(shopA, product.id), ownerA, input({ type: 'Simple' }));
      expect(response.json()).toMatchObject({
        type: 'Simple',
        isInputRequired: false,
        inputFieldLabel: null,
        inputFieldPlaceholder: null,
      });
    });

    it('refuses bad input field by field and writes nothing', async () => {
      const product = await createProduct(db(), shopA.id);
      const response = await call('POST', addonsPath(shopA, product.id), ownerA, {
        name: '',
        price: -1,
        type: 'Fancy',
        inputFieldLabel: 'x'.repeat(201),
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json()).sort()).toEqual([
        'body.inputFieldLabel',
        'body.name',
        'body.price',
        'body.type',
      ]);
      const cents = await call('POST', addonsPath(shopA, product.id), ownerA, input({ price: 1.005 }));
      expect(cents.statusCode).toBe(400);
      expect(fieldsOf(cents.json())).toEqual(['body.price']);
      const rows = await db().select().from(productAddons).where(eq(productAddons.productId, product.id));
      expect(rows).toEqual([]);
    });

    it('updates an add-on; inactive it leaves the storefront', async () => {
      const product = await createProduct(db(), shopA.id);
      const addon = await createAddon(db(), shopA.id, product.id, { name: 'Strik' });
      const response = await call(
        'PUT',
        `${addonsPath(shopA, product.id)}/${addon.id}`,
        ownerA,
        input({ name: 'Rode strik', type: 'Simple', price: 0, isRequired: true, isActive: false }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Rode strik', price: 0, isRequired: true, isActive: false });
      expect(await publicAddons(shopA, product.id)).toEqual([]);
    });

    it('deletes an add-on and reorders the rest; the storefront follows', async () => {
      const product = await createProduct(db(), shopA.id);
      const a = await createAddon(db(), shopA.id, product.id, { name: 'A', displayOrder: 0 });
      const b = await createAddon(db(), shopA.id, product.id, { name: 'B', displayOrder: 1 });
      const c = await createAddon(db(), shopA.id, product.id, { name: 'C', displayOrder: 2 });
      await createAddonImage(db(), shopA.id, a.id);
      expect((await call('DELETE', `${addonsPath(shopA, product.id)}/${a.id}`, ownerA)).statusCode).toBe(204);
      const order = await call('PUT', `${addonsPath(shopA, product.id)}/order`, ownerA, { ids: [c.id, b.id] });
      expect(order.statusCode).toBe(200);
      expect(order.json<TBackOfficeAddon[]>().map((addon) => addon.name)).toEqual(['C', 'B']);
      expect((await publicAddons(shopA, product.id)).map((addon) => addon.name)).toEqual(['C', 'B']);
    });

    it('answers 404 for an add-on of another product, another shop or an unknown product, and changes nothing', async () => {
      const product = await createProduct(db(), shopA.id);
      const otherProduct = await createProduct(db(), shopA.id);
      const foreignProduct = await createProduct(db(), shopB.id);
      const foreignAddon = await createAddon(db(), shopB.id, foreignProduct.id, { name: 'Van B' });
      const otherAddon = await createAddon(db(), shopA.id, otherProduct.id, { name: 'Ander product' });

      expect((await call('GET', addonsPath(shopB, foreignProduct.id), ownerA)).statusCode).toBe(404);
      expect((await call('GET', addonsPath(shopA, foreignProduct.id), ownerA)).statusCode).toBe(404);
      expect((await call('POST', addonsPath(shopA, foreignProduct.id), ownerA, input())).statusCode).toBe(404);
      const viaOwnPath = `${addonsPath(shopA, product.id)}/${foreignAddon.id}`;
      expect((await call('PUT', viaOwnPath, ownerA, input({ name: 'X' }))).statusCode).toBe(404);
      expect((await call('DELETE', viaOwnPath, ownerA)).statusCode).toBe(404);
      const wrongProduct = `${addonsPath(shopA, product.id)}/${otherAddon.id}`;
      expect((await call('PUT', wrongProduct, ownerA, input({ name: 'X' }))).statusCode).toBe(404);
      expect((await call('DELETE', wrongProduct, ownerA)).statusCode).toBe(404);
      const order = await call('PUT', `${addonsPath(shopA, product.id)}/order`, ownerA, { ids: [otherAddon.id] });
      expect(order.statusCode).toBe(404);
      const untouched = await db()
        .select()
        .from(productAddons)
        .where(and(eq(productAddons.tenantId, shopB.id), eq(productAddons.id, foreignAddon.id)));
      expect(untouched[0]?.name).toBe('Van B');
      const [other] = await db().select().from(productAddons).where(eq(productAddons.id, otherAddon.id));
      expect(other?.name).toBe('Ander product');
    });

    it('asks for a session (401) and lets the Admin change add-ons, audited for the owner', async () => {
      const shop = await createTenant(db());
      const product = await createProduct(db(), shop.id);
      expect((await call('GET', addonsPath(shop, product.id))).statusCode).toBe(401);
      expect((await call('POST', addonsPath(shop, product.id), undefined, input())).statusCode).toBe(401);
      const created = await call('POST', addonsPath(shop, product.id), admin, input());
      expect(created.statusCode).toBe(201);
      const { id } = created.json<TBackOfficeAddon>();
      const path = `${addonsPath(shop, product.id)}/${id}`;
      expect((await call('PUT', path, admin, input({ name: 'Nieuw' }))).statusCode).toBe(200);
      expect((await call('PUT', `${addonsPath(shop, product.id)}/order`, admin, { ids: [id] })).statusCode).toBe(200);
      expect((await call('DELETE', path, admin)).statusCode).toBe(204);
      expect((await auditActions(shop.id)).sort()).toEqual([
        'addon.created',
        'addon.deleted',
        'addon.reordered',
        'addon.updated',
      ]);
    });
  });
});
