import { centsToEuros, formatEuros, type TBankTransferDetails } from '@shop/contracts';
import { escapeHtml } from '#src/lib/html.ts';
import { type OutgoingMail, renderMailHtml } from '#src/modules/mail/mail.ts';
import type { OrderRow } from './order-queries.ts';

export type Language = 'nl' | 'en';

export interface MailLine {
  productName: string;
  productSku: string;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
  addons: { productAddonName: string; inputValue: string | null; unitPriceCents: number }[];
}

export interface OrderMailFacts {
  shopName: string;
  shopEmail: string | null;
  order: OrderRow;
  lines: MailLine[];
  bankTransfer: TBankTransferDetails | null;
  /** Where the shopper can follow the order; absent when no shop address is known (background jobs). */
  confirmationUrl: string | null;
}

export type CancellationReason = 'customer' | 'payment-expired';

const texts = {
  nl: {
    placedSubject: (number: string) => `Bevestiging van uw bestelling ${number}`,
    placedTitle: 'Bedankt voor uw bestelling',
    placedIntro: (name: string, number: string) =>
      `Beste ${name}, we hebben uw bestelling ${number} goed ontvangen. Hieronder vindt u het overzicht.`,
    cancelledSubject: (number: string) => `Uw bestelling ${number} is geannuleerd`,
    cancelledTitle: 'Bestelling geannuleerd',
    cancelledIntro: {
      customer: (name: string, number: string) =>
        `Beste ${name}, uw bestelling ${number} is op uw verzoek geannuleerd.`,
      'payment-expired': (name: string, number: string) =>
        `Beste ${name}, we hebben de betaling van bestelling ${number} niet op tijd ontvangen. De bestelling is daarom geannuleerd.`,
    },
    refundNote: 'Had u al betaald? Dan betaalt de winkel het bedrag aan u terug.',
    orderNumber: 'Bestelnummer',
    product: 'Artikel',
    quantity: 'Aantal',
    subTotal: 'Subtotaal',
    shipping: 'Verzending',
    vat: 'Waarvan btw (21%)',
    total: 'Totaal',
    shippingMethod: 'Verzendmethode',
    paymentMethod: 'Betaalmethode',
    shippingAddress: 'Verzendadres',
    billingAddress: 'Factuuradres',
    notes: 'Opmerkingen',
    bankTitle: 'Betalen per bankoverschrijving',
    bankIntro: 'Maak het totaalbedrag over naar onderstaande rekening en vermeld uw bestelnummer.',
    iban: 'IBAN',
    accountName: 'Ten name van',
    bic: 'BIC',
    amount: 'Bedrag',
    reference: 'Omschrijving',
    follow: 'Bekijk uw bestelling',
    footer: (shop: string) => `Deze e-mail is verstuurd door ${shop}.`,
  },
  en: {
    placedSubject: (number: string) => `Confirmation of your order ${number}`,
    placedTitle: 'Thank you for your order',
    placedIntro: (name: string, number: string) =>
      `Dear ${name}, we have received your order ${number}. Here is the overview.`,
    cancelledSubject: (number: string) => `Your order ${number} has been cancelled`,
    cancelledTitle: 'Order cancelled',
    cancelledIntro: {
      customer: (name: string, number: string) =>
        `Dear ${name}, your order ${number} has been cancelled at your request.`,
      'payment-expired': (name: string, number: string) =>
        `Dear ${name}, we did not receive the payment for order ${number} in time, so the order has been cancelled.`,
    },
    refundNote: 'Already paid? The shop will refund the amount.',
    orderNumber: 'Order number',
    product: 'Item',
    quantity: 'Quantity',
    subTotal: 'Subtotal',
    shipping: 'Shipping',
    vat: 'Including VAT (21%)',
    total: 'Total',
    shippingMethod: 'Shipping method',
    paymentMethod: 'Payment method',
    shippingAddress: 'Shipping address',
    billingAddress: 'Billing address',
    notes: 'Notes',
    bankTitle: 'Paying by bank transfer',
    bankIntro: 'Please transfer the total amount to the account below, quoting your order number.',
    iban: 'IBAN',
    accountName: 'Account name',
    bic: 'BIC',
    amount: 'Amount',
    reference: 'Reference',
    follow: 'View your order',
    footer: (shop: string) => `This e-mail was sent by ${shop}.`,
  },
} as const;

