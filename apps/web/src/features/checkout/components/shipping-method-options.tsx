import { formatEuros, formatWeight, type TShippingMethod } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { MethodFieldset, MethodOption } from '#src/features/checkout/components/method-choice.tsx';
import { useLocale } from '#src/lib/i18n.ts';

/** Spec §4: every method is listed; one that does not fit the cart is disabled and says why. */
export function ShippingMethodOptions({
  id,
  name,
  methods,
  selectedId,
  error,
  onSelect,
}: {
  id: string;
  name: string;
  methods: TShippingMethod[];
  selectedId: number | null;
  error?: string;
  onSelect: (methodId: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const weight = (grams: number | null) => (grams === null ? '' : formatWeight(grams, locale));
  return (
    <MethodFieldset id={id} legend={t('checkout.shippingMethod')} error={error}>
      {methods.length === 0 && <p className="text-muted">{t('checkout.noShippingMethods')}</p>}
      {methods.map((method) => {
        const warnings = [
          method.weightExceedsLimit ? t('checkout.weightExceeds', { max: weight(method.maxWeight) }) : null,
          method.weightBelowMinimum ? t('checkout.weightBelow', { min: weight(method.minWeight) }) : null,
          method.type === 'envelope' && method.requiresPackageShipping ? t('checkout.needsPackage') : null,
        ].filter((warning): warning is string => warning !== null);
        const warningId = `${id}-${method.id}-warning`;
        return (
          <MethodOption
            key={method.id}
            name={name}
            methodId={method.id}
            selected={selectedId === method.id}
            disabled={!method.isValidForCurrentOrder}
            describedBy={warnings.length > 0 ? warningId : undefined}
            onSelect={onSelect}
          >
            <span className="flex flex-wrap justify-between gap-2 font-semibold">
              <span>{method.name}</span>
              <span>{method.totalPrice > 0 ? formatEuros(method.totalPrice, locale) : t('checkout.free')}</span>
            </span>
            {method.description && <span className="block text-sm text-muted">{method.description}</span>}
            {method.deliveryDescription && (
              <span className="block text-sm text-muted">{method.deliveryDescription}</span>
            )}
            {warnings.length > 0 && (
              <span
                id={warningId}
                className="mt-1 block text-sm font-medium text-amber-300 [:root:not(.dark)_&]:text-amber-800"
              >
                {warnings.join(' ')}
              </span>
            )}
          </MethodOption>
        );
      })}
    </MethodFieldset>
  );
}
