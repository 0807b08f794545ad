import { escapeHtml } from '#src/lib/html.ts';
import { type MailLanguage, type RenderedMail, renderMailHtml } from '#src/modules/mail/mail.ts';

export type ReminderKind = '24h' | '2h';

const texts = {
  nl: {
    subject: (shop: string, kind: ReminderKind) =>
      `${shop}: uw proefperiode eindigt over ${kind === '24h' ? '24 uur' : '2 uur'}`,
    title: (kind: ReminderKind) => `Uw proefperiode eindigt over ${kind === '24h' ? '24 uur' : '2 uur'}`,
    greeting: (name: string) => `Beste ${name},`,
    body: (shop: string) =>
      `De gratis proefperiode van ${shop} loopt bijna af. Kies een abonnement op uw dashboard, dan blijft uw webshop zonder onderbreking open.`,
    after:
      'Kiest u geen abonnement, dan wordt de webshop tijdelijk gesloten: bezoekers kunnen niet meer bestellen. Er wordt niets verwijderd en u kunt op uw dashboard altijd nog een abonnement kiezen.',
    button: 'Abonnement kiezen',
    linkFallback: 'Werkt de knop niet? Kopieer dan deze link in uw browser:',
    footer: 'U ontvangt deze e-mail omdat u eigenaar bent van deze webshop.',
  },
  en: {
    subject: (shop: string, kind: ReminderKind) =>
      `${shop}: your trial ends in ${kind === '24h' ? '24 hours' : '2 hours'}`,
    title: (kind: ReminderKind) => `Your trial ends in ${kind === '24h' ? '24 hours' : '2 hours'}`,
    greeting: (name: string) => `Dear ${name},`,
    body: (shop: string) =>
      `The free trial of ${shop} is almost over. Choose a plan on your dashboard and your shop stays open without a break.`,
    after:
      'Without a plan the shop closes for the time being: visitors can no longer order. Nothing is deleted, and you can still choose a plan on your dashboard at any time.',
    button: 'Choose a plan',
    linkFallback: 'Button not working? Copy this link into your browser:',
    footer: 'You receive this e-mail because you own this shop.',
  },
} as const;

export function renderTrialReminderMail(input: {
  kind: ReminderKind;
  shopName: string;
  ownerName: string;
  dashboardUrl: string;
  language: MailLanguage;
}): RenderedMail {
  const text = texts[input.language];
  const title = text.title(input.kind);
  const bodyHtml = [
    `<p>${escapeHtml(text.greeting(input.ownerName))}</p>`,
    `<p>${escapeHtml(text.body(input.shopName))}</p>`,
    `<p><a href="${escapeHtml(input.dashboardUrl)}" style="display:inline-block;background:#18181b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(text.button)}</a></p>`,
    `<p>${escapeHtml(text.after)}</p>`,
    `<p style="font-size:13px;color:#52525b">${escapeHtml(text.linkFallback)}<br>${escapeHtml(input.dashboardUrl)}</p>`,
  ].join('\n');
  return {
    subject: text.subject(input.shopName, input.kind),
    html: renderMailHtml({ shopName: input.shopName, title, bodyHtml, footer: text.footer, language: input.language }),
    text: [
      text.greeting(input.ownerName),
      '',
      text.body(input.shopName),
      '',
      `${text.button}: ${input.dashboardUrl}`,
      '',
      text.after,
      '',
      text.footer,
    ].join('\n'),
  };
}
