import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  errorMessage,
  FIELD_MESSAGES,
  FIELD_TEXTS,
  fieldMessage,
  fieldText,
  LANGUAGES,
  pickLanguage,
  type TErrorCode,
  type TErrorParams,
} from './error-codes.ts';

/** Parameters for every code, typed by the catalogue: a missing or misnamed parameter fails to compile. */
const SAMPLE_PARAMS: { [TCode in TErrorCode]: TErrorParams[TCode][] } = {
  not_found: [
    { thing: 'tenant' },
    { thing: 'order' },
    { thing: 'plan' },
    { thing: 'route', method: 'GET', path: '/x' },
  ],
  no_tenant: [{}],
  invalid_tenant_header: [{}],
  invalid_idempotency_key: [{}],
  validation_error: [{ form: 'checkout' }, { form: 'addons' }, { form: 'request', summary: 'body.x: y' }],
  invalid_text: [
    { field: 'body.name', problem: 'nul', inKey: false },
    { field: 'q', problem: 'surrogate', inKey: true },
  ],
  invalid_body: [{}],
  invalid_value: [{}],
  too_many_requests: [
    { what: 'requests', seconds: 3 },
    { what: 'messages', minutes: 9 },
  ],
  service_unavailable: [{}],
  internal_error: [{}],
  unauthorized: [{}],
  forbidden: [{ reason: 'foreign_origin' }, { reason: 'invalid_form' }],
  cross_site_request: [{}],
  admin_only: [{}],
  invoice_not_issued: [{}],
  invoice_not_due: [{}],
  owner_only: [{}],
  domain_invalid: [
    { reason: 'format' },
    { reason: 'ip' },
    { reason: 'platform' },
    { reason: 'local' },
    { reason: 'too_long' },
  ],
  domain_taken: [{}],
  domain_limit: [{ max: 5 }],
  domain_not_verified: [{}],
  already_member: [{}],
  invitation_closed: [{ reason: 'used' }, { reason: 'revoked' }, { reason: 'expired' }],
  invitation_other_account: [{}],
  owner_not_removable: [{}],
  two_factor_setup_required: [{}],
  invalid_credentials: [{}],
  invalid_token: [{}],
  weak_password: [{ reason: 'too_short' }, { reason: 'too_weak' }],
  two_factor_required_for_admin: [{}],
  invalid_two_factor_code: [{}],
  two_factor_not_started: [{}],
  two_factor_state: [{ enabled: true }, { enabled: false }],
  customer_exists: [{}],
  subdomain_unavailable: [{ reason: 'taken' }, { reason: 'reserved' }, { reason: 'invalid' }],
  account_exists: [{}],
  plan_exists: [{}],
  invalid_addon: [
    { addonId: 4, reason: 'foreign' },
    { addonId: 4, reason: 'twice' },
  ],
  product_unavailable: [{ name: 'Vaas', anymore: true }],
  insufficient_stock: [
    { name: 'Vaas', available: 1, requested: 3 },
    { name: 'Vaas', madeToOrderMaximum: true },
    { name: 'Vaas', canAdd: 2, madeToOrder: false },
  ],
  cart_empty: [{}],
  shipping_method_invalid: [{ name: 'Brievenbus' }],
  order_not_cancellable: [{ status: 'Shipped' }],
  order_status_conflict: [{ from: 'Cancelled', to: 'Processing' }],
  payment_status_conflict: [{ from: 'Paid', to: 'Pending' }],
  payment_closed: [{ action: 'pay' }, { action: 'restore' }],
  payment_method_mismatch: [{}],
  cancelled_order_unpayable: [{}],
  payment_provider_error: [{}, { detail: 'timeout' }],
  invalid_signature: [{ reason: 'missing' }, { reason: 'mismatch' }],
  webhook_not_configured: [{}],
  billing_unavailable: [{}],
  billing_portal_unavailable: [{}],
  plan_not_purchasable: [{}],
  invalid_billing_link: [{}],
  shop_paused: [{}],
  busy: [{}],
  file_too_large: [{ fileName: 'a.pdf' }],
  import_file_invalid: [
    { reason: 'no_file' },
    { reason: 'not_csv' },
    { reason: 'unknown_format' },
    { reason: 'empty' },
    { reason: 'too_large', limit: 5 },
    { reason: 'too_many_rows', limit: 5000 },
  ],
  import_has_errors: [{ rows: 1 }, { rows: 3 }],
  attachments_too_large: [{ maxMegabytes: 50 }],
  too_many_files: [{ max: 5 }],
  too_many_fields: [{}],
  field_too_long: [{ field: 'name' }],
  malformed_multipart: [{ detail: 'Unexpected end of form' }],
  unsupported_file_type: [{ fileName: 'a.exe' }],
  unsupported_media_type: [{}],
  customer_has_open_orders: [{ count: 1 }, { count: 3 }],
  request_refused: [{ detail: 'Body is not valid JSON' }],
};

