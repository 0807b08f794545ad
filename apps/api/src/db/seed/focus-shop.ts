import type { Database } from '#src/db/client.ts';
import { tenantFocusSettings } from '#src/db/schema/tables.ts';
import { standardPaymentMethods, standardShippingMethods } from '#src/db/seed/common-methods.ts';
import { type CreatedShop, seedShop } from '#src/db/seed/create-shop.ts';
import {
  ACCESSORIES,
  CITY_SKU,
  comparisonRows,
  EBIKES,
  focusProducts,
  SPORT_SKU,
  TOUR_SKU,
} from '#src/db/seed/focus-products.ts';
import type { Log, ShopDefinition, Transaction } from '#src/db/seed/shop-definition.ts';
import { termsHtml } from '#src/db/seed/terms.ts';
import type { SeedLogins } from '#src/db/seed/users.ts';

const DISPLAY_NAME = 'Velora E-bikes';
const EMAIL = 'hallo@velora.nl';

/** FocusShop layout: hero, product grid and a comparison table of three e-bikes. */
export const focusShop: ShopDefinition = {
  name: 'focus',
  displayName: DISPLAY_NAME,
  description: 'Nederlandse e-bikes, rijklaar aan huis bezorgd. Proefrit bij u in de buurt.',
  contactEmail: EMAIL,
  termsHtml: termsHtml({ shopName: DISPLAY_NAME, email: EMAIL }),
  subscriptionType: 'FocusShop',
  planName: 'Premium',
  brandColor: '#1e3a8a',
  accentColor: '#22d3ee',
  theme: { customCardCorners: 'square', sectionsConfig: [] },
  social: {
    showInstagramIcon: true,
    instagramUrl: 'https://www.instagram.com/velora.ebikes',
    showLinkedInIcon: true,
    linkedInUrl: 'https://www.linkedin.com/company/velora-ebikes',
    showTwitterIcon: false,
    twitterUrl: 'https://x.com/velora',
  },
  categories: [
    {
      name: EBIKES,
      description: 'Stads-, toer-, sport-, vouw- en bakfietsen met trapondersteuning.',
      color: '#1e3a8a',
    },
    { name: ACCESSORIES, description: 'Helmen, tassen en extra accu’s voor uw Velora.', color: '#0e7490' },
  ],
  products: focusProducts,
  shippingMethods: standardShippingMethods({ pickupAddress: 'onze showroom, Kanaalweg 4 in Utrecht' }),
  paymentMethods: standardPaymentMethods('Velora B.V.'),
  owner: { email: 'focus@winkelwerf.nl', fullName: 'Daan Visser' },
};

function idOf(shop: CreatedShop, sku: string): number {
  const id = shop.productIds.get(sku);
  if (id === undefined) throw new Error(`Focus shop: product ${sku} missing`);
  return id;
}

async function insertFocusSettings(tx: Transaction, shop: CreatedShop): Promise<void> {
  const compared = [CITY_SKU, TOUR_SKU, SPORT_SKU];
  const tableData = comparisonRows.map((row) => ({
    feature: row.feature,
    values: Object.fromEntries(Object.entries(row.values).map(([sku, value]) => [String(idOf(shop, sku)), value])),
  }));
  await tx.insert(tenantFocusSettings).values({
    tenantId: shop.tenantId,
    heroTitle: 'Elektrisch fietsen,\nzonder gedoe.',
    heroSubtitle: 'Rijklaar bezorgd, 2 jaar garantie en een proefrit bij u in de buurt.',
    heroButtonText: 'Bekijk de collectie',
    featuredProductText: 'Ontdek de Velora Tour',
    featuredProductId: idOf(shop, TOUR_SKU),
    buttonBackgroundColor: '#111827',
    buttonTextColor: '#ffffff',
    showComparisonSection: true,
    comparisonProductIds: compared.map((sku) => idOf(shop, sku)),
    comparisonTableData: tableData,
    comparisonTitle: 'Welke Velora past bij jou?',
    comparisonSubtitle: 'Vergelijk accu, bereik en motor in één oogopslag.',
    comparisonGradientBackground: 'linear-gradient(135deg, #0f172a 0%, #1e3a8a 100%)',
    comparisonTitleColor: '#ffffff',
    comparisonSubtitleColor: '#cbd5e1',
  });
}

export async function seedFocusShop(db: Database, log: Log, logins: SeedLogins): Promise<void> {
  await seedShop(db, log, focusShop, logins, (tx, shop) => insertFocusSettings(tx, shop));
}
