// No zod here: the storefront and the API both read these texts.
import {
  CONTACT_ATTACHMENT_EXTENSIONS,
  CONTACT_ATTACHMENT_MAX_BYTES,
  MADE_TO_ORDER_MAX_QUANTITY,
} from './constants.ts';

/** The languages the API answers in; Dutch unless the request asks for English. */
export const LANGUAGES = ['nl', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'nl';

/** What a 404 could not find. */
export type TMissingThing =
  | 'tenant'
  | 'product'
  | 'category'
  | 'addon'
  | 'image'
  | 'logo'
  | 'hero_image'
  | 'hero_video'
  | 'order'
  | 'cart_item'
  | 'shipping_method'
  | 'resource'
  | 'route'
  | 'plan'
  | 'invitation'
  | 'staff_member'
  | 'customer'
  | 'message'
  | 'attachment'
  | 'domain';

/** The forms whose validation error has a summary of its own; any other lists the fields. */
export type TValidatedForm = 'checkout' | 'addons' | 'shipment' | 'refund' | 'request';

/** Every `error` code the API answers with, and the parameters its message needs. */
export interface TErrorParams {
  not_found: { thing: TMissingThing; method?: string; path?: string };
  no_tenant: Record<string, never>;
  invalid_tenant_header: Record<string, never>;
  invalid_idempotency_key: Record<string, never>;
  validation_error: { form: TValidatedForm; summary?: string };
  invalid_text: { field: string; problem: 'nul' | 'surrogate'; inKey: boolean };
  invalid_body: Record<string, never>;
  invalid_value: Record<string, never>;
  /** Requests per route family and attempts per e-mail address wait seconds; contact messages minutes. */
  too_many_requests: { what: 'requests' | 'attempts'; seconds: number } | { what: 'messages'; minutes: number };
  service_unavailable: Record<string, never>;
  internal_error: Record<string, never>;
  unauthorized: Record<string, never>;
  forbidden: { reason: 'foreign_origin' | 'invalid_form' };
  /** A state-changing platform call sent from another site (CSRF). */
  cross_site_request: Record<string, never>;
  /** A platform call only the platform Admin may make. */
  admin_only: Record<string, never>;
  /** Staff may not open this part of the back office (billing, payment settings, staff, shop settings). */
  owner_only: Record<string, never>;
  /** An invoice asked for before the order was paid or shipped (it is issued then). */
  invoice_not_issued: Record<string, never>;
  /** An invoice asked for an order that is not paid or shipped yet, or cancelled. */
  invoice_not_due: Record<string, never>;
  /** The platform Admin signs in with a second factor; until it is set up only its setup opens. */
  two_factor_setup_required: Record<string, never>;
  invalid_credentials: Record<string, never>;
  invalid_token: Record<string, never>;
  /** A platform password that is too short or too easy to guess (common, or made of the user's name or e-mail). */
  weak_password: { reason: 'too_short' | 'too_weak' };
  /** The platform Admin must keep two-step sign-in on. */
  two_factor_required_for_admin: Record<string, never>;
  /** A wrong or already used two-factor code (authenticator app or recovery code). */
  invalid_two_factor_code: Record<string, never>;
  /** Enabling two-step sign-in without first asking for a secret. */
  two_factor_not_started: Record<string, never>;
  /** Two-step sign-in is already on (setup), or off (disable, new recovery codes). */
  two_factor_state: { enabled: boolean };
  customer_exists: Record<string, never>;
  /** Sign-up: the web address is not free (taken by a shop, kept for the platform, or not a valid name). */
  subdomain_unavailable: { reason: 'taken' | 'reserved' | 'invalid' };
  /** Sign-up with an e-mail address that has a platform account: log in instead. */
  account_exists: Record<string, never>;
  /** A staff invitation that was used, revoked or has expired (410). */
  invitation_closed: { reason: 'used' | 'revoked' | 'expired' };
  /** Inviting someone who is already on the shop's team. */
  already_member: Record<string, never>;
  /** A staff invitation opened while signed in with another e-mail address than the invited one. */
  invitation_other_account: Record<string, never>;
  /** The shop's owner cannot be removed from its staff. */
  owner_not_removable: Record<string, never>;
  /** A subscription plan with this name and billing cycle exists already. */
  plan_exists: Record<string, never>;
  invalid_addon: { addonId: number; reason: 'foreign' | 'twice' };
  product_unavailable: { name: string; anymore: boolean };
  /** Placing an order (what is left, what was asked), a made-to-order maximum, or adding to the cart. */
  insufficient_stock:
    | { name: string; available: number; requested: number }
    | { name: string; madeToOrderMaximum: true }
    | { name: string; canAdd: number; madeToOrder: boolean };
  cart_empty: Record<string, never>;
  shipping_method_invalid: { name: string };
  order_not_cancellable: { status: string };
  order_status_conflict: { from: string; to: string };
  payment_status_conflict: { from: string; to: string };
  payment_closed: { action: 'pay' | 'restore' };
  payment_method_mismatch: Record<string, never>;
  cancelled_order_unpayable: Record<string, never>;
  payment_provider_error: { detail?: string };
  invalid_signature: { reason: 'missing' | 'mismatch' };
  webhook_not_configured: Record<string, never>;
  /** Neither Stripe Billing nor the demo billing page is configured. */
  billing_unavailable: Record<string, never>;
  /** The shop has no Stripe customer (no plan bought through Stripe). */
  billing_portal_unavailable: Record<string, never>;
  /** A plan that cannot be bought: inactive, or the Trial. */
  plan_not_purchasable: Record<string, never>;
  /** The demo billing page's signed link is wrong or expired. */
  invalid_billing_link: Record<string, never>;
  /** The shop's trial or plan ended: its storefront is closed and takes no orders. */
  shop_paused: Record<string, never>;
  busy: Record<string, never>;
  file_too_large: { fileName: string };
  attachments_too_large: { maxMegabytes: number };
  too_many_files: { max: number };
  too_many_fields: Record<string, never>;
  field_too_long: { field: string };
  malformed_multipart: { detail: string };
  unsupported_file_type: { fileName: string };
  unsupported_media_type: Record<string, never>;
  /** Product import: no file, not a CSV, a header neither format has, too large, too many rows. */
  import_file_invalid: {
    reason: 'no_file' | 'not_csv' | 'unknown_format' | 'empty' | 'too_large' | 'too_many_rows';
    limit?: number;
  };
  /** Product import: rows with errors; nothing was written. */
  import_has_errors: { rows: number };
  /** Deleting a customer who still has orders to ship or cancel (Pending or Processing). */
  customer_has_open_orders: { count: number };
  /** A shop domain that cannot be added: not a host name, an IP address, a platform or local host, or too long. */
  domain_invalid: { reason: 'format' | 'ip' | 'platform' | 'local' | 'too_long' };
  /** The host name is already added by this or another shop. */
  domain_taken: Record<string, never>;
  /** A shop has at most this many domains. */
  domain_limit: { max: number };
  /** Only a verified domain can be the shop's primary address. */
  domain_not_verified: Record<string, never>;
  /** A 4xx of the web framework itself (e.g. a body that is not JSON); its text is English only. */
  request_refused: { detail: string };
}

export type TErrorCode = keyof TErrorParams;

type TRender<TParams> = (params: TParams) => string;
export type TErrorCatalogue = { [TCode in TErrorCode]: Record<TLanguage, TRender<TErrorParams[TCode]>> };

const MB = (bytes: number) => bytes / 1024 / 1024;

const MISSING: Record<TMissingThing, Record<TLanguage, string>> = {
  tenant: { nl: 'Tenant not found', en: 'Tenant not found' },
  product: { nl: 'Product not found', en: 'Product not found' },
  category: { nl: 'Categorie niet gevonden', en: 'Category not found' },
  addon: { nl: 'Optie niet gevonden', en: 'Add-on not found' },
  image: { nl: 'Afbeelding niet gevonden', en: 'Image not found' },
  logo: { nl: 'Deze webshop heeft geen logo', en: 'This shop has no logo' },
  hero_image: { nl: 'Deze webshop heeft geen headerafbeelding', en: 'This shop has no hero image' },
  hero_video: { nl: 'Deze webshop heeft geen headervideo', en: 'This shop has no hero video' },
  order: { nl: 'Order not found', en: 'Order not found' },
  cart_item: { nl: 'Artikel niet gevonden in de winkelwagen', en: 'Cart item not found' },
  shipping_method: { nl: 'Verzendmethode niet gevonden', en: 'Shipping method not found' },
  resource: { nl: 'Niet gevonden', en: 'Not found' },
  route: { nl: 'Deze pagina bestaat niet', en: 'No such route' },
  plan: { nl: 'Abonnement niet gevonden', en: 'Plan not found' },
  invitation: { nl: 'Uitnodiging niet gevonden', en: 'Invitation not found' },
  staff_member: { nl: 'Medewerker niet gevonden', en: 'Staff member not found' },
  customer: { nl: 'Klant niet gevonden', en: 'Customer not found' },
  message: { nl: 'Bericht niet gevonden', en: 'Message not found' },
  attachment: { nl: 'Bijlage niet gevonden', en: 'Attachment not found' },
  domain: { nl: 'Domein niet gevonden', en: 'Domain not found' },
};

/** Spec §5: the add-on panel warning when a required input is missing (the same in both languages). */
export const ADDON_FIELDS_REQUIRED_MESSAGE = 'Please fill in all required addon fields before adding to cart.';

const FORM_SUMMARY: Record<Exclude<TValidatedForm, 'request'>, Record<TLanguage, string>> = {
  checkout: { nl: 'Er zijn fouten gevonden in het formulier', en: 'There are errors in the form' },
  addons: { nl: ADDON_FIELDS_REQUIRED_MESSAGE, en: ADDON_FIELDS_REQUIRED_MESSAGE },
  shipment: { nl: 'Vervoerder en track & trace-code zijn verplicht.', en: 'Carrier and tracking code are required.' },
  refund: { nl: 'Dit bedrag kan niet worden terugbetaald.', en: 'This amount cannot be refunded.' },
};

const PROBLEM: Record<'nul' | 'surrogate', Record<TLanguage, string>> = {
  nul: {
    nl: 'bevat een NUL-teken (U+0000), dat niet is toegestaan',
    en: 'contains a NUL character (U+0000), which is not allowed',
  },
  surrogate: {
    nl: 'bevat een ongeldig teken (een ongepaard UTF-16-surrogaat)',
    en: 'contains an invalid character (an unpaired UTF-16 surrogate)',
  },
};

/** The field text of an invalid_text error (the problem, without the field's name). */
export const unsafeTextProblem = (
  { problem, inKey }: { problem: 'nul' | 'surrogate'; inKey: boolean },
  language: TLanguage,
): string => {
  const text = PROBLEM[problem][language];
  if (!inKey) return text;
  return language === 'nl' ? `heeft een sleutel die ${text.replace(/^bevat/, 'een')} bevat` : `has a key that ${text}`;
};

/**
 * The message of every error code in each language. Where the spec gives the text the shopper
 * sees, the Dutch value is that exact text, also when the spec gives it in English (as the web's
 * nl.json does); the English value is then the same text.
 */
export const ERROR_MESSAGES: TErrorCatalogue = {
  not_found: {
    nl: ({ thing, method, path }) =>
      thing === 'route' && path ? `Geen route voor ${method} ${path}` : MISSING[thing].nl,
    en: ({ thing, method, path }) => (thing === 'route' && path ? `No route for ${method} ${path}` : MISSING[thing].en),
  },
  no_tenant: { nl: () => 'No tenant specified in subdomain', en: () => 'No tenant specified in subdomain' },
  invalid_tenant_header: { nl: () => 'X-Tenant-Id moet een UUID zijn', en: () => 'X-Tenant-Id must be a UUID' },
  invalid_idempotency_key: {
    nl: () => 'Idempotency-Key moet 1 tot 200 zichtbare ASCII-tekens lang zijn',
    en: () => 'Idempotency-Key must be 1 to 200 visible ASCII characters',
  },
  validation_error: {
    nl: ({ form, summary }) => (form === 'request' ? `Ongeldig verzoek: ${summary ?? ''}` : FORM_SUMMARY[form].nl),
    en: ({ form, summary }) => (form === 'request' ? `Invalid request: ${summary ?? ''}` : FORM_SUMMARY[form].en),
  },
  invalid_text: {
    nl: (params) => `${params.field} ${unsafeTextProblem(params, 'nl')}.`,
    en: (params) => `${params.field} ${unsafeTextProblem(params, 'en')}.`,
  },
  invalid_body: {
    nl: () => 'De inhoud van het verzoek moet een JSON-object zijn.',
    en: () => 'The request body must be a JSON object.',
  },
  invalid_value: {
    nl: () => 'Een waarde in het verzoek is te groot, te klein of ongeldig.',
    en: () => 'A value in the request is out of range or not valid.',
  },
  too_many_requests: {
    nl: (params) => {
      if (params.what === 'messages') {
        return `Te veel berichten verstuurd. Probeer het over ${params.minutes} minuten opnieuw.`;
      }
      return `Te veel ${params.what === 'attempts' ? 'pogingen' : 'verzoeken'}. Probeer het over ${params.seconds} s opnieuw.`;
    },
    en: (params) => {
      if (params.what === 'messages') return `Too many messages sent. Try again in ${params.minutes} minutes.`;
      return `Too many ${params.what}. Try again in ${params.seconds} s.`;
    },
  },
  service_unavailable: {
    nl: () => 'De database is nu niet bereikbaar. Probeer het zo opnieuw.',
    en: () => 'The database cannot be reached right now. Please try again in a moment.',
  },
  internal_error: {
    nl: () => 'Er ging aan onze kant iets mis.',
    en: () => 'Something went wrong on our side.',
  },
  unauthorized: { nl: () => 'Log in om verder te gaan.', en: () => 'Log in to continue.' },
  forbidden: {
    nl: ({ reason }) =>
      reason === 'foreign_origin'
        ? 'Het demobetaalformulier moet vanuit de webshop zelf worden verstuurd'
        : 'Het demobetaalformulier is niet geldig voor deze bestelling',
    en: ({ reason }) =>
      reason === 'foreign_origin'
        ? 'The demo payment form must be sent from the shop itself'
        : 'The demo payment form is not valid for this order',
  },
  cross_site_request: {
    nl: () => 'Dit verzoek komt niet van deze website en is geweigerd.',
    en: () => 'This request did not come from this website and was refused.',
  },
  admin_only: {
    nl: () => 'Alleen de platformbeheerder mag dit doen.',
    en: () => 'Only the platform administrator may do this.',
  },
  owner_only: {
    nl: () => 'Alleen de eigenaar van de winkel mag dit openen.',
    en: () => "Only the shop's owner may open this.",
  },
  invoice_not_issued: {
    nl: () => 'Er is nog geen factuur voor deze bestelling: die komt er zodra de bestelling betaald of verzonden is.',
    en: () => 'There is no invoice for this order yet: it is issued once the order is paid or shipped.',
  },
  invoice_not_due: {
    nl: () =>
      'Een factuur kan pas als de bestelling betaald of verzonden is, en niet voor een geannuleerde bestelling.',
    en: () => 'An invoice can only be made once the order is paid or shipped, and not for a cancelled order.',
  },
  two_factor_setup_required: {
    nl: () => 'Stel eerst inloggen in twee stappen in.',
    en: () => 'Set up two-step sign-in first.',
  },
  invalid_credentials: {
    nl: () => 'Onjuist e-mailadres of wachtwoord.',
    en: () => 'Invalid email or password.',
  },
  invalid_token: {
    nl: () => 'Deze link is ongeldig of verlopen.',
    en: () => 'This link is invalid or has expired.',
  },
  weak_password: {
    nl: () =>
      'Kies een sterker wachtwoord: minimaal 10 tekens, geen veelgebruikt wachtwoord en niet je naam of e-mailadres.',
    en: () =>
      'Choose a stronger password: at least 10 characters, not a common password and not your name or e-mail address.',
  },
  two_factor_required_for_admin: {
    nl: () => 'De platformbeheerder moet inloggen in twee stappen aan laten staan.',
    en: () => 'The platform administrator must keep two-step sign-in turned on.',
  },
  invalid_two_factor_code: {
    nl: () => 'Deze code klopt niet of is al gebruikt.',
    en: () => 'This code is wrong or has already been used.',
  },
  two_factor_not_started: {
    nl: () => 'Start eerst het instellen van inloggen in twee stappen.',
    en: () => 'Start setting up two-step sign-in first.',
  },
  two_factor_state: {
    nl: ({ enabled }) => (enabled ? 'Inloggen in twee stappen staat al aan.' : 'Inloggen in twee stappen staat uit.'),
    en: ({ enabled }) => (enabled ? 'Two-step sign-in is already on.' : 'Two-step sign-in is off.'),
  },
  customer_exists: {
    nl: () => 'A customer with this email already exists',
    en: () => 'A customer with this email already exists',
  },
  subdomain_unavailable: {
    nl: ({ reason }) =>
      reason === 'taken'
        ? 'Dit webadres is al in gebruik. Kies een ander.'
        : reason === 'reserved'
          ? 'Dit webadres is gereserveerd voor het platform. Kies een ander.'
          : 'Dit webadres is ongeldig: gebruik 3 tot 40 kleine letters, cijfers en streepjes.',
    en: ({ reason }) =>
      reason === 'taken'
        ? 'This web address is already taken. Choose another one.'
        : reason === 'reserved'
          ? 'This web address is reserved for the platform. Choose another one.'
          : 'This web address is not valid: use 3 to 40 lowercase letters, digits and hyphens.',
  },
  account_exists: {
    nl: () => 'Er is al een account met dit e-mailadres. Log in om verder te gaan.',
    en: () => 'There is already an account with this e-mail address. Log in to continue.',
  },
  invitation_closed: {
    nl: ({ reason }) =>
      reason === 'used'
        ? 'Deze uitnodiging is al gebruikt.'
        : reason === 'revoked'
          ? 'Deze uitnodiging is ingetrokken.'
          : 'Deze uitnodiging is verlopen. Vraag de eigenaar om een nieuwe.',
    en: ({ reason }) =>
      reason === 'used'
        ? 'This invitation has already been used.'
        : reason === 'revoked'
          ? 'This invitation has been revoked.'
          : 'This invitation has expired. Ask the owner for a new one.',
  },
  already_member: {
    nl: () => 'Dit e-mailadres hoort al bij het team van deze winkel.',
    en: () => "This e-mail address is already on this shop's team.",
  },
  invitation_other_account: {
    nl: () =>
      'Je bent ingelogd met een ander e-mailadres dan dat van de uitnodiging. Log uit en log in met het uitgenodigde adres.',
    en: () =>
      'You are signed in with another e-mail address than the invited one. Log out and log in with the invited address.',
  },
  owner_not_removable: {
    nl: () => 'De eigenaar van de winkel kan niet worden verwijderd.',
    en: () => "The shop's owner cannot be removed.",
  },
  plan_exists: {
    nl: () => 'Er is al een abonnement met deze naam en betaalperiode.',
    en: () => 'A plan with this name and billing cycle already exists.',
  },
  invalid_addon: {
    nl: ({ addonId, reason }) =>
      reason === 'foreign' ? `Optie ${addonId} hoort niet bij dit product.` : `Optie ${addonId} is twee keer gekozen.`,
    en: ({ addonId, reason }) =>
      reason === 'foreign'
        ? `Add-on ${addonId} does not belong to this product.`
        : `Add-on ${addonId} is selected twice.`,
  },
  product_unavailable: {
    nl: ({ name, anymore }) => `"${name}" is ${anymore ? 'niet meer' : 'niet'} beschikbaar.`,
    en: ({ name, anymore }) => `"${name}" is ${anymore ? 'no longer' : 'not'} available.`,
  },
  insufficient_stock: {
    nl: (params) => {
      if ('requested' in params) {
        return `Onvoldoende voorraad voor "${params.name}": nog ${params.available} beschikbaar, ${params.requested} gevraagd.`;
      }
      if (!('canAdd' in params))
        return `Van "${params.name}" kunt u maximaal ${MADE_TO_ORDER_MAX_QUANTITY} stuks bestellen.`;
      const limit = params.madeToOrder
        ? `Van "${params.name}" kunt u in totaal maximaal ${MADE_TO_ORDER_MAX_QUANTITY} stuks bestellen`
        : `Er zijn niet genoeg stuks van "${params.name}" op voorraad`;
      return `${limit}; u kunt er nog ${params.canAdd} toevoegen.`;
    },
    en: (params) => {
      if ('requested' in params) {
        return `Not enough stock of "${params.name}": ${params.available} available, ${params.requested} requested.`;
      }
      if (!('canAdd' in params)) return `You can order at most ${MADE_TO_ORDER_MAX_QUANTITY} of "${params.name}".`;
      const limit = params.madeToOrder
        ? `You can order at most ${MADE_TO_ORDER_MAX_QUANTITY} of "${params.name}" in total`
        : `There are not enough of "${params.name}" in stock`;
      return `${limit}; you can add ${params.canAdd} more.`;
    },
  },
  cart_empty: { nl: () => 'Uw winkelwagen is leeg.', en: () => 'Your cart is empty.' },
  shipping_method_invalid: {
    nl: ({ name }) => `"${name}" is niet geschikt voor deze bestelling.`,
    en: ({ name }) => `"${name}" is not suitable for this order.`,
  },
  order_not_cancellable: {
    nl: ({ status }) => `Deze bestelling heeft de status ${status} en kan niet meer worden geannuleerd.`,
    en: ({ status }) => `This order has the status ${status} and can no longer be cancelled.`,
  },
  order_status_conflict: {
    nl: ({ from, to }) => `Een bestelling met de status ${from} kan niet naar ${to}.`,
    en: ({ from, to }) => `An order with the status ${from} cannot move to ${to}.`,
  },
  payment_status_conflict: {
    nl: ({ from, to }) => `Een betaling met de status ${from} kan niet naar ${to}.`,
    en: ({ from, to }) => `A payment with the status ${from} cannot move to ${to}.`,
  },
  payment_closed: {
    nl: ({ action }) =>
      action === 'pay'
        ? 'Deze bestelling kan niet (meer) worden betaald.'
        : 'Deze bestelling kan niet meer worden teruggezet in de winkelwagen.',
    en: ({ action }) =>
      action === 'pay'
        ? 'This order cannot be paid (any more).'
        : 'This order can no longer be put back into the cart.',
  },
  payment_method_mismatch: {
    nl: () => 'Deze bestelling wordt niet per bankoverschrijving betaald.',
    en: () => 'This order is not paid by bank transfer.',
  },
  cancelled_order_unpayable: {
    nl: () => 'Een geannuleerde bestelling kan niet meer worden betaald.',
    en: () => 'A cancelled order can no longer be paid.',
  },
  payment_provider_error: {
    nl: ({ detail }) =>
      detail ? `De betaalprovider is nu niet bereikbaar: ${detail}` : 'De betaalprovider gaf geen betaalpagina.',
    en: ({ detail }) =>
      detail
        ? `The payment provider cannot be reached right now: ${detail}`
        : 'The payment provider gave no payment page.',
  },
  invalid_signature: {
    nl: ({ reason }) =>
      reason === 'missing' ? 'De Stripe-Signature-header ontbreekt' : 'De Stripe-handtekening klopt niet',
    en: ({ reason }) =>
      reason === 'missing' ? 'Missing Stripe-Signature header' : 'The Stripe signature does not match',
  },
  webhook_not_configured: {
    nl: () => 'Er is geen Stripe-webhookgeheim ingesteld',
    en: () => 'No Stripe webhook secret is set',
  },
  billing_unavailable: {
    nl: () => 'Een abonnement afsluiten is op dit platform nu niet mogelijk.',
    en: () => 'Buying a plan is not available on this platform right now.',
  },
  billing_portal_unavailable: {
    nl: () => 'Deze webshop heeft geen abonnement via Stripe, dus ook geen klantportaal.',
    en: () => 'This shop has no plan through Stripe, so there is no billing portal.',
  },
  plan_not_purchasable: {
    nl: () => 'Dit abonnement kan niet worden gekozen.',
    en: () => 'This plan cannot be chosen.',
  },
  invalid_billing_link: {
    nl: () => 'Deze betaallink is ongeldig of verlopen. Kies het abonnement opnieuw op het dashboard.',
    en: () => 'This payment link is not valid or has expired. Choose the plan again on the dashboard.',
  },
  shop_paused: {
    nl: () => 'Deze webshop is tijdelijk gesloten en neemt geen bestellingen aan.',
    en: () => 'This shop is temporarily closed and does not accept orders.',
  },
  busy: {
    nl: () => 'Er worden nu veel berichten verstuurd. Probeer het over een minuut opnieuw.',
    en: () => 'Many messages are being sent right now. Please try again in a minute.',
  },
  file_too_large: {
    nl: ({ fileName }) => `Het bestand "${fileName}" is te groot (maximaal ${MB(CONTACT_ATTACHMENT_MAX_BYTES)} MB).`,
    en: ({ fileName }) => `The file "${fileName}" is too large (at most ${MB(CONTACT_ATTACHMENT_MAX_BYTES)} MB).`,
  },
  attachments_too_large: {
    nl: ({ maxMegabytes }) => `De bijlagen zijn samen te groot (maximaal ${maxMegabytes} MB).`,
    en: ({ maxMegabytes }) => `The attachments are too large together (at most ${maxMegabytes} MB).`,
  },
  too_many_files: {
    nl: ({ max }) => `U kunt maximaal ${max} bijlagen meesturen.`,
    en: ({ max }) => `You can attach at most ${max} files.`,
  },
  too_many_fields: { nl: () => 'Het formulier heeft te veel velden.', en: () => 'The form has too many fields.' },
  field_too_long: {
    nl: ({ field }) => `Het veld ${field} is te lang.`,
    en: ({ field }) => `The field ${field} is too long.`,
  },
  malformed_multipart: {
    nl: ({ detail }) => `Het multipart-formulier kon niet worden gelezen: ${detail}.`,
    en: ({ detail }) => `The multipart form could not be read: ${detail}.`,
  },
  unsupported_file_type: {
    nl: ({ fileName }) =>
      `Het bestand "${fileName}" heeft een niet-ondersteund formaat. Toegestaan: ${CONTACT_ATTACHMENT_EXTENSIONS.join(', ')}.`,
    en: ({ fileName }) =>
      `The file "${fileName}" has an unsupported format. Allowed: ${CONTACT_ATTACHMENT_EXTENSIONS.join(', ')}.`,
  },
  unsupported_media_type: {
    nl: () => 'Verstuur het contactformulier als multipart/form-data.',
    en: () => 'Send the contact form as multipart/form-data.',
  },
  import_file_invalid: {
    nl: ({ reason, limit }) =>
      ({
        no_file: 'Kies een CSV-bestand om te importeren.',
        not_csv: 'Dit bestand is geen leesbaar CSV-bestand.',
        unknown_format: 'De kolommen van dit bestand horen niet bij onze export of bij een Shopify-productexport.',
        empty: 'Dit bestand bevat geen producten.',
        too_large: `Het bestand is te groot (maximaal ${limit ?? 5} MB).`,
        too_many_rows: `Het bestand heeft te veel regels (maximaal ${limit ?? 5000}).`,
      })[reason],
    en: ({ reason, limit }) =>
      ({
        no_file: 'Choose a CSV file to import.',
        not_csv: 'This file is not a readable CSV file.',
        unknown_format: "This file's columns belong neither to our export nor to a Shopify product export.",
        empty: 'This file contains no products.',
        too_large: `The file is too large (at most ${limit ?? 5} MB).`,
        too_many_rows: `The file has too many rows (at most ${limit ?? 5000}).`,
      })[reason],
  },
  import_has_errors: {
    nl: ({ rows }) => `${rows} ${rows === 1 ? 'regel heeft' : 'regels hebben'} fouten; er is niets geïmporteerd.`,
    en: ({ rows }) => `${rows} ${rows === 1 ? 'row has' : 'rows have'} errors; nothing was imported.`,
  },
  customer_has_open_orders: {
    nl: ({ count }) =>
      `Deze klant heeft nog ${count} open bestelling${count === 1 ? '' : 'en'}. Verzend of annuleer ${count === 1 ? 'die' : 'ze'} eerst; daarna kun je de gegevens verwijderen.`,
    en: ({ count }) =>
      `This customer still has ${count} open order${count === 1 ? '' : 's'}. Ship or cancel ${count === 1 ? 'it' : 'them'} first; then you can delete the data.`,
  },
  domain_invalid: {
    nl: ({ reason }) =>
      ({
        format: 'Dit is geen geldige domeinnaam. Voer een naam in zoals www.mijnwinkel.nl.',
        ip: 'Een IP-adres kan geen domein van de winkel zijn. Voer een domeinnaam in zoals www.mijnwinkel.nl.',
        platform: 'Adressen van het platform zelf kunnen niet worden toegevoegd; je winkel heeft daar al een adres.',
        local: 'Een lokaal adres (localhost, .local, .internal) kan niet worden toegevoegd.',
        too_long: 'Deze domeinnaam is te lang (maximaal 253 tekens, 63 per deel).',
      })[reason],
    en: ({ reason }) =>
      ({
        format: 'This is not a valid domain name. Enter a name such as www.myshop.com.',
        ip: "An IP address cannot be a shop's domain. Enter a domain name such as www.myshop.com.",
        platform: "The platform's own addresses cannot be added; your shop already has an address there.",
        local: 'A local address (localhost, .local, .internal) cannot be added.',
        too_long: 'This domain name is too long (at most 253 characters, 63 per label).',
      })[reason],
  },
  domain_taken: {
    nl: () => 'Dit domein is al toegevoegd, aan deze of aan een andere winkel.',
    en: () => 'This domain has already been added, to this or to another shop.',
  },
  domain_limit: {
    nl: ({ max }) => `Een winkel kan maximaal ${max} domeinen hebben. Verwijder er eerst een.`,
    en: ({ max }) => `A shop can have at most ${max} domains. Remove one first.`,
  },
  domain_not_verified: {
    nl: () => 'Alleen een geverifieerd domein kan het hoofddomein worden. Controleer eerst de DNS-records.',
    en: () => 'Only a verified domain can become the primary domain. Check the DNS records first.',
  },
  request_refused: { nl: ({ detail }) => detail, en: ({ detail }) => detail },
};

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as TErrorCode[];

/** The message of an error code with its parameters, in a language. */
export function errorMessage<TCode extends TErrorCode>(
  code: TCode,
  params: TErrorParams[TCode],
  language: TLanguage,
): string {
  return ERROR_MESSAGES[code][language](params);
}

/**
 * The Dutch field texts of validation errors with their English; an English request gets the
 * English one. Field texts the spec gives in English (registration, add-on input) are the same
 * in both languages and are not listed.
 */
export const FIELD_MESSAGES: readonly Record<TLanguage, string>[] = [
  { nl: 'Er zijn fouten gevonden in het formulier', en: 'There are errors in the form' },
  { nl: 'Voornaam is verplicht', en: 'First name is required' },
  { nl: 'Achternaam is verplicht', en: 'Last name is required' },
  { nl: 'E-mailadres is verplicht', en: 'E-mail address is required' },
  { nl: 'Voer een geldig e-mailadres in', en: 'Please enter a valid e-mail address' },
  { nl: 'Factuuradres is verplicht', en: 'Billing address is required' },
  { nl: 'Plaats is verplicht', en: 'City is required' },
  { nl: 'Postcode is verplicht', en: 'Postal code is required' },
  { nl: 'Verzendadres is verplicht', en: 'Shipping address is required' },
  { nl: 'Selecteer een verzendmethode', en: 'Select a shipping method' },
  { nl: 'Selecteer een betaalmethode', en: 'Select a payment method' },
  { nl: 'Kies Nederland, België of Duitsland', en: 'Choose the Netherlands, Belgium or Germany' },
  { nl: 'Naam is verplicht', en: 'Name is required' },
  { nl: 'Naam mag maximaal 200 tekens bevatten', en: 'Name may have at most 200 characters' },
  { nl: 'Voer een geldig telefoonnummer in', en: 'Please enter a valid phone number' },
  { nl: 'Bericht is verplicht', en: 'Message is required' },
  { nl: 'Het bericht moet minimaal 10 tekens bevatten', en: 'The message must have at least 10 characters' },
  { nl: 'Het bericht mag maximaal 2000 tekens bevatten', en: 'The message may have at most 2000 characters' },
  { nl: 'Vervoerder is verplicht.', en: 'Carrier is required.' },
  { nl: 'Track & trace-code is verplicht.', en: 'Tracking code is required.' },
  {
    nl: 'Kies een sterker wachtwoord: minimaal 10 tekens, geen veelgebruikt wachtwoord en niet je naam of e-mailadres.',
    en: 'Choose a stronger password: at least 10 characters, not a common password and not your name or e-mail address.',
  },
  { nl: 'Dit webadres is al in gebruik', en: 'This web address is already taken' },
  { nl: 'Dit webadres is gereserveerd', en: 'This web address is reserved' },
  { nl: 'Alleen kleine letters, cijfers en streepjes', en: 'Only lowercase letters, digits and hyphens' },
  {
    nl: 'Er is al een account met dit e-mailadres. Log in om verder te gaan.',
    en: 'There is already an account with this e-mail address. Log in to continue.',
  },
  { nl: 'Naam van de winkel is verplicht', en: 'Shop name is required' },
  { nl: 'Webadres is verplicht', en: 'Web address is required' },
  { nl: 'Accepteer de voorwaarden om verder te gaan', en: 'Accept the terms to continue' },
  { nl: 'Wachtwoord is verplicht', en: 'Password is required' },
  { nl: 'Dit e-mailadres hoort al bij het team', en: 'This e-mail address is already on the team' },
  { nl: 'Een actie heeft een begin- en einddatum', en: 'A promotion has a start and an end date' },
  { nl: 'De einddatum ligt na de begindatum', en: 'The end date must be after the start date' },
  { nl: 'Een actie heeft een actieprijs', en: 'A promotion has a promotional price' },
  {
    nl: 'Er is al een abonnement met deze naam en betaalperiode',
    en: 'A plan with this name and billing cycle already exists',
  },
  ...[3, 10].map((count) => ({ nl: `Minimaal ${count} tekens`, en: `At least ${count} characters` })),
  ...[40, 80, 120, 200, 300, 400, 500, 2000, 5000, 50000, 100000].map((count) => ({
    nl: `Maximaal ${count} tekens`,
    en: `At most ${count} characters`,
  })),
  { nl: 'Het huidige wachtwoord klopt niet', en: 'The current password is not correct' },
  { nl: 'Kies een kleur als #rrggbb', en: 'Choose a colour as #rrggbb' },
  { nl: 'Er is al een categorie met deze naam', en: 'There is already a category with this name' },
  {
    nl: 'Kies een prijs van € 0,00 tot € 100.000,00 in hele centen',
    en: 'Choose a price from €0.00 to €100,000.00 in whole cents',
  },
  { nl: 'Noem elke id precies één keer', en: 'Name every id exactly once' },
  // Look and feel (back office)
  { nl: 'Maximaal 12 secties', en: 'At most 12 sections' },
  { nl: 'Elke sectie heeft een eigen id', en: 'Every section has its own id' },
  { nl: 'Maximaal 6 producten', en: 'At most 6 products' },
  {
    nl: 'Gebruik een kleurverloop, bijvoorbeeld linear-gradient(135deg, #7c3aed, #db2777)',
    en: 'Use a gradient, for example linear-gradient(135deg, #7c3aed, #db2777)',
  },
  { nl: 'Kies een product van deze winkel', en: 'Choose a product of this shop' },
  { nl: 'Kies minstens 2 producten om te vergelijken, of geen', en: 'Choose at least 2 products to compare, or none' },
  {
    nl: 'Gebruik een webadres dat begint met http:// of https://',
    en: 'Use a web address that starts with http:// or https://',
  },
  { nl: 'Beschrijf de afbeelding (alt-tekst)', en: 'Describe the image (alt text)' },
  { nl: 'Kies een bestand', en: 'Choose a file' },
  { nl: 'Artikelnummer is verplicht', en: 'SKU is required' },
  { nl: 'Dit artikelnummer is al in gebruik in deze winkel', en: 'This SKU is already used in this shop' },
  { nl: 'Kies een kortingspercentage van 1 tot 99', en: 'Choose a discount percentage from 1 to 99' },
  { nl: 'De actieprijs ligt lager dan de prijs', en: 'The sale price must be lower than the price' },
  { nl: 'Kies een geldige datum', en: 'Choose a valid date' },
  { nl: 'Kies een voorraad van 0 of meer in hele stuks', en: 'Choose a stock of 0 or more whole pieces' },
  { nl: 'Kies een gewicht van 0 of meer in hele grammen', en: 'Choose a weight of 0 or more whole grams' },
  { nl: 'Deze categorie bestaat niet (meer)', en: 'This category does not exist (any more)' },
  PROBLEM.nul,
  PROBLEM.surrogate,
  { nl: 'Kies 0 tot 365 dagen', en: 'Choose 0 to 365 days' },
  { nl: 'Kies een gewicht van 0 tot 1.000.000 gram', en: 'Choose a weight of 0 to 1,000,000 grams' },
  { nl: 'Het minimumgewicht mag niet boven het maximum liggen', en: 'The minimum weight may not be above the maximum' },
  { nl: 'Dit IBAN klopt niet', en: 'This IBAN is not valid' },
  { nl: 'Deze BIC klopt niet', en: 'This BIC is not valid' },
  { nl: 'Vul eerst een geldig IBAN in', en: 'Enter a valid IBAN first' },
  { nl: 'Deze Stripe-sleutel werkt niet', en: 'This Stripe key does not work' },
  { nl: 'Sla eerst een werkende Stripe-sleutel op', en: 'Save a working Stripe key first' },
  { nl: 'Een geheime sleutel begint met sk_ of rk_', en: 'A secret key starts with sk_ or rk_' },
  { nl: 'Een webhook-secret begint met whsec_', en: 'A webhook secret starts with whsec_' },
  // Messages (back office)
  { nl: 'Schrijf je antwoord', en: 'Write your reply' },
  { nl: 'Kies gelezen of ongelezen', en: 'Choose read or unread' },
  // Shop details: the seller's legal details on invoices
  { nl: 'Een KvK-nummer heeft 8 cijfers', en: 'A KvK number has 8 digits' },
  { nl: 'Gebruik een btw-nummer als NL123456789B01', en: 'Use a VAT number like NL123456789B01' },
];

/** Field texts with parameters, the ones a throw site names by key. */
export interface TFieldTextParams {
  unsuitable_shipping: { name: string };
  refund_amount: { maxCents: number };
  /** An upload sharp cannot read completely: not an image, an unsupported kind, or truncated. */
  image_unreadable: { fileName: string };
  video_unreadable: { fileName: string };
  upload_too_large: { fileName: string; maxMegabytes: number };
}
export type TFieldText = keyof TFieldTextParams;

export const FIELD_TEXTS: { [TKey in TFieldText]: Record<TLanguage, TRender<TFieldTextParams[TKey]>> } = {
  unsuitable_shipping: {
    nl: ({ name }) => `"${name}" is niet geschikt voor deze bestelling.`,
    en: ({ name }) => `"${name}" is not suitable for this order.`,
  },
  refund_amount: {
    nl: ({ maxCents }) => `Kies een bedrag tot ${maxCents} cent.`,
    en: ({ maxCents }) => `Choose an amount up to ${maxCents} cents.`,
  },
  image_unreadable: {
    nl: ({ fileName }) =>
      `"${fileName}" is geen leesbare afbeelding. Kies een JPEG-, PNG-, WebP-, AVIF-, GIF- of TIFF-bestand.`,
    en: ({ fileName }) => `"${fileName}" is not a readable image. Choose a JPEG, PNG, WebP, AVIF, GIF or TIFF file.`,
  },
  video_unreadable: {
    nl: ({ fileName }) => `"${fileName}" is geen MP4- of WebM-video.`,
    en: ({ fileName }) => `"${fileName}" is not an MP4 or WebM video.`,
  },
  upload_too_large: {
    nl: ({ fileName, maxMegabytes }) => `"${fileName}" is te groot (maximaal ${maxMegabytes} MB).`,
    en: ({ fileName, maxMegabytes }) => `"${fileName}" is too large (at most ${maxMegabytes} MB).`,
  },
};

/** A keyed field text with its parameters, in a language. */
export function fieldText<TKey extends TFieldText>(key: TKey, params: TFieldTextParams[TKey], language: TLanguage) {
  return FIELD_TEXTS[key][language](params);
}

const englishFieldMessages = new Map(FIELD_MESSAGES.map((entry) => [entry.nl, entry.en]));

/** A field text in the language asked for; a text not listed stays as it is. */
export function fieldMessage(text: string, language: TLanguage): string {
  return language === 'en' ? (englishFieldMessages.get(text) ?? text) : text;
}

/** The language of a request: `?lang=`, else the first of nl/en in Accept-Language, else Dutch. */
export function pickLanguage(acceptLanguage: string | undefined | null, lang?: unknown): TLanguage {
  if (typeof lang === 'string') {
    const asked = lang.trim().toLowerCase().slice(0, 2);
    if (asked === 'nl' || asked === 'en') return asked;
  }
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const quality = rest.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((range) => (range.base === 'nl' || range.base === 'en') && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranges[0]?.base as TLanguage | undefined) ?? DEFAULT_LANGUAGE;
}
