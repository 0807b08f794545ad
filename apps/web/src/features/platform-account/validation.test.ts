import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  cleanSubdomainInput,
  deriveSubdomain,
  secondFactorError,
  subdomainFormError,
  validateNewPassword,
  validateSignup,
} from '#src/features/platform-account/validation.ts';

describe('the subdomain derived from the shop name', () => {
  it('lower-cases, strips accents and turns spaces and signs into single hyphens', () => {
    expect(deriveSubdomain('Atelier Anna')).toBe('atelier-anna');
    expect(deriveSubdomain('Café Crème & Zo')).toBe('cafe-creme-en-zo');
    expect(deriveSubdomain('  --Zeep!!  van   Ëlise-- ')).toBe('zeep-van-elise');
  });

  it('stays within the label length and never ends in a hyphen', () => {
    const derived = deriveSubdomain(`${'a'.repeat(39)} b`);
    expect(derived).toBe('a'.repeat(39));
    expect(derived.length).toBeLessThanOrEqual(40);
  });

  it('keeps only what a subdomain may hold when typed by hand', () => {
    expect(cleanSubdomainInput('Mijn Winkel_01!')).toBe('mijn-winkel01');
  });

  it('names the form problem of a subdomain', () => {
    expect(subdomainFormError('')).toBe('subdomainRequired');
    expect(subdomainFormError('ab')).toBe('subdomainTooShort');
    expect(subdomainFormError('-abc')).toBe('subdomainFormat');
    expect(subdomainFormError('atelier-anna')).toBeNull();
  });
});

describe('the sign-up form', () => {
  const valid = {
    shopName: 'Atelier Anna',
    subdomain: 'atelier-anna',
    fullName: 'Anna de Vries',
    email: 'anna@example.nl',
    password: 'lang-genoeg-wachtwoord',
    acceptTerms: true,
  };

  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('names every missing or wrong field', () => {
    expect(
      validateSignup({
        shopName: ' ',
        subdomain: '',
        fullName: '',
        email: 'anna@',
        password: 'kort',
        acceptTerms: false,
      }),
    ).toEqual({
      shopName: 'shopNameRequired',
      subdomain: 'subdomainRequired',
      fullName: 'fullNameRequired',
      email: 'emailInvalid',
      password: 'passwordTooShort',
      acceptTerms: 'acceptTerms',
    });
  });
});

describe('codes and passwords', () => {
  it('wants six digits from the app, or a longer recovery code', () => {
    expect(secondFactorError('123456', false)).toBeNull();
    expect(secondFactorError('12345', false)).toBe('codeFormat');
    expect(secondFactorError('abcde-12345', true)).toBeNull();
    expect(secondFactorError(' ', true)).toBe('codeRequired');
  });

  it('wants the new password twice, the same', () => {
    expect(validateNewPassword({ password: 'lang-genoeg-1', confirm: 'lang-genoeg-2' })).toEqual({
      confirm: 'confirmMismatch',
    });
    expect(validateNewPassword({ password: 'lang-genoeg-1', confirm: 'lang-genoeg-1' })).toEqual({});
  });
});

describe('the page after login', () => {
  it('returns to a local page the user came from, never to another site', () => {
    expect(afterLoginPath('/demo/dashboard', '/select-tenant')).toBe('/demo/dashboard');
    expect(afterLoginPath('//evil.example', '/demo/dashboard')).toBe('/demo/dashboard');
    expect(afterLoginPath('https://evil.example', '/demo/dashboard')).toBe('/demo/dashboard');
    expect(afterLoginPath(null, '/select-tenant')).toBe('/select-tenant');
  });
});
