import texts from 'virtual:locale-sections/nl/plans';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingCycle } from '#src/components/ui/plan-selection.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';

addDutchTexts(texts);

const LABEL_KEYS = { Monthly: 'plans.billingCycle.monthly', Yearly: 'plans.billingCycle.yearly' } as const;

/** Monthly or yearly prices: a radio group (arrow keys move the choice), drawn as a segmented switch. */
export function BillingCycleSwitch({
  cycles,
  value,
  onChange,
}: {
  cycles: BillingCycle[];
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="mx-auto mt-8 flex w-fit rounded-full border border-slate-300 bg-slate-100 p-1">
      <legend className="sr-only">{t('plans.billingCycle.legend')}</legend>
      {cycles.map((cycle) => (
        <label
          key={cycle}
          className="cursor-pointer rounded-full px-5 py-2 text-sm font-semibold text-slate-700 has-checked:bg-violet-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-violet-700"
        >
          <input
            type="radio"
            name={name}
            value={cycle}
            checked={value === cycle}
            onChange={() => onChange(cycle)}
            className="sr-only"
          />
          {t(LABEL_KEYS[cycle])}
        </label>
      ))}
    </fieldset>
  );
}
