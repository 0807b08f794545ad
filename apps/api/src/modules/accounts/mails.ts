import { escapeHtml } from '#src/lib/html.ts';
import { type MailLanguage, type RenderedMail, renderMailHtml } from '#src/modules/mail/mail.ts';

export type AccountMailKind =
  | 'verify-email'
  | 'reset-password'
  | 'password-changed'
  | 'two-factor-on'
  | 'two-factor-off';

export interface AccountMail {
  platformName: string;
  fullName: string;
  language: MailLanguage;
  /** The link of a link mail (verify-email, reset-password). */
  link?: string;
}

interface KindTexts {
  subject: (platform: string) => string;
  title: string;
  intro: (platform: string) => string;
  button?: string;
  validity?: string;
  closing: string;
}

const texts: Record<
  MailLanguage,
  Record<AccountMailKind, KindTexts> & Record<'greeting' | 'fallback' | 'footer', unknown>
> = {
  nl: {
    'verify-email': {
      subject: (platform) => `Bevestig je e-mailadres bij ${platform}`,
      title: 'Bevestig je e-mailadres',
      intro: (platform) => `Welkom bij ${platform}! Bevestig je e-mailadres met de knop hieronder.`,
      button: 'E-mailadres bevestigen',
      validity: 'Deze link is 48 uur geldig.',
      closing: 'Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
    },
    'reset-password': {
      subject: (platform) => `Nieuw wachtwoord instellen bij ${platform}`,
      title: 'Nieuw wachtwoord instellen',
      intro: (platform) =>
        `Er is gevraagd om een nieuw wachtwoord voor je account bij ${platform}. Kies een nieuw wachtwoord met de knop hieronder.`,
      button: 'Nieuw wachtwoord kiezen',
      validity: 'Deze link is 1 uur geldig en werkt één keer.',
      closing: 'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
    },
    'password-changed': {
      subject: (platform) => `Je wachtwoord bij ${platform} is gewijzigd`,
      title: 'Je wachtwoord is gewijzigd',
      intro: (platform) =>
        `Het wachtwoord van je account bij ${platform} is zojuist gewijzigd. Je bent op je andere apparaten uitgelogd.`,
      closing:
        'Was jij dit niet? Vraag dan meteen een nieuw wachtwoord aan via "Wachtwoord vergeten" en neem contact met ons op.',
    },
    'two-factor-on': {
      subject: (platform) => `Inloggen in twee stappen staat aan bij ${platform}`,
      title: 'Inloggen in twee stappen staat aan',
      intro: (platform) =>
        `Voor je account bij ${platform} is inloggen in twee stappen aangezet. Bij het inloggen vragen we voortaan ook een code uit je authenticator-app.`,
      closing: 'Bewaar je herstelcodes op een veilige plek. Was jij dit niet? Neem dan meteen contact met ons op.',
    },
    'two-factor-off': {
      subject: (platform) => `Inloggen in twee stappen staat uit bij ${platform}`,
      title: 'Inloggen in twee stappen staat uit',
      intro: (platform) => `Voor je account bij ${platform} is inloggen in twee stappen uitgezet.`,
      closing: 'Was jij dit niet? Wijzig dan meteen je wachtwoord en neem contact met ons op.',
    },
    greeting: (name: string) => `Hallo ${name},`,
    fallback: 'Werkt de knop niet? Kopieer dan deze link in je browser:',
    footer: (platform: string) => `Je ontvangt deze e-mail over je account bij ${platform}.`,
  },
  en: {
    'verify-email': {
      subject: (platform) => `Confirm your e-mail address at ${platform}`,
      title: 'Confirm your e-mail address',
      intro: (platform) => `Welcome to ${platform}! Please confirm your e-mail address with the button below.`,
      button: 'Confirm e-mail address',
      validity: 'This link is valid for 48 hours.',
      closing: 'Did not create an account? Then you can ignore this e-mail.',
    },
    'reset-password': {
      subject: (platform) => `Set a new password at ${platform}`,
      title: 'Set a new password',
      intro: (platform) =>
        `Someone asked for a new password for your account at ${platform}. Choose a new password with the button below.`,
      button: 'Choose a new password',
      validity: 'This link is valid for 1 hour and works once.',
      closing: 'Did not ask for this? Then you can ignore this e-mail; your password stays the same.',
    },
    'password-changed': {
      subject: (platform) => `Your password at ${platform} was changed`,
      title: 'Your password was changed',
      intro: (platform) =>
        `The password of your account at ${platform} was just changed. You have been signed out on your other devices.`,
      closing: 'Was this not you? Then ask for a new password with "Forgot password" right away and contact us.',
    },
    'two-factor-on': {
      subject: (platform) => `Two-step sign-in is on at ${platform}`,
      title: 'Two-step sign-in is on',
      intro: (platform) =>
        `Two-step sign-in was turned on for your account at ${platform}. From now on signing in also asks for a code from your authenticator app.`,
      closing: 'Keep your recovery codes in a safe place. Was this not you? Then contact us right away.',
    },
    'two-factor-off': {
      subject: (platform) => `Two-step sign-in is off at ${platform}`,
      title: 'Two-step sign-in is off',
      intro: (platform) => `Two-step sign-in was turned off for your account at ${platform}.`,
      closing: 'Was this not you? Then change your password right away and contact us.',
    },
    greeting: (name: string) => `Hello ${name},`,
    fallback: 'Button not working? Copy this link into your browser:',
    footer: (platform: string) => `You receive this e-mail about your account at ${platform}.`,
  },
};

/** An account mail of the platform (not of a shop), in the user's language. */
export function renderAccountMail(kind: AccountMailKind, mail: AccountMail): RenderedMail {
  const language = texts[mail.language];
  const t = language[kind];
  const greeting = (language.greeting as (name: string) => string)(mail.fullName);
  const fallback = language.fallback as string;
  const footer = (language.footer as (platform: string) => string)(mail.platformName);
  const intro = t.intro(mail.platformName);
  const linkHtml =
    mail.link && t.button
      ? [
          `<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#18181b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>`,
          `<p style="font-size:13px;color:#52525b">${escapeHtml(fallback)}<br>${escapeHtml(mail.link)}</p>`,
        ]
      : [];
  const bodyHtml = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...linkHtml,
    `<p style="font-size:13px;color:#52525b">${escapeHtml([t.validity, t.closing].filter(Boolean).join(' '))}</p>`,
  ].join('\n');
  const text = [
    greeting,
    '',
    intro,
    '',
    ...(mail.link && t.button ? [`${t.button}: ${mail.link}`, ''] : []),
    [t.validity, t.closing].filter(Boolean).join(' '),
    '',
    mail.platformName,
  ].join('\n');
  const html = renderMailHtml({
    shopName: mail.platformName,
    title: t.title,
    bodyHtml,
    footer,
    language: mail.language,
  });
  return { subject: t.subject(mail.platformName), html, text };
}
