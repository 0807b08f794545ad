import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { SendMailOptions } from 'nodemailer';
import { Secret, TOTP } from 'otpauth';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutForm,
  createCheckoutShop,
  createCustomer,
  createMedia,
  createProduct,
  createSubscription,
  createTenant,
  newSessionId,
} from '../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../test/platform-sign-in.ts';
import { createTestDatabase, TEST_APP_SECRET } from '../test/test-app.ts';
import { buildApp } from './app.ts';
import { loadConfig, type TConfig } from './config.ts';
import { connect, type DatabaseHandle } from './db/client.ts';
import { platformUsers } from './db/schema/tables.ts';
import { hashPassword } from './lib/password.ts';
import { runBillingSweep } from './modules/billing/billing.ts';
import { deliverDueMail } from './modules/mail/mail.ts';
import { runVariantBackfill } from './modules/media-library/media-library.ts';
import { releaseExpiredPayments } from './modules/ordering/ordering.ts';

/**
 * Issue #13, item 1: N server processes against one PostgreSQL and one Redis share everything.
 * Two apps built as the server builds them, each with its own connection pool, stand for two
 * nodes behind the load balancer; what one node is told, the other must know at its next request.
 */

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PLATFORM = { host: 'winkelwerf.nl', origin: 'http://winkelwerf.nl' };
const PASSWORD = 'Zeilboot-Kaneel-47-Tulp';
const SHELL =
  '<!doctype html><html lang="nl"><head><meta charset="UTF-8" /><title>Webshop</title></head><body><div id="root"></div></body></html>';

/** Limits low enough to reach in a test; each test sends from addresses of its own. */
const LIMITS: Partial<TConfig> = {
  RATE_LIMIT_CATALOGUE: 20,
  PLATFORM_AUTH_RATE_LIMIT_PER_IP: 10,
  PLATFORM_AUTH_RATE_LIMIT_PER_ACCOUNT: 8,
  CUSTOMER_AUTH_RATE_LIMIT_PER_IP: 6,
  CUSTOMER_AUTH_RATE_LIMIT_PER_EMAIL: 4,
  CONTACT_RATE_LIMIT_MAX: 3,
};

interface Nodes {
  a: FastifyInstance;
  b: FastifyInstance;
  /** Node B's own pool on the same database. */
  bDatabase: DatabaseHandle;
  close: () => Promise<void>;
}

let database: DatabaseHandle;
let webDist: string;
let nodes: Nodes;
const usedAddresses: string[] = [];

/** Two nodes on the one test database, each with its own pool and its own Redis connection. */
async function startNodes(overrides: Partial<TConfig> = {}): Promise<Nodes> {
  const config = loadConfig(
    {},
    {
      LOG_LEVEL: 'silent',
      SEED_DEMO: false,
      APP_SECRET: TEST_APP_SECRET,
      REDIS_URL: redisUrl,
      SERVE_WEB: true,
      WEB_DIST_DIR: webDist,
      MAIL_SENDER: false,
      MEDIA_VARIANT_BACKFILL: false,
      ...LIMITS,
      ...overrides,
    },
  );
  const bDatabase = connect(database.url, 5);
  const a = await buildApp(config, { database });
  const b = await buildApp(config, { database: bDatabase });
  await Promise.all([a.ready(), b.ready()]);
  return {
    a,
    b,
    bDatabase,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await bDatabase.close();
    },
  };
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-nodes-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), SHELL);
  database = await createTestDatabase();
  nodes = await startNodes();
});

afterAll(async () => {
  await nodes?.close();
  await database?.close();
  rmSync(webDist, { recursive: true, force: true });
  // Only this file's counters: every key it made names one of its own addresses or e-mail addresses.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    for (const marker of usedAddresses) {
      const keys = await redis.keys(`webshop-rate-limit:*${marker}*`);
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
});

/** A client address no other test (nor an earlier run within the limits' windows) has used. */
function newAddress(): string {
  const bytes = randomBytes(3);
  const address = `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
  usedAddresses.push(address);
  return address;
}

function newEmail(prefix: string): string {
  const email = `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
  usedAddresses.push(email);
  return email;
}

const send = (node: FastifyInstance, ip: string, options: InjectOptions) =>
  node.inject({ ...options, remoteAddress: ip });

/** A platform user with a real password hash, owner of the shops named. */
async function ownerWithPassword(shopIds: string[]) {
  const user = await createPlatformUser(database.db, { shopIds, email: newEmail('owner') });
  await database.db
    .update(platformUsers)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(platformUsers.id, user.id));
  return user;
}