export const languageOf = (order: OrderRow): Language => (order.language === 'en' ? 'en' : 'nl');
export const money = (cents: number, language: Language) => formatEuros(centsToEuros(cents), language);

export function addressLines(order: OrderRow, kind: 'shipping' | 'billing'): string[] {
  const name = `${order.customerFirstName} ${order.customerLastName}`;
  return kind === 'shipping'
    ? [name, order.shippingAddress, `${order.shippingPostalCode} ${order.shippingCity}`, order.shippingCountry]
    : [name, order.billingAddress, `${order.billingPostalCode} ${order.billingCity}`, order.billingCountry];
}

export function summaryRows(order: OrderRow, language: Language): [string, string][] {
  const t = texts[language];
  return [
    [t.subTotal, money(order.subTotalCents, language)],
    [`${t.shipping} (${order.shippingMethodName})`, money(order.shippingCostCents, language)],
    [t.total, money(order.totalAmountCents, language)],
    [t.vat, money(order.taxAmountCents, language)],
  ];
}

function bankRows(bank: TBankTransferDetails, language: Language): [string, string][] {
  const t = texts[language];
  return [
    [t.iban, bank.bankIBAN ?? ''],
    [t.accountName, bank.bankAccountName ?? ''],
    [t.bic, bank.bankBIC ?? ''],
    [t.amount, formatEuros(bank.amount, language)],
    [t.reference, bank.reference],
  ];
}

const cell = 'padding:6px 4px;border-bottom:1px solid #e4e4e7;vertical-align:top';

export function linesHtml(lines: MailLine[], language: Language): string {
  const t = texts[language];
  const rows = lines
    .map((line) => {
      const addons = line.addons
        .map(
          (addon) =>
            `<br><span style="color:#52525b;font-size:13px">+ ${escapeHtml(addon.productAddonName)}${
              addon.inputValue ? `: “${escapeHtml(addon.inputValue)}”` : ''
            } (${escapeHtml(money(addon.unitPriceCents, language))})</span>`,
        )
        .join('');
      return `<tr><td style="${cell}">${escapeHtml(line.productName)} <span style="color:#71717a;font-size:12px">${escapeHtml(line.productSku)}</span>${addons}</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(line.quantity)} × ${escapeHtml(money(line.unitPriceCents, language))}</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(money(line.totalPriceCents, language))}</td></tr>`;
    })
    .join('');
  return `<table style="width:100%;border-collapse:collapse;font-size:14px" role="presentation"><tr><th style="${cell};text-align:left">${escapeHtml(t.product)}</th><th style="${cell};text-align:right">${escapeHtml(t.quantity)}</th><th style="${cell}"></th></tr>${rows}</table>`;
}

