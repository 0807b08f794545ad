import type { TShopDetails } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '#src/components/ui/form-field.tsx';
import { SingleImageField } from '#src/features/back-office/media/single-image-field.tsx';
import { callApi } from '#src/lib/api-client.ts';
import { shopDetailsQuery } from './look-api.ts';
import { SettingsFormShell, useSettingsForm } from './settings-form.tsx';

export function ShopDetailsForm({ tenantName, saved }: { tenantName: string; saved: TShopDetails }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSettingsForm(saved, async (values) => {
    const answer = await callApi('PUT /api/platform/shops/:tenantName/settings/shop', {
      params: { tenantName },
      body: {
        displayName: values.displayName,
        description: values.description,
        heroType: values.heroType,
        legalName: values.legalName,
        legalAddress: values.legalAddress,
        legalPostalCode: values.legalPostalCode,
        legalCity: values.legalCity,
        legalCountry: values.legalCountry,
        kvkNumber: values.kvkNumber,
        vatNumber: values.vatNumber,
        contactEmail: values.contactEmail,
      },
    });
    queryClient.setQueryData(shopDetailsQuery(tenantName).queryKey, answer);
    return answer;
  });
  const { values, change, errorAt } = form;
  return (
    <SettingsFormShell form={form} title={t('boLook.shop.title')} intro={t('boLook.shop.intro')}>
      <TextField
        id="look-display-name"
        label={t('boLook.shop.displayName')}
        required
        maxLength={80}
        value={values.displayName}
        onChange={(event) => change('displayName', event.target.value)}
        error={errorAt('displayName')}
      />
      <TextAreaField
        id="look-description"
        label={t('boLook.shop.description')}
        rows={3}
        maxLength={2000}
        value={values.description}
        onChange={(event) => change('description', event.target.value)}
        error={errorAt('description')}
      />
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t('boLook.shop.heroType')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['image', 'video'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-slate-900">
              <input
                type="radio"
                name="look-hero-type"
                value={type}
                checked={values.heroType === type}
                onChange={() => change('heroType', type)}
                className="h-5 w-5 accent-violet-700"
              />
              {t(`boLook.shop.hero_${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <LegalDetailsFields values={values} change={change} errorAt={errorAt} />
    </SettingsFormShell>
  );
}

type LegalField =
  | 'legalName'
  | 'legalAddress'
  | 'legalPostalCode'
  | 'legalCity'
  | 'legalCountry'
  | 'kvkNumber'
  | 'vatNumber'
  | 'contactEmail';

/** The seller's details on every invoice, and where the shop's own mail goes. */
function LegalDetailsFields({
  values,
  change,
  errorAt,
}: {
  values: TShopDetails;
  change: (field: LegalField, value: string) => void;
  errorAt: (path: string) => string | null;
}) {
  const { t } = useTranslation();
  const field = (name: LegalField, options: { autoComplete?: string; maxLength: number; type?: string }) => (
    <TextField
      id={`look-${name}`}
      label={t(`boLook.legal.${name}`)}
      maxLength={options.maxLength}
      autoComplete={options.autoComplete}
      type={options.type ?? 'text'}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      error={errorAt(name)}
    />
  );
  return (
    <fieldset className="min-w-0 space-y-4 border-t border-slate-200 pt-4">
      <legend className="text-base font-semibold text-slate-900">{t('boLook.legal.title')}</legend>
      <p className="text-sm text-slate-700">{t('boLook.legal.intro')}</p>
      {field('legalName', { autoComplete: 'organization', maxLength: 200 })}
      {field('legalAddress', { autoComplete: 'street-address', maxLength: 200 })}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {field('legalPostalCode', { autoComplete: 'postal-code', maxLength: 40 })}
        {field('legalCity', { autoComplete: 'address-level2', maxLength: 120 })}
        {field('legalCountry', { autoComplete: 'country-name', maxLength: 80 })}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('kvkNumber', { maxLength: 40 })}
        {field('vatNumber', { maxLength: 40 })}
      </div>
      <TextField
        id="look-contactEmail"
        label={t('boLook.legal.contactEmail')}
        type="email"
        autoComplete="email"
        maxLength={200}
        value={values.contactEmail}
        onChange={(event) => change('contactEmail', event.target.value)}
        error={errorAt('contactEmail')}
        aria-describedby={
          errorAt('contactEmail') ? 'look-contactEmail-error look-contactEmail-hint' : 'look-contactEmail-hint'
        }
        hint={
          <p id="look-contactEmail-hint" className="mt-1 text-sm text-slate-700">
            {t('boLook.legal.contactEmailHint')}
          </p>
        }
      />
    </fieldset>
  );
}

/** Logo, hero image and hero video: each uploaded or removed at once, outside the form's save. */
export function ShopImages({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="look-images-heading"
      className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="look-images-heading" className="text-lg font-semibold text-slate-900">
          {t('boLook.shop.imagesTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('boLook.shop.imagesIntro')}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <SingleImageField tenantName={tenantName} slot="logo" label={t('boLook.shop.logo')} />
        <SingleImageField tenantName={tenantName} slot="hero-image" label={t('boLook.shop.heroImage')} />
        <SingleImageField tenantName={tenantName} slot="hero-video" label={t('boLook.shop.heroVideo')} />
      </div>
    </section>
  );
}
