/**
 * The roles of a shop, over every back-office route the app has (read from its OpenAPI document,
 * so a route added later is checked too): staff get 403 `owner_only` on the owner's parts
 * (billing, look, settings, shipping and payment, staff, the activity log) and reach everything
 * else; another shop's owner gets 404 everywhere, as if the shop did not exist.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutShop } from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** The owner's parts of the back office, by path below /api/platform/shops/{tenantName}. */
const OWNER_ONLY = [
  /^\/billing\//,
  /^\/settings\//,
  /^\/files(\/|$)/,
  /^\/shipping-methods(\/|$)/,
  /^\/payment-methods(\/|$)/,
  /^\/staff(\/|$)/,
  /^\/audit-log$/,
  /^\/domains(\/|$)/,
];

const SHOP_PREFIX = '/api/platform/shops/{tenantName}';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
}

/** Fields whose rule the JSON schema cannot tell (a checksum, a refinement): a value that passes. */
const FIELD_SAMPLES: Record<string, unknown> = {
  kvkNumber: '12345678',
  vatNumber: 'NL123456789B01',
  iban: 'NL91ABNA0417164300',
  bic: 'ABNANL2A',
  ids: [1],
};

/** A small value that fits the schema (enough to pass validation and reach the access check). */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if (name in FIELD_SAMPLES) return FIELD_SAMPLES[name];
  if (/gradient/i.test(name)) return 'linear-gradient(135deg, #7c3aed, #db2777)';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sample(choice.find((option) => option.type !== 'null') ?? choice[0], name);
  if (schema.allOf?.length) return sample(schema.allOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = sample(schema.properties?.[key], key);
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, (_, index) =>
        typeof sample(schema.items, name) === 'number' ? index + 1 : sample(schema.items, name),
      );
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email' || /email/i.test(name)) return 'iemand@example.com';
      if (/colou?r/i.test(name) || schema.pattern?.includes('#')) return '#336699';
      if (/url|link/i.test(name)) return 'https://example.com/';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    default:
      return schema.default ?? undefined;
  }
}

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface ShopRoute {
  method: string;
  /** The path below the shop prefix, e.g. /orders/{orderNumber}. */
  rest: string;
  operation: Operation;
}

let ctx: TestContext;
let routes: ShopRoute[];
let shop: Awaited<ReturnType<typeof createCheckoutShop>>;
let staff: string;
let otherOwner: string;
let owner: string;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_ACCOUNT: 100_000, PLATFORM_AUTH_RATE_LIMIT_PER_IP: 100_000 });
  const document = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith(`${SHOP_PREFIX}/`))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          rest: path.slice(SHOP_PREFIX.length),
          operation,
        })),
    );
  const db = ctx.database.db;
  shop = await createCheckoutShop(db);
  const other = await createCheckoutShop(db);
  owner = await platformSessionCookie(db, (await createPlatformUser(db, { shopIds: [shop.tenant.id] })).id);
  staff = await platformSessionCookie(
    db,
    (await createPlatformUser(db, { shopIds: [shop.tenant.id], shopRole: 'Staff' })).id,
  );
  otherOwner = await platformSessionCookie(db, (await createPlatformUser(db, { shopIds: [other.tenant.id] })).id);
});
afterAll(async () => {
  await ctx?.close();
});

function requestOf(route: ShopRoute, cookie: string) {
  const parameters = route.operation.parameters ?? [];
  const rest = route.rest.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((entry) => entry.in === 'path' && entry.name === name);
    return encodeURIComponent(String(sample(parameter?.schema ?? { type: 'string' }, name)));
  });
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((entry) => entry.in === 'query' && entry.required)) {
    query.set(parameter.name, String(sample(parameter.schema, parameter.name)));
  }
  const json = route.operation.requestBody?.content?.['application/json']?.schema;
  const url = `/api/platform/shops/${shop.tenant.name}${rest}${query.size ? `?${query}` : ''}`;
  return ctx.app.inject({
    method: route.method as 'GET',
    url,
    headers: { cookie },
    ...(json ? { payload: sample(json) as object } : {}),
  });
}

const isOwnerOnly = (route: ShopRoute) => OWNER_ONLY.some((pattern) => pattern.test(route.rest));

describe('roles in the back office, over every shop route', () => {
  it('finds the back-office routes, the owner-only ones among them', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter(isOwnerOnly).length).toBeGreaterThan(15);
    expect(routes.map((route) => `${route.method} ${route.rest}`)).toEqual(
      expect.arrayContaining(['GET /staff', 'GET /audit-log', 'POST /billing/checkout', 'GET /orders']),
    );
  });

  it("staff get 403 owner_only on the owner's parts and reach everything else", async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await requestOf(route, staff);
      const error = response.statusCode >= 400 ? (response.json() as { error?: string }).error : undefined;
      const name = `${route.method} ${route.rest}: ${response.statusCode} ${error ?? ''}`;
      if (isOwnerOnly(route)) {
        if (response.statusCode !== 403 || error !== 'owner_only') wrong.push(`expected owner_only, got ${name}`);
      } else if (error === 'owner_only' || (response.statusCode === 404 && response.body.includes('Tenant'))) {
        wrong.push(`expected staff to reach it, got ${name}`);
      } else if (response.statusCode >= 500) {
        wrong.push(`server error for ${name}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the owner reaches every route; the owner of another shop gets 404 on every one', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const own = await requestOf(route, owner);
      if (own.statusCode === 403 || (own.statusCode === 404 && own.body.includes('Tenant'))) {
        wrong.push(`owner: ${route.method} ${route.rest}: ${own.statusCode}`);
      }
      const foreign = await requestOf(route, otherOwner);
      if (foreign.statusCode !== 404)
        wrong.push(`other shop's owner: ${route.method} ${route.rest}: ${foreign.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
