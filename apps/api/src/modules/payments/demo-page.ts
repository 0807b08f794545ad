import { centsToEuros, formatEuros } from '@shop/contracts';
import { signParts, verifySignedParts } from '#src/lib/app-secret.ts';
import { escapeHtml } from '#src/lib/html.ts';
import type { OrderRow } from '#src/modules/ordering/ordering.ts';

export const DEMO_PAYMENT_KINDS = [
  { value: 'ideal', label: 'iDEAL' },
  { value: 'wallet', label: 'Wallet (Apple Pay, Google Pay)' },
  { value: 'creditcard', label: 'Creditcard' },
] as const;

const TOKEN_PURPOSE = 'demo-payment';

/** The demo form's proof that it was served by us for this order: no one else can pay it. */
export const demoPaymentToken = (secret: string, tenantId: string, orderNumber: string) =>
  signParts(secret, [TOKEN_PURPOSE, tenantId, orderNumber]);

export const isDemoPaymentToken = (secret: string, tenantId: string, orderNumber: string, token: unknown) =>
  verifySignedParts(secret, [TOKEN_PURPOSE, tenantId, orderNumber], token);

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:.25rem 0 1rem}
.note{background:#fef3c7;color:#78350f;border-radius:8px;padding:.5rem .75rem;font-size:.9rem}
.amount{font-size:1.6rem;font-weight:700;margin:.25rem 0 1rem}
fieldset{border:1px solid #d4d4d8;border-radius:8px;margin:0 0 1rem;padding:.5rem 1rem}
label{display:block;padding:.5rem 0;font-size:1rem}
button,a.button{display:block;width:100%;box-sizing:border-box;margin:.5rem 0;padding:.8rem;border-radius:8px;border:1px solid #18181b;font-size:1rem;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#15803d;border-color:#15803d;color:#fff;font-weight:700}
.fail{background:#fff;color:#b91c1c;border-color:#b91c1c}
.cancel{background:#fff;color:#18181b}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}dt{color:#52525b}dd{margin:0;font-weight:600}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * The platform's stand-in for a payment provider (shops without Stripe keys): shows the shop,
 * amount and order number, lets the shopper pick a payment kind and pay, fail or cancel.
 */
export function renderDemoPaymentPage(input: {
  shopName: string;
  order: OrderRow;
  /** e.g. '' or '?tenant=demo', kept on the form targets. */
  query: string;
  payable: boolean;
  confirmationUrl: string;
  /** demoPaymentToken of the order, sent back with the form. */
  token: string;
}): string {
  const { order } = input;
  const amount = formatEuros(centsToEuros(order.totalAmountCents), 'nl');
  const action = (outcome: string) =>
    escapeHtml(`/api/payments/demo/${encodeURIComponent(order.orderNumber)}/${outcome}${input.query}`);
  const facts = `<dl><dt>Webshop</dt><dd>${escapeHtml(input.shopName)}</dd><dt>Bestelnummer</dt><dd>${escapeHtml(order.orderNumber)}</dd></dl>`;
  if (!input.payable) {
    return page(
      `Betaling – ${input.shopName}`,
      `<h1>Betaling niet mogelijk</h1>${facts}<p>Deze bestelling kan niet (meer) worden betaald. Status van de betaling: ${escapeHtml(order.paymentStatus)}.</p><a class="button cancel" href="${escapeHtml(input.confirmationUrl)}">Naar uw bestelling</a>`,
    );
  }
  const previous =
    order.paymentStatus === 'Failed' || order.paymentStatus === 'Cancelled'
      ? `<p role="status">De vorige betaalpoging is ${order.paymentStatus === 'Failed' ? 'mislukt' : 'geannuleerd'}. U kunt het opnieuw proberen.</p>`
      : '';
  const kinds = DEMO_PAYMENT_KINDS.map(
    (kind, index) =>
      `<label><input type="radio" name="paymentKind" value="${kind.value}"${index === 0 ? ' checked' : ''}> ${escapeHtml(kind.label)}</label>`,
  ).join('');
  return page(
    `Betalen – ${input.shopName}`,
    `<p class="note">Demo-betaalomgeving: er wordt geen echt geld afgeschreven.</p>
<h1>Betalen bij ${escapeHtml(input.shopName)}</h1>
${facts}
<p>Te betalen</p><p class="amount">${escapeHtml(amount)}</p>
${previous}
<form method="post" action="${action('pay')}">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<fieldset><legend>Kies hoe u betaalt</legend>${kinds}</fieldset>
<button type="submit" class="pay">Betalen</button>
<button type="submit" class="fail" formaction="${action('fail')}">Betaling mislukt</button>
<button type="submit" class="cancel" formaction="${action('cancel')}">Annuleren</button>
</form>`,
  );
}
