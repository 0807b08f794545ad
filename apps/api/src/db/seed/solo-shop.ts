import type { Database } from '#src/db/client.ts';
import { tenantFocusSettings } from '#src/db/schema/tables.ts';
import { standardPaymentMethods, standardShippingMethods } from '#src/db/seed/common-methods.ts';
import { seedShop } from '#src/db/seed/create-shop.ts';
import type { Log, ShopDefinition } from '#src/db/seed/shop-definition.ts';
import { termsHtml } from '#src/db/seed/terms.ts';
import type { SeedLogins } from '#src/db/seed/users.ts';

const DISPLAY_NAME = 'Lumen Studio';
const EMAIL = 'contact@lumenstudio.nl';
const LIGHTING = 'Verlichting';
const MAIN_SKU = 'LUM-LAMP-01';

/** OneProductStore layout: one lamp, three small extras, all active and in stock. */
export const soloShop: ShopDefinition = {
  name: 'solo',
  displayName: DISPLAY_NAME,
  description: 'Eén lamp, goed gemaakt: de Lumen leeslamp van eiken en linnen, ontworpen en gebouwd in Zwolle.',
  contactEmail: EMAIL,
  termsHtml: termsHtml({ shopName: DISPLAY_NAME, email: EMAIL, warrantyYears: 5 }),
  subscriptionType: 'OneProductStore',
  planName: 'Normal',
  brandColor: '#3f3f46',
  accentColor: '#facc15',
  theme: { sectionsConfig: [] },
  social: { showInstagramIcon: true, instagramUrl: 'https://www.instagram.com/lumenstudio' },
  categories: [{ name: LIGHTING, description: 'De Lumen leeslamp en alles wat erbij hoort.', color: '#a16207' }],
  products: [
    {
      sku: MAIN_SKU,
      name: 'Lumen leeslamp eiken',
      category: LIGHTING,
      shortDescription: 'Vloerleeslamp van massief eiken met linnen kap en dimbaar warm licht.',
      description:
        'De Lumen staat stevig op een voet van massief eiken en buigt het licht precies waar u leest. De linnen kap filtert het licht tot een zachte, warme gloed. Inclusief dimmer in het snoer en een led-lamp van 2700 K. Hoogte 140 cm, kap verstelbaar.',
      priceCents: 24900,
      stock: 17,
      weightGrams: 4200,
      needsPackageSending: true,
      imageViews: ['in de woonkamer', 'detail van de eiken voet', 'kap van linnen'],
      infoSections: [
        {
          id: 'specificaties',
          title: 'Specificaties',
          content: 'Eiken voet Ø 28 cm, hoogte 140 cm, linnen kap Ø 35 cm, fitting E27, max. 8 W led.',
          isExpanded: true,
          isEnabled: true,
        },
        {
          id: 'garantie',
          title: 'Garantie',
          content: '5 jaar garantie op de lamp, 2 jaar op de elektronica.',
          isExpanded: false,
          isEnabled: true,
        },
      ],
    },
    {
      sku: 'LUM-KAP-02',
      name: 'Reservekap linnen naturel',
      category: LIGHTING,
      shortDescription: 'Losse linnen kap voor de Lumen, voor een andere sfeer.',
      description: 'Handgenaaid van Belgisch linnen. Past op elke Lumen leeslamp.',
      priceCents: 4950,
      stock: 9,
      weightGrams: 380,
    },
    {
      sku: 'LUM-LED-03',
      name: 'Led-lamp E27 warmwit (2 stuks)',
      category: LIGHTING,
      shortDescription: 'Twee dimbare filamentlampen van 2700 K.',
      description: '6 W, vergelijkbaar met 50 W gloeilamp. Dimbaar met de dimmer van de Lumen.',
      priceCents: 1495,
      stock: 40,
      weightGrams: 120,
    },
    {
      sku: 'LUM-OLIE-04',
      name: 'Onderhoudsolie voor eiken',
      category: LIGHTING,
      shortDescription: 'Flesje hardwasolie om de voet mooi te houden.',
      description: 'Eén keer per jaar dun aanbrengen met een zachte doek. Inhoud 100 ml.',
      priceCents: 1250,
      stock: 3,
      weightGrams: 160,
    },
  ],
  shippingMethods: standardShippingMethods(),
  paymentMethods: standardPaymentMethods(DISPLAY_NAME),
  owner: { email: 'solo@winkelwerf.nl', fullName: 'Noor Jansen' },
};

export async function seedSoloShop(db: Database, log: Log, logins: SeedLogins): Promise<void> {
  await seedShop(db, log, soloShop, logins, async (tx, shop) => {
    // The one-product home features the lamp, not whichever product comes first.
    await tx.insert(tenantFocusSettings).values({
      tenantId: shop.tenantId,
      heroTitle: 'Licht om bij\nte lezen.',
      heroSubtitle: 'De Lumen leeslamp: eiken, linnen en warm, dimbaar licht.',
      heroButtonText: 'Bekijk de lamp',
      featuredProductText: 'Bestel de Lumen',
      featuredProductId: shop.productIds.get(MAIN_SKU) ?? null,
      buttonBackgroundColor: '#facc15',
      buttonTextColor: '#18181b',
    });
  });
}
