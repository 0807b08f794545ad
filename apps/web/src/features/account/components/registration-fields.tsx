import { CHECKOUT_COUNTRIES } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#src/components/ui/form-field.tsx';
import type { RegistrationValues } from '#src/features/account/validation.ts';

const AUTOCOMPLETE: Record<keyof RegistrationValues, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phoneNumber: 'tel',
  address: 'street-address',
  city: 'address-level2',
  postalCode: 'postal-code',
  country: 'country-name',
};

/** The customer fields shared by the login dialog's register mode and the registration modal. */
export function RegistrationFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: RegistrationValues;
  errors: Partial<Record<keyof RegistrationValues, string>>;
  onChange: (field: keyof RegistrationValues, value: string) => void;
}) {
  const { t } = useTranslation();
  const text = (field: Exclude<keyof RegistrationValues, 'country'>, type = 'text', wide = false) => (
    <TextField
      id={`${idPrefix}-${field}`}
      label={t(`account.${field}`)}
      type={type}
      required
      autoComplete={AUTOCOMPLETE[field]}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => onChange(field, event.target.value)}
      className={wide ? 'sm:col-span-2' : undefined}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('firstName')}
      {text('lastName')}
      {text('email', 'email', true)}
      {text('phoneNumber', 'tel', true)}
      {text('address', 'text', true)}
      {text('postalCode')}
      {text('city')}
      <SelectField
        id={`${idPrefix}-country`}
        label={t('account.country')}
        required
        autoComplete={AUTOCOMPLETE.country}
        value={values.country}
        error={errors.country}
        onChange={(event) => onChange('country', event.target.value)}
        className="sm:col-span-2"
      >
        <option value="">{t('account.chooseCountry')}</option>
        {CHECKOUT_COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
