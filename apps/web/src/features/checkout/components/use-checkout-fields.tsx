import { CHECKOUT_COUNTRIES, CHECKOUT_TEXT_LIMITS, type TCheckoutTextField } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#src/components/ui/form-field.tsx';
import { type CheckoutField, type CheckoutValues, isCountry } from '#src/features/checkout/checkout-validation.ts';

interface CheckoutFieldsForm {
  values: CheckoutValues;
  errors: Partial<Record<CheckoutField, string>>;
  change: <TField extends CheckoutField>(field: TField, value: CheckoutValues[TField]) => void;
  fieldId: (field: CheckoutField) => string;
}

/** Renders the checkout's text and country fields: label from the locale, limit from the contracts. */
export function useCheckoutFields({ values, errors, change, fieldId }: CheckoutFieldsForm) {
  const { t } = useTranslation();

  const text = (
    field: Exclude<TCheckoutTextField, 'notes'>,
    options: { type?: string; autoComplete: string; required?: boolean; wide?: boolean },
  ) => (
    <TextField
      id={fieldId(field)}
      label={t(`checkout.fields.${field}`)}
      type={options.type ?? 'text'}
      maxLength={CHECKOUT_TEXT_LIMITS[field]}
      autoComplete={options.autoComplete}
      required={options.required}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => change(field, event.target.value)}
      className={options.wide ? 'sm:col-span-2' : undefined}
    />
  );

  const country = (field: 'billingCountry' | 'shippingCountry', autoComplete: string) => (
    <SelectField
      id={fieldId(field)}
      label={t(`checkout.fields.${field}`)}
      autoComplete={autoComplete}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => {
        if (isCountry(event.target.value)) change(field, event.target.value);
      }}
    >
      {CHECKOUT_COUNTRIES.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </SelectField>
  );

  return { text, country };
}
