/**
 * Property-based test over every API route: whatever a client sends (arbitrary JSON, text with NUL
 * characters and lone surrogates, huge, negative and fractional numbers, wrong content types,
 * multipart junk), the answer is never a 5xx, and every 4xx is `{ error, message }` JSON.
 *
 * Seeded and bounded for CI; FUZZ_RUNS (default 2500) and FUZZ_SEED make a longer or another run:
 *   FUZZ_RUNS=20000 npx vitest run --project api src/fuzz.test.ts
 */
import { ZApiError } from '@shop/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutForm,
  createAddon,
  createAddonImage,
  createCategory,
  createCategoryImage,
  createCheckoutShop,
  createCustomerWithToken,
  createProduct,
  createProductImage,
  newSessionId,
} from '../test/factories.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2500);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

/** Spec §7, as the spec writes it; each must be a route of the app. */
const SPEC_ROUTES = [
  'GET /api/tenants/by-name/{name}',
  'GET /api/tenant-theme/{tenantName}',
  'GET /api/subscription/tenant/{tenantId}/type',
  'GET /api/tenant-settings/focus-shop',
  'GET /api/tenants/by-name/{name}/social-media',
  'GET /api/tenant-settings/social-media',
  'GET /api/tenants/{tenantId}/terms-and-conditions',
  'GET /api/tenants/{id}/hero-video',
  'GET /api/tenants/{id}/hero-image',
  'GET /api/tenants/{id}/logo',
  'HEAD /api/tenants/{tenantId}/logo',
  'POST /api/analytics/track',
  'GET /api/subscription/plans',
  'GET /api/tenants/{tenantId}/categories/public',
  'GET /api/categories/{id}',
  'GET /api/products/carousel/{tenantId}',
  'GET /api/tenants/{tenantId}/products/public',
  'GET /api/products/public/category/{id}',
  'GET /api/products/{id}',
  'GET /api/products/search/public',
  'GET /api/categories/{id}/images/{imageId}/file',
  'GET /api/products/{id}/images/{imageId}/file',
  'GET /api/products/public/images/{productId}/{imageId}/file',
  'GET /api/products/{productId}/addons/active',
  'GET /api/products/{productId}/addons/{addonId}/images',
  'GET /api/products/{productId}/addons/{addonId}/images/{imageId}/file',
  'GET /api/customers/me',
  'POST /api/customers/login',
  'POST /api/customers/register/{tenantName}',
  'POST /api/auth/customer/register',
  'GET /api/cart/{sessionId}/{tenantId}',
  'POST /api/cart/{sessionId}/{tenantId}/items',
  'PUT /api/cart/{sessionId}/{tenantId}/items/id/{itemId}',
  'DELETE /api/cart/{sessionId}/{tenantId}/items/id/{itemId}',
  'DELETE /api/cart/{sessionId}/{tenantId}',
  'GET /api/payment-methods/enabled',
  'GET /api/checkout/{sessionId}/{tenantId}/shipping-methods',
  'POST /api/checkout/{sessionId}/{tenantId}/calculate-shipping',
  'POST /api/checkout/{sessionId}/{tenantId}/place-order',
  'GET /api/orders/{orderNumber}',
  'GET /api/orders/customer/history',
  'POST /api/orders/customer/{orderId}/cancel',
  'POST /api/contact',
];

interface Route {
  method: string;
  /** With Fastify's `:name` parameters. */
  url: string;
}

/** The app's routes, read from Fastify's route tree, so that a route added later is fuzzed too. */
function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    // `:tenantId|:id` means one parameter that routes name differently; any of the names will do.
    stack[depth] = (match[2] ?? '').replace(/(:\w+)(\|:\w+)+/g, '$1');
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((text) => text.trim())) {
      if (method) routes.push({ method, url: stack.join('') });
    }
  }
  return routes;
}

const routeShape = (method: string, url: string) => `${method} ${url.replace(/[:{][^/]+/g, ':')}`;

// ---------------------------------------------------------------------------------------------
// What a hostile or broken client may send

