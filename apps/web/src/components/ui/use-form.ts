import { useState } from 'react';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/**
 * Values and per-field errors of a form; editing a field clears its error (spec §5). `showErrors`
 * translates the message keys a validator answers and tells whether there were any.
 */
export function useForm<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const clearError = (field: keyof T) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as FieldErrors<T>;
    });

  const change = <K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const showErrors = (found: Partial<Record<keyof T, string>>, translate: (key: string) => string): boolean => {
    const entries = Object.entries(found) as [string, string][];
    setErrors(Object.fromEntries(entries.map(([field, key]) => [field, translate(key)])) as FieldErrors<T>);
    return entries.length > 0;
  };

  return { values, setValues, errors, setErrors, change, clearError, showErrors };
}
