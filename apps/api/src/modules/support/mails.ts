import { escapeHtml } from '#src/lib/html.ts';
import { type MailLanguage, type RenderedMail, renderMailHtml } from '#src/modules/mail/mail.ts';

export interface SupportMessageMail {
  platformName: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: MailLanguage;
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/** The message as the platform's support team receives it (always Dutch: the team's language). */
export function renderSupportInboxMail(mail: SupportMessageMail): RenderedMail {
  const subject = `[Support] ${mail.subject || mail.message.slice(0, 60)}`;
  const from = `${mail.name} <${mail.email}> (${mail.language})`;
  const html = renderMailHtml({
    shopName: mail.platformName,
    title: 'Nieuw supportbericht',
    bodyHtml: [`<p><strong>Van:</strong> ${escapeHtml(from)}</p>`, paragraphs(mail.message)].join('\n'),
    footer: 'Beantwoord deze e-mail om de afzender te antwoorden.',
    language: 'nl',
  });
  return { subject, html, text: `Van: ${from}\n\n${mail.message}` };
}

const CONFIRMATION: Record<MailLanguage, { subject: string; title: string; intro: string; quote: string }> = {
  nl: {
    subject: 'We hebben je bericht ontvangen',
    title: 'Bedankt voor je bericht',
    intro: 'We hebben je bericht ontvangen en antwoorden binnen 1-2 werkdagen per e-mail.',
    quote: 'Je schreef:',
  },
  en: {
    subject: 'We received your message',
    title: 'Thank you for your message',
    intro: 'We received your message and will reply by e-mail within 1-2 working days.',
    quote: 'You wrote:',
  },
};

/** The short confirmation to the sender, in their language. */
export function renderSupportConfirmationMail(mail: SupportMessageMail): RenderedMail {
  const texts = CONFIRMATION[mail.language];
  const html = renderMailHtml({
    shopName: mail.platformName,
    title: texts.title,
    bodyHtml: [
      `<p>${escapeHtml(texts.intro)}</p>`,
      `<p style="font-size:13px;color:#52525b">${escapeHtml(texts.quote)}</p>`,
      paragraphs(mail.message),
    ].join('\n'),
    footer: mail.platformName,
    language: mail.language,
  });
  return {
    subject: `${texts.subject} (${mail.platformName})`,
    html,
    text: `${texts.intro}\n\n${texts.quote}\n${mail.message}`,
  };
}
