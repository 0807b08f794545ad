import texts from 'virtual:locale-sections/nl/boOrders';
import type { TBackOfficeOrder } from '@shop/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderActionCall } from '#src/features/back-office/orders/api.ts';
import { OrderActions, parseEuroCents } from '#src/features/back-office/orders/order-actions.tsx';
import { addDutchTexts } from '#src/lib/i18n.ts';

addDutchTexts(texts);

const order = (overrides: Partial<TBackOfficeOrder> = {}): TBackOfficeOrder => ({
  orderNumber: 'WW-ABC',
  createdAt: '2026-06-01T10:00:00Z',
  status: 'Pending',
  paymentStatus: 'Pending',
  paymentMethodType: 'BankTransfer',
  paymentMethodName: 'Bankoverschrijving',
  language: 'nl',
  customer: { email: 'a@example.com', firstName: 'An', lastName: 'Jansen', phoneNumber: null, mobileNumber: null },
  shippingAddress: { address: 'Kerkstraat 1', postalCode: '1011 AA', city: 'Amsterdam', country: 'Nederland' },
  billingAddress: { address: 'Kerkstraat 1', postalCode: '1011 AA', city: 'Amsterdam', country: 'Nederland' },
  notes: null,
  shippingMethodName: 'Pakket',
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  lines: [],
  subTotalCents: 5000,
  shippingCostCents: 695,
  taxAmountCents: 988,
  totalAmountCents: 5695,
  refundedAmountCents: 0,
  refundableCents: 0,
  invoiceNumber: null,
  timeline: [],
  actions: ['markPaid', 'process', 'cancel'],
  ...overrides,
});

function renderActions(current: TBackOfficeOrder) {
  const onAction = vi.fn(async (_call: OrderActionCall) => true);
  render(<OrderActions order={current} busy={false} fieldErrors={{}} onAction={onAction} />);
  return onAction;
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('OrderActions', () => {
  it('shows only the actions the order allows', () => {
    renderActions(order());
    expect(buttonNames()).toEqual(['Overboeking ontvangen', 'In behandeling nemen', 'Annuleren']);
  });

  it('shows no actions for a delivered, refunded order', () => {
    renderActions(order({ status: 'Delivered', paymentStatus: 'Refunded', actions: [] }));
    expect(buttonNames()).toEqual([]);
  });

  it('runs a simple action at once', async () => {
    const onAction = renderActions(order());
    fireEvent.click(screen.getByRole('button', { name: 'In behandeling nemen' }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith({ action: 'process' }));
  });

  it('cancels only after the confirmation', async () => {
    const onAction = renderActions(order());
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Ja, annuleer de bestelling' }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith({ action: 'cancel' }));
  });

  it('ships with the chosen carrier and tracking number', async () => {
    const onAction = renderActions(order({ status: 'Processing', actions: ['ship', 'cancel'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
    fireEvent.change(screen.getByLabelText('Vervoerder'), { target: { value: 'DHL' } });
    fireEvent.change(screen.getByLabelText(/Track & trace-code/), { target: { value: 'JVGL123' } });
    fireEvent.submit(screen.getByLabelText('Vervoerder').closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(onAction).toHaveBeenCalledWith({ action: 'ship', body: { carrier: 'DHL', trackingNumber: 'JVGL123' } }),
    );
  });

  it('refunds a part plus the shipping, and refuses more than is refundable', async () => {
    const paid = order({
      status: 'Shipped',
      paymentStatus: 'Paid',
      refundableCents: 5695,
      actions: ['deliver', 'refund'],
    });
    const onAction = renderActions(paid);
    fireEvent.click(screen.getByRole('button', { name: 'Terugbetalen' }));
    const amount = screen.getByLabelText(/Bedrag voor artikelen/);
    const form = amount.closest('form') as HTMLFormElement;

    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.submit(form);
    expect(await screen.findByText(/hoogstens/)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(onAction).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '10,50' } });
    fireEvent.submit(form);
    await waitFor(() => expect(onAction).toHaveBeenCalledWith({ action: 'refund', body: { amountCents: 1745 } }));
  });

  it('reads euro amounts', () => {
    expect(parseEuroCents('12,5')).toBe(1250);
    expect(parseEuroCents('12.05')).toBe(1205);
    expect(parseEuroCents('abc')).toBeNull();
  });
});