const nastyText = fc.constantFrom(
  '\u0000',
  'de\u0000mo',
  '\ud800',
  'a\udfffb',
  '\ud83d',
  '😀\u0000',
  '',
  ' ',
  '%00',
  '../../etc/passwd',
  "'; drop table orders; --",
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  '99999999999',
  '-1',
  '1e309',
  'NaN',
  '0x10',
  'true',
  'null',
);
const textValue = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: nastyText },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 20 }), nastyText).map(([a, b]) => `${a}${b}`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);
const numberValue = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 99_999_999_999, 2 ** 53, 1e308, -1e308, 0.5, -0.0001),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const scalarValue = fc.oneof(textValue, numberValue, fc.boolean(), fc.constant(null));
const anyValue = fc.oneof(
  { weight: 4, arbitrary: scalarValue },
  { weight: 1, arbitrary: fc.array(scalarValue, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(textValue, scalarValue, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const queryValue = fc.oneof(textValue, numberValue.map(String));

const TAINTS = ['\u0000', '\ud800', '\udc00', '\u0000\u0000', '\ud83d', '%00'];

/** Taints (a NUL or lone surrogate inside an otherwise valid text), replaces, removes or adds fields. */
function mutated(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  const textKeys = keys.filter((key) => typeof valid[key] === 'string' && valid[key] !== '');
  const anyKey = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), textValue) : textValue;
  type Change = { key: string; value: unknown } | { key: string; taint: string; at: number } | { key: string };
  const change: fc.Arbitrary<Change> = fc.oneof(
    ...(textKeys.length > 0
      ? [
          {
            weight: 4,
            arbitrary: fc.record({
              key: fc.constantFrom(...textKeys),
              taint: fc.constantFrom(...TAINTS),
              at: fc.nat(),
            }),
          },
        ]
      : []),
    { weight: 3, arbitrary: fc.record({ key: anyKey, value: anyValue }) },
    { weight: 1, arbitrary: fc.record({ key: anyKey }) },
  );
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const result: Record<string, unknown> = { ...valid };
    for (const item of changes) {
      if ('taint' in item) {
        const current = result[item.key];
        const text = typeof current === 'string' ? current : String(valid[item.key]);
        const at = item.at % (text.length + 1);
        result[item.key] = `${text.slice(0, at)}${item.taint}${text.slice(at)}`;
      } else if ('value' in item) result[item.key] = item.value;
      else delete result[item.key];
    }
    return result;
  });
}

interface Fixtures {
  tenantId: string;
  tenantName: string;
  sessionId: string;
  productId: number;
  categoryId: number;
  addonId: number;
  productImageId: number;
  categoryImageId: number;
  addonImageId: number;
  itemId: number;
  orderNumber: string;
  orderId: number;
  shippingMethodId: number;
  token: string;
}

const paramValues = (f: Fixtures): Record<string, unknown[]> => ({
  name: [f.tenantName],
  tenantName: [f.tenantName],
  tenantId: [f.tenantId],
  sessionId: [f.sessionId],
  id: [f.productId, f.categoryId, f.tenantId],
  productId: [f.productId],
  imageId: [f.productImageId, f.categoryImageId, f.addonImageId],
  addonId: [f.addonId],
  itemId: [f.itemId],
  orderNumber: [f.orderNumber],
  orderId: [f.orderId],
  outcome: ['pay', 'fail', 'cancel'],
});

const validQuery = (f: Fixtures): Record<string, string> => ({
  tenantId: f.tenantId,
  tenant: f.tenantName,
  searchTerm: 'kaars',
  page: '1',
  pageSize: '20',
  sortBy: 'price_asc',
  categoryId: String(f.categoryId),
  minPrice: '1',
  maxPrice: '100',
  inStock: 'true',
  t: '1700000000000',
});

