import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createTenant } from '../../../test/factories.ts';
import { createPlatformUser, platformSessionCookie } from '../../../test/platform-sign-in.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query<T>(text, values)).rows;

const auditOf = (tenantId: string) =>
  query<{ action: string; actor_role: string; details: Record<string, unknown> }>(
    'select action, actor_role, details from tenant_audit_log where tenant_id = $1 order by id',
    [tenantId],
  );

const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000' };
const get = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
const put = (url: string, cookie: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

async function ownedShop() {
  const { db } = ctx.database;
  const tenant = await createTenant(db);
  const owner = await createPlatformUser(db, { shopIds: [tenant.id] });
  return { tenant, cookie: await platformSessionCookie(db, owner.id) };
}

const settingsUrl = (tenantName: string, form: string) => `/api/platform/shops/${tenantName}/settings/${form}`;

/** The legal details every shop-details PUT carries (all may be empty). */
const legal = {
  legalName: '',
  legalAddress: '',
  legalPostalCode: '',
  legalCity: '',
  legalCountry: 'Nederland',
  kvkNumber: '',
  vatNumber: '',
  contactEmail: '',
};

const theme = {
  useCustomTheme: true,
  customTheme: 'light',
  customCardCorners: 'square',
  customCardShadows: false,
  customPrimaryColor: '#112233',
  customSecondaryColor: null,
  customAccentColor: '#ff8800',
  customBackgroundColor: '#ffffff',
  customTextColor: '#111111',
  customFontFamily: 'Georgia, Cambria, "Times New Roman", serif',
  customHeaderUnderlines: true,
  sectionsConfig: [
    {
      id: 'c1',
      type: 'categories',
      title: 'Onze categorieën',
      enabled: true,
      order: 0,
      settings: { columns: 4, showImages: false },
    },
    {
      id: 'p1',
      type: 'products',
      enabled: false,
      order: 1,
      settings: { limit: 6, showPrice: true },
    },
  ],
  sectionsConfigVersion: 1,
  showCarouselSection: false,
  showCategoriesSection: null,
  showProductsSection: true,
};

const social = {
  showTwitterIcon: false,
  showFacebookIcon: true,
  showLinkedInIcon: false,
  showWhatsAppIcon: false,
  showInstagramIcon: true,
  twitterUrl: null,
  facebookUrl: 'https://facebook.com/winkel',
  linkedInUrl: '',
  whatsAppUrl: null,
  instagramUrl: 'https://instagram.com/winkel',
};

function focusInput(productIds: number[], overrides: Record<string, unknown> = {}) {
  return {
    heroTitle: 'Goed\nspul',
    heroSubtitle: 'Alles handgemaakt',
    heroButtonText: 'Bekijk alles',
    featuredProductText: 'Uitgelicht',
    featuredProductId: productIds[0] ?? null,
    buttonBackgroundColor: '#222222',
    buttonTextColor: '#fefefe',
    showComparisonSection: true,
    comparisonProductIds: productIds,
    comparisonTableData: [
      { feature: 'Gewicht', values: Object.fromEntries(productIds.map((id) => [String(id), `${id} g`])) },
    ],
    comparisonGradientBackground: 'linear-gradient(135deg, #7c3aed, #db2777)',
    comparisonTitle: 'Welke past bij jou?',
    comparisonSubtitle: null,
    comparisonTitleColor: '#ffffff',
    comparisonSubtitleColor: null,
    ...overrides,
  };
}

describe('shop details', () => {
  it('answers the current values and saves a change the storefront shows at the next request', async () => {
    const { tenant, cookie } = await ownedShop();
    const before = await get(settingsUrl(tenant.name, 'shop'), cookie);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ displayName: tenant.displayName, heroType: 'image', logoMediaId: null });
    await get(`/api/tenants/by-name/${tenant.name}`);

    const saved = await put(settingsUrl(tenant.name, 'shop'), cookie, {
      displayName: '  De Nieuwe Naam ',
      description: 'Mooie dingen',
      heroType: 'video',
      ...legal,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      displayName: 'De Nieuwe Naam',
      description: 'Mooie dingen',
      heroType: 'video',
    });
    const storefront = await get(`/api/tenants/by-name/${tenant.name}`);
    expect(storefront.json()).toMatchObject({ displayName: 'De Nieuwe Naam', heroType: 'video' });
    // The owner's own change is in the shop's activity log, as the owner's.
    expect((await auditOf(tenant.id)).map((row) => row.actor_role)).toEqual(['Owner']);
  });

  it('refuses an empty name with its field and writes nothing', async () => {
    const { tenant, cookie } = await ownedShop();
    const response = await put(settingsUrl(tenant.name, 'shop'), cookie, {
      displayName: ' ',
      description: '',
      heroType: 'gif',
      ...legal,
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields.map((entry: { field: string }) => entry.field);
    expect(fields).toEqual(expect.arrayContaining(['body.displayName', 'body.heroType']));
    const [row] = await query<{ display_name: string }>('select display_name from tenants where id = $1', [tenant.id]);
    expect(row?.display_name).toBe(tenant.displayName);
  });

  it('saves the legal details for invoices: KvK without spaces, the VAT number upper case, the contact address', async () => {
    const { tenant, cookie } = await ownedShop();
    const details = {
      displayName: tenant.displayName,
      description: '',
      heroType: 'image',
      legalName: ' Kaarsen & Co B.V. ',
      legalAddress: 'Markt 3',
      legalPostalCode: '5611 AA',
      legalCity: 'Eindhoven',
      legalCountry: 'Nederland',
      kvkNumber: '1234 5678',
      vatNumber: 'nl 1234.56789 b01',
      contactEmail: 'info@kaarsen.example',
    };
    const saved = await put(settingsUrl(tenant.name, 'shop'), cookie, details);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      legalName: 'Kaarsen & Co B.V.',
      legalAddress: 'Markt 3',
      legalPostalCode: '5611 AA',
      legalCity: 'Eindhoven',
      legalCountry: 'Nederland',
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B01',
      contactEmail: 'info@kaarsen.example',
    };
    expect(saved.json()).toMatchObject(expected);
    expect((await get(settingsUrl(tenant.name, 'shop'), cookie)).json()).toMatchObject(expected);
    const [row] = await query<{ vat_number: string; contact_email: string | null }>(
      'select vat_number, contact_email from tenants where id = $1',
      [tenant.id],
    );
    expect(row).toEqual({ vat_number: 'NL123456789B01', contact_email: 'info@kaarsen.example' });

    // Emptied: no KvK or VAT number, and the shop's mail goes to its owner again.
    const emptied = await put(settingsUrl(tenant.name, 'shop'), cookie, { ...details, ...legal });
    expect(emptied.json()).toMatchObject({ kvkNumber: '', vatNumber: '', contactEmail: '' });
    const [after] = await query<{ contact_email: string | null }>('select contact_email from tenants where id = $1', [
      tenant.id,
    ]);
    expect(after?.contact_email).toBeNull();
  });

  it('refuses a wrong KvK number, VAT number or e-mail address per field, in Dutch or English, and saves nothing', async () => {
    const { tenant, cookie } = await ownedShop();
    const body = {
      displayName: 'Nieuwe naam',
      description: '',
      heroType: 'image',
      ...legal,
      kvkNumber: '1234567',
      vatNumber: 'BE0123456789',
      contactEmail: 'geen-adres',
    };
    const dutch = await put(settingsUrl(tenant.name, 'shop'), cookie, body);
    expect(dutch.statusCode).toBe(400);
    expect(dutch.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'body.kvkNumber', message: 'Een KvK-nummer heeft 8 cijfers' },
        { field: 'body.vatNumber', message: 'Gebruik een btw-nummer als NL123456789B01' },
        { field: 'body.contactEmail', message: 'Voer een geldig e-mailadres in' },
      ]),
    );
    const english = await put(`${settingsUrl(tenant.name, 'shop')}?lang=en`, cookie, body);
    expect(english.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'body.kvkNumber', message: 'A KvK number has 8 digits' },
        { field: 'body.vatNumber', message: 'Use a VAT number like NL123456789B01' },
        { field: 'body.contactEmail', message: 'Please enter a valid e-mail address' },
      ]),
    );
    const [row] = await query<{ display_name: string; kvk_number: string }>(
      'select display_name, kvk_number from tenants where id = $1',
      [tenant.id],
    );
    expect(row).toEqual({ display_name: tenant.displayName, kvk_number: '' });
  });

  it("answers staff 403 owner_only: the shop's details are the owner's", async () => {
    const { tenant } = await ownedShop();
    const staff = await createPlatformUser(ctx.database.db, { shopIds: [tenant.id], shopRole: 'Staff' });
    const cookie = await platformSessionCookie(ctx.database.db, staff.id);
    const read = await get(settingsUrl(tenant.name, 'shop'), cookie);
    expect(read.statusCode).toBe(403);
    expect(read.json().error).toBe('owner_only');
    const write = await put(settingsUrl(tenant.name, 'shop'), cookie, {
      displayName: 'Door personeel',
      description: '',
      heroType: 'image',
      ...legal,
    });
    expect(write.statusCode).toBe(403);
  });
});

