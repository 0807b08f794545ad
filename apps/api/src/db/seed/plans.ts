import type { Database } from '#src/db/client.ts';
import { subscriptionPlans } from '#src/db/schema/tables.ts';
import { daysFromNow, type Log } from '#src/db/seed/shop-definition.ts';

type PlanRow = typeof subscriptionPlans.$inferInsert;

const BASIC_FEATURES = [
  'Onbeperkt aantal producten en categorieën',
  'Eigen logo, kleuren en heldenafbeelding',
  'iDEAL, creditcard en bankoverschrijving',
  'Verzendmethoden op gewicht (brievenbus, pakket, ophalen)',
  'Geen commissie op uw verkopen',
];

const PREMIUM_FEATURES = [
  'Alles uit het Normal-abonnement',
  'Focus-winkel en één-productwinkel als opmaak',
  'Vergelijkingstabel voor uw producten',
  'Add-ons met gravure- of tekstinvoer',
  'Voorrang bij support',
];

/** The platform's plans; the promotion window is placed around `now`. */
export function planRows(now: Date): PlanRow[] {
  const none = {
    hasPromotion: false,
    promotionStartDate: null,
    promotionEndDate: null,
    promotionalPriceCents: null,
    promotionalDescription: null,
    promotionalDurationMonths: null,
  };
  return [
    {
      name: 'Trial',
      type: 'Trial',
      billingCycle: 'Monthly',
      priceCents: 0,
      description: 'Probeer het platform 3 dagen gratis, zonder betaalgegevens.',
      features: ['3 dagen gratis', 'Tot 10 producten', 'Standaard winkelopmaak', 'Betalen via bankoverschrijving'].join(
        '\n',
      ),
      displayOrder: 1,
      ...none,
    },
    {
      name: 'Normal',
      type: 'Normal',
      billingCycle: 'Monthly',
      priceCents: 999,
      description: 'Alles wat een kleine webwinkel nodig heeft.',
      features: BASIC_FEATURES.join('\n'),
      displayOrder: 2,
      ...none,
    },
    {
      name: 'Premium',
      type: 'Premium',
      billingCycle: 'Monthly',
      priceCents: 1999,
      description: 'Voor winkels die willen opvallen met een eigen opmaak.',
      features: PREMIUM_FEATURES.join('\n'),
      displayOrder: 3,
      hasPromotion: true,
      promotionStartDate: daysFromNow(now, -2),
      promotionEndDate: daysFromNow(now, 5),
      promotionalPriceCents: 1499,
      promotionalDescription: 'Introductieactie: de eerste 3 maanden € 14,99 per maand',
      promotionalDurationMonths: 3,
    },
    {
      name: 'Normal',
      type: 'Normal',
      billingCycle: 'Yearly',
      priceCents: 9990,
      description: 'Het Normal-abonnement per jaar: twee maanden gratis.',
      features: BASIC_FEATURES.join('\n'),
      displayOrder: 4,
      ...none,
    },
    {
      name: 'Premium',
      type: 'Premium',
      billingCycle: 'Yearly',
      priceCents: 19990,
      description: 'Het Premium-abonnement per jaar: twee maanden gratis.',
      features: PREMIUM_FEATURES.join('\n'),
      displayOrder: 5,
      ...none,
    },
  ];
}

/** Adds the plans that are missing by (name, billing_cycle); existing plans keep the owner's edits. */
export async function seedPlans(db: Database, log: Log, now = new Date()): Promise<void> {
  const rows = await db
    .insert(subscriptionPlans)
    .values(planRows(now))
    .onConflictDoNothing({ target: [subscriptionPlans.name, subscriptionPlans.billingCycle] })
    .returning({ name: subscriptionPlans.name });
  log(rows.length === 0 ? 'Subscription plans up to date' : `Subscription plans: ${rows.length} created`);
}
