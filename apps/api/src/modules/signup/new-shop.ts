import { TRIAL_DAYS } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  platformUsers,
  platformUserTenants,
  subscriptionPlans,
  tenantSocialMedia,
  tenantSubscriptions,
  tenants,
  tenantThemes,
} from '#src/db/schema/tables.ts';
import { insertShopMethods, standardShippingMethods } from '#src/db/seed/common-methods.ts';
import type { PaymentDefinition } from '#src/db/seed/shop-definition.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewShopInput {
  subdomain: string;
  shopName: string;
  fullName: string;
  email: string;
  passwordHash: string;
  language: 'nl' | 'en';
}

/**
 * A new shop takes no payment until its owner sets one up: bank transfer waits for an IBAN, the
 * card provider for the shop's own keys. The back-office switches them on.
 */
function newShopPaymentMethods(shopName: string): PaymentDefinition[] {
  return [
    { type: 'Stripe', name: 'iDEAL, creditcard of wallet', isEnabled: false },
    {
      type: 'BankTransfer',
      name: 'Bankoverschrijving',
      isEnabled: false,
      bankIban: null,
      bankAccountName: shopName,
      bankBic: null,
      instructions:
        'Maak het totaalbedrag binnen 7 dagen over onder vermelding van uw bestelnummer. Wij verzenden uw bestelling zodra de betaling binnen is.',
    },
  ];
}

async function findTrialPlanId(tx: Executor): Promise<number | null> {
  const [plan] = await tx
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.type, 'Trial'), eq(subscriptionPlans.isActive, true)))
    .orderBy(asc(subscriptionPlans.displayOrder), asc(subscriptionPlans.id))
    .limit(1);
  return plan?.id ?? null;
}

/**
 * Writes the owner and everything a shop needs to answer at once: the tenant with the default
 * dark theme, its settings rows, the standard shipping methods, the payment methods (off), the
 * owner's link and the trial subscription. Runs inside the caller's transaction.
 */
export async function insertShopWithOwner(tx: Executor, input: NewShopInput, now: Date) {
  const [user] = await tx
    .insert(platformUsers)
    .values({
      email: input.email,
      passwordHash: input.passwordHash,
      fullName: input.fullName,
      role: 'Owner',
      language: input.language,
      passwordChangedAt: now,
    })
    .returning();
  if (!user) throw new Error('platform user insert returned nothing');

  const [tenant] = await tx
    .insert(tenants)
    .values({
      name: input.subdomain,
      displayName: input.shopName,
      theme: 'dark',
      heroType: 'image',
      contactEmail: input.email,
      termsHtml: '',
    })
    .returning({ id: tenants.id, name: tenants.name, displayName: tenants.displayName });
  if (!tenant) throw new Error('tenant insert returned nothing');

  await tx.insert(tenantThemes).values({ tenantId: tenant.id, sectionsConfig: [] });
  await tx.insert(tenantSocialMedia).values({ tenantId: tenant.id });
  await insertShopMethods(tx, tenant.id, standardShippingMethods(), newShopPaymentMethods(input.shopName));
  await tx.insert(platformUserTenants).values({ tenantId: tenant.id, userId: user.id, role: 'Owner' });
  await tx.insert(tenantSubscriptions).values({
    tenantId: tenant.id,
    subscriptionType: 'Normal',
    planId: await findTrialPlanId(tx),
    status: 'Trial',
    trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
  });
  return { user, tenant };
}
