import { escapeHtml, renderMailHtml } from '#src/modules/mail/layout.ts';

export type MailLanguage = 'nl' | 'en';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface CustomerLinkMail {
  shopName: string;
  firstName: string;
  link: string;
  validDays: number;
  language: MailLanguage;
}

const texts = {
  nl: {
    verifySubject: (shop: string) => `Bevestig uw e-mailadres bij ${shop}`,
    verifyTitle: 'Bevestig uw e-mailadres',
    verifyIntro: (shop: string) =>
      `Bedankt voor uw registratie bij ${shop}. Bevestig uw e-mailadres met de knop hieronder.`,
    verifyButton: 'E-mailadres bevestigen',
    verifyIgnore: 'Heeft u zich niet geregistreerd? Dan kunt u deze e-mail negeren.',
    setPasswordSubject: (shop: string) => `Stel uw wachtwoord in bij ${shop}`,
    setPasswordTitle: 'Stel uw wachtwoord in',
    setPasswordIntro: (shop: string) =>
      `Er is een klantaccount voor u aangemaakt bij ${shop}. Kies een wachtwoord met de knop hieronder; daarna kunt u inloggen en uw bestellingen volgen.`,
    setPasswordButton: 'Wachtwoord instellen',
    setPasswordIgnore: 'Heeft u geen account aangevraagd? Dan kunt u deze e-mail negeren.',
    greeting: (name: string) => `Beste ${name},`,
    validity: (days: number) => `Deze link is ${days} ${days === 1 ? 'dag' : 'dagen'} geldig.`,
    linkFallback: 'Werkt de knop niet? Kopieer dan deze link in uw browser:',
    footer: (shop: string) => `U ontvangt deze e-mail omdat dit adres is opgegeven bij ${shop}.`,
  },
  en: {
    verifySubject: (shop: string) => `Confirm your e-mail address at ${shop}`,
    verifyTitle: 'Confirm your e-mail address',
    verifyIntro: (shop: string) =>
      `Thank you for registering at ${shop}. Please confirm your e-mail address with the button below.`,
    verifyButton: 'Confirm e-mail address',
    verifyIgnore: 'Did not register? Then you can ignore this e-mail.',
    setPasswordSubject: (shop: string) => `Set your password at ${shop}`,
    setPasswordTitle: 'Set your password',
    setPasswordIntro: (shop: string) =>
      `A customer account has been created for you at ${shop}. Choose a password with the button below; then you can log in and follow your orders.`,
    setPasswordButton: 'Set password',
    setPasswordIgnore: 'Did not ask for an account? Then you can ignore this e-mail.',
    greeting: (name: string) => `Dear ${name},`,
    validity: (days: number) => `This link is valid for ${days} ${days === 1 ? 'day' : 'days'}.`,
    linkFallback: 'Button not working? Copy this link into your browser:',
    footer: (shop: string) => `You receive this e-mail because this address was entered at ${shop}.`,
  },
} as const;

function renderLinkMail(
  mail: CustomerLinkMail,
  parts: { subject: string; title: string; intro: string; button: string; ignore: string },
): RenderedMail {
  const t = texts[mail.language];
  const bodyHtml = [
    `<p>${escapeHtml(t.greeting(mail.firstName))}</p>`,
    `<p>${escapeHtml(parts.intro)}</p>`,
    `<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#18181b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(parts.button)}</a></p>`,
    `<p style="font-size:13px;color:#52525b">${escapeHtml(t.linkFallback)}<br>${escapeHtml(mail.link)}</p>`,
    `<p style="font-size:13px;color:#52525b">${escapeHtml(t.validity(mail.validDays))} ${escapeHtml(parts.ignore)}</p>`,
  ].join('\n');
  const text = [
    t.greeting(mail.firstName),
    '',
    parts.intro,
    '',
    `${parts.button}: ${mail.link}`,
    '',
    `${t.validity(mail.validDays)} ${parts.ignore}`,
    '',
    mail.shopName,
  ].join('\n');
  const html = renderMailHtml({
    shopName: mail.shopName,
    title: parts.title,
    bodyHtml,
    footer: t.footer(mail.shopName),
    language: mail.language,
  });
  return { subject: parts.subject, html, text };
}

export function renderVerifyEmailMail(mail: CustomerLinkMail): RenderedMail {
  const t = texts[mail.language];
  return renderLinkMail(mail, {
    subject: t.verifySubject(mail.shopName),
    title: t.verifyTitle,
    intro: t.verifyIntro(mail.shopName),
    button: t.verifyButton,
    ignore: t.verifyIgnore,
  });
}

export function renderSetPasswordMail(mail: CustomerLinkMail): RenderedMail {
  const t = texts[mail.language];
  return renderLinkMail(mail, {
    subject: t.setPasswordSubject(mail.shopName),
    title: t.setPasswordTitle,
    intro: t.setPasswordIntro(mail.shopName),
    button: t.setPasswordButton,
    ignore: t.setPasswordIgnore,
  });
}