function validBody(route: Route, f: Fixtures): Record<string, unknown> {
  const customer = {
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: `fuzz-${Math.random().toString(36).slice(2)}@example.com`,
    phoneNumber: '0612345678',
    address: 'Dorpsstraat 1',
    city: 'Utrecht',
    postalCode: '3511 AA',
    country: 'Nederland',
  };
  const byRoute: Record<string, Record<string, unknown>> = {
    'POST /api/analytics/track': { tenantId: f.tenantId, pageUrl: 'http://shop.localhost/', referrer: null },
    'POST /api/auth/customer/register': { ...customer, password: 'geheim123', tenantId: f.tenantId },
    'POST /api/customers/register/:': customer,
    'POST /api/customers/login': { email: customer.email, password: 'geheim123', tenantId: f.tenantId },
    'POST /api/customers/verify-email': { token: 'a'.repeat(43), tenantId: f.tenantId },
    'POST /api/customers/set-password': { token: 'a'.repeat(43), tenantId: f.tenantId, password: 'geheim123' },
    'POST /api/cart/:/:/items': { productId: f.productId, quantity: 1, selectedAddons: [] },
    'PUT /api/cart/:/:/items/id/:': { quantity: 2 },
    'POST /api/checkout/:/:/calculate-shipping': { shippingMethodId: f.shippingMethodId },
    'POST /api/checkout/:/:/place-order': checkoutForm({ shippingMethodId: f.shippingMethodId }),
    'POST /api/payments/demo/:/:': { paymentKind: 'ideal' },
  };
  return byRoute[routeShape(route.method, route.url)] ?? {};
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Gives the session a cart line first, so that checkout requests reach their real work. */
  needsCart: boolean;
}

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'image/png',
];

function multipartBody(fields: [string, string][], files: [string, Buffer][], boundary: string) {
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [fileName, data] of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const FILE_STARTS = [
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.from('MZ\x90\x00'),
  Buffer.alloc(0),
];

function contactRequest(f: Fixtures) {
  const validFields: [string, string][] = [
    ['tenantId', f.tenantId],
    ['name', 'Piet'],
    ['email', 'piet@example.com'],
    ['message', 'Een vraag over mijn bestelling.'],
    ['language', 'nl'],
  ];
  const field = fc.tuple(fc.constantFrom('tenantId', 'name', 'email', 'message', 'language', 'phoneNumber'), textValue);
  const file = fc.tuple(
    fc.oneof(fc.constantFrom('a.pdf', 'b.jpg', 'c.png', 'd.docx', 'e.doc', 'f.exe', ''), textValue),
    fc
      .tuple(fc.constantFrom(...FILE_STARTS), fc.uint8Array({ maxLength: 64 }), fc.constantFrom('', '\n%%EOF\n'))
      .map(([start, rest, end]) => Buffer.concat([start, Buffer.from(rest), Buffer.from(end)])),
  );
  return fc
    .record({
      fields: fc.array(field, { maxLength: 3 }),
      files: fc.array(file, { maxLength: 3 }),
      damage: fc.constantFrom('none', 'none', 'truncate', 'no-boundary', 'wrong-boundary', 'garbage'),
      cut: fc.nat(),
    })
    .map(
      ({ fields, files, damage, cut }): Omit<FuzzRequest, 'method' | 'url' | 'headers'> & { contentType: string } => {
        const boundary = 'fuzzboundary1234';
        const overrides = new Map<string, string>(fields);
        const merged: [string, string][] = validFields.map(([name, value]) => [name, overrides.get(name) ?? value]);
        if (overrides.has('phoneNumber')) merged.push(['phoneNumber', overrides.get('phoneNumber') ?? '']);
        const body = multipartBody(merged, files, boundary);
        switch (damage) {
          case 'truncate':
            return {
              payload: body.subarray(0, cut % body.length),
              contentType: `multipart/form-data; boundary=${boundary}`,
              needsCart: false,
            };
          case 'no-boundary':
            return { payload: body, contentType: 'multipart/form-data', needsCart: false };
          case 'wrong-boundary':
            return { payload: body, contentType: 'multipart/form-data; boundary=other', needsCart: false };
          case 'garbage':
            return {
              payload: Buffer.from(`--${boundary}\r\n\u0000junk\r\n`),
              contentType: `multipart/form-data; boundary=${boundary}`,
              needsCart: false,
            };
          default:
            return { payload: body, contentType: `multipart/form-data; boundary=${boundary}`, needsCart: false };
        }
      },
    );
}

/** Like encodeURIComponent, but a lone surrogate is sent as the (invalid) UTF-8 bytes a broken client would send. */
function percentEncoded(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else encoded += encodeURIComponent(character);
  }
  return encoded;
}

