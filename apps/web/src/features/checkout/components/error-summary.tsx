import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The form's errors in field order, each a link to its field; focused after a failed submit. */
export function ErrorSummary<TField extends string>({
  id,
  fields,
  errors,
  fieldId,
  ref,
}: {
  id: string;
  fields: TField[];
  errors: Partial<Record<TField, string>>;
  fieldId: (field: TField) => string;
  ref: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${id}-summary`}
      className="rounded-card border border-red-500 bg-red-950/40 p-5 [:root:not(.dark)_&]:bg-red-50"
    >
      <h2 id={`${id}-summary`} className="mb-2 font-bold">
        {t('checkout.errors.summary')}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} className="underline">
              {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
