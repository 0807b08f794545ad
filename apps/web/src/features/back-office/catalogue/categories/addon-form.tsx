import type { TAddonInput, TAddonType, TBackOfficeAddon } from '@shop/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { SelectField, TextAreaField, TextField } from '#src/components/ui/form-field.tsx';
import { Modal } from '#src/components/ui/modal.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { apiErrorText, apiFieldErrors, focusFirstInvalid } from '#src/lib/api-form-errors.ts';
import { useSaveAddon } from './api.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { ImagesSlot } from './images-slot.tsx';
import { dialogHost } from './portal-target.ts';

interface AddonValues {
  name: string;
  description: string;
  /** As typed: '2,50' or '2.50'. */
  price: string;
  type: TAddonType;
  isRequired: boolean;
  isInputRequired: boolean;
  inputFieldLabel: string;
  inputFieldPlaceholder: string;
  isActive: boolean;
}

/** '2,50', '2.50', '€ 2,5' → 2.5; null when it is not an amount in whole cents. */
export function parseEuros(text: string): number | null {
  const cleaned = text.replace(/€|\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= 100_000 ? value : null;
}

const priceText = (price: number, language: string) =>
  language === 'en' ? price.toFixed(2) : price.toFixed(2).replace('.', ',');

/**
 * Creating (addon null) or editing an add-on in a dialog. The dialog is put at the end of the
 * page, so its form never sits inside the product editor's form.
 */
export function AddonForm({
  tenantName,
  productId,
  addon,
  onClose,
  onSaved,
}: {
  tenantName: string;
  productId: number;
  addon: TBackOfficeAddon | null;
  onClose: () => void;
  onSaved: (saved: TBackOfficeAddon, created: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveAddon(tenantName, productId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddonValues>(() => ({
    name: addon?.name ?? '',
    description: addon?.description ?? '',
    price: priceText(addon?.price ?? 0, i18n.language),
    type: addon?.type ?? 'Simple',
    isRequired: addon?.isRequired ?? false,
    isInputRequired: addon?.isInputRequired ?? false,
    inputFieldLabel: addon?.inputFieldLabel ?? '',
    inputFieldPlaceholder: addon?.inputFieldPlaceholder ?? '',
    isActive: addon?.isActive ?? true,
  }));
  const { values } = form;
  const complex = values.type === 'Complex';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setFailure(null);
    const price = parseEuros(values.price);
    const found: Partial<Record<keyof AddonValues, string>> = {};
    if (values.name.trim() === '') found.name = 'boAddons.nameRequired';
    if (price === null) found.price = 'boAddons.priceInvalid';
    if (form.showErrors(found, t) || price === null) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    const input: TAddonInput = {
      name: values.name,
      description: values.description,
      price,
      type: values.type,
      isRequired: values.isRequired,
      isInputRequired: complex && values.isInputRequired,
      inputFieldLabel: complex ? values.inputFieldLabel : null,
      inputFieldPlaceholder: complex ? values.inputFieldPlaceholder : null,
      isActive: values.isActive,
    };
    try {
      const saved = await save.mutateAsync({ id: addon?.id ?? null, input });
      onSaved(saved, addon === null);
    } catch (error) {
      const fields = apiFieldErrors(error);
      form.setErrors(fields);
      if (Object.keys(fields).length > 0) requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      else setFailure(apiErrorText(error, { fallback: t('boAddons.saveFailed'), network: t('boAddons.offline') }));
    }
  };

  return createPortal(
    <Modal
      title={addon ? t('boAddons.editTitle', { name: addon.name }) : t('boAddons.newTitle')}
      onClose={onClose}
      wide
    >
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure && <Notice kind="error">{failure}</Notice>}
        <TextField
          id={`${id}-name`}
          label={t('boAddons.name')}
          required
          maxLength={200}
          value={values.name}
          error={form.errors.name}
          onChange={(event) => form.change('name', event.target.value)}
        />
        <TextAreaField
          id={`${id}-description`}
          label={t('boAddons.description')}
          rows={2}
          maxLength={2000}
          value={values.description}
          error={form.errors.description}
          onChange={(event) => form.change('description', event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-price`}
            label={t('boAddons.price')}
            required
            inputMode="decimal"
            autoComplete="off"
            value={values.price}
            error={form.errors.price}
            onChange={(event) => form.change('price', event.target.value)}
            hint={
              <p id={`${id}-price-hint`} className="mt-1 text-sm text-slate-700">
                {t('boAddons.priceHint')}
              </p>
            }
            aria-describedby={`${id}-price-hint${form.errors.price ? ` ${id}-price-error` : ''}`}
          />
          <SelectField
            id={`${id}-type`}
            label={t('boAddons.type')}
            value={values.type}
            error={form.errors.type}
            onChange={(event) => form.change('type', event.target.value as TAddonType)}
          >
            <option value="Simple">{t('boAddons.typeSimple')}</option>
            <option value="Complex">{t('boAddons.typeComplex')}</option>
          </SelectField>
        </div>
        <p className="-mt-2 text-sm text-slate-700">{complex ? t('boAddons.complexHint') : t('boAddons.simpleHint')}</p>
        <CheckboxField
          id={`${id}-required`}
          label={t('boAddons.required')}
          hint={t('boAddons.requiredHint')}
          checked={values.isRequired}
          onChange={(checked) => form.change('isRequired', checked)}
        />
        {complex && (
          <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold">{t('boAddons.inputLegend')}</legend>
            <CheckboxField
              id={`${id}-input-required`}
              label={t('boAddons.inputRequired')}
              hint={t('boAddons.inputRequiredHint')}
              checked={values.isInputRequired}
              onChange={(checked) => form.change('isInputRequired', checked)}
            />
            <TextField
              id={`${id}-input-label`}
              label={t('boAddons.inputLabel')}
              maxLength={200}
              value={values.inputFieldLabel}
              error={form.errors.inputFieldLabel}
              onChange={(event) => form.change('inputFieldLabel', event.target.value)}
            />
            <TextField
              id={`${id}-input-placeholder`}
              label={t('boAddons.inputPlaceholder')}
              maxLength={200}
              value={values.inputFieldPlaceholder}
              error={form.errors.inputFieldPlaceholder}
              onChange={(event) => form.change('inputFieldPlaceholder', event.target.value)}
            />
          </fieldset>
        )}
        <CheckboxField
          id={`${id}-active`}
          label={t('boAddons.active')}
          hint={t('boAddons.activeHint')}
          checked={values.isActive}
          onChange={(checked) => form.change('isActive', checked)}
        />
        <section aria-labelledby={`${id}-images`}>
          <h3 id={`${id}-images`} className="mb-2 text-sm font-semibold">
            {t('boAddons.images')}
          </h3>
          {addon ? (
            <ImagesSlot
              tenantName={tenantName}
              owner={{ kind: 'addon', id: addon.id, productId }}
              suggestedAlt={values.name}
            />
          ) : (
            <p className="text-sm text-slate-700">{t('boAddons.imagesAfterSave')}</p>
          )}
        </section>
        <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('boAddons.cancel')}
          </button>
          <button type="submit" className={buttonPrimary} disabled={save.isPending}>
            {save.isPending ? t('boAddons.saving') : t('boAddons.save')}
          </button>
        </div>
      </form>
    </Modal>,
    dialogHost(),
  );
}
