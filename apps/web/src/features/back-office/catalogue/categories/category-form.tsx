import { contrastRatio, type TBackOfficeCategory, type TCategoryInput, TEXT_CONTRAST_MIN } from '@shop/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { TextAreaField, TextField } from '#src/components/ui/form-field.tsx';
import { Modal } from '#src/components/ui/modal.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { apiErrorText, apiFieldErrors, focusFirstInvalid } from '#src/lib/api-form-errors.ts';
import { useSaveCategory } from './api.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { ImagesSlot } from './images-slot.tsx';

const HEX = /^#[0-9a-fA-F]{6}$/;

function ColourField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const ratio = HEX.test(value) ? contrastRatio(value, '#ffffff') : null;
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium">{t('boCategories.colour')}</legend>
      <div className="flex items-end gap-3">
        <div>
          <label htmlFor={`${id}-picker`} className="sr-only">
            {t('boCategories.colourPicker')}
          </label>
          <input
            id={`${id}-picker`}
            type="color"
            value={HEX.test(value) ? value.toLowerCase() : '#6b7280'}
            onChange={(event) => onChange(event.target.value)}
            className="h-11 w-14 cursor-pointer rounded-lg border border-line bg-page p-1"
          />
        </div>
        <TextField
          id={`${id}-hex`}
          label={t('boCategories.colourHex')}
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          className="flex-1"
          aria-describedby={`${id}-contrast${error ? ` ${id}-hex-error` : ''}`}
        />
      </div>
      <p id={`${id}-contrast`} className="mt-1 text-sm text-slate-700">
        {ratio === null
          ? t('boCategories.colourFormat')
          : ratio >= TEXT_CONTRAST_MIN
            ? t('boCategories.contrastGood', { ratio: ratio.toFixed(1) })
            : t('boCategories.contrastPoor', { ratio: ratio.toFixed(1) })}
      </p>
    </fieldset>
  );
}

/** Creating (category null) or editing a category, in a dialog. */
export function CategoryForm({
  tenantName,
  category,
  onClose,
  onSaved,
}: {
  tenantName: string;
  category: TBackOfficeCategory | null;
  onClose: () => void;
  onSaved: (saved: TBackOfficeCategory, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveCategory(tenantName);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Required<TCategoryInput>>(() => ({
    name: category?.name ?? '',
    description: category?.description ?? '',
    color: category?.color ?? '#6b7280',
    isActive: category?.isActive ?? true,
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing = form.values.name.trim() === '' ? { name: 'boCategories.nameRequired' } : {};
    const badColour = HEX.test(form.values.color.trim()) ? {} : { color: 'boCategories.colourFormat' };
    if (form.showErrors({ ...missing, ...badColour }, t)) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: category?.id ?? null, input: form.values });
      onSaved(saved, category === null);
    } catch (error) {
      const fields = apiFieldErrors(error);
      form.setErrors(fields);
      if (Object.keys(fields).length > 0) requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      else
        setFailure(apiErrorText(error, { fallback: t('boCategories.saveFailed'), network: t('boCategories.offline') }));
    }
  };

  return (
    <Modal
      title={category ? t('boCategories.editTitle', { name: category.name }) : t('boCategories.newTitle')}
      onClose={onClose}
      wide
    >
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure && <Notice kind="error">{failure}</Notice>}
        <TextField
          id={`${id}-name`}
          label={t('boCategories.name')}
          required
          maxLength={200}
          value={form.values.name}
          error={form.errors.name}
          onChange={(event) => form.change('name', event.target.value)}
        />
        <TextAreaField
          id={`${id}-description`}
          label={t('boCategories.description')}
          rows={3}
          maxLength={2000}
          value={form.values.description}
          error={form.errors.description}
          onChange={(event) => form.change('description', event.target.value)}
        />
        <ColourField
          value={form.values.color}
          error={form.errors.color}
          onChange={(value) => form.change('color', value)}
        />
        <CheckboxField
          id={`${id}-active`}
          label={t('boCategories.active')}
          hint={t('boCategories.activeHint')}
          checked={form.values.isActive}
          onChange={(checked) => form.change('isActive', checked)}
        />
        <section aria-labelledby={`${id}-images`}>
          <h3 id={`${id}-images`} className="mb-2 text-sm font-semibold">
            {t('boCategories.images')}
          </h3>
          {category ? (
            <ImagesSlot
              tenantName={tenantName}
              owner={{ kind: 'category', id: category.id }}
              suggestedAlt={form.values.name}
            />
          ) : (
            <p className="text-sm text-slate-700">{t('boCategories.imagesAfterSave')}</p>
          )}
        </section>
        <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('boCategories.cancel')}
          </button>
          <button type="submit" className={buttonPrimary} disabled={save.isPending}>
            {save.isPending ? t('boCategories.saving') : t('boCategories.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
