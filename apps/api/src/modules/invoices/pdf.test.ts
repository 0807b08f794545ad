import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, renderPackingSlipPdf } from './pdf.ts';
import { pdfText } from './pdf-text.ts';
import type { PackingSlipFacts, TInvoiceSnapshot } from './snapshot.ts';
import { winAnsiText } from './win-ansi.ts';

const invoice = (overrides: Partial<TInvoiceSnapshot> = {}): TInvoiceSnapshot => ({
  version: 1,
  number: 7,
  displayNumber: 'F-000007',
  language: 'nl',
  issuedAt: '2026-11-23T10:00:00.000Z',
  orderNumber: 'WW-7K3M-9QX2-HD4P-T8',
  orderDate: '2026-11-20T09:00:00.000Z',
  paymentMethodName: 'Bankoverschrijving',
  paidAt: '2026-11-23T10:00:00.000Z',
  seller: {
    legalName: 'Kaarsen & Co B.V.',
    shopName: 'Kaarsenwinkel',
    address: 'Kerkstraat 1',
    postalCode: '1011 AA',
    city: 'Amsterdam',
    country: 'Nederland',
    kvkNumber: '12345678',
    vatNumber: 'NL123456789B01',
    email: 'winkel@example.com',
  },
  buyer: {
    name: 'Jan Jansen',
    address: 'Postbus 9',
    postalCode: '3500 AA',
    city: 'Utrecht',
    country: 'Nederland',
    email: 'jan@example.com',
  },
  lines: [
    {
      productName: 'Kaars “Łódź” 😀',
      productSku: 'K-1',
      quantity: 2,
      unitPriceCents: 1550,
      totalPriceCents: 3100,
      addons: [{ name: 'Gravure', inputValue: 'Oma', unitPriceCents: 300 }],
    },
  ],
  shippingMethodName: 'PostNL',
  subTotalCents: 3100,
  shippingCostCents: 695,
  totalAmountCents: 3795,
  taxAmountCents: 659,
  vatRatePercent: 21,
  ...overrides,
});

describe('invoice PDF', () => {
  it('holds what a Dutch invoice must: number, dates, seller with KvK and VAT number, buyer, lines, totals, VAT apart', async () => {
    const pdf = await renderInvoicePdf(invoice());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Factuur',
      'F-000007',
      '23 november 2026',
      '20 november 2026',
      'WW-7K3M-9QX2-HD4P-T8',
      'Kaarsen & Co B.V.',
      'Kerkstraat 1',
      '1011 AA Amsterdam',
      'KvK-nummer: 12345678',
      'Btw-nummer: NL123456789B01',
      'Jan Jansen',
      'Postbus 9',
      '3500 AA Utrecht',
      'Kaars “Lódz” ?',
      '+ Gravure: “Oma” (€ 3,00)',
      '€ 15,50',
      '€ 31,00',
      'Verzending (PostNL)',
      '€ 6,95',
      'Totaal excl. btw',
      '€ 31,36',
      'waarvan 21 % btw',
      '€ 6,59',
      '€ 37,95',
      'Bankoverschrijving',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('speaks English for an English order and renders the same bytes twice', async () => {
    const english = invoice({ language: 'en' });
    const [first, second] = await Promise.all([renderInvoicePdf(english), renderInvoicePdf(english)]);
    const text = pdfText(first);
    for (const expected of [
      'Invoice',
      'of which 21 % VAT',
      '€6.59',
      'VAT number: NL123456789B01',
      '23 November 2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Factuur');
    expect(first.equals(second)).toBe(true);
  });

  it('leaves out a KvK or VAT line the shop has not filled in, and uses the shop name without a legal name', async () => {
    const text = pdfText(
      await renderInvoicePdf(invoice({ seller: { ...invoice().seller, legalName: '', kvkNumber: '', vatNumber: '' } })),
    );
    expect(text).toContain('Kaarsenwinkel');
    expect(text).not.toContain('KvK-nummer');
    expect(text).not.toContain('Btw-nummer');
  });

  it('takes many lines over more pages', async () => {
    const line = invoice().lines[0] as TInvoiceSnapshot['lines'][number];
    const many = Array.from({ length: 60 }, (_, index) => ({ ...line, productName: `Regel ${index + 1}` }));
    const text = pdfText(await renderInvoicePdf(invoice({ lines: many })));
    expect(text).toContain('Regel 1');
    expect(text).toContain('Regel 60');
    expect(text).toContain('waarvan 21 % btw');
  });
});

describe('packing slip PDF', () => {
  const slip: PackingSlipFacts = {
    language: 'nl',
    shopName: 'Kaarsenwinkel',
    orderNumber: 'WW-7K3M-9QX2-HD4P-T8',
    orderDate: new Date('2026-11-20T09:00:00Z'),
    shipTo: {
      name: 'Jan Jansen',
      address: 'Kerkstraat 9',
      postalCode: '1011 AB',
      city: 'Amsterdam',
      country: 'Nederland',
    },
    shippingMethodName: 'PostNL',
    lines: [{ productName: 'Kaars', productSku: 'K-1', quantity: 3, addons: [{ name: 'Gravure', inputValue: 'Oma' }] }],
    notes: 'Graag bij de buren afgeven',
  };

  it('lists what to pack and where it goes, without prices', async () => {
    const pdf = await renderPackingSlipPdf(slip);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Pakbon',
      'WW-7K3M-9QX2-HD4P-T8',
      'Jan Jansen',
      'Kerkstraat 9',
      '1011 AB Amsterdam',
      'PostNL',
      '3 ×',
      'Kaars',
      '+ Gravure: “Oma”',
      'Graag bij de buren afgeven',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('€');
  });

  it('speaks English for an English order', async () => {
    const text = pdfText(await renderPackingSlipPdf({ ...slip, language: 'en' }));
    expect(text).toContain('Packing slip');
    expect(text).toContain('Shipping address');
  });
});

describe('winAnsiText', () => {
  it('keeps what Helvetica shows and replaces the rest', () => {
    expect(winAnsiText('Café € “x” – Łódź 日本')).toBe('Café € “x” – Lódz ??');
  });
});