/** The code an authenticator app shows for the secret, `stepsAhead` time steps from now. */
function totpCode(base32: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(base32) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

const platformCall = (node: FastifyInstance, ip: string, method: 'GET' | 'POST', url: string, extra = {}) =>
  send(node, ip, { method, url, headers: { ...PLATFORM, ...extra } });

describe('sessions', () => {
  it('a platform session made by logging in on node A opens the back office on node B, and a logout on B ends it on A', async () => {
    const ip = newAddress();
    const tenant = await createTenant(database.db);
    const owner = await ownerWithPassword([tenant.id]);
    const login = await send(nodes.a, ip, {
      method: 'POST',
      url: '/api/platform/login',
      headers: PLATFORM,
      payload: { email: owner.email, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'platform_session');
    expect(cookie?.value).toBeTruthy();
    const cookieHeader = { cookie: `platform_session=${cookie?.value}` };

    const session = await platformCall(nodes.b, ip, 'GET', '/api/platform/session', cookieHeader);
    expect(session.json().user?.email).toBe(owner.email);
    const dashboard = await platformCall(
      nodes.b,
      ip,
      'GET',
      `/api/platform/shops/${tenant.name}/dashboard/statistics`,
      cookieHeader,
    );
    expect(dashboard.statusCode, dashboard.body).toBe(200);

    const logout = await platformCall(nodes.b, ip, 'POST', '/api/platform/logout', cookieHeader);
    expect(logout.statusCode).toBeLessThan(300);
    const afterLogout = await platformCall(nodes.a, ip, 'GET', '/api/platform/session', cookieHeader);
    expect(afterLogout.json().user).toBeNull();
    const dashboardAfter = await platformCall(
      nodes.a,
      ip,
      'GET',
      `/api/platform/shops/${tenant.name}/dashboard/statistics`,
      cookieHeader,
    );
    expect(dashboardAfter.statusCode).toBe(401);
  });

  it('two-step sign-in: set up on A and B, password on A, code on B; the code is then refused on A (replay)', async () => {
    const ip = newAddress();
    const tenant = await createTenant(database.db);
    const owner = await ownerWithPassword([tenant.id]);
    const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
      `platform_session=${response.cookies.find((c) => c.name === 'platform_session')?.value}`;
    const passwordStep = async (node: FastifyInstance) =>
      send(node, ip, {
        method: 'POST',
        url: '/api/platform/login',
        headers: PLATFORM,
        payload: { email: owner.email, password: PASSWORD },
      });
    const signedIn = await passwordStep(nodes.a);
    const cookie = cookieOf(signedIn);
    // The secret is made (and sealed with APP_SECRET) on A, and opened on B to check the first code.
    const setup = await send(nodes.a, ip, {
      method: 'POST',
      url: '/api/platform/two-factor/setup',
      headers: { ...PLATFORM, cookie },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const secret = setup.json().secret as string;
    const enable = await send(nodes.b, ip, {
      method: 'POST',
      url: '/api/platform/two-factor/enable',
      headers: { ...PLATFORM, cookie },
      payload: { code: totpCode(secret) },
    });
    expect(enable.statusCode, enable.body).toBe(200);

    const pending = await passwordStep(nodes.a);
    expect(pending.json().status).toBe('second-factor');
    const code = totpCode(secret, 1);
    const done = await send(nodes.b, ip, {
      method: 'POST',
      url: '/api/platform/login/second-factor',
      headers: { ...PLATFORM, cookie: cookieOf(pending) },
      payload: { code },
    });
    expect(done.statusCode, done.body).toBe(200);
    const session = await platformCall(nodes.a, ip, 'GET', '/api/platform/session', { cookie: cookieOf(done) });
    expect(session.json().user?.email).toBe(owner.email);

    const again = await passwordStep(nodes.b);
    const replay = await send(nodes.a, ip, {
      method: 'POST',
      url: '/api/platform/login/second-factor',
      headers: { ...PLATFORM, cookie: cookieOf(again) },
      payload: { code },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_two_factor_code');
  });

  it("a customer's token from a login on node A shows their order history on node B", async () => {
    const ip = newAddress();
    const shop = await createCheckoutShop(database.db);
    const product = await createProduct(database.db, shop.tenant.id, { weightGrams: 200 });
    const customer = await createCustomer(database.db, shop.tenant.id, { email: newEmail('klant') });
    const login = await send(nodes.a, ip, {
      method: 'POST',
      url: '/api/customers/login',
      payload: { email: customer.email, password: 'geheim123', tenantId: shop.tenant.id },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().token as string;
    const auth = { authorization: `Bearer ${token}`, 'x-tenant-id': shop.tenant.id };

    // The order is placed on node B, with the token node A gave.
    const cart = newSessionId();
    const added = await send(nodes.b, ip, {
      method: 'POST',
      url: `/api/cart/${cart}/${shop.tenant.id}/items`,
      payload: { productId: product.id, quantity: 2 },
    });
    expect(added.statusCode).toBe(200);
    const placed = await send(nodes.b, ip, {
      method: 'POST',
      url: `/api/checkout/${cart}/${shop.tenant.id}/place-order`,
      payload: checkoutForm({ shippingMethodId: shop.parcel.id, paymentMethod: 'BankTransfer' }),
      headers: auth,
    });
    expect(placed.statusCode, placed.body).toBe(201);

    for (const node of [nodes.a, nodes.b]) {
      const history = await send(node, ip, { url: '/api/orders/customer/history', headers: auth });
      expect(history.statusCode).toBe(200);
      expect(history.json().map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
        placed.json().orderNumber,
      ]);
    }
    const logout = await send(nodes.b, ip, { method: 'POST', url: '/api/customers/logout', headers: auth });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await send(nodes.a, ip, { url: '/api/orders/customer/history', headers: auth });
    expect(after.statusCode).toBe(401);
  });
});

describe('rate limits counted across nodes (REDIS_URL set)', () => {
  /** Alternates the requests over A and B; answers their status codes. */
  async function spread(
    count: number,
    request: (node: FastifyInstance, index: number) => Promise<{ statusCode: number }>,
  ) {
    const codes: number[] = [];
    for (let index = 0; index < count; index += 1) {
      codes.push((await request(index % 2 === 0 ? nodes.a : nodes.b, index)).statusCode);
    }
    return codes;
  }

  it('the per-IP budget of a route family', async () => {
    const ip = newAddress();
    const codes = await spread(21, (node) => send(node, ip, { url: '/api/subscription/plans' }));
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
    // Both nodes refuse now, also the one that answered only ten.
    expect((await send(nodes.b, ip, { url: '/api/subscription/plans' })).statusCode).toBe(429);
    expect((await send(nodes.a, newAddress(), { url: '/api/subscription/plans' })).statusCode).toBe(200);
  });

  it('platform login: per IP and per account', async () => {
    const tenant = await createTenant(database.db);
    const owner = await ownerWithPassword([tenant.id]);
    const wrong = (node: FastifyInstance, ip: string, email = owner.email) =>
      send(node, ip, {
        method: 'POST',
        url: '/api/platform/login',
        headers: PLATFORM,
        payload: { email, password: 'Niet-Het-Goede-1' },
      });
    // One account from many addresses: 8 attempts over both nodes, then 429 on either.
    const perAccount = await spread(9, (node) => wrong(node, newAddress()));
    expect(perAccount).toEqual([...Array(8).fill(401), 429]);

    // One address trying many accounts: 10 attempts, then 429.
    const ip = newAddress();
    const perIp = await spread(11, (node) => wrong(node, ip, newEmail('nobody')));
    expect(perIp).toEqual([...Array(10).fill(401), 429]);
  });

  it('customer login: per e-mail address and per IP', async () => {
    const tenant = await createTenant(database.db);
    const customer = await createCustomer(database.db, tenant.id, { email: newEmail('klant') });
    const attempt = (node: FastifyInstance, ip: string, email: string) =>
      send(node, ip, {
        method: 'POST',
        url: '/api/customers/login',
        payload: { email, password: 'fout-fout', tenantId: tenant.id },
      });
    const perEmail = await spread(5, (node) => attempt(node, newAddress(), customer.email));
    expect(perEmail).toEqual([401, 401, 401, 401, 429]);
    const ip = newAddress();
    const perIp = await spread(7, (node) => attempt(node, ip, newEmail('onbekend')));
    expect(perIp).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('the contact form', async () => {
    const tenant = await createTenant(database.db);
    const ip = newAddress();
    const contact = (node: FastifyInstance) => {
      const boundary = `----contact${randomBytes(6).toString('hex')}`;
      const fields = {
        tenantId: tenant.id,
        name: 'Sanne',
        email: 'sanne@example.com',
        message: 'Hebben jullie dit ook in het blauw?',
        language: 'nl',
      };
      const payload = Buffer.from(
        `${Object.entries(fields)
          .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
          .join('')}--${boundary}--\r\n`,
      );
      return send(node, ip, {
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const codes = await spread(4, contact);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('caches: an edit through node A shows on node B at its next request', () => {
  const productBody = (sku: string, overrides: Record<string, unknown>) => ({
    name: 'Desem volkoren',
    price: 4.5,
    sku,
    stockQuantity: 5,
    weightGrams: 800,
    ...overrides,
  });

  it('catalogue answer, product page head and sitemap follow a product edit; the head follows theme and pause', async () => {
    const ip = newAddress();
    const tenant = await createTenant(database.db);
    const now = new Date();
    await createSubscription(database.db, tenant.id, {
      status: 'Trial',
      trialEndsAt: new Date(now.getTime() + 10 * 24 * 3600_000),
    });
    const owner = await createPlatformUser(database.db, { shopIds: [tenant.id] });
    const cookie = await platformSessionCookie(database.db, owner.id);
    const product = await createProduct(database.db, tenant.id, { name: 'Desem volkoren', sku: 'DESEM-1' });
    const host = `${tenant.name}.localhost`;

    const catalogueNames = async (node: FastifyInstance) =>
      (await send(node, ip, { url: `/api/tenants/${tenant.id}/products/public` }))
        .json()
        .map((row: { name: string }) => row.name);
    const productPage = async (node: FastifyInstance) =>
      (await send(node, ip, { url: `/product/${product.id}`, headers: { host } })).body;
    const sitemap = async (node: FastifyInstance) =>
      (await send(node, ip, { url: '/sitemap.xml', headers: { host } })).body;
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const themeColor = (html: string) => /<meta name="theme-color" content="([^"]*)">/.exec(html)?.[1];

    // Node B answers (and keeps) everything first.
    expect(await catalogueNames(nodes.b)).toEqual(['Desem volkoren']);
    const before = await productPage(nodes.b);
    expect(title(before)).toContain('Desem volkoren');
    expect(themeColor(before)).toBe('#0b1120');
    expect(before).not.toContain('noindex');
    expect(await sitemap(nodes.b)).toContain(`/product/${product.id}<`);

    const edit = (overrides: Record<string, unknown>) =>
      send(nodes.a, ip, {
        method: 'PUT',
        url: `/api/platform/shops/${tenant.name}/products/${product.id}`,
        headers: { cookie },
        payload: productBody('DESEM-1', overrides),
      });
    const renamed = await edit({ name: 'Desem spelt' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await catalogueNames(nodes.b)).toEqual(['Desem spelt']);
    expect(title(await productPage(nodes.b))).toContain('Desem spelt');

    const theme = await send(nodes.a, ip, {
      method: 'PUT',
      url: `/api/platform/shops/${tenant.name}/settings/theme`,
      headers: { cookie },
      payload: {
        useCustomTheme: true,
        customTheme: 'light',
        customCardCorners: 'square',
        customCardShadows: false,
        customPrimaryColor: null,
        customSecondaryColor: null,
        customAccentColor: null,
        customBackgroundColor: '#fdf6e3',
        customTextColor: null,
        customFontFamily: null,
        customHeaderUnderlines: false,
        sectionsConfig: [],
        sectionsConfigVersion: 1,
        showCarouselSection: null,
        showCategoriesSection: null,
        showProductsSection: null,
      },
    });
    expect(theme.statusCode, theme.body).toBe(200);
    expect(themeColor(await productPage(nodes.b))).toBe('#fdf6e3');

    const hidden = await edit({ name: 'Desem spelt', isActive: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await catalogueNames(nodes.b)).toEqual([]);
    expect(await sitemap(nodes.b)).not.toContain(`/product/${product.id}<`);

    // The trial ends and node A's sweep pauses the shop: node B's pages are noindex at once.
    await database.pool.query(
      "update tenant_subscriptions set trial_ends_at = now() - interval '1 minute' where tenant_id = $1",
      [tenant.id],
    );
    expect((await runBillingSweep(database.db, new Date())).paused).toBeGreaterThanOrEqual(1);
    const paused = await send(nodes.b, ip, { url: '/', headers: { host } });
    expect(paused.headers['x-robots-tag']).toBe('noindex');
  });
});

describe('scheduled work runs once across nodes', () => {
  /** A transport that keeps what it is given, standing for one node's SMTP connection. */
  function recordingTransport() {
    const sent: SendMailOptions[] = [];
    return {
      sent,
      describe: 'recording',
      async send(message: SendMailOptions) {
        await new Promise((done) => setImmediate(done));
        sent.push(message);
      },
      close() {},
    };
  }

  async function deliverEverything() {
    const transports = [recordingTransport(), recordingTransport()];
    const pools = [database.db, nodes.bDatabase.db];
    await Promise.all(
      pools.map(async (db, index) => {
        const transport = transports[index];
        if (!transport) return;
        for (;;) {
          const round = await deliverDueMail(db, transport, {
            from: 'Winkelwerf <no-reply@winkelwerf.nl>',
            batchSize: 2,
          });
          if (round.claimed === 0) return;
        }
      }),
    );
    return transports.flatMap((transport) => transport.sent.map((message) => String(message.to)));
  }

  it('trial reminders: both nodes sweep the same due shops, each owner gets one mail, sent by one node', async () => {
    const now = new Date();
    const owners: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const tenant = await createTenant(database.db);
      await createSubscription(database.db, tenant.id, {
        status: 'Trial',
        trialEndsAt: new Date(now.getTime() + 12 * 3600_000),
      });
      owners.push((await createPlatformUser(database.db, { shopIds: [tenant.id], email: newEmail('trial') })).email);
    }
    const results = await Promise.all([
      runBillingSweep(database.db, now),
      runBillingSweep(nodes.bDatabase.db, now),
      runBillingSweep(database.db, now),
      runBillingSweep(nodes.bDatabase.db, now),
    ]);
    expect(results.reduce((sum, result) => sum + result.reminders24h, 0)).toBe(5);
    const queued = await database.pool.query<{ to_address: string }>(
      "select to_address from email_outbox where kind = 'trial-reminder-24h' and to_address = any($1)",
      [owners],
    );
    expect(queued.rows.map((row) => row.to_address).sort()).toEqual([...owners].sort());

    const delivered = (await deliverEverything()).filter((to) => owners.includes(to));
    expect(delivered.sort()).toEqual([...owners].sort());
  });

  it('payment expiry: both nodes pass over the same expired orders, each is released (stock, mail) once', async () => {
    const ip = newAddress();
    const shop = await createCheckoutShop(database.db);
    const product = await createProduct(database.db, shop.tenant.id, { stockQuantity: 10, weightGrams: 300 });
    const orderNumbers: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const cart = newSessionId();
      await send(nodes.a, ip, {
        method: 'POST',
        url: `/api/cart/${cart}/${shop.tenant.id}/items`,
        payload: { productId: product.id, quantity: 1 },
      });
      const placed = await send(index % 2 === 0 ? nodes.a : nodes.b, ip, {
        method: 'POST',
        url: `/api/checkout/${cart}/${shop.tenant.id}/place-order`,
        payload: checkoutForm({ shippingMethodId: shop.parcel.id, paymentMethod: 'Stripe' }),
        headers: { host: `${shop.tenant.name}.localhost` },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      orderNumbers.push(placed.json().orderNumber);
    }
    const stock = async () =>
      (
        await database.pool.query<{ stock_quantity: number }>(
          'select stock_quantity from products where tenant_id = $1 and id = $2',
          [shop.tenant.id, product.id],
        )
      ).rows[0]?.stock_quantity;
    expect(await stock()).toBe(6);
    await database.pool.query(
      "update orders set payment_expires_at = now() - interval '1 minute' where tenant_id = $1",
      [shop.tenant.id],
    );

    const released = await Promise.all([
      releaseExpiredPayments(database.db, 1),
      releaseExpiredPayments(nodes.bDatabase.db, 1),
      releaseExpiredPayments(database.db),
      releaseExpiredPayments(nodes.bDatabase.db),
    ]);
    expect(released.reduce((sum, count) => sum + count, 0)).toBe(4);
    expect(await stock()).toBe(10);
    const mails = await database.pool.query<{ count: number }>(
      "select count(*) from email_outbox where tenant_id = $1 and kind = 'order-cancelled'",
      [shop.tenant.id],
    );
    expect(mails.rows[0]?.count).toBe(4);
    const statuses = await database.pool.query<{ payment_status: string }>(
      'select payment_status from orders where tenant_id = $1',
      [shop.tenant.id],
    );
    expect(statuses.rows.map((row) => row.payment_status)).toEqual(['Expired', 'Expired', 'Expired', 'Expired']);
  });

  it('media variant backfill: both nodes work on the same images, each gets one set of variants', async () => {
    const tenant = await createTenant(database.db);
    const mediaIds: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const bytes = await sharp({
        create: { width: 700, height: 500, channels: 3, background: { r: 40 * index, g: 120, b: 200 } },
      })
        .jpeg()
        .toBuffer();
      mediaIds.push((await createMedia(database.db, tenant.id, bytes, 'image/jpeg')).id);
    }
    const log = () => {};
    const results = await Promise.all([
      runVariantBackfill(database.db, nodes.a.mediaStore, { log, tenantId: tenant.id }),
      runVariantBackfill(nodes.bDatabase.db, nodes.b.mediaStore, { log, tenantId: tenant.id }),
      runVariantBackfill(database.db, nodes.a.mediaStore, { log, tenantId: tenant.id }),
      runVariantBackfill(nodes.bDatabase.db, nodes.b.mediaStore, { log, tenantId: tenant.id }),
    ]);
    expect(results.reduce((sum, result) => sum + result.made, 0)).toBe(4);
    expect(results.reduce((sum, result) => sum + result.failed, 0)).toBe(0);
    const variants = await database.pool.query<{ media_id: number; count: number }>(
      'select media_id, count(*) from media_variants where tenant_id = $1 group by media_id order by media_id',
      [tenant.id],
    );
    const perImage = variants.rows.map((row) => [row.media_id, row.count]);
    const oneSet = perImage[0]?.[1] ?? 0;
    expect(oneSet).toBeGreaterThan(0);
    expect(perImage).toEqual(mediaIds.map((id) => [id, oneSet]));
    const objects = await database.pool.query<{ count: number }>(
      'select count(*) from media_objects where tenant_id = $1',
      [tenant.id],
    );
    expect(objects.rows[0]?.count).toBe(4 * oneSet);
  });
});

describe('uploads in shared storage', () => {
  async function uploadOnAServeOnB(pair: Nodes) {
    const ip = newAddress();
    const tenant = await createTenant(database.db);
    const owner = await createPlatformUser(database.db, { shopIds: [tenant.id] });
    const cookie = await platformSessionCookie(database.db, owner.id);
    const product = await createProduct(database.db, tenant.id, { name: 'Vaas blauw' });
    const photo = await sharp({ create: { width: 1100, height: 700, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const boundary = `----upload${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="vaas.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await send(pair.a, ip, {
      method: 'POST',
      url: `/api/platform/shops/${tenant.name}/products/${product.id}/images`,
      payload,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json() as { id: number; src: string };

    const variantOnB = await send(pair.b, ip, { url: image.src });
    expect(variantOnB.statusCode).toBe(200);
    expect(variantOnB.headers['content-type']).toBe('image/webp');
    expect((await sharp(variantOnB.rawPayload).metadata()).width).toBe(640);
    const variantOnA = await send(pair.a, ip, { url: image.src });
    expect(variantOnB.rawPayload.equals(variantOnA.rawPayload)).toBe(true);
    // A browser (or the load balancer's cache) that got the file from A revalidates it on B.
    expect(variantOnB.headers.etag).toBe(variantOnA.headers.etag);
    const revalidated = await send(pair.b, ip, {
      url: image.src,
      headers: { 'if-none-match': String(variantOnA.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const fileUrl = `/api/products/${product.id}/images/${image.id}/file?tenantId=${tenant.id}`;
    const master = await send(pair.b, ip, { url: fileUrl });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('image/jpeg');
    const avif = await send(pair.b, ip, { url: fileUrl, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.headers['content-type']).toBe('image/avif');
    const catalogue = await send(pair.b, ip, { url: `/api/tenants/${tenant.id}/products/public` });
    const base = catalogue.json()[0]?.images[0]?.variants.base as string;
    expect(image.src.startsWith(base)).toBe(true);
  }

  it('an image uploaded through node A is served by node B (media store in PostgreSQL)', async () => {
    await uploadOnAServeOnB(nodes);
  });

  it('an image uploaded through node A is served by node B (S3-compatible media store)', async () => {
    const directory = await mkdtemp(join(tmpdir(), 's3rver-nodes-'));
    const server: { run(): Promise<AddressInfo>; close(): Promise<void> } = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'node-media' }],
    });
    const address = await server.run();
    const pair = await startNodes({
      MEDIA_S3_BUCKET: 'node-media',
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_S3_FORCE_PATH_STYLE: true,
    });
    try {
      await uploadOnAServeOnB(pair);
      expect(pair.a.mediaStore.kind).toBe('s3');
    } finally {
      await pair.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
