import { useTranslation } from 'react-i18next';

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColour = (value: string | null | undefined): value is string => Boolean(value && HEX.test(value));

/**
 * A colour as a picker and as #rrggbb text side by side; empty text is "no colour" (the shop's
 * default) when `optional`. The text is kept as typed so a half-typed value can be finished.
 */
export function ColourField({
  id,
  label,
  value,
  onChange,
  error,
  optional = true,
  fallback = '#000000',
}: {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | null;
  optional?: boolean;
  /** The colour the picker shows while the text is empty (the shop's default). */
  fallback?: string;
}) {
  const { t } = useTranslation();
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('boLook.colourPicker', { label })}
          value={isHexColour(value) ? value.toLowerCase() : isHexColour(fallback) ? fallback.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <input
          id={id}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={optional ? t('boLook.colourDefault') : '#rrggbb'}
          value={value ?? ''}
          onChange={(event) =>
            onChange(event.target.value.trim() === '' && optional ? null : event.target.value.trim())
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`h-11 w-full min-w-0 rounded-lg border bg-white px-3 font-mono text-slate-900 focus:outline-2 focus:outline-violet-700 ${
            error ? 'border-red-600' : 'border-slate-300'
          }`}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {optional ? t('boLook.colourHintOptional') : t('boLook.colourHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Local check of colour fields before saving: the same rule as the server's. */
export function colourErrors(values: Record<string, unknown>, fields: string[], message: string) {
  const found: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field];
    if (value !== null && value !== undefined && !isHexColour(String(value))) found[field] = message;
  }
  return found;
}
