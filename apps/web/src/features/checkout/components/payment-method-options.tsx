import type { TPaymentMethod } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { MethodFieldset, MethodOption } from '#src/features/checkout/components/method-choice.tsx';

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
    <MethodFieldset id={id} legend={t('checkout.paymentMethod')} error={error}>
      {methods.map((method) => (
        <MethodOption
          key={method.id}
          name={name}
          methodId={method.id}
          selected={selectedId === method.id}
          onSelect={onSelect}
        >
          <span className="block font-semibold">{method.name}</span>
          <span className="block text-sm text-muted">
            {method.type === 'BankTransfer'
              ? method.instructions || t('checkout.bankTransferNote')
              : t('checkout.cardNote')}
          </span>
        </MethodOption>
      ))}
    </MethodFieldset>
  );
}
