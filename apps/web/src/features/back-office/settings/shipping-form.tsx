import type { TBackOfficeShippingMethod, TShippingType } from '@shop/contracts';
import { SHIPPING_TYPES } from '@shop/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { SelectField, TextAreaField, TextField } from '#src/components/ui/form-field.tsx';
import { Modal } from '#src/components/ui/modal.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { CheckboxField } from '#src/features/back-office/catalogue/categories/checkbox-field.tsx';
import { apiErrorText, apiFieldErrors, focusFirstInvalid } from '#src/lib/api-form-errors.ts';
import { useSaveShippingMethod } from './api.ts';

interface Values {
  name: string;
  description: string;
  deliveryDescription: string;
  type: TShippingType;
  price: string;
  estimatedDays: string;
  minWeight: string;
  maxWeight: string;
  isActive: boolean;
}

const euros = (value: string) => Number(value.trim().replace(',', '.'));
const grams = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
const isWhole = (value: string) => value.trim() === '' || /^\d+$/.test(value.trim());

/** Checks in the browser what the server checks too, so most mistakes show before sending. */
function validate(values: Values): Partial<Record<keyof Values, string>> {
  const found: Partial<Record<keyof Values, string>> = {};
  if (values.name.trim() === '') found.name = 'boCheckout.shipping.nameRequired';
  if (!/^\d+([.,]\d{1,2})?$/.test(values.price.trim())) found.price = 'boCheckout.shipping.priceFormat';
  if (!/^\d{1,3}$/.test(values.estimatedDays.trim())) found.estimatedDays = 'boCheckout.shipping.daysFormat';
  if (!isWhole(values.minWeight)) found.minWeight = 'boCheckout.shipping.weightFormat';
  if (!isWhole(values.maxWeight)) found.maxWeight = 'boCheckout.shipping.weightFormat';
  const min = grams(values.minWeight);
  const max = grams(values.maxWeight);
  if (!found.minWeight && !found.maxWeight && min !== null && max !== null && min > max) {
    found.minWeight = 'boCheckout.shipping.weightRange';
  }
  return found;
}

/** Creating (method null) or editing a shipping method, in a dialog. */
export function ShippingForm({
  tenantName,
  method,
  onClose,
  onSaved,
}: {
  tenantName: string;
  method: TBackOfficeShippingMethod | null;
  onClose: () => void;
  onSaved: (saved: TBackOfficeShippingMethod, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveShippingMethod(tenantName);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>(() => ({
    name: method?.name ?? '',
    description: method?.description ?? '',
    deliveryDescription: method?.deliveryDescription ?? '',
    type: method?.type ?? 'parcel',
    price: method ? method.price.toFixed(2).replace('.', ',') : '',
    estimatedDays: String(method?.estimatedDays ?? 2),
    minWeight: method?.minWeight === null || method === null ? '' : String(method.minWeight),
    maxWeight: method?.maxWeight === null || method === null ? '' : String(method.maxWeight),
    isActive: method?.isActive ?? true,
  }));
  const { values, errors } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (form.showErrors(validate(values), t)) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    try {
      const saved = await save.mutateAsync({
        id: method?.id ?? null,
        input: {
          name: values.name,
          description: values.description,
          deliveryDescription: values.deliveryDescription,
          type: values.type,
          price: euros(values.price),
          estimatedDays: Number(values.estimatedDays),
          minWeight: grams(values.minWeight),
          maxWeight: grams(values.maxWeight),
          isActive: values.isActive,
        },
      });
      onSaved(saved, method === null);
    } catch (error) {
      const fields = apiFieldErrors(error);
      form.setErrors(fields);
      if (Object.keys(fields).length > 0) requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      else setFailure(apiErrorText(error, { fallback: t('boCheckout.saveFailed'), network: t('boCheckout.offline') }));
    }
  };

  return (
    <Modal
      title={method ? t('boCheckout.shipping.editTitle', { name: method.name }) : t('boCheckout.shipping.newTitle')}
      onClose={onClose}
      wide
    >
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure && <Notice kind="error">{failure}</Notice>}
        <TextField
          id={`${id}-name`}
          label={t('boCheckout.shipping.name')}
          required
          maxLength={200}
          value={values.name}
          error={errors.name}
          onChange={(event) => form.change('name', event.target.value)}
        />
        <SelectField
          id={`${id}-type`}
          label={t('boCheckout.shipping.type')}
          value={values.type}
          error={errors.type}
          hint={<p className="mt-1 text-sm text-slate-700">{t('boCheckout.shipping.typeHint')}</p>}
          onChange={(event) => form.change('type', event.target.value as TShippingType)}
        >
          {SHIPPING_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`boCheckout.shipping.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-price`}
            label={t('boCheckout.shipping.price')}
            required
            inputMode="decimal"
            value={values.price}
            error={errors.price}
            onChange={(event) => form.change('price', event.target.value)}
          />
          <TextField
            id={`${id}-days`}
            label={t('boCheckout.shipping.estimatedDays')}
            inputMode="numeric"
            value={values.estimatedDays}
            error={errors.estimatedDays}
            onChange={(event) => form.change('estimatedDays', event.target.value)}
          />
          <TextField
            id={`${id}-min`}
            label={t('boCheckout.shipping.minWeight')}
            inputMode="numeric"
            value={values.minWeight}
            error={errors.minWeight}
            onChange={(event) => form.change('minWeight', event.target.value)}
          />
          <TextField
            id={`${id}-max`}
            label={t('boCheckout.shipping.maxWeight')}
            inputMode="numeric"
            value={values.maxWeight}
            error={errors.maxWeight}
            onChange={(event) => form.change('maxWeight', event.target.value)}
          />
        </div>
        <p className="-mt-2 text-sm text-slate-700">{t('boCheckout.shipping.weightHint')}</p>
        <TextAreaField
          id={`${id}-description`}
          label={t('boCheckout.shipping.description')}
          rows={2}
          maxLength={2000}
          value={values.description}
          error={errors.description}
          onChange={(event) => form.change('description', event.target.value)}
        />
        <TextAreaField
          id={`${id}-delivery`}
          label={t('boCheckout.shipping.deliveryDescription')}
          rows={2}
          maxLength={2000}
          value={values.deliveryDescription}
          error={errors.deliveryDescription}
          onChange={(event) => form.change('deliveryDescription', event.target.value)}
        />
        <CheckboxField
          id={`${id}-active`}
          label={t('boCheckout.shipping.active')}
          hint={t('boCheckout.shipping.activeHint')}
          checked={values.isActive}
          onChange={(checked) => form.change('isActive', checked)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('boCheckout.cancel')}
          </button>
          <button type="submit" className={buttonPrimary} disabled={save.isPending}>
            {save.isPending ? t('boCheckout.saving') : t('boCheckout.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
