import type { Database } from '#src/db/client.ts';
import { standardPaymentMethods, standardShippingMethods } from '#src/db/seed/common-methods.ts';
import { seedShop } from '#src/db/seed/create-shop.ts';
import { CANDLES, CERAMICS, CHRISTMAS, demoProducts, TEXTILES, WOOD } from '#src/db/seed/demo-products.ts';
import type { Log, ShopDefinition } from '#src/db/seed/shop-definition.ts';
import { termsHtml } from '#src/db/seed/terms.ts';
import type { SeedLogins } from '#src/db/seed/users.ts';

const DISPLAY_NAME = 'De Ambachtsschuur';
const EMAIL = 'info@ambachtsschuur.nl';

/** Standard layout: a craft shop with every case the storefront has to show. */
export const demoShop: ShopDefinition = {
  name: 'demo',
  displayName: DISPLAY_NAME,
  description:
    'Handgemaakte kaarsen, keramiek, houtwerk en textiel uit onze werkplaats in Deventer. Alles in kleine oplagen, met aandacht gemaakt.',
  contactEmail: EMAIL,
  termsHtml: termsHtml({ shopName: DISPLAY_NAME, email: EMAIL }),
  subscriptionType: 'Normal',
  planName: 'Normal',
  brandColor: '#92400e',
  accentColor: '#f59e0b',
  theme: {
    useCustomTheme: true,
    customTheme: 'dark',
    customCardCorners: 'rounded',
    customCardShadows: true,
    customPrimaryColor: '#d97706',
    customSecondaryColor: '#78350f',
    customAccentColor: '#f59e0b',
    customHeaderUnderlines: true,
    sectionsConfig: [],
  },
  social: {
    showInstagramIcon: true,
    instagramUrl: 'https://www.instagram.com/ambachtsschuur',
    showFacebookIcon: true,
    facebookUrl: 'https://www.facebook.com/ambachtsschuur',
    showWhatsAppIcon: true,
    whatsAppUrl: 'https://wa.me/31612345678',
  },
  categories: [
    {
      name: CANDLES,
      description: 'Geurkaarsen, dinerkaarsen en theelichtjes van soja-, bijen- en kokoswas.',
      color: '#d97706',
    },
    {
      name: CERAMICS,
      description: 'Mokken, borden en vazen, met de hand gedraaid en geglazuurd.',
      color: '#0f766e',
    },
    {
      name: WOOD,
      description: 'Snijplanken, lepels en speelgoed van Nederlands en Europees hout.',
      color: '#92400e',
    },
    {
      name: TEXTILES,
      description: 'Linnen, wol en katoen: theedoeken, sjaals, plaids en kussens.',
      color: '#be185d',
    },
    {
      name: CHRISTMAS,
      description: 'Kerstversiering en winterkaarsen; alleen zichtbaar in de feestmaanden.',
      color: '#15803d',
      isActive: false,
    },
  ],
  products: demoProducts,
  shippingMethods: standardShippingMethods({ pickupAddress: 'de werkplaats, Bergstraat 12 in Deventer' }),
  paymentMethods: standardPaymentMethods(DISPLAY_NAME),
  owner: { email: 'demo@winkelwerf.nl', fullName: 'Sanne de Boer' },
};

export async function seedDemoShop(db: Database, log: Log, logins: SeedLogins): Promise<void> {
  await seedShop(db, log, demoShop, logins);
}
