import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { apiErrorText, focusFirstInvalid } from '#src/lib/api-form-errors.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

type Outcome = { kind: 'error' | 'success'; text: string } | null;

/** Field messages of a 400 answer by their full path without 'body.' ('sectionsConfig.0.title'). */
function fieldErrorsByPath(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const fields = (error.body as { fields?: unknown }).fields;
  if (!Array.isArray(fields)) return {};
  const found: Record<string, string> = {};
  for (const entry of fields as { field?: unknown; message?: unknown }[]) {
    if (typeof entry.field !== 'string' || typeof entry.message !== 'string') continue;
    const path = entry.field.replace(/^body\./, '');
    found[path] ??= entry.message;
  }
  return found;
}

/**
 * One tab's form: the values being edited against the last saved ones, server errors at their
 * fields (by path), the save's outcome, and the unsaved-changes guard.
 */
export function useSettingsForm<T>(
  saved: T,
  save: (values: T) => Promise<T>,
  check?: (values: T) => Record<string, string>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<T>(saved);
  const [baseline, setBaseline] = useState<T>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);
  useUnsavedChanges(dirty, t('boLook.unsavedQuestion'));

  const update = (next: (current: T) => T, clearPrefix?: string) => {
    setValues(next);
    setOutcome(null);
    if (clearPrefix !== undefined) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(clearPrefix))),
      );
    }
  };
  const change = <K extends keyof T>(field: K, value: T[K]) =>
    update((current) => ({ ...current, [field]: value }), String(field));

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    // After the errors render, the first invalid control takes focus.
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = check?.(values) ?? {};
    if (Object.keys(local).length > 0) {
      showErrors(local);
      setOutcome({ kind: 'error', text: t('boLook.fixErrors') });
      return;
    }
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await save(values);
      setValues(answer);
      setBaseline(answer);
      setErrors({});
      setOutcome({ kind: 'success', text: t('boLook.saved') });
    } catch (error) {
      showErrors(fieldErrorsByPath(error));
      setOutcome({
        kind: 'error',
        text: apiErrorText(error, { fallback: t('boLook.saveFailed'), network: t('boLook.network') }),
      });
    } finally {
      setSaving(false);
    }
  };

  const errorAt = (path: string) => errors[path] ?? null;
  return { values, update, change, errors, errorAt, outcome, saving, dirty, submit, formRef };
}

export type SettingsForm<T> = ReturnType<typeof useSettingsForm<T>>;

/** The form element with its save button, the unsaved hint and the outcome (announced by the notice). */
export function SettingsFormShell<T>({
  form,
  title,
  intro,
  children,
}: {
  form: SettingsForm<T>;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `${title.replace(/\W+/g, '-').toLowerCase()}-heading`;
  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-labelledby={headingId}
      className="min-w-0 space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
      </div>
      {children}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <button type="submit" className={buttonPrimary} disabled={form.saving}>
          {form.saving ? t('boLook.saving') : t('boLook.save')}
        </button>
        {form.dirty && <span className="text-sm text-slate-700">{t('boLook.unsaved')}</span>}
      </div>
      <div className="empty:hidden">
        {form.outcome && <Notice kind={form.outcome.kind}>{form.outcome.text}</Notice>}
      </div>
    </form>
  );
}

/** A labelled checkbox with an optional hint. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 accent-violet-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