describe('error catalogue', () => {
  it('has a Dutch and an English text for every code and its parameters', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(30);
    for (const code of ERROR_CODES) {
      for (const params of SAMPLE_PARAMS[code] as never[]) {
        for (const language of LANGUAGES) {
          expect(typeof ERROR_MESSAGES[code][language], `${code} ${language}`).toBe('function');
          const text = errorMessage(code, params, language);
          expect(text.trim().length, `${code} ${language}`).toBeGreaterThan(0);
          expect(text, `${code} ${language}`).not.toMatch(/undefined|\[object/);
        }
      }
    }
  });

  it('differs between the languages except for the spec texts and a framework text', () => {
    const sameInBoth = new Set<TErrorCode>(['no_tenant', 'customer_exists', 'request_refused']);
    for (const code of ERROR_CODES) {
      if (sameInBoth.has(code)) continue;
      const params = SAMPLE_PARAMS[code][0] as never;
      if (code === 'not_found' || (code === 'validation_error' && 'addons' === (params as { form: string }).form))
        continue;
      expect(errorMessage(code, params, 'nl'), code).not.toBe(errorMessage(code, params, 'en'));
    }
  });

  it('keeps the texts the spec gives exactly', () => {
    expect(errorMessage('not_found', { thing: 'tenant' }, 'nl')).toBe('Tenant not found');
    expect(errorMessage('not_found', { thing: 'product' }, 'en')).toBe('Product not found');
    expect(errorMessage('not_found', { thing: 'order' }, 'nl')).toBe('Order not found');
    expect(errorMessage('no_tenant', {}, 'nl')).toBe('No tenant specified in subdomain');
    expect(errorMessage('customer_exists', {}, 'nl')).toBe('A customer with this email already exists');
    expect(errorMessage('validation_error', { form: 'checkout' }, 'nl')).toBe(
      'Er zijn fouten gevonden in het formulier',
    );
    expect(errorMessage('validation_error', { form: 'addons' }, 'en')).toBe(
      'Please fill in all required addon fields before adding to cart.',
    );
    expect(errorMessage('insufficient_stock', { name: 'Vaas', available: 1, requested: 3 }, 'nl')).toBe(
      'Onvoldoende voorraad voor "Vaas": nog 1 beschikbaar, 3 gevraagd.',
    );
  });

  it('translates our Dutch field texts to English and leaves others alone', () => {
    expect(FIELD_MESSAGES.every((entry) => entry.nl && entry.en && entry.nl !== entry.en)).toBe(true);
    expect(fieldMessage('Voornaam is verplicht', 'en')).toBe('First name is required');
    expect(fieldMessage('Voornaam is verplicht', 'nl')).toBe('Voornaam is verplicht');
    expect(fieldMessage('First name is required', 'nl')).toBe('First name is required');
    expect(fieldMessage('Expected number', 'en')).toBe('Expected number');
  });

  it('has both languages for every keyed field text', () => {
    for (const key of Object.keys(FIELD_TEXTS)) {
      expect(Object.keys(FIELD_TEXTS[key as keyof typeof FIELD_TEXTS]).sort(), key).toEqual(['en', 'nl']);
    }
    expect(fieldText('refund_amount', { maxCents: 500 }, 'nl')).toBe('Kies een bedrag tot 500 cent.');
    expect(fieldText('unsuitable_shipping', { name: 'Brievenbus' }, 'en')).toBe(
      '"Brievenbus" is not suitable for this order.',
    );
  });
});

describe('pickLanguage', () => {
  it('takes ?lang= first, then the first of nl/en in Accept-Language by quality, else Dutch', () => {
    expect(pickLanguage(undefined)).toBe('nl');
    expect(pickLanguage('')).toBe('nl');
    expect(pickLanguage('en')).toBe('en');
    expect(pickLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(pickLanguage('de-DE,en;q=0.5,nl;q=0.8')).toBe('nl');
    expect(pickLanguage('fr,de')).toBe('nl');
    expect(pickLanguage('en;q=0')).toBe('nl');
    expect(pickLanguage('nl', 'en')).toBe('en');
    expect(pickLanguage('en', 'xx')).toBe('en');
    expect(pickLanguage('en', ['nl'])).toBe('en');
  });
});