function requestFor(route: Route, f: Fixtures): fc.Arbitrary<FuzzRequest> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const values = paramValues(f);
  const param = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...(values[name] ?? ['1'])).map(String) },
      { weight: 1, arbitrary: queryValue },
    );
  const params = fc.tuple(...names.map(param));
  const query = fc.oneof(
    fc.constant(validQuery(f)),
    mutated(validQuery(f)).map((query) =>
      Object.fromEntries(
        Object.entries(query).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
        ]),
      ),
    ),
  );
  const headers = fc.record(
    {
      'x-tenant-id': fc.oneof(fc.constant(f.tenantId), textValue),
      authorization: fc.oneof(
        fc.constant(`Bearer ${f.token}`),
        textValue.map((text) => `Bearer ${text}`),
      ),
    },
    { requiredKeys: [] },
  );
  const valid = validBody(route, f);
  const hasBody = ['POST', 'PUT', 'DELETE', 'PATCH'].includes(route.method);
  const shape = routeShape(route.method, route.url);
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string; needsCart: boolean }> =
    shape === 'POST /api/contact'
      ? contactRequest(f)
      : hasBody
        ? fc
            .oneof(
              {
                weight: 6,
                arbitrary: mutated(valid).map((value) => ({
                  payload: JSON.stringify(value),
                  contentType: 'application/json',
                })),
              },
              {
                weight: 2,
                arbitrary: fc.constant({ payload: JSON.stringify(valid), contentType: 'application/json' }),
              },
              {
                weight: 2,
                arbitrary: anyValue.map((value) => ({
                  payload: JSON.stringify(value) ?? 'null',
                  contentType: 'application/json',
                })),
              },
              {
                weight: 1,
                arbitrary: fc
                  .constantFrom('null', '[]', '"text"', '42', '{', '{"a":', '', '\u0000')
                  .map((payload) => ({ payload, contentType: 'application/json' })),
              },
              {
                weight: 2,
                arbitrary: fc
                  .tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(textValue, fc.constant(JSON.stringify(valid))))
                  .map(([contentType, payload]) => ({ payload, contentType })),
              },
            )
            .map((parts) => ({ ...parts, needsCart: /checkout|place-order|items/.test(route.url) }))
        : fc.constant({ needsCart: false });

  return fc.tuple(params, query, headers, body).map(([paramList, queryObject, headerValues, bodyParts]) => {
    let url = route.url;
    names.forEach((name, index) => {
      url = url.replace(`:${name}`, percentEncoded(paramList[index] ?? ''));
    });
    const search = Object.entries(queryObject as Record<string, string>)
      .map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(value)}`)
      .join('&');
    return {
      method: route.method,
      url: `${url}?${search}`,
      headers: {
        host: 'localhost',
        ...(headerValues as Record<string, string>),
        ...(bodyParts.contentType ? { 'content-type': bodyParts.contentType } : {}),
      },
      ...(bodyParts.payload !== undefined ? { payload: bodyParts.payload } : {}),
      needsCart: bodyParts.needsCart,
    };
  });
}

// ---------------------------------------------------------------------------------------------

let ctx: TestContext;
let fixtures: Fixtures;

beforeAll(async () => {
  ctx = await createTestApp({
    LOG_LEVEL: (process.env.FUZZ_LOG_LEVEL ?? 'silent') as 'silent',
    CONTACT_RATE_LIMIT_MAX: 10_000_000,
    CUSTOMER_AUTH_RATE_LIMIT_PER_IP: 10_000_000,
    CUSTOMER_AUTH_RATE_LIMIT_PER_EMAIL: 10_000_000,
  });
  const { db } = ctx.database;
  const { tenant, parcel } = await createCheckoutShop(db);
  const category = await createCategory(db, tenant.id);
  const product = await createProduct(db, tenant.id, {
    categoryId: category.id,
    stockQuantity: 1_000_000,
    weightGrams: 500,
  });
  const addon = await createAddon(db, tenant.id, product.id);
  const productImage = await createProductImage(db, tenant.id, product.id);
  const categoryImage = await createCategoryImage(db, tenant.id, category.id);
  const addonImage = await createAddonImage(db, tenant.id, addon.id);
  const { customer, token } = await createCustomerWithToken(db, tenant.id);
  const sessionId = newSessionId();
  const added = await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/${sessionId}/${tenant.id}/items`,
    payload: { productId: product.id, quantity: 1, selectedAddons: [] },
  });
  expect(added.statusCode, added.body).toBe(200);
  const itemId = (added.json() as { items: { id: number }[] }).items[0]?.id ?? 0;
  const orderSession = newSessionId();
  await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/${orderSession}/${tenant.id}/items`,
    payload: { productId: product.id, quantity: 1, selectedAddons: [] },
  });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkout/${orderSession}/${tenant.id}/place-order`,
    headers: { authorization: `Bearer ${token}`, host: 'localhost' },
    payload: checkoutForm({ shippingMethodId: parcel.id, customerEmail: customer.email }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { orderNumber } = placed.json() as { orderNumber: string };
  const history = await ctx.app.inject({
    method: 'GET',
    url: '/api/orders/customer/history',
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': tenant.id },
  });
  const orders = history.json() as { id: number }[] | { orders: { id: number }[] };
  const orderId = (Array.isArray(orders) ? orders : orders.orders)[0]?.id ?? 0;
  fixtures = {
    tenantId: tenant.id,
    tenantName: tenant.name,
    sessionId,
    productId: product.id,
    categoryId: category.id,
    addonId: addon.id,
    productImageId: productImage.image.id,
    categoryImageId: categoryImage.image.id,
    addonImageId: addonImage.image.id,
    itemId,
    orderNumber,
    orderId,
    shippingMethodId: parcel.id,
    token,
  };
  expect(orderNumber).toBeTruthy();
  expect(orderId).toBeGreaterThan(0);
});
afterAll(async () => ctx?.close());

