import {
  ZFocusShopSettings,
  ZSocialMediaSettings,
  ZSubscriptionTypeResponse,
  ZTenant,
  ZTenantTheme,
  ZTermsResponse,
} from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFocusSettings,
  createSocialMedia,
  createSubscription,
  createTenant,
  createTenantFile,
  createTheme,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ url });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const TENANT_NOT_FOUND = { error: 'not_found', message: 'Tenant not found' };

describe('GET /api/tenants/by-name/:name', () => {
  it('returns the tenant with its spec fields', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db, { description: 'Kaarsen uit Utrecht', heroType: 'video' });
    const logo = await createTenantFile(db, tenant.id, 'logo');
    const { rows } = await ctx.database.pool.query(
      'select (extract(epoch from created_at) * 1000)::float8 as ms from media where tenant_id = $1 and id = $2',
      [tenant.id, logo.id],
    );
    const response = await get(`/api/tenants/by-name/${tenant.name}`);
    expect(response.statusCode).toBe(200);
    expect(ZTenant.parse(response.json())).toEqual({
      id: tenant.id,
      name: tenant.name,
      displayName: `Winkel ${tenant.name}`,
      description: 'Kaarsen uit Utrecht',
      theme: 'dark',
      heroType: 'video',
      hasLogo: true,
      hasHeroImage: false,
      hasHeroVideo: false,
      logoImage: { width: 600, height: 600 },
      // When the logo was stored: the `t` of its address.
      logoVersion: Math.floor(rows[0].ms),
      heroImageVersion: null,
      platformName: ctx.config.PLATFORM_NAME,
      // No product for sale yet (the billing tests cover 'open' and 'paused').
      shopState: 'comingSoon',
    });
  });

  it('finds the tenant whatever the case of the name', async () => {
    const tenant = await createTenant(ctx.database.db);
    const response = await get(`/api/tenants/by-name/${tenant.name.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(tenant.id);
  });

  it('answers 404 Tenant not found for an unknown name and 400 for an invalid one', async () => {
    const missing = await get('/api/tenants/by-name/bestaat-niet');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(TENANT_NOT_FOUND);
    const invalid = await get('/api/tenants/by-name/niet_geldig');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('validation_error');
  });
});

describe('GET /api/tenant-theme/:tenantName', () => {
  it('answers the defaults when the tenant has no theme record (dark, no sections, version 1)', async () => {
    const tenant = await createTenant(ctx.database.db);
    const response = await get(`/api/tenant-theme/${tenant.name}`);
    expect(response.statusCode).toBe(200);
    expect(ZTenantTheme.parse(response.json())).toEqual({
      useCustomTheme: false,
      customTheme: null,
      customCardCorners: 'rounded',
      customCardShadows: true,
      customPrimaryColor: null,
      customSecondaryColor: null,
      customAccentColor: null,
      customBackgroundColor: null,
      customTextColor: null,
      customFontFamily: null,
      customHeaderUnderlines: false,
      sectionsConfig: [],
      sectionsConfigVersion: 1,
      showCarouselSection: null,
      showCategoriesSection: null,
      showProductsSection: null,
      theme: 'dark',
    });
  });

  it('answers the stored theme, with valid sections sorted by order and invalid ones dropped', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db, { theme: 'light' });
    await createTheme(db, tenant.id, {
      useCustomTheme: true,
      customCardCorners: 'square',
      customCardShadows: false,
      customPrimaryColor: '#7c3aed',
      customFontFamily: 'Inter',
      customHeaderUnderlines: true,
      showCarouselSection: false,
      sectionsConfig: [
        { id: 'p', type: 'products', enabled: true, order: 2, settings: { limit: 3, showPrice: true } },
        { id: 'c', type: 'carousel', title: 'Nieuw', order: 1 },
        { type: 'missing-id' },
        'nonsense',
      ],
    });
    const theme = ZTenantTheme.parse((await get(`/api/tenant-theme/${tenant.name}`)).json());
    expect(theme).toMatchObject({
      useCustomTheme: true,
      customCardCorners: 'square',
      customCardShadows: false,
      customPrimaryColor: '#7c3aed',
      customFontFamily: 'Inter',
      customHeaderUnderlines: true,
      showCarouselSection: false,
      showProductsSection: null,
      theme: 'light',
    });
    expect(theme.sectionsConfig).toEqual([
      { id: 'c', type: 'carousel', title: 'Nieuw', enabled: true, order: 1, settings: {} },
      { id: 'p', type: 'products', enabled: true, order: 2, settings: { limit: 3, showPrice: true } },
    ]);
  });

  it('answers 404 Tenant not found for an unknown tenant', async () => {
    const response = await get('/api/tenant-theme/onbekend');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(TENANT_NOT_FOUND);
  });

  it("cannot see another tenant's theme", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    await createTheme(db, owner.id, { useCustomTheme: true, customPrimaryColor: '#abcdef' });
    const theme = (await get(`/api/tenant-theme/${other.name}`)).json();
    expect(theme).toMatchObject({ useCustomTheme: false, customPrimaryColor: null });
  });
});

describe('GET /api/subscription/tenant/:tenantId/type', () => {
  it('answers the subscription type, or null without a subscription', async () => {
    const { db } = ctx.database;
    const focus = await createTenant(db);
    const none = await createTenant(db);
    await createSubscription(db, focus.id, { subscriptionType: 'FocusShop' });
    const response = await get(`/api/subscription/tenant/${focus.id}/type`);
    expect(response.statusCode).toBe(200);
    expect(ZSubscriptionTypeResponse.parse(response.json())).toEqual({ subscriptionType: 'FocusShop' });
    expect((await get(`/api/subscription/tenant/${none.id}/type`)).json()).toEqual({ subscriptionType: null });
  });

  it('answers 404 for an unknown tenant and 400 for a malformed id', async () => {
    expect((await get(`/api/subscription/tenant/${UNKNOWN_ID}/type`)).json()).toEqual(TENANT_NOT_FOUND);
    expect((await get('/api/subscription/tenant/123/type')).statusCode).toBe(400);
  });

  it("cannot see another tenant's subscription type", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    await createSubscription(db, owner.id, { subscriptionType: 'OneProductStore' });
    expect((await get(`/api/subscription/tenant/${other.id}/type`)).json()).toEqual({ subscriptionType: null });
  });
});

describe('GET /api/tenant-settings/focus-shop', () => {
  it('answers the stored focus settings', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    await createTenantFile(db, tenant.id, 'heroImage');
    await createFocusSettings(db, tenant.id, {
      showComparisonSection: true,
      comparisonProductIds: [3, 1, 'x'],
      comparisonTableData: [{ feature: 'Brandduur', values: { '1': '40 uur', '3': '60 uur' } }, { bogus: true }],
      comparisonTitle: 'Welke past bij u?',
      buttonBackgroundColor: '#7c3aed',
      buttonTextColor: '#ffffff',
      heroTitle: 'Licht\nvoor elke avond',
      heroButtonText: 'Bekijk alles',
      featuredProductId: 3,
    });
    const response = await get(`/api/tenant-settings/focus-shop?tenantId=${tenant.id}`);
    expect(response.statusCode).toBe(200);
    expect(ZFocusShopSettings.parse(response.json())).toEqual({
      showComparisonSection: true,
      comparisonProductIds: [3, 1],
      comparisonTableData: [{ feature: 'Brandduur', values: { '1': '40 uur', '3': '60 uur' } }],
      comparisonGradientBackground: null,
      comparisonTitle: 'Welke past bij u?',
      comparisonSubtitle: null,
      comparisonTitleColor: null,
      comparisonSubtitleColor: null,
      buttonBackgroundColor: '#7c3aed',
      buttonTextColor: '#ffffff',
      heroTitle: 'Licht\nvoor elke avond',
      heroSubtitle: null,
      heroButtonText: 'Bekijk alles',
      featuredProductText: null,
      featuredProductId: 3,
      hasHeroImage: true,
    });
  });

  it('falls back to white buttons with black text when the colours are empty', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    await createFocusSettings(db, tenant.id, { buttonBackgroundColor: '', buttonTextColor: '' });
    const settings = (await get(`/api/tenant-settings/focus-shop?tenantId=${tenant.id}`)).json();
    expect(settings).toMatchObject({
      buttonBackgroundColor: '#ffffff',
      buttonTextColor: '#000000',
      hasHeroImage: false,
    });
  });

  it('answers null when the tenant has no focus settings, 400 without a tenantId', async () => {
    const tenant = await createTenant(ctx.database.db);
    const response = await get(`/api/tenant-settings/focus-shop?tenantId=${tenant.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect((await get('/api/tenant-settings/focus-shop')).statusCode).toBe(400);
    expect((await get(`/api/tenant-settings/focus-shop?tenantId=${UNKNOWN_ID}`)).json()).toEqual(TENANT_NOT_FOUND);
  });

  it("cannot see another tenant's focus settings", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    await createFocusSettings(db, owner.id, { heroTitle: 'Van A' });
    const response = await get(`/api/tenant-settings/focus-shop?tenantId=${other.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });
});

describe('social media settings', () => {
  const stored = {
    showFacebookIcon: true,
    showInstagramIcon: true,
    facebookUrl: 'https://facebook.com/kaarsen',
    instagramUrl: 'https://instagram.com/kaarsen',
  };
  const expected = {
    showTwitterIcon: false,
    showFacebookIcon: true,
    showLinkedInIcon: false,
    showWhatsAppIcon: false,
    showInstagramIcon: true,
    twitterUrl: null,
    facebookUrl: 'https://facebook.com/kaarsen',
    linkedInUrl: null,
    whatsAppUrl: null,
    instagramUrl: 'https://instagram.com/kaarsen',
  };
  const allOff = {
    ...expected,
    showFacebookIcon: false,
    showInstagramIcon: false,
    facebookUrl: null,
    instagramUrl: null,
  };

  it('GET /api/tenants/by-name/:name/social-media answers the stored settings', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    await createSocialMedia(db, tenant.id, stored);
    const response = await get(`/api/tenants/by-name/${tenant.name.toUpperCase()}/social-media`);
    expect(response.statusCode).toBe(200);
    expect(ZSocialMediaSettings.parse(response.json())).toEqual(expected);
  });

  it('GET /api/tenant-settings/social-media answers the same settings by tenant id', async () => {
    const { db } = ctx.database;
    const tenant = await createTenant(db);
    await createSocialMedia(db, tenant.id, stored);
    const response = await get(`/api/tenant-settings/social-media?tenantId=${tenant.id}`);
    expect(response.statusCode).toBe(200);
    expect(ZSocialMediaSettings.parse(response.json())).toEqual(expected);
  });

  it('answers every icon off without settings, and 404 for an unknown tenant', async () => {
    const tenant = await createTenant(ctx.database.db);
    expect((await get(`/api/tenants/by-name/${tenant.name}/social-media`)).json()).toEqual(allOff);
    expect((await get(`/api/tenant-settings/social-media?tenantId=${tenant.id}`)).json()).toEqual(allOff);
    expect((await get('/api/tenants/by-name/onbekend/social-media')).json()).toEqual(TENANT_NOT_FOUND);
    expect((await get(`/api/tenant-settings/social-media?tenantId=${UNKNOWN_ID}`)).json()).toEqual(TENANT_NOT_FOUND);
  });

  it("cannot see another tenant's social media", async () => {
    const { db } = ctx.database;
    const owner = await createTenant(db);
    const other = await createTenant(db);
    await createSocialMedia(db, owner.id, stored);
    expect((await get(`/api/tenants/by-name/${other.name}/social-media`)).json()).toEqual(allOff);
    expect((await get(`/api/tenant-settings/social-media?tenantId=${other.id}`)).json()).toEqual(allOff);
  });
});

describe('GET /api/tenants/:tenantId/terms-and-conditions', () => {
  it('answers the terms HTML without scripts or event handlers, keeping headings, paragraphs and links', async () => {
    const { db } = ctx.database;
    const termsHtml =
      '<h2 id="levering">Levering</h2><script>alert("x")</script>' +
      '<p onclick="steal()">Binnen 2 werkdagen.</p><a href="https://example.nl/retour" onmouseover="x()">Retour</a>' +
      '<a href="javascript:alert(1)">Klik</a><img src="x" onerror="alert(1)">';
    const tenant = await createTenant(db, { termsHtml });
    const response = await get(`/api/tenants/${tenant.id}/terms-and-conditions`);
    expect(response.statusCode).toBe(200);
    const { content } = ZTermsResponse.parse(response.json());
    expect(content).toContain('<h2 id="levering">Levering</h2>');
    expect(content).toContain('<p>Binnen 2 werkdagen.</p>');
    expect(content).toContain('<a href="https://example.nl/retour">Retour</a>');
    expect(content).not.toMatch(/<script|alert\("x"\)|onclick|onmouseover|onerror|javascript:/);
  });

  it('answers empty content when the tenant has no terms', async () => {
    const tenant = await createTenant(ctx.database.db);
    expect((await get(`/api/tenants/${tenant.id}/terms-and-conditions`)).json()).toEqual({ content: '' });
  });

  it('answers 404 for an unknown tenant', async () => {
    expect((await get(`/api/tenants/${UNKNOWN_ID}/terms-and-conditions`)).json()).toEqual(TENANT_NOT_FOUND);
  });

  it("cannot see another tenant's terms", async () => {
    const { db } = ctx.database;
    await createTenant(db, { termsHtml: '<p>Voorwaarden van A</p>' });
    const other = await createTenant(db);
    expect((await get(`/api/tenants/${other.id}/terms-and-conditions`)).json()).toEqual({ content: '' });
  });
});
