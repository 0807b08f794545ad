import type { InfoSection, ProductDefinition } from '#src/db/seed/shop-definition.ts';

export const EBIKES = 'E-bikes';
export const ACCESSORIES = 'Accessoires';

export const CITY_SKU = 'VLR-CITY-1';
export const TOUR_SKU = 'VLR-TOUR-2';
export const SPORT_SKU = 'VLR-SPORT-3';

function bikeSections(specs: string): InfoSection[] {
  return [
    { id: 'specificaties', title: 'Specificaties', content: specs, isExpanded: true, isEnabled: true },
    {
      id: 'verzending',
      title: 'Bezorging en retour',
      content:
        'Wij bezorgen de fiets rijklaar aan huis en stellen hem samen met u af. Niet tevreden? U heeft 14 dagen bedenktijd.',
      isExpanded: false,
      isEnabled: true,
    },
    {
      id: 'garantie',
      title: 'Garantie',
      content: '2 jaar volledige garantie, 5 jaar op frame en 2 jaar of 800 laadcycli op de accu.',
      isExpanded: false,
      isEnabled: true,
    },
    {
      id: 'onderhoud',
      title: 'Onderhoud',
      content: 'Eerste onderhoudsbeurt na 500 km gratis bij een van onze servicepunten.',
      isExpanded: false,
      isEnabled: false,
    },
  ];
}

/** Comparison rows of the focus shop, per SKU; turned into product-id keys after insert. */
export const comparisonRows: { feature: string; values: Record<string, string> }[] = [
  { feature: 'Accu', values: { [CITY_SKU]: '418 Wh', [TOUR_SKU]: '500 Wh', [SPORT_SKU]: '625 Wh' } },
  { feature: 'Actieradius', values: { [CITY_SKU]: '40-70 km', [TOUR_SKU]: '60-110 km', [SPORT_SKU]: '70-130 km' } },
  {
    feature: 'Motor',
    values: { [CITY_SKU]: 'Voorwiel, 40 Nm', [TOUR_SKU]: 'Midden, 65 Nm', [SPORT_SKU]: 'Midden, 85 Nm' },
  },
  {
    feature: 'Versnellingen',
    values: { [CITY_SKU]: '3 (naaf)', [TOUR_SKU]: '7 (naaf)', [SPORT_SKU]: 'Traploos (Enviolo)' },
  },
  { feature: 'Gewicht', values: { [CITY_SKU]: '22 kg', [TOUR_SKU]: '25 kg', [SPORT_SKU]: '24 kg' } },
  { feature: 'Laadtijd', values: { [CITY_SKU]: '4 uur', [TOUR_SKU]: '5 uur', [SPORT_SKU]: '4,5 uur' } },
];

export const focusProducts: ProductDefinition[] = [
  {
    sku: CITY_SKU,
    name: 'Velora City',
    category: EBIKES,
    shortDescription: 'Lichte stads-e-bike met voorwielmotor en lage instap.',
    description:
      'De Velora City is gemaakt voor korte ritten door de stad: licht, wendbaar en met een lage instap. De accu zit weggewerkt in het frame en laadt u gewoon thuis op.',
    priceCents: 189900,
    stock: 14,
    weightGrams: 22000,
    needsPackageSending: true,
    imageViews: ['zijaanzicht', 'stuur en display', 'accu in het frame'],
    infoSections: bikeSections('Accu 418 Wh, voorwielmotor 40 Nm, Shimano Nexus 3, framemaat 50 of 54 cm.'),
  },
  {
    sku: TOUR_SKU,
    name: 'Velora Tour',
    category: EBIKES,
    shortDescription: 'Comfortabele toer-e-bike met middenmotor en 500 Wh accu.',
    description:
      'Onze meest gekozen fiets. De krachtige middenmotor voelt natuurlijk aan, ook op dijken en met tegenwind. Met geveerde voorvork, hydraulische schijfremmen en een bagagedrager voor dubbele tassen.',
    priceCents: 259900,
    stock: 8,
    weightGrams: 25000,
    needsPackageSending: true,
    imageViews: ['zijaanzicht', 'middenmotor', 'bagagedrager met tassen'],
    infoSections: bikeSections('Accu 500 Wh, middenmotor 65 Nm, Shimano Nexus 7, hydraulische schijfremmen.'),
    priceTextColor: '#2563eb',
  },
  {
    sku: SPORT_SKU,
    name: 'Velora Sport',
    category: EBIKES,
    shortDescription: 'Sportieve e-bike met traploze naaf en 625 Wh voor lange tochten.',
    description:
      'Voor wie verder wil: een grote accu, een traploze Enviolo-naaf en een stijf aluminium frame. Schakelen gaat zelfs stilstaand voor het stoplicht.',
    priceCents: 319900,
    stock: 4,
    weightGrams: 24000,
    needsPackageSending: true,
    discount: { percentage: 10, startInDays: -5, endInDays: 20 },
    imageViews: ['zijaanzicht', 'traploze naaf'],
    infoSections: bikeSections('Accu 625 Wh, middenmotor 85 Nm, Enviolo traploos, riemaandrijving.'),
  },
  {
    sku: 'VLR-CARGO-4',
    name: 'Velora Cargo',
    category: EBIKES,
    shortDescription: 'Bakfiets met ondersteuning, plek voor drie kinderen.',
    description:
      'Elke Cargo bouwen wij na bestelling voor u op, in de kleur van uw keuze. Inclusief bankje met gordels en regentent.',
    priceCents: 449900,
    stock: 0,
    madeToOrder: true,
    weightGrams: 45000,
    needsPackageSending: true,
    imageViews: ['zijaanzicht', 'bak met bankje'],
  },
  {
    sku: 'VLR-FOLD-5',
    name: 'Velora Vouw',
    category: EBIKES,
    shortDescription: 'Opvouwbare e-bike voor trein en camper.',
    description: 'In tien seconden opgevouwen en mee in de trein. 20 inch wielen en een uitneembare accu.',
    priceCents: 164900,
    stock: 2,
    weightGrams: 18000,
    needsPackageSending: true,
  },
  {
    sku: 'VLR-HELM-6',
    name: 'Fietshelm Urban',
    category: ACCESSORIES,
    shortDescription: 'Lichte helm met geïntegreerd achterlicht.',
    description: 'Speciaal voor speed-pedelecs en e-bikes, NTA 8776-gecertificeerd. Maat M/L verstelbaar.',
    priceCents: 8995,
    stock: 25,
    weightGrams: 450,
  },
  {
    sku: 'VLR-ACCU-7',
    name: 'Extra accu 500 Wh',
    category: ACCESSORIES,
    shortDescription: 'Tweede accu voor Velora Tour en Sport: verdubbel uw bereik.',
    description: 'Past in het frame van de Velora Tour en Sport. Inclusief sleutel; laadt met de standaard lader.',
    priceCents: 54900,
    stock: 6,
    weightGrams: 2900,
    needsPackageSending: true,
  },
  {
    sku: 'VLR-TAS-8',
    name: 'Dubbele fietstas waterdicht',
    category: ACCESSORIES,
    shortDescription: 'Waterdichte dubbele tas, 2 x 20 liter, met reflectie.',
    description: 'Gemaakt van gerecycled zeildoek. Klikt vast op elke bagagedrager met een standaard buisdiameter.',
    priceCents: 6495,
    stock: 18,
    weightGrams: 1100,
    needsPackageSending: true,
  },
];
