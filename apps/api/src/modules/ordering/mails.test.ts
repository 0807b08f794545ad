import { describe, expect, it } from 'vitest';
import { type MailLine, type OrderMailFacts, orderCancelledMail, orderPlacedMail } from './mails.ts';
import type { OrderRow } from './order-queries.ts';

const order = (overrides: Partial<OrderRow> = {}): OrderRow => ({
  tenantId: '00000000-0000-4000-8000-000000000001',
  id: 7,
  orderNumber: 'WW-7K3M-9QX2-HD4P-T8',
  idempotencyKey: null,
  sessionId: null,
  customerId: null,
  status: 'Pending',
  paymentStatus: 'Pending',
  paymentMethodType: 'BankTransfer',
  paymentMethodName: 'Bankoverschrijving',
  paymentProviderRef: null,
  paymentExpiresAt: null,
  paidAt: null,
  shippingMethodId: 1,
  shippingMethodName: 'Pakket <PostNL>',
  customerEmail: 'koper@example.com',
  customerFirstName: 'Jan "J"',
  customerLastName: 'Jansen',
  phoneNumber: null,
  mobileNumber: null,
  shippingAddress: 'Kerkstraat 1',
  shippingCity: 'Amsterdam',
  shippingPostalCode: '1011 AA',
  shippingCountry: 'Nederland',
  billingAddress: 'Postbus 9',
  billingCity: 'Utrecht',
  billingPostalCode: '3500 AA',
  billingCountry: 'Nederland',
  notes: "<img src=x onerror='alert(1)'>",
  language: 'nl',
  subTotalCents: 3100,
  shippingCostCents: 695,
  taxAmountCents: 659,
  totalAmountCents: 3795,
  trackingNumber: null,
  carrier: null,
  processingAt: null,
  shippedAt: null,
  deliveredAt: null,
  refundedAmountCents: 0,
  refundedAt: null,
  stockReleasedAt: null,
  cancelledAt: null,
  createdAt: new Date('2026-01-02T10:00:00Z'),
  updatedAt: new Date('2026-01-02T10:00:00Z'),
  ...overrides,
});

const lines: MailLine[] = [
  {
    productName: 'Kaars & Co',
    productSku: 'K-1',
    quantity: 2,
    unitPriceCents: 1550,
    totalPriceCents: 3100,
    addons: [{ productAddonName: 'Gravure', inputValue: '<b>Oma</b>', unitPriceCents: 300 }],
  },
];

const facts = (overrides: Partial<OrderMailFacts> = {}): OrderMailFacts => ({
  shopName: 'Winkel <Test>',
  shopEmail: 'winkel@example.com',
  order: order(),
  lines,
  bankTransfer: {
    bankIBAN: 'NL91ABNA0417164300',
    bankAccountName: 'Winkel',
    bankBIC: 'ABNANL2A',
    instructions: 'Binnen 7 dagen',
    amount: 37.95,
    reference: 'WW-7K3M-9QX2-HD4P-T8',
  },
  confirmationUrl: 'http://winkel.localhost/order-confirmation/WW-7K3M-9QX2-HD4P-T8',
  ...overrides,
});

describe('order mails', () => {
  it('order placed (nl): lines, add-on inputs, totals with VAT, shipping, addresses and bank details', () => {
    const mail = orderPlacedMail(facts());
    expect(mail).toMatchObject({
      kind: 'order-placed',
      to: 'koper@example.com',
      replyTo: 'winkel@example.com',
      subject: 'Bevestiging van uw bestelling WW-7K3M-9QX2-HD4P-T8',
    });
    for (const part of [
      '2 × Kaars & Co (K-1) à € 15,50 = € 31,00',
      '+ Gravure: "<b>Oma</b>" (€ 3,00)',
      'Subtotaal: € 31,00',
      'Verzending (Pakket <PostNL>): € 6,95',
      'Totaal: € 37,95',
      'Waarvan btw (21%): € 6,59',
      'IBAN: NL91ABNA0417164300',
      'BIC: ABNANL2A',
      'Omschrijving: WW-7K3M-9QX2-HD4P-T8',
      'Kerkstraat 1',
      'Postbus 9',
      'Bekijk uw bestelling: http://winkel.localhost/order-confirmation/WW-7K3M-9QX2-HD4P-T8',
    ]) {
      expect(mail.text, part).toContain(part);
    }
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain('Kaars &amp; Co');
    expect(mail.html).toContain('&lt;b&gt;Oma&lt;/b&gt;');
    expect(mail.html).toContain('Winkel &lt;Test&gt;');
    expect(mail.html).toContain('Jan &quot;J&quot;');
    expect(mail.html).toContain('&lt;img src=x onerror=&#39;alert(1)&#39;&gt;');
    expect(mail.html).not.toMatch(/<img|<b>|<Test>|<PostNL>/);
  });

  it('order placed (en) without bank details for a card order', () => {
    const mail = orderPlacedMail(
      facts({ order: order({ language: 'en', paymentMethodType: 'Stripe' }), bankTransfer: null, shopEmail: null }),
    );
    expect(mail.subject).toBe('Confirmation of your order WW-7K3M-9QX2-HD4P-T8');
    expect(mail.text).toContain('Including VAT (21%): €6.59');
    expect(mail.text).not.toContain('IBAN');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.replyTo).toBeUndefined();
  });

  it('cancelled: by the customer (refund note when paid) or because the payment did not come', () => {
    const byCustomer = orderCancelledMail(facts({ order: order({ paymentStatus: 'Paid' }) }), 'customer');
    expect(byCustomer.kind).toBe('order-cancelled');
    expect(byCustomer.subject).toBe('Uw bestelling WW-7K3M-9QX2-HD4P-T8 is geannuleerd');
    expect(byCustomer.text).toContain('op uw verzoek geannuleerd');
    expect(byCustomer.text).toContain('betaalt de winkel het bedrag aan u terug');
    const unpaid = orderCancelledMail(facts(), 'customer');
    expect(unpaid.text).not.toContain('terug');
    const expired = orderCancelledMail(facts({ order: order({ language: 'en' }) }), 'payment-expired');
    expect(expired.subject).toBe('Your order WW-7K3M-9QX2-HD4P-T8 has been cancelled');
    expect(expired.text).toContain('we did not receive the payment');
    expect(expired.html).not.toContain('<b>Oma</b>');
  });
});
