import { escapeHtml } from '#src/lib/html.ts';
import { type MailLanguage, type RenderedMail, renderMailHtml } from '#src/modules/mail/mail.ts';

import type { ActionPurpose } from './queries.ts';

interface CustomerLinkMail {
  shopName: string;
  firstName: string;
  link: string;
  validDays: number;
  language: MailLanguage;
}

const texts = {
  nl: {
    'verify-email': {
      subject: (shop: string) => `Bevestig uw e-mailadres bij ${shop}`,
      title: 'Bevestig uw e-mailadres',
      intro: (shop: string) =>
        `Bedankt voor uw registratie bij ${shop}. Bevestig uw e-mailadres met de knop hieronder.`,
      button: 'E-mailadres bevestigen',
      ignore: 'Heeft u zich niet geregistreerd? Dan kunt u deze e-mail negeren.',
    },
    'set-password': {
      subject: (shop: string) => `Stel uw wachtwoord in bij ${shop}`,
      title: 'Stel uw wachtwoord in',
      intro: (shop: string) =>
        `Er is een klantaccount voor u aangemaakt bij ${shop}. Kies een wachtwoord met de knop hieronder; daarna kunt u inloggen en uw bestellingen volgen.`,
      button: 'Wachtwoord instellen',
      ignore: 'Heeft u geen account aangevraagd? Dan kunt u deze e-mail negeren.',
    },
    greeting: (name: string) => `Beste ${name},`,
    validity: (days: number) => `Deze link is ${days} ${days === 1 ? 'dag' : 'dagen'} geldig.`,
    linkFallback: 'Werkt de knop niet? Kopieer dan deze link in uw browser:',
    footer: (shop: string) => `U ontvangt deze e-mail omdat dit adres is opgegeven bij ${shop}.`,
  },
  en: {
    'verify-email': {
      subject: (shop: string) => `Confirm your e-mail address at ${shop}`,
      title: 'Confirm your e-mail address',
      intro: (shop: string) =>
        `Thank you for registering at ${shop}. Please confirm your e-mail address with the button below.`,
      button: 'Confirm e-mail address',
      ignore: 'Did not register? Then you can ignore this e-mail.',
    },
    'set-password': {
      subject: (shop: string) => `Set your password at ${shop}`,
      title: 'Set your password',
      intro: (shop: string) =>
        `A customer account has been created for you at ${shop}. Choose a password with the button below; then you can log in and follow your orders.`,
      button: 'Set password',
      ignore: 'Did not ask for an account? Then you can ignore this e-mail.',
    },
    greeting: (name: string) => `Dear ${name},`,
    validity: (days: number) => `This link is valid for ${days} ${days === 1 ? 'day' : 'days'}.`,
    linkFallback: 'Button not working? Copy this link into your browser:',
    footer: (shop: string) => `You receive this e-mail because this address was entered at ${shop}.`,
  },
} as const;

/** The mail carrying a one-time link: e-mail verification or setting a first password. */
export function renderCustomerLinkMail(purpose: ActionPurpose, mail: CustomerLinkMail): RenderedMail {
  const t = texts[mail.language];
  const kind = t[purpose];
  const intro = kind.intro(mail.shopName);
  const bodyHtml = [
    `<p>${escapeHtml(t.greeting(mail.firstName))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#18181b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(kind.button)}</a></p>`,
    `<p style="font-size:13px;color:#52525b">${escapeHtml(t.linkFallback)}<br>${escapeHtml(mail.link)}</p>`,
    `<p style="font-size:13px;color:#52525b">${escapeHtml(t.validity(mail.validDays))} ${escapeHtml(kind.ignore)}</p>`,
  ].join('\n');
  const text = [
    t.greeting(mail.firstName),
    '',
    intro,
    '',
    `${kind.button}: ${mail.link}`,
    '',
    `${t.validity(mail.validDays)} ${kind.ignore}`,
    '',
    mail.shopName,
  ].join('\n');
  const html = renderMailHtml({
    shopName: mail.shopName,
    title: kind.title,
    bodyHtml,
    footer: t.footer(mail.shopName),
    language: mail.language,
  });
  return { subject: kind.subject(mail.shopName), html, text };
}