describe('bad input never gets a 5xx', () => {
  it('every route of spec §7 is a route of the app', () => {
    const appRoutes = new Set(registeredRoutes(ctx.app).map((route) => routeShape(route.method, route.url)));
    const missing = SPEC_ROUTES.map((line) => line.split(' ') as [string, string])
      .map(([method, url]) => routeShape(method, url))
      .filter((shape) => !appRoutes.has(shape));
    expect(missing).toEqual([]);
  });

  it(`answers ${RUNS} generated requests over every route with 2xx-4xx, and 4xx as { error, message }`, async () => {
    const routes = registeredRoutes(ctx.app).filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThanOrEqual(SPEC_ROUTES.length - 1);
    const requests = fc.sample(
      fc.constantFrom(...routes).chain((route) => requestFor(route, fixtures)),
      { numRuns: RUNS, seed: SEED },
    );
    const byClass: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    const failures: string[] = [];
    let sent = 0;
    for (const [index, request] of requests.entries()) {
      // Each request from another address: the per-IP limits are not what this test is about.
      const remoteAddress = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
      if (request.needsCart) {
        await ctx.app.inject({
          method: 'POST',
          url: `/api/cart/${fixtures.sessionId}/${fixtures.tenantId}/items`,
          payload: { productId: fixtures.productId, quantity: 1, selectedAddons: [] },
          remoteAddress,
        });
        sent += 1;
      }
      const response = await ctx.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        remoteAddress,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      sent += 1;
      const statusClass = `${Math.floor(response.statusCode / 100)}xx`;
      byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
      const described = () =>
        `${response.statusCode} ${request.method} ${request.url} ${JSON.stringify(request.headers)} ${String(request.payload ?? '').slice(0, 300)} -> ${response.body.slice(0, 300)}`;
      if (response.statusCode >= 500) failures.push(described());
      else if (response.statusCode >= 400) {
        let body: unknown = null;
        try {
          body = response.json();
        } catch {}
        if (!ZApiError.safeParse(body).success) failures.push(`not { error, message }: ${described()}`);
      }
    }
    console.log(
      `fuzz: ${sent} requests (seed ${SEED}): 2xx ${byClass['2xx']}, 3xx ${byClass['3xx']}, 4xx ${byClass['4xx']}, 5xx ${byClass['5xx']}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(byClass['5xx']).toBe(0);
  }, 600_000);
});
