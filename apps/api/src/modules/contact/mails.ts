import { escapeHtml } from '#src/lib/html.ts';
import { type MailLanguage, type RenderedMail, renderMailHtml } from '#src/modules/mail/mail.ts';

export interface ContactMailInput {
  shopName: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  /** The sender's language. */
  language: MailLanguage;
  attachments: { fileName: string; byteSize: number }[];
}

const texts = {
  nl: {
    shopSubject: (shop: string, name: string) => `Nieuw bericht via het contactformulier van ${shop} van ${name}`,
    shopTitle: 'Nieuw bericht via het contactformulier',
    shopIntro: 'Iemand heeft het contactformulier van uw webshop ingevuld. Beantwoord deze e-mail om te reageren.',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    language: 'Taal',
    languageName: { nl: 'Nederlands', en: 'Engels' },
    message: 'Bericht',
    attachments: 'Bijlagen',
    none: 'geen',
    shopFooter: (shop: string) => `Verstuurd via het contactformulier van ${shop}.`,
    confirmSubject: (shop: string) => `We hebben uw bericht ontvangen - ${shop}`,
    confirmTitle: 'Bedankt voor uw bericht',
    greeting: (name: string) => `Beste ${name},`,
    confirmBody: (shop: string) =>
      `Bedankt voor uw bericht aan ${shop}. We hebben het goed ontvangen en reageren binnen 1-2 werkdagen.`,
    confirmAttachments: (count: number) => `Meegestuurde bijlagen: ${count}.`,
    confirmFooter: (shop: string) =>
      `U ontvangt deze e-mail omdat dit adres is ingevuld in het contactformulier van ${shop}.`,
  },
  en: {
    shopSubject: (shop: string, name: string) => `New message via the contact form of ${shop} from ${name}`,
    shopTitle: 'New message via the contact form',
    shopIntro: 'Someone filled in the contact form of your shop. Reply to this e-mail to answer.',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    language: 'Language',
    languageName: { nl: 'Dutch', en: 'English' },
    message: 'Message',
    attachments: 'Attachments',
    none: 'none',
    shopFooter: (shop: string) => `Sent via the contact form of ${shop}.`,
    confirmSubject: (shop: string) => `We have received your message - ${shop}`,
    confirmTitle: 'Thank you for your message',
    greeting: (name: string) => `Dear ${name},`,
    confirmBody: (shop: string) =>
      `Thank you for your message to ${shop}. We have received it and will reply within 1-2 working days.`,
    confirmAttachments: (count: number) => `Attachments sent: ${count}.`,
    confirmFooter: (shop: string) =>
      `You receive this e-mail because this address was entered in the contact form of ${shop}.`,
  },
} as const;

const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

const multilineHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** The copy for the shop, in the shop's language; the attachments go with it, and replies go to the sender. */
export function renderContactReceivedMail(input: ContactMailInput, shopLanguage: MailLanguage = 'nl'): RenderedMail {
  const t = texts[shopLanguage];
  const rows: [string, string][] = [
    [t.name, input.name],
    [t.email, input.email],
    [t.phone, input.phoneNumber ?? '-'],
    [t.language, t.languageName[input.language]],
  ];
  const attachmentLines = input.attachments.map((file) => `${file.fileName} (${fileSize(file.byteSize)})`);
  const bodyHtml = [
    `<p>${escapeHtml(t.shopIntro)}</p>`,
    `<p>${rows.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`,
    `<p><strong>${escapeHtml(t.message)}:</strong></p>`,
    `<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #d4d4d8">${multilineHtml(input.message)}</blockquote>`,
    `<p><strong>${escapeHtml(t.attachments)}:</strong> ${
      attachmentLines.length ? attachmentLines.map(escapeHtml).join('<br>') : escapeHtml(t.none)
    }</p>`,
  ].join('\n');
  const text = [
    t.shopIntro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.message}:`,
    input.message,
    '',
    `${t.attachments}: ${attachmentLines.length ? `\n${attachmentLines.join('\n')}` : t.none}`,
  ].join('\n');
  return {
    subject: t.shopSubject(input.shopName, input.name.replace(/\s+/g, ' ')),
    html: renderMailHtml({
      shopName: input.shopName,
      title: t.shopTitle,
      bodyHtml,
      footer: t.shopFooter(input.shopName),
      language: shopLanguage,
    }),
    text,
  };
}

/**
 * The confirmation for the sender, in their language. It does not repeat the message: anyone can
 * fill in any address, and an echo would let the form send a stranger's text in the shop's name.
 */
export function renderContactConfirmationMail(input: ContactMailInput): RenderedMail {
  const t = texts[input.language];
  const lines = [t.greeting(input.name), t.confirmBody(input.shopName)];
  if (input.attachments.length > 0) lines.push(t.confirmAttachments(input.attachments.length));
  return {
    subject: t.confirmSubject(input.shopName),
    html: renderMailHtml({
      shopName: input.shopName,
      title: t.confirmTitle,
      bodyHtml: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
      footer: t.confirmFooter(input.shopName),
      language: input.language,
    }),
    text: [...lines, '', input.shopName].join('\n\n').replace(/\n{3,}/g, '\n\n'),
  };
}
