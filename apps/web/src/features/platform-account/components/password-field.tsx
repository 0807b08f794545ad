import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';

const inputClass = (invalid: boolean) =>
  `h-11 w-full rounded-lg border bg-page py-0 pr-20 pl-3 text-fg placeholder:text-muted focus:border-primary focus:outline-2 focus:outline-primary ${
    invalid ? 'border-red-600' : 'border-line'
  }`;

/** A password input with a show/hide toggle; the hint and the error are tied to it. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  ...input
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required
          className={inputClass(Boolean(error))}
          {...input}
        />
        <button
          type="button"
          aria-controls={id}
          aria-label={visible ? t('platformAccount.password.hideLabel') : t('platformAccount.password.showLabel')}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-violet-700 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-700"
        >
          {visible ? t('platformAccount.password.hide') : t('platformAccount.password.show')}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
