import type { TSocialMediaSettings, TThemeSettings } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import LookRoute from './look-route.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const theme: TThemeSettings = {
  useCustomTheme: true,
  customTheme: 'light',
  customCardCorners: 'rounded',
  customCardShadows: true,
  customPrimaryColor: '#6d28d9',
  customSecondaryColor: null,
  customAccentColor: null,
  customBackgroundColor: '#ffffff',
  customTextColor: '#111111',
  customFontFamily: null,
  customHeaderUnderlines: false,
  sectionsConfig: [],
  sectionsConfigVersion: 1,
  showCarouselSection: null,
  showCategoriesSection: null,
  showProductsSection: null,
};

const social: TSocialMediaSettings = {
  showTwitterIcon: false,
  showFacebookIcon: false,
  showLinkedInIcon: false,
  showWhatsAppIcon: false,
  showInstagramIcon: false,
  twitterUrl: null,
  facebookUrl: null,
  linkedInUrl: null,
  whatsAppUrl: null,
  instagramUrl: null,
};

const base = '/api/platform/shops/atelier/settings';
let fetchMock: ReturnType<typeof vi.fn>;
let answers: Record<string, (init?: RequestInit) => Response>;

beforeEach(() => {
  answers = {
    [`GET ${base}/shop`]: () =>
      json({
        displayName: 'Atelier',
        description: '',
        heroType: 'image',
        logoMediaId: null,
        heroImageMediaId: null,
        heroVideoMediaId: null,
        legalName: 'Atelier B.V.',
        legalAddress: 'Markt 3',
        legalPostalCode: '5611 AA',
        legalCity: 'Eindhoven',
        legalCountry: 'Nederland',
        kvkNumber: '',
        vatNumber: '',
        contactEmail: '',
      }),
    [`GET ${base}/theme`]: () => json(theme),
    [`GET ${base}/social-media`]: () => json(social),
    'GET /api/tenant-theme/atelier': () => json({ ...theme, theme: 'dark' }),
    'GET /api/platform/shops/atelier/dashboard': () => json({ shopUrl: 'https://atelier.example.nl' }),
    'GET /api/platform/shops/atelier/files': () => json({ logo: null, heroImage: null, heroVideo: null }),
  };
  fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    const found = answers[key];
    if (!found) throw new Error(`unexpected ${key}`);
    return found(init);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const show = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={memoryLocation({ path }).hook}>
        <LookRoute tenantName="atelier" />
      </Router>
    </QueryClientProvider>,
  );

const sentBody = (method: string, path: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === method);
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

describe('look and feel', () => {
  it("saves the shop's legal details for invoices and shows a wrong VAT number at its field", async () => {
    answers[`PUT ${base}/shop`] = () =>
      json(
        {
          error: 'validation_error',
          message: 'Controleer de invoer',
          fields: [{ field: 'body.vatNumber', message: 'Gebruik een btw-nummer als NL123456789B01' }],
        },
        400,
      );
    show('/look');
    const form = await screen.findByRole('form', { name: 'Winkel' });
    expect((within(form).getByLabelText('Bedrijfsnaam (zoals bij de KvK)') as HTMLInputElement).value).toBe(
      'Atelier B.V.',
    );
    fireEvent.change(within(form).getByLabelText('KvK-nummer'), { target: { value: '12345678' } });
    const vat = within(form).getByLabelText('Btw-nummer');
    fireEvent.change(vat, { target: { value: 'BE0123456789' } });
    fireEvent.change(within(form).getByLabelText('Contact-e-mailadres'), { target: { value: 'info@atelier.nl' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await within(form).findByText('Gebruik een btw-nummer als NL123456789B01');
    await waitFor(() => expect(vat.getAttribute('aria-invalid')).toBe('true'));
    expect(sentBody('PUT', `${base}/shop`)).toMatchObject({
      displayName: 'Atelier',
      legalName: 'Atelier B.V.',
      legalAddress: 'Markt 3',
      legalPostalCode: '5611 AA',
      legalCity: 'Eindhoven',
      legalCountry: 'Nederland',
      kvkNumber: '12345678',
      vatNumber: 'BE0123456789',
      contactEmail: 'info@atelier.nl',
    });
  });

  it('warns when text on the background fails WCAG AA, as the owner types', async () => {
    show('/look');
    const text = await screen.findByLabelText('Tekst');
    expect(screen.getByText('Alle kleurcombinaties zijn goed leesbaar (WCAG AA).')).toBeTruthy();
    fireEvent.change(text, { target: { value: '#eeeeee' } });
    const note = screen.getByRole('note');
    expect(within(note).getByText(/Tekst op achtergrond: contrast 1\.2:1, nodig is 4\.5:1/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hero-video' })).toBeTruthy();
  });

  it('adds and reorders home sections with the buttons and saves them with their defaults', async () => {
    answers[`PUT ${base}/theme`] = (init) => json(JSON.parse(String(init?.body)));
    show('/look/home');
    const type = await screen.findByLabelText('Nieuw onderdeel');
    fireEvent.change(type, { target: { value: 'categories' } });
    fireEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    fireEvent.change(type, { target: { value: 'carousel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Carrousel omhoog' }));
    expect(screen.getByText('Niet opgeslagen wijzigingen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText(/^Opgeslagen\./);
    const body = sentBody('PUT', `${base}/theme`);
    expect(
      body.sectionsConfig.map((section: { type: string; order: number }) => [section.type, section.order]),
    ).toEqual([
      ['carousel', 0],
      ['categories', 1],
    ]);
    expect(body.sectionsConfig[0].settings).toEqual({ autoPlay: true, showArrows: true, itemsToShow: 3 });
    expect(body.customPrimaryColor).toBe('#6d28d9');
  });

  it("shows the server's field error at its field and keeps the values", async () => {
    answers[`PUT ${base}/social-media`] = () =>
      json(
        {
          error: 'validation_error',
          message: 'Controleer de invoer',
          fields: [{ field: 'body.instagramUrl', message: 'Dit adres is niet bereikbaar' }],
        },
        400,
      );
    show('/look/social');
    const url = await screen.findByLabelText('Link naar Instagram');
    fireEvent.change(url, { target: { value: 'https://instagram.com/atelier' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Dit adres is niet bereikbaar');
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect((url as HTMLInputElement).value).toBe('https://instagram.com/atelier');
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
