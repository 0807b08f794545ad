import { CARRIERS, centsToEuros, formatEuros, type TBackOfficeOrder, type TCarrier } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { SelectField, TextField } from '#src/components/ui/form-field.tsx';
import { Modal } from '#src/components/ui/modal.tsx';
import type { OrderActionCall } from '#src/features/back-office/orders/api.ts';

type Dialog = 'ship' | 'refund' | 'cancel' | null;

/** Euros typed by the owner ('12,50' or '12.50') as cents; null when it is not an amount. */
export function parseEuroCents(value: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The actions the order allows (the API's list, from the status tables): simple ones at once,
 * shipping and refunds in a dialog, a cancel after a confirmation.
 */
export function OrderActions({
  order,
  busy,
  fieldErrors,
  onAction,
}: {
  order: TBackOfficeOrder;
  busy: boolean;
  fieldErrors: Record<string, string>;
  onAction: (call: OrderActionCall) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'nl';
  const [dialog, setDialog] = useState<Dialog>(null);
  const [carrier, setCarrier] = useState<TCarrier>('PostNL');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [amount, setAmount] = useState('');
  const [includeShipping, setIncludeShipping] = useState(true);
  const [amountError, setAmountError] = useState<string | null>(null);
  const ids = useId();
  const allowed = new Set(order.actions);
  const shippingRest = Math.min(order.shippingCostCents, order.refundableCents);
  const goodsRest = order.refundableCents - shippingRest;

  const run = async (call: OrderActionCall) => {
    if (await onAction(call)) setDialog(null);
  };
  const ship = (event: FormEvent) => {
    event.preventDefault();
    void run({ action: 'ship', body: { carrier, trackingNumber } });
  };
  const refund = (event: FormEvent) => {
    event.preventDefault();
    const typed = amount.trim() === '' ? goodsRest : parseEuroCents(amount);
    const total = typed === null ? null : typed + (includeShipping ? shippingRest : 0);
    if (total === null || total <= 0 || total > order.refundableCents) {
      setAmountError(
        t('boOrders.refundAmountError', { max: formatEuros(centsToEuros(order.refundableCents), language) }),
      );
      return;
    }
    setAmountError(null);
    void run({ action: 'refund', body: { amountCents: total } });
  };

  return (
    <div className="flex flex-wrap gap-2">
      {allowed.has('markPaid') && (
        <button
          type="button"
          className={buttonPrimary}
          disabled={busy}
          onClick={() => void run({ action: 'mark-paid' })}
        >
          {t('boOrders.actions.markPaid')}
        </button>
      )}
      {allowed.has('process') && (
        <button type="button" className={buttonPrimary} disabled={busy} onClick={() => void run({ action: 'process' })}>
          {t('boOrders.actions.process')}
        </button>
      )}
      {allowed.has('ship') && (
        <button type="button" className={buttonPrimary} disabled={busy} onClick={() => setDialog('ship')}>
          {t('boOrders.actions.ship')}
        </button>
      )}
      {allowed.has('deliver') && (
        <button type="button" className={buttonPrimary} disabled={busy} onClick={() => void run({ action: 'deliver' })}>
          {t('boOrders.actions.deliver')}
        </button>
      )}
      {allowed.has('refund') && (
        <button type="button" className={buttonSecondary} disabled={busy} onClick={() => setDialog('refund')}>
          {t('boOrders.actions.refund')}
        </button>
      )}
      {allowed.has('cancel') && (
        <button type="button" className={buttonSecondary} disabled={busy} onClick={() => setDialog('cancel')}>
          {t('boOrders.actions.cancel')}
        </button>
      )}

      {dialog === 'ship' && (
        <Modal title={t('boOrders.shipTitle')} onClose={() => setDialog(null)}>
          <form onSubmit={ship} className="grid gap-4" noValidate>
            <SelectField
              id={`${ids}-carrier`}
              label={t('boOrders.carrier')}
              value={carrier}
              error={fieldErrors.carrier}
              onChange={(event) => setCarrier(event.target.value as TCarrier)}
            >
              {CARRIERS.map((name) => (
                <option key={name} value={name}>
                  {name === 'Other' ? t('boOrders.otherCarrier') : name}
                </option>
              ))}
            </SelectField>
            <TextField
              id={`${ids}-tracking`}
              label={t('boOrders.trackingNumber')}
              required
              value={trackingNumber}
              error={fieldErrors.trackingNumber}
              onChange={(event) => setTrackingNumber(event.target.value)}
            />
            <button type="submit" className={buttonPrimary} disabled={busy}>
              {t('boOrders.actions.ship')}
            </button>
          </form>
        </Modal>
      )}

      {dialog === 'refund' && (
        <Modal title={t('boOrders.refundTitle')} onClose={() => setDialog(null)}>
          <form onSubmit={refund} className="grid gap-4" noValidate>
            <p className="text-sm">
              {t('boOrders.refundable', { amount: formatEuros(centsToEuros(order.refundableCents), language) })}
            </p>
            <TextField
              id={`${ids}-amount`}
              label={t('boOrders.refundAmount')}
              inputMode="decimal"
              placeholder={formatEuros(centsToEuros(goodsRest), language)}
              value={amount}
              error={amountError ?? fieldErrors.amountCents}
              onChange={(event) => setAmount(event.target.value)}
            />
            {shippingRest > 0 && (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={includeShipping}
                  onChange={(event) => setIncludeShipping(event.target.checked)}
                  className="size-5"
                />
                {t('boOrders.includeShipping', { amount: formatEuros(centsToEuros(shippingRest), language) })}
              </label>
            )}
            <button type="submit" className={buttonPrimary} disabled={busy}>
              {t('boOrders.actions.refund')}
            </button>
          </form>
        </Modal>
      )}

      {dialog === 'cancel' && (
        <Modal title={t('boOrders.cancelTitle')} onClose={() => setDialog(null)}>
          <p className="mb-4">
            {order.paymentStatus === 'Paid' ? t('boOrders.cancelPaidText') : t('boOrders.cancelText')}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonPrimary}
              disabled={busy}
              onClick={() => void run({ action: 'cancel' })}
            >
              {t('boOrders.actions.confirmCancel')}
            </button>
            <button type="button" className={buttonSecondary} onClick={() => setDialog(null)}>
              {t('boOrders.keep')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
