import { escapeHtml } from '#src/lib/html.ts';
import { type MailLanguage, type RenderedMail, renderMailHtml } from '#src/modules/mail/mail.ts';

export interface ReplyMailInput {
  shopName: string;
  /** The sender of the contact message. */
  name: string;
  /** When the contact message was sent. */
  sentAt: Date;
  body: string;
  /** The contact message's language. */
  language: MailLanguage;
}

const texts = {
  nl: {
    subject: (shop: string) => `Antwoord op uw bericht aan ${shop}`,
    title: 'Antwoord op uw bericht',
    greeting: (name: string) => `Beste ${name},`,
    footer: (shop: string, date: string) =>
      `U ontvangt deze e-mail als antwoord op uw bericht van ${date} via het contactformulier van ${shop}. U kunt deze e-mail beantwoorden.`,
    locale: 'nl-NL',
  },
  en: {
    subject: (shop: string) => `Reply to your message to ${shop}`,
    title: 'Reply to your message',
    greeting: (name: string) => `Dear ${name},`,
    footer: (shop: string, date: string) =>
      `You receive this e-mail in reply to your message of ${date} via the contact form of ${shop}. You can reply to this e-mail.`,
    locale: 'en-GB',
  },
} as const;

const multilineHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/**
 * The shop's reply to a contact message, in the message's language and the shop's mail layout. It
 * does not quote the message: anyone can fill in any address, and the reply should carry only
 * the shop's own words.
 */
export function renderReplyMail(input: ReplyMailInput): RenderedMail {
  const t = texts[input.language];
  const date = input.sentAt.toLocaleDateString(t.locale, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' });
  const greeting = t.greeting(input.name.replace(/\s+/g, ' ').trim());
  const footer = t.footer(input.shopName, date);
  return {
    subject: t.subject(input.shopName),
    html: renderMailHtml({
      shopName: input.shopName,
      title: t.title,
      bodyHtml: `<p>${escapeHtml(greeting)}</p>\n<p>${multilineHtml(input.body)}</p>`,
      footer,
      language: input.language,
    }),
    text: [greeting, '', input.body, '', input.shopName, '', footer].join('\n'),
  };
}
