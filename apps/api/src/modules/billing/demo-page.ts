import { centsToEuros, formatEuros, type TLanguage } from '@shop/contracts';
import { signParts, verifySignedParts } from '#src/lib/app-secret.ts';
import { escapeHtml } from '#src/lib/html.ts';

const TOKEN_PURPOSE = 'demo-billing';
/** How long a demo billing link may be opened and paid. */
export const DEMO_BILLING_LINK_MS = 60 * 60 * 1000;

export interface DemoBillingLink {
  shop: string;
  plan: number;
  /** Unix seconds after which the link no longer works. */
  expires: number;
}

const parts = (tenantId: string, link: DemoBillingLink) => [
  TOKEN_PURPOSE,
  tenantId,
  link.shop.toLowerCase(),
  String(link.plan),
  String(link.expires),
];

/** The link's proof that we made it for this shop, plan and time: nobody else can activate a plan. */
export const demoBillingSignature = (secret: string, tenantId: string, link: DemoBillingLink) =>
  signParts(secret, parts(tenantId, link));

export function isValidDemoBillingLink(
  secret: string,
  tenantId: string,
  link: DemoBillingLink,
  signature: unknown,
  now: Date,
): boolean {
  return link.expires * 1000 > now.getTime() && verifySignedParts(secret, parts(tenantId, link), signature);
}

const TEXTS = {
  nl: {
    title: 'Abonnement afrekenen',
    note: 'Demo-omgeving: er wordt geen geld afgeschreven. Met "Betalen" is het abonnement meteen actief.',
    shop: 'Webshop',
    plan: 'Abonnement',
    amount: 'Bedrag',
    perMonth: 'per maand',
    perYear: 'per jaar',
    pay: 'Betalen',
    cancel: 'Annuleren',
  },
  en: {
    title: 'Pay for your plan',
    note: 'Demo environment: no money moves. "Pay" activates the plan at once.',
    shop: 'Shop',
    plan: 'Plan',
    amount: 'Amount',
    perMonth: 'per month',
    perYear: 'per year',
    pay: 'Pay',
    cancel: 'Cancel',
  },
} as const;

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:.25rem 0 1rem}
.note{background:#fef3c7;color:#78350f;border-radius:8px;padding:.5rem .75rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}dt{color:#52525b}dd{margin:0;font-weight:600}
button,a.button{display:block;width:100%;box-sizing:border-box;margin:.5rem 0;padding:.8rem;border-radius:8px;border:1px solid #18181b;font-size:1rem;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#15803d;border-color:#15803d;color:#fff;font-weight:700}
.cancel{background:#fff;color:#18181b}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
`;

/** The platform's stand-in for Stripe Checkout when no Stripe key is set (demo, development). */
export function renderDemoBillingPage(input: {
  language: TLanguage;
  shopName: string;
  planName: string;
  billingCycle: string;
  amountCents: number;
  link: DemoBillingLink;
  signature: string;
  cancelUrl: string;
}): string {
  const text = TEXTS[input.language];
  const amount = `${formatEuros(centsToEuros(input.amountCents), input.language)} ${input.billingCycle === 'Yearly' ? text.perYear : text.perMonth}`;
  const hidden = (name: string, value: string | number) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="${input.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(text.title)}</title><style>${STYLE}</style></head>
<body><main>
<p class="note">${escapeHtml(text.note)}</p>
<h1>${escapeHtml(text.title)}</h1>
<dl><dt>${text.shop}</dt><dd>${escapeHtml(input.shopName)}</dd><dt>${text.plan}</dt><dd>${escapeHtml(input.planName)}</dd><dt>${text.amount}</dt><dd>${escapeHtml(amount)}</dd></dl>
<form method="post" action="/api/platform/billing/demo">
${hidden('shop', input.link.shop)}${hidden('plan', input.link.plan)}${hidden('expires', input.link.expires)}${hidden('signature', input.signature)}
<button type="submit" class="pay">${text.pay}</button>
</form>
<a class="button cancel" href="${escapeHtml(input.cancelUrl)}">${text.cancel}</a>
</main></body>
</html>`;
}
