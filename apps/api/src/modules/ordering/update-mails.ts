import { escapeHtml } from '#src/lib/html.ts';
import type { OutgoingMail } from '#src/modules/mail/mail.ts';
import {
  type Language,
  languageOf,
  linesHtml,
  linesText,
  money,
  type OrderMailFacts,
  orderMail,
  orderNumberLabel,
  paragraph,
  rowsHtml,
  rowsText,
} from './mails.ts';

/** What the shop did to an order after it was placed; each tells the shopper in one e-mail. */
export type OrderUpdate =
  | { kind: 'payment-received' }
  | { kind: 'processing' }
  | { kind: 'shipped'; carrier: string; trackingNumber: string; trackingUrl: string | null }
  | { kind: 'delivered' }
  | { kind: 'cancelled-by-shop'; refundedCents: number }
  | { kind: 'refunded'; amountCents: number; complete: boolean };

type Texts = {
  subject: (number: string) => string;
  title: string;
  intro: (name: string, number: string, update: OrderUpdate, language: Language) => string;
};

const texts: Record<Language, Record<OrderUpdate['kind'], Texts>> = {
  nl: {
    'payment-received': {
      subject: (number) => `Betaling ontvangen voor bestelling ${number}`,
      title: 'Betaling ontvangen',
      intro: (name, number) => `Beste ${name}, we hebben uw betaling voor bestelling ${number} ontvangen. Dank u wel!`,
    },
    processing: {
      subject: (number) => `Uw bestelling ${number} wordt klaargemaakt`,
      title: 'Bestelling in behandeling',
      intro: (name, number) => `Beste ${name}, we zijn begonnen met het klaarmaken van uw bestelling ${number}.`,
    },
    shipped: {
      subject: (number) => `Uw bestelling ${number} is verzonden`,
      title: 'Bestelling verzonden',
      intro: (name, number) => `Beste ${name}, uw bestelling ${number} is onderweg.`,
    },
    delivered: {
      subject: (number) => `Uw bestelling ${number} is bezorgd`,
      title: 'Bestelling bezorgd',
      intro: (name, number) => `Beste ${name}, uw bestelling ${number} is bezorgd. Veel plezier ermee!`,
    },
    'cancelled-by-shop': {
      subject: (number) => `Uw bestelling ${number} is geannuleerd`,
      title: 'Bestelling geannuleerd',
      intro: (name, number, update, language) =>
        `Beste ${name}, de winkel heeft uw bestelling ${number} geannuleerd.${
          update.kind === 'cancelled-by-shop' && update.refundedCents > 0
            ? ` Het betaalde bedrag van ${money(update.refundedCents, language)} wordt aan u terugbetaald.`
            : ''
        }`,
    },
    refunded: {
      subject: (number) => `Terugbetaling voor uw bestelling ${number}`,
      title: 'Terugbetaling',
      intro: (name, number, update, language) =>
        update.kind === 'refunded'
          ? `Beste ${name}, we betalen ${money(update.amountCents, language)} van uw bestelling ${number} aan u terug${
              update.complete ? '' : ' (een deel van het bedrag)'
            }.`
          : '',
    },
  },
  en: {
    'payment-received': {
      subject: (number) => `Payment received for order ${number}`,
      title: 'Payment received',
      intro: (name, number) => `Dear ${name}, we have received your payment for order ${number}. Thank you!`,
    },
    processing: {
      subject: (number) => `Your order ${number} is being prepared`,
      title: 'Order in progress',
      intro: (name, number) => `Dear ${name}, we have started preparing your order ${number}.`,
    },
    shipped: {
      subject: (number) => `Your order ${number} has been shipped`,
      title: 'Order shipped',
      intro: (name, number) => `Dear ${name}, your order ${number} is on its way.`,
    },
    delivered: {
      subject: (number) => `Your order ${number} has been delivered`,
      title: 'Order delivered',
      intro: (name, number) => `Dear ${name}, your order ${number} has been delivered. Enjoy!`,
    },
    'cancelled-by-shop': {
      subject: (number) => `Your order ${number} has been cancelled`,
      title: 'Order cancelled',
      intro: (name, number, update, language) =>
        `Dear ${name}, the shop has cancelled your order ${number}.${
          update.kind === 'cancelled-by-shop' && update.refundedCents > 0
            ? ` The ${money(update.refundedCents, language)} you paid will be refunded.`
            : ''
        }`,
    },
    refunded: {
      subject: (number) => `Refund for your order ${number}`,
      title: 'Refund',
      intro: (name, number, update, language) =>
        update.kind === 'refunded'
          ? `Dear ${name}, we are refunding ${money(update.amountCents, language)} of your order ${number}${
              update.complete ? '' : ' (part of the amount)'
            }.`
          : '',
    },
  },
};

const labels = {
  nl: {
    carrier: 'Vervoerder',
    trackingNumber: 'Track & trace-code',
    track: 'Volg uw zending',
    invoiceNumber: 'Factuurnummer',
    invoiceAttached: 'De factuur van uw bestelling zit als pdf bij deze e-mail.',
  },
  en: {
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    track: 'Track your parcel',
    invoiceNumber: 'Invoice number',
    invoiceAttached: 'The invoice for your order is attached to this e-mail as a PDF.',
  },
} as const;

/** The invoice issued with this update (paid or shipped, whichever came first), carried as its PDF. */
export interface InvoiceAttachment {
  displayNumber: string;
  file: NonNullable<OutgoingMail['attachments']>[number];
}

/** The e-mail that tells the shopper what the shop did, in the order's language, in the shop's layout. */
export function orderUpdateMail(
  facts: OrderMailFacts,
  update: OrderUpdate,
  invoice: InvoiceAttachment | null = null,
): OutgoingMail {
  const { order } = facts;
  const language = languageOf(order);
  const t = texts[language][update.kind];
  const c = labels[language];
  const intro = t.intro(order.customerFirstName, order.orderNumber, update, language);
  const rows: [string, string][] = [[orderNumberLabel(language), order.orderNumber]];
  if (update.kind === 'shipped') rows.push([c.carrier, update.carrier], [c.trackingNumber, update.trackingNumber]);
  if (invoice) rows.push([c.invoiceNumber, invoice.displayNumber]);
  const htmlParts = [paragraph(intro), rowsHtml(rows)];
  const textParts = [intro, '', rowsText(rows)];
  if (invoice) {
    htmlParts.push(paragraph(c.invoiceAttached));
    textParts.push('', c.invoiceAttached);
  }
  if (update.kind === 'shipped' && update.trackingUrl) {
    htmlParts.push(
      `<p style="margin:16px 0 0"><a href="${escapeHtml(update.trackingUrl)}">${escapeHtml(c.track)}</a></p>`,
    );
    textParts.push('', `${c.track}: ${update.trackingUrl}`);
  }
  if (update.kind !== 'refunded' && facts.lines.length > 0) {
    htmlParts.push(linesHtml(facts.lines, language));
    textParts.push('', linesText(facts.lines, language));
  }
  const mail = orderMail(facts, {
    kind: `order-${update.kind}`,
    subject: t.subject(order.orderNumber),
    title: t.title,
    htmlParts,
    textParts,
  });
  return invoice ? { ...mail, attachments: [invoice.file] } : mail;
}