export const rowsHtml = (rows: [string, string][]) =>
  `<table style="width:100%;border-collapse:collapse;font-size:14px" role="presentation">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:3px 4px">${escapeHtml(label)}</td><td style="padding:3px 4px;text-align:right;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;

export const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;
export const heading = (text: string) => `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(text)}</h2>`;
export const lineBlock = (lines: string[]) => `<p style="margin:0 0 12px">${lines.map(escapeHtml).join('<br>')}</p>`;

export function linesText(lines: MailLine[], language: Language): string {
  return lines
    .map((line) => {
      const addons = line.addons.map(
        (addon) =>
          `    + ${addon.productAddonName}${addon.inputValue ? `: "${addon.inputValue}"` : ''} (${money(addon.unitPriceCents, language)})`,
      );
      return [
        `- ${line.quantity} × ${line.productName} (${line.productSku}) à ${money(line.unitPriceCents, language)} = ${money(line.totalPriceCents, language)}`,
        ...addons,
      ].join('\n');
    })
    .join('\n');
}

export const rowsText = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');

/** The label of the order number row, in the order's language. */
export const orderNumberLabel = (language: Language) => texts[language].orderNumber;

/** Every e-mail about an order: to its shopper, in the order's language, in the shop's layout, with its footer. */
export function orderMail(
  facts: OrderMailFacts,
  mail: { kind: string; subject: string; title: string; htmlParts: string[]; textParts: string[] },
): OutgoingMail {
  const { order } = facts;
  const language = languageOf(order);
  const footer = texts[language].footer(facts.shopName);
  return {
    tenantId: order.tenantId,
    kind: mail.kind,
    to: order.customerEmail,
    subject: mail.subject,
    html: renderMailHtml({
      shopName: facts.shopName,
      title: mail.title,
      bodyHtml: mail.htmlParts.join('\n'),
      footer,
      language,
    }),
    text: [facts.shopName, '', ...mail.textParts, '', footer].join('\n'),
    ...(facts.shopEmail ? { replyTo: facts.shopEmail } : {}),
  };
}

/** The order confirmation: lines with add-ons and inputs, totals with VAT, shipping, addresses, bank details. */
export function orderPlacedMail(facts: OrderMailFacts): OutgoingMail {
  const { order } = facts;
  const language = languageOf(order);
  const t = texts[language];
  const intro = t.placedIntro(order.customerFirstName, order.orderNumber);
  const details: [string, string][] = [
    [t.orderNumber, order.orderNumber],
    [t.shippingMethod, order.shippingMethodName],
    [t.paymentMethod, order.paymentMethodName],
  ];

  const htmlParts = [
    paragraph(intro),
    rowsHtml(details),
    heading(t.placedTitle),
    linesHtml(facts.lines, language),
    rowsHtml(summaryRows(order, language)),
  ];
  const textParts = [
    intro,
    '',
    rowsText(details),
    '',
    linesText(facts.lines, language),
    '',
    rowsText(summaryRows(order, language)),
  ];
  if (facts.bankTransfer) {
    htmlParts.push(heading(t.bankTitle), paragraph(t.bankIntro), rowsHtml(bankRows(facts.bankTransfer, language)));
    if (facts.bankTransfer.instructions) htmlParts.push(paragraph(facts.bankTransfer.instructions));
    textParts.push('', t.bankTitle, t.bankIntro, rowsText(bankRows(facts.bankTransfer, language)));
    if (facts.bankTransfer.instructions) textParts.push(facts.bankTransfer.instructions);
  }
  htmlParts.push(heading(t.shippingAddress), lineBlock(addressLines(order, 'shipping')));
  htmlParts.push(heading(t.billingAddress), lineBlock(addressLines(order, 'billing')));
  textParts.push('', `${t.shippingAddress}:`, ...addressLines(order, 'shipping'));
  textParts.push('', `${t.billingAddress}:`, ...addressLines(order, 'billing'));
  if (order.notes) {
    htmlParts.push(heading(t.notes), paragraph(order.notes));
    textParts.push('', `${t.notes}:`, order.notes);
  }
  if (facts.confirmationUrl) {
    htmlParts.push(
      `<p style="margin:16px 0 0"><a href="${escapeHtml(facts.confirmationUrl)}">${escapeHtml(t.follow)}</a></p>`,
    );
    textParts.push('', `${t.follow}: ${facts.confirmationUrl}`);
  }

  return orderMail(facts, {
    kind: 'order-placed',
    subject: t.placedSubject(order.orderNumber),
    title: t.placedTitle,
    htmlParts,
    textParts,
  });
}

export function orderCancelledMail(facts: OrderMailFacts, reason: CancellationReason): OutgoingMail {
  const { order } = facts;
  const language = languageOf(order);
  const t = texts[language];
  const intro = t.cancelledIntro[reason](order.customerFirstName, order.orderNumber);
  const showRefund = reason === 'customer' && order.paymentStatus === 'Paid';
  const htmlParts = [
    paragraph(intro),
    rowsHtml([[t.orderNumber, order.orderNumber]]),
    linesHtml(facts.lines, language),
    rowsHtml([[t.total, money(order.totalAmountCents, language)]]),
  ];
  const textParts = [
    intro,
    '',
    `${t.orderNumber}: ${order.orderNumber}`,
    '',
    linesText(facts.lines, language),
    '',
    `${t.total}: ${money(order.totalAmountCents, language)}`,
  ];
  if (showRefund) {
    htmlParts.push(paragraph(t.refundNote));
    textParts.push('', t.refundNote);
  }
  return orderMail(facts, {
    kind: 'order-cancelled',
    subject: t.cancelledSubject(order.orderNumber),
    title: t.cancelledTitle,
    htmlParts,
    textParts,
  });
}
