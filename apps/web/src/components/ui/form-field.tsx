import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

const inputClass = (invalid: boolean) =>
  `h-11 w-full rounded-lg border bg-page px-3 text-fg placeholder:text-muted focus:border-primary focus:outline-2 focus:outline-primary ${
    invalid ? 'border-red-500' : 'border-line'
  }`;

interface FieldShell {
  id: string;
  label: string;
  error?: string | null;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

function Shell({ id, label, error, required, hint, className, children }: FieldShell & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-400 [:root:not(.dark)_&]:text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The id and ARIA state every control gets; a caller's own aria-describedby (spread later) wins. */
const controlProps = (id: string, error?: string | null, required?: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
  'aria-required': required || undefined,
});

/** A labelled input whose error is tied to it with aria-invalid and aria-describedby. */
export function TextField({
  id,
  label,
  error,
  required,
  hint,
  className,
  ...input
}: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Shell id={id} label={label} error={error} required={required} hint={hint} className={className}>
      <input {...controlProps(id, error, required)} className={inputClass(Boolean(error))} {...input} />
    </Shell>
  );
}

export function SelectField({
  id,
  label,
  error,
  required,
  hint,
  className,
  children,
  ...select
}: FieldShell & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Shell id={id} label={label} error={error} required={required} hint={hint} className={className}>
      <select {...controlProps(id, error, required)} className={inputClass(Boolean(error))} {...select}>
        {children}
      </select>
    </Shell>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  required,
  hint,
  className,
  ...textarea
}: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Shell id={id} label={label} error={error} required={required} hint={hint} className={className}>
      <textarea
        {...controlProps(id, error, required)}
        className={`${inputClass(Boolean(error))} h-auto py-2`}
        {...textarea}
      />
    </Shell>
  );
}
