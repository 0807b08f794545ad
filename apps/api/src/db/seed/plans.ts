import { sql } from 'drizzle-orm';
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

// Columns the seed owns. The promotion dates are only filled when empty: re-running the seed
// must not move a running promotion (and the countdown shown to visitors).
const OWNED_COLUMNS = [
  'type',
  'price_cents',
  'description',
  'features',
  'has_promotion',
  'promotional_price_cents',
  'promotional_description',
  'promotional_duration_months',
  'display_order',
] as const;

/** Upserts the plans by (name, billing_cycle); a plan already as defined is not touched. */
export async function seedPlans(db: Database, log: Log, now = new Date()): Promise<void> {
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const current = (column: string) => sql.raw(`subscription_plans.${column}`);
  const rows = await db
    .insert(subscriptionPlans)
    .values(planRows(now))
    .onConflictDoUpdate({
      target: [subscriptionPlans.name, subscriptionPlans.billingCycle],
      set: {
        type: excluded('type'),
        priceCents: excluded('price_cents'),
        description: excluded('description'),
        features: excluded('features'),
        hasPromotion: excluded('has_promotion'),
        promotionalPriceCents: excluded('promotional_price_cents'),
        promotionalDescription: excluded('promotional_description'),
        promotionalDurationMonths: excluded('promotional_duration_months'),
        displayOrder: excluded('display_order'),
        promotionStartDate: sql`coalesce(${current('promotion_start_date')}, ${excluded('promotion_start_date')})`,
        promotionEndDate: sql`coalesce(${current('promotion_end_date')}, ${excluded('promotion_end_date')})`,
      },
      setWhere: sql`(${sql.join(OWNED_COLUMNS.map(current), sql`, `)}) is distinct from (${sql.join(
        OWNED_COLUMNS.map(excluded),
        sql`, `,
      )}) or (${excluded('has_promotion')} and ${current('promotion_start_date')} is null)`,
    })
    .returning({ name: subscriptionPlans.name, inserted: sql<boolean>`(xmax = 0)` });
  const created = rows.filter((row) => row.inserted).length;
  const updated = rows.length - created;
  log(
    rows.length === 0
      ? 'Subscription plans up to date'
      : `Subscription plans: ${created} created, ${updated} updated`,
  );
}
