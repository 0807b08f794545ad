import type { TAdminPlan } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { SelectField, TextAreaField, TextField } from '#src/components/ui/form-field.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { savePlan } from '#src/features/admin/api/plans.ts';
import {
  formToInput,
  type PlanFormErrors,
  type PlanFormValues,
  planToForm,
} from '#src/features/admin/components/plan-form-values.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { apiFieldErrors } from '#src/lib/api-form-errors.ts';

function CheckboxField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 accent-violet-700"
      />
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
    </div>
  );
}

/** Spec §3 subscription plan with the §4 promotion fields; a new plan when `plan` is null. */
export function PlanForm({
  plan,
  onSaved,
  onCancel,
}: {
  plan: TAdminPlan | null;
  onSaved: (saved: TAdminPlan) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<PlanFormValues>(() => planToForm(plan));
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => heading.current?.focus(), []);

  const change = <K extends keyof PlanFormValues>(field: K, value: PlanFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = () =>
    window.setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = formToInput(values);
    if ('errors' in result) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.errors).map(([field, key]) => [field, t(`admin.plans.errors.${key}`)]),
        ) as PlanFormErrors,
      );
      setFailure(t('admin.plans.fixErrors'));
      focusFirstError();
      return;
    }
    setSaving(true);
    try {
      onSaved(await savePlan(queryClient, plan?.id ?? null, result.input));
    } catch (error) {
      setErrors(apiFieldErrors(error) as PlanFormErrors);
      setFailure(error instanceof ApiError && error.serverMessage ? error.serverMessage : t('admin.plans.saveFailed'));
      focusFirstError();
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof PlanFormValues) => `${id}-${name}`;
  const text = (name: Exclude<keyof PlanFormValues, 'isActive' | 'hasPromotion'>) => ({
    id: field(name),
    label: t(`admin.plans.fields.${name}`),
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value as never),
  });

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-violet-300 bg-white p-5 sm:p-6">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {plan ? t('admin.plans.editTitle', { name: plan.name }) : t('admin.plans.newTitle')}
      </h2>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate className="mt-4 grid gap-4 md:grid-cols-2">
        <TextField {...text('name')} required maxLength={80} />
        <TextField {...text('price')} required inputMode="decimal" hint={<Hint>{t('admin.plans.hints.price')}</Hint>} />
        <SelectField {...text('type')}>
          {(['Trial', 'Normal', 'Premium'] as const).map((type) => (
            <option key={type} value={type}>
              {t(`admin.plans.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField {...text('billingCycle')}>
          {(['Monthly', 'Yearly'] as const).map((cycle) => (
            <option key={cycle} value={cycle}>
              {t(`admin.plans.cycles.${cycle}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField {...text('description')} rows={3} maxLength={1000} className="md:col-span-2" />
        <TextAreaField
          {...text('features')}
          rows={5}
          maxLength={4000}
          className="md:col-span-2"
          hint={<Hint>{t('admin.plans.hints.features')}</Hint>}
        />
        <TextField
          {...text('displayOrder')}
          inputMode="numeric"
          hint={<Hint>{t('admin.plans.hints.displayOrder')}</Hint>}
        />
        <div className="grid content-end gap-3">
          <CheckboxField
            id={field('isActive')}
            label={t('admin.plans.fields.isActive')}
            checked={values.isActive}
            onChange={(checked) => change('isActive', checked)}
          />
        </div>
        <fieldset className="grid gap-4 rounded-xl border border-slate-300 p-4 md:col-span-2 md:grid-cols-2">
          <legend className="px-1 font-semibold">{t('admin.plans.promotion')}</legend>
          <div className="md:col-span-2">
            <CheckboxField
              id={field('hasPromotion')}
              label={t('admin.plans.fields.hasPromotion')}
              checked={values.hasPromotion}
              onChange={(checked) => change('hasPromotion', checked)}
            />
          </div>
          <TextField {...text('promotionStartDate')} type="datetime-local" />
          <TextField {...text('promotionEndDate')} type="datetime-local" />
          <TextField {...text('promotionalPrice')} inputMode="decimal" />
          <TextField
            {...text('promotionalDurationMonths')}
            inputMode="numeric"
            hint={<Hint>{t('admin.plans.hints.promotionalDurationMonths')}</Hint>}
          />
          <TextField {...text('promotionalDescription')} maxLength={200} className="md:col-span-2" />
        </fieldset>
        <div className="md:col-span-2">{failure && <Notice kind="error">{failure}</Notice>}</div>
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <button type="submit" disabled={saving} className={buttonPrimary}>
            {saving ? t('admin.plans.saving') : t('admin.plans.save')}
          </button>
          <button type="button" onClick={onCancel} className={buttonSecondary}>
            {t('admin.plans.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

function Hint({ children }: { children: string }) {
  return <p className="mt-1 text-sm text-slate-600">{children}</p>;
}
