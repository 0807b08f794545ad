import type { ReactNode } from 'react';
import { legendClass, sectionClass } from '#src/features/checkout/components/checkout-styles.ts';
import { GroupError } from '#src/features/checkout/components/group-error.tsx';

/** A checkout radio group (shipping or payment method): its legend, options and group error. */
export function MethodFieldset({
  id,
  legend,
  error,
  children,
}: {
  id: string;
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={sectionClass} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={legendClass}>{legend}</legend>
      <div id={id} tabIndex={-1} className="clear-both space-y-3">
        {children}
      </div>
      <GroupError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** One method of a {@link MethodFieldset}: a radio button with its description beside it. */
export function MethodOption({
  name,
  methodId,
  selected,
  disabled = false,
  describedBy,
  onSelect,
  children,
}: {
  name: string;
  methodId: number;
  selected: boolean;
  disabled?: boolean;
  describedBy?: string;
  onSelect: (methodId: number) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={`flex gap-3 rounded-lg border p-4 ${selected ? 'border-primary' : 'border-line'} ${
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'
      }`}
    >
      <input
        type="radio"
        name={name}
        className="mt-1 h-5 w-5 accent-[var(--shop-primary)]"
        value={methodId}
        checked={selected}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={() => onSelect(methodId)}
      />
      <span className="flex-1">{children}</span>
    </label>
  );
}
