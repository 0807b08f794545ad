import type { TShopDetails } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '#src/components/ui/form-field.tsx';
import { callApi } from '#src/lib/api-client.ts';
import { shopDetailsQuery } from './look-api.ts';
import { SettingsFormShell, useSettingsForm } from './settings-form.tsx';

/**
 * Where the logo, hero image and hero video are uploaded (the shared single-image field of the
 * media section, once it is there).
 */
function ImageSlot({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-3">
      <p className="text-sm font-medium text-slate-900">{label}</p>
      <p className="text-sm text-slate-700">{t('boLook.shop.imageSoon')}</p>
    </div>
  );
}

export function ShopDetailsForm({ tenantName, saved }: { tenantName: string; saved: TShopDetails }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSettingsForm(saved, async (values) => {
    const answer = await callApi('PUT /api/platform/shops/:tenantName/settings/shop', {
      params: { tenantName },
      body: { displayName: values.displayName, description: values.description, heroType: values.heroType },
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
      <div className="grid gap-3 sm:grid-cols-3">
        <ImageSlot label={t('boLook.shop.logo')} />
        <ImageSlot label={t('boLook.shop.heroImage')} />
        <ImageSlot label={t('boLook.shop.heroVideo')} />
      </div>
    </SettingsFormShell>
  );
}
