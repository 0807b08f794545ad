import { useTranslation } from 'react-i18next';

/**
 * Announces that a form has errors (each error sits under its field, tied to it with
 * aria-describedby). An always-present live region, so the message is read when it appears.
 */
export function ErrorSummary({
  count,
  text,
  visuallyHidden = false,
}: {
  count: number;
  text?: string | null;
  /** The error already shows under its only field: only a screen reader needs it read out. */
  visuallyHidden?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={visuallyHidden ? 'sr-only' : 'empty:hidden'}>
      {count > 0 && (
        <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {text ?? t('platformAccount.errors.checkFields', { count })}
        </p>
      )}
    </div>
  );
}
