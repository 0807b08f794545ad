import { useTranslation } from 'react-i18next';

/** Quantity between 1 and `max` (at least 1 shown, disabled when nothing can be added). */
export function QuantityStepper({
  id,
  quantity,
  max,
  onChange,
}: {
  id: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const clamp = (value: number) => Math.min(Math.max(1, value), Math.max(1, max));
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t('cart.quantity')}
      </label>
      <div className="flex items-center rounded-lg border border-line">
        <button
          type="button"
          className="h-11 w-11 text-lg disabled:opacity-40"
          aria-label={t('cart.decrease')}
          disabled={quantity <= 1}
          onClick={() => onChange(Math.max(1, quantity - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={quantity}
          disabled={max < 1}
          onChange={(event) => {
            const value = Math.floor(Number(event.target.value));
            onChange(Number.isFinite(value) ? clamp(value) : 1);
          }}
          className="h-11 w-16 border-x border-line bg-transparent text-center"
        />
        <button
          type="button"
          className="h-11 w-11 text-lg disabled:opacity-40"
          aria-label={t('cart.increase')}
          disabled={quantity >= max}
          onClick={() => onChange(Math.min(max, quantity + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