describe('theme', () => {
  it('saves the theme record with its sections; the storefront theme answers it', async () => {
    const { tenant, cookie } = await ownedShop();
    const initial = await get(settingsUrl(tenant.name, 'theme'), cookie);
    expect(initial.json()).toMatchObject({ useCustomTheme: false, customCardShadows: true, sectionsConfig: [] });
    await get(`/api/tenant-theme/${tenant.name}`);

    const saved = await put(settingsUrl(tenant.name, 'theme'), cookie, theme);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(theme);
    const storefront = (await get(`/api/tenant-theme/${tenant.name}`)).json();
    expect(storefront).toMatchObject({
      useCustomTheme: true,
      customPrimaryColor: '#112233',
      customCardCorners: 'square',
      showCarouselSection: false,
    });
    expect(storefront.sectionsConfig.map((section: { id: string }) => section.id)).toEqual(['c1', 'p1']);
    expect(storefront.sectionsConfig[0].settings).toEqual({ columns: 4, showImages: false });
  });

  it('refuses a bad colour and an unknown section type with their fields and writes nothing', async () => {
    const { tenant, cookie } = await ownedShop();
    const response = await put(settingsUrl(tenant.name, 'theme'), cookie, {
      ...theme,
      customPrimaryColor: 'red',
      sectionsConfig: [{ id: 'x', type: 'video-wall', enabled: true, order: 0, settings: {} }],
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields.map((entry: { field: string }) => entry.field);
    expect(fields).toContain('body.customPrimaryColor');
    expect(fields.some((field: string) => field.startsWith('body.sectionsConfig.0'))).toBe(true);
    expect(await query('select 1 from tenant_themes where tenant_id = $1', [tenant.id])).toEqual([]);
  });

  it('refuses a section setting out of range for its type', async () => {
    const { tenant, cookie } = await ownedShop();
    const response = await put(settingsUrl(tenant.name, 'theme'), cookie, {
      ...theme,
      sectionsConfig: [
        {
          id: 'k',
          type: 'carousel',
          enabled: true,
          order: 0,
          settings: { autoPlay: true, showArrows: true, itemsToShow: 9 },
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('body.sectionsConfig.0.settings.itemsToShow');
  });
});

describe('focus-shop settings', () => {
  it('saves hero, buttons and comparison with the shop products; the storefront answers them', async () => {
    const { tenant, cookie } = await ownedShop();
    const first = await createProduct(ctx.database.db, tenant.id, { name: 'Eerste' });
    const second = await createProduct(ctx.database.db, tenant.id, { name: 'Tweede' });
    const form = await get(settingsUrl(tenant.name, 'focus-shop'), cookie);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toMatchObject({ buttonBackgroundColor: '#ffffff', buttonTextColor: '#000000' });
    expect(form.json().products.map((product: { name: string }) => product.name)).toEqual(['Eerste', 'Tweede']);

    // A value for a product that is not compared is dropped.
    const values = { [first.id]: `${first.id} g`, [second.id]: `${second.id} g`, 999999: 'weg' };
    const input = focusInput([first.id, second.id], { comparisonTableData: [{ feature: 'Gewicht', values }] });
    const saved = await put(settingsUrl(tenant.name, 'focus-shop'), cookie, input);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().comparisonTableData[0].values).toEqual({
      [first.id]: `${first.id} g`,
      [second.id]: `${second.id} g`,
    });
    const storefront = (await get(`/api/tenant-settings/focus-shop?tenantId=${tenant.id}`)).json();
    expect(storefront).toMatchObject({
      heroTitle: 'Goed\nspul',
      featuredProductId: first.id,
      comparisonProductIds: [first.id, second.id],
      buttonBackgroundColor: '#222222',
      comparisonSubtitle: null,
    });
  });

  it("refuses another shop's product with its field and writes nothing", async () => {
    const { tenant, cookie } = await ownedShop();
    const other = await createTenant(ctx.database.db);
    const own = await createProduct(ctx.database.db, tenant.id);
    const foreign = await createProduct(ctx.database.db, other.id);
    const response = await put(
      settingsUrl(tenant.name, 'focus-shop'),
      cookie,
      focusInput([own.id, foreign.id], { featuredProductId: foreign.id }),
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields.map((entry: { field: string }) => entry.field);
    expect(fields).toEqual(['body.featuredProductId', 'body.comparisonProductIds.1']);
    expect(await query('select 1 from tenant_focus_settings where tenant_id = $1', [tenant.id])).toEqual([]);
  });

  it('refuses a comparison of one product and a colour that is not hex', async () => {
    const { tenant, cookie } = await ownedShop();
    const only = await createProduct(ctx.database.db, tenant.id);
    const oneProduct = await put(settingsUrl(tenant.name, 'focus-shop'), cookie, focusInput([only.id]));
    expect(oneProduct.statusCode).toBe(400);
    expect(oneProduct.json().fields[0].field).toBe('body.comparisonProductIds');
    const badColour = await put(
      settingsUrl(tenant.name, 'focus-shop'),
      cookie,
      focusInput([], { buttonTextColor: 'black', comparisonGradientBackground: 'url(https://x.test/a.png)' }),
    );
    expect(badColour.statusCode).toBe(400);
    const fields = badColour.json().fields.map((entry: { field: string }) => entry.field);
    expect(fields).toEqual(expect.arrayContaining(['body.buttonTextColor', 'body.comparisonGradientBackground']));
  });
});

describe('social media', () => {
  it('saves the icons and URLs; both storefront endpoints answer them', async () => {
    const { tenant, cookie } = await ownedShop();
    const saved = await put(settingsUrl(tenant.name, 'social-media'), cookie, social);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ showFacebookIcon: true, linkedInUrl: null });
    expect((await get(settingsUrl(tenant.name, 'social-media'), cookie)).json()).toEqual(saved.json());
    expect((await get(`/api/tenants/by-name/${tenant.name}/social-media`)).json()).toEqual(saved.json());
    expect((await get(`/api/tenant-settings/social-media?tenantId=${tenant.id}`)).json()).toEqual(saved.json());
  });

  it('refuses a URL that is not http(s)', async () => {
    const { tenant, cookie } = await ownedShop();
    const response = await put(settingsUrl(tenant.name, 'social-media'), cookie, {
      ...social,
      twitterUrl: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((entry: { field: string }) => entry.field)).toEqual(['body.twitterUrl']);
    expect(await query('select 1 from tenant_social_media where tenant_id = $1', [tenant.id])).toEqual([]);
  });
});

describe('terms', () => {
  it('sanitises on save; the storefront terms stay sanitised', async () => {
    const { tenant, cookie } = await ownedShop();
    const saved = await put(settingsUrl(tenant.name, 'terms'), cookie, {
      termsHtml:
        '<h2>Voorwaarden</h2><p onclick="x()">Lees <a href="javascript:evil()">dit</a></p><script>alert(1)</script>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().termsHtml).toBe('<h2>Voorwaarden</h2><p>Lees <a>dit</a></p>');
    expect((await get(settingsUrl(tenant.name, 'terms'), cookie)).json()).toEqual(saved.json());
    const storefront = await get(`/api/tenants/${tenant.id}/terms-and-conditions`);
    expect(storefront.json().content).toBe('<h2>Voorwaarden</h2><p>Lees <a>dit</a></p>');
  });

  it('keeps the storefront terms sanitised for rows written outside the back office', async () => {
    const { tenant } = await ownedShop();
    await query(
      "update tenants set terms_html = '<p>Hoi<img src=x onerror=alert(1)><script>1</script></p>' where id = $1",
      [tenant.id],
    );
    const content: string = (await get(`/api/tenants/${tenant.id}/terms-and-conditions`)).json().content;
    expect(content).not.toMatch(/onerror|<script/);
  });
});

describe('access', () => {
  const forms = ['shop', 'theme', 'focus-shop', 'social-media', 'terms'];

  it('answers 401 without a session, for reads and writes', async () => {
    const { tenant } = await ownedShop();
    for (const form of forms) expect((await get(settingsUrl(tenant.name, form))).statusCode).toBe(401);
    const write = await put(settingsUrl(tenant.name, 'social-media'), undefined, social);
    expect(write.statusCode).toBe(401);
    expect(await query('select 1 from tenant_social_media where tenant_id = $1', [tenant.id])).toEqual([]);
  });

  it("answers 404 for another shop's settings and leaves them alone", async () => {
    const { tenant: shopA, cookie: ownerOfA } = await ownedShop();
    const { tenant: shopB } = await ownedShop();
    for (const form of forms) {
      expect((await get(settingsUrl(shopB.name, form), ownerOfA)).statusCode).toBe(404);
    }
    const write = await put(settingsUrl(shopB.name, 'social-media'), ownerOfA, social);
    expect(write.statusCode).toBe(404);
    const shopWrite = await put(settingsUrl(shopB.name, 'shop'), ownerOfA, {
      displayName: 'Gekaapt',
      description: '',
      heroType: 'image',
      ...legal,
    });
    expect(shopWrite.statusCode).toBe(404);
    expect(await query('select 1 from tenant_social_media where tenant_id = $1', [shopB.id])).toEqual([]);
    const [row] = await query<{ display_name: string }>('select display_name from tenants where id = $1', [shopB.id]);
    expect(row?.display_name).toBe(shopB.displayName);
    expect(shopA.id).not.toBe(shopB.id);
  });

  it('lets the platform Admin change any form, each change in the audit log', async () => {
    const { tenant } = await ownedShop();
    const admin = await createPlatformUser(ctx.database.db, { role: 'Admin' });
    const cookie = await platformSessionCookie(ctx.database.db, admin.id);
    const product = await createProduct(ctx.database.db, tenant.id);
    const writes: [string, unknown][] = [
      ['shop', { displayName: 'Door de Admin', description: '', heroType: 'image', ...legal }],
      ['theme', theme],
      ['focus-shop', focusInput([], { featuredProductId: product.id })],
      ['social-media', social],
      ['terms', { termsHtml: '<p>Regels</p>' }],
    ];
    for (const [form, body] of writes) {
      const response = await put(settingsUrl(tenant.name, form), cookie, body);
      expect(response.statusCode, `${form}: ${response.body}`).toBe(200);
    }
    expect(await auditOf(tenant.id)).toEqual(
      ['shop', 'theme', 'focus-shop', 'social-media', 'terms'].map((area) => ({
        action: 'settings.changed',
        actor_role: 'Admin',
        details: { area },
      })),
    );
  });
});
