import type { TLanguage } from '@shop/contracts';

const MESSAGES = {
  reset_requested: {
    nl: 'Als er een account bij dit e-mailadres hoort, hebben we een link gestuurd om een nieuw wachtwoord te kiezen. De link is 1 uur geldig.',
    en: 'If an account belongs to this e-mail address, we have sent a link to choose a new password. The link is valid for 1 hour.',
  },
  password_reset: {
    nl: 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
    en: 'Your password has been changed. Log in with your new password.',
  },
  password_changed: {
    nl: 'Je wachtwoord is gewijzigd. Op je andere apparaten ben je uitgelogd.',
    en: 'Your password has been changed. You have been signed out on your other devices.',
  },
  email_verified: { nl: 'Je e-mailadres is bevestigd.', en: 'Your e-mail address has been confirmed.' },
  email_already_verified: {
    nl: 'Je e-mailadres is al bevestigd.',
    en: 'Your e-mail address has already been confirmed.',
  },
  verification_sent: {
    nl: 'We hebben je een nieuwe bevestigingslink gestuurd.',
    en: 'We have sent you a new confirmation link.',
  },
  two_factor_disabled: {
    nl: 'Inloggen in twee stappen staat nu uit.',
    en: 'Two-step sign-in is now turned off.',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;

export type AccountMessage = keyof typeof MESSAGES;

/** The human answer of an account call, in the request's language. */
export const accountMessage = (key: AccountMessage, language: TLanguage): string => MESSAGES[key][language];
