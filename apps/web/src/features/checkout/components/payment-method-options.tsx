import type { TPaymentMethod } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { legendClass, sectionClass } from '#src/features/checkout/components/checkout-styles.ts';
import { GroupError } from '#src/features/checkout/components/group-error.tsx';

export function PaymentMethodOptions({
  id,
  name,
  methods,
  selectedId,
  error,
  onSelect,
}: {
  id: string;
  name: string;
  methods: TPaymentMethod[];
  selectedId: number | null;
  error?: string;
  onSelect: (methodId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={sectionClass} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={legendClass}>{t('checkout.paymentMethod')}</legend>
      <div id={id} tabIndex={-1} className="clear-both space-y-3">
        {methods.map((method) => (
          <label
            key={method.id}
            className={`flex cursor-pointer gap-3 rounded-lg border p-4 ${
              selectedId === method.id ? 'border-primary' : 'border-line'
            }`}
          >
            <input
              type="radio"
              name={name}
              className="mt-1 h-5 w-5 accent-[var(--shop-primary)]"
              value={method.id}
              checked={selectedId === method.id}
              onChange={() => onSelect(method.id)}
            />
            <span className="flex-1">
              <span className="block font-semibold">{method.name}</span>
              <span className="block text-sm text-muted">
                {method.type === 'BankTransfer'
                  ? method.instructions || t('checkout.bankTransferNote')
                  : t('checkout.cardNote')}
              </span>
            </span>
          </label>
        ))}
      </div>
      <GroupError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
