import { describe, expect, it } from 'vitest';
import { allowedOrderActions, trackingUrl } from './back-office-orders.ts';

describe('trackingUrl', () => {
  it('links the common Dutch carriers', () => {
    expect(trackingUrl('PostNL', '3S ABC 123', '1011 aa')).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SABC123-NL-1011AA',
    );
    expect(trackingUrl('DHL', 'JVGL1')).toBe(
      'https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?tracking-id=JVGL1',
    );
    expect(trackingUrl('DPD', '0534')).toBe('https://tracking.dpd.de/status/nl_NL/parcel/0534');
    expect(trackingUrl('GLS', '77')).toBe('https://gls-group.com/NL/nl/pakket-volgen?match=77');
    expect(trackingUrl('UPS', '1Z9')).toBe('https://www.ups.com/track?loc=nl_NL&tracknum=1Z9');
  });

  it('escapes the code and has no link for other carriers or an empty code', () => {
    expect(trackingUrl('UPS', 'a&b=c')).toBe('https://www.ups.com/track?loc=nl_NL&tracknum=a%26b%3Dc');
    expect(trackingUrl('Other', '123')).toBeNull();
    expect(trackingUrl('PostNL', '  ')).toBeNull();
  });
});

describe('allowedOrderActions', () => {
  const order = (status: string, paymentStatus: string, paymentMethodType = 'BankTransfer', refundableCents = 0) => ({
    status,
    paymentStatus,
    paymentMethodType,
    refundableCents,
  });

  it('follows the status tables', () => {
    expect(allowedOrderActions(order('Pending', 'Pending'))).toEqual(['markPaid', 'process', 'cancel']);
    expect(allowedOrderActions(order('Pending', 'Pending', 'Stripe'))).toEqual(['process', 'cancel']);
    expect(allowedOrderActions(order('Processing', 'Paid', 'Stripe', 500))).toEqual(['ship', 'cancel', 'refund']);
    expect(allowedOrderActions(order('Shipped', 'Paid', 'Stripe', 500))).toEqual(['deliver', 'refund']);
    expect(allowedOrderActions(order('Delivered', 'Refunded'))).toEqual([]);
    expect(allowedOrderActions(order('Cancelled', 'Expired'))).toEqual([]);
  });
});
