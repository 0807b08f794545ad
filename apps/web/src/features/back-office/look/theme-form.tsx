import { FONT_STACKS, type TFontStackKey, type TThemeSettings } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#src/components/ui/form-field.tsx';
import { callApi } from '#src/lib/api-client.ts';
import { ColourField, colourErrors } from './colour-field.tsx';
import { type ColourPair, ContrastWarnings } from './contrast-warnings.tsx';
import { themeQuery } from './look-api.ts';
import { CheckboxField, SettingsFormShell, useSettingsForm } from './settings-form.tsx';
import { previewVariables, ThemePreview } from './theme-preview.tsx';

const COLOUR_FIELDS = [
  'customPrimaryColor',
  'customSecondaryColor',
  'customAccentColor',
  'customBackgroundColor',
  'customTextColor',
] as const;

const FONT_KEYS = Object.keys(FONT_STACKS) as TFontStackKey[];

/** Saves the theme record: these values over the last saved record (the home tab edits the rest). */
export async function saveThemeRecord(
  tenantName: string,
  queryClient: ReturnType<typeof useQueryClient>,
  changes: Partial<TThemeSettings>,
) {
  const key = themeQuery(tenantName).queryKey;
  const current = queryClient.getQueryData(key) ?? (await queryClient.fetchQuery(themeQuery(tenantName)));
  const answer = await callApi('PUT /api/platform/shops/:tenantName/settings/theme', {
    params: { tenantName },
    body: { ...current, ...changes },
  });
  queryClient.setQueryData(key, answer);
  return answer;
}

export function ThemeForm({
  tenantName,
  saved,
  shopTheme,
  shopName,
}: {
  tenantName: string;
  saved: TThemeSettings;
  shopTheme: string;
  shopName: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSettingsForm(
    saved,
    async (values) => {
      const {
        sectionsConfig: _sections,
        showCarouselSection: _c,
        showCategoriesSection: _g,
        showProductsSection: _p,
        ...own
      } = values;
      const answer = await saveThemeRecord(tenantName, queryClient, own);
      return { ...values, ...answer, sectionsConfig: answer.sectionsConfig };
    },
    (values) => colourErrors(values, [...COLOUR_FIELDS], t('boLook.colourInvalid')),
  );
  const { values, change, errorAt } = form;
  const { vars } = previewVariables(values, shopTheme);
  const pairs: ColourPair[] = [
    {
      label: t('boLook.contrast.textOnBackground'),
      foreground: vars['--shop-text'] ?? '',
      background: vars['--shop-bg'] ?? '',
      kind: 'text',
    },
    {
      label: t('boLook.contrast.textOnCard'),
      foreground: vars['--shop-text'] ?? '',
      background: vars['--shop-surface'] ?? '',
      kind: 'text',
    },
    {
      label: t('boLook.contrast.textOnPrimary'),
      foreground: vars['--shop-on-primary'] ?? '',
      background: vars['--shop-primary'] ?? '',
      kind: 'text',
    },
    {
      label: t('boLook.contrast.textOnSecondary'),
      foreground: vars['--shop-text'] ?? '',
      background: vars['--shop-secondary'] ?? '',
      kind: 'text',
    },
    {
      label: t('boLook.contrast.primaryOnBackground'),
      foreground: vars['--shop-primary'] ?? '',
      background: vars['--shop-bg'] ?? '',
      kind: 'edge',
    },
    {
      label: t('boLook.contrast.accentOnBackground'),
      foreground: vars['--shop-accent'] ?? '',
      background: vars['--shop-bg'] ?? '',
      kind: 'edge',
    },
  ];
  const effectiveColour: Record<(typeof COLOUR_FIELDS)[number], string | undefined> = {
    customPrimaryColor: vars['--shop-primary'],
    customSecondaryColor: vars['--shop-secondary'],
    customAccentColor: vars['--shop-accent'],
    customBackgroundColor: vars['--shop-bg'],
    customTextColor: vars['--shop-text'],
  };
  const fontKey = FONT_KEYS.find((key) => FONT_STACKS[key] === values.customFontFamily) ?? '';
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <SettingsFormShell form={form} title={t('boLook.theme.title')} intro={t('boLook.theme.intro')}>
        <CheckboxField
          id="look-use-custom"
          label={t('boLook.theme.useCustomTheme')}
          hint={t('boLook.theme.useCustomThemeHint')}
          checked={values.useCustomTheme}
          onChange={(checked) => change('useCustomTheme', checked)}
        />
        <SelectField
          id="look-base-theme"
          label={t('boLook.theme.base')}
          value={values.customTheme ?? ''}
          onChange={(event) => change('customTheme', (event.target.value || null) as TThemeSettings['customTheme'])}
          error={errorAt('customTheme')}
        >
          <option value="">{t('boLook.theme.baseShop')}</option>
          <option value="dark">{t('boLook.theme.dark')}</option>
          <option value="light">{t('boLook.theme.light')}</option>
        </SelectField>
        <fieldset disabled={!values.useCustomTheme} className="min-w-0 space-y-4 disabled:opacity-70">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('boLook.theme.colours')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {COLOUR_FIELDS.map((field) => (
              <ColourField
                key={field}
                id={`look-${field}`}
                label={t(`boLook.theme.${field}`)}
                value={values[field]}
                onChange={(value) => change(field, value)}
                fallback={effectiveColour[field]}
                error={errorAt(field)}
              />
            ))}
          </div>
          <SelectField
            id="look-font"
            label={t('boLook.theme.font')}
            value={fontKey}
            onChange={(event) =>
              change('customFontFamily', event.target.value ? FONT_STACKS[event.target.value as TFontStackKey] : null)
            }
            error={errorAt('customFontFamily')}
          >
            <option value="">{t('boLook.theme.fontDefault')}</option>
            {FONT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`boLook.fonts.${key}`)}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-medium text-slate-900">{t('boLook.theme.corners')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['rounded', 'square'] as const).map((corners) => (
              <label key={corners} className="flex items-center gap-2 text-sm text-slate-900">
                <input
                  type="radio"
                  name="look-corners"
                  value={corners}
                  checked={values.customCardCorners === corners}
                  onChange={() => change('customCardCorners', corners)}
                  className="h-5 w-5 accent-violet-700"
                />
                {t(`boLook.theme.corners_${corners}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <CheckboxField
          id="look-shadows"
          label={t('boLook.theme.shadows')}
          checked={values.customCardShadows}
          onChange={(checked) => change('customCardShadows', checked)}
        />
        <CheckboxField
          id="look-underlines"
          label={t('boLook.theme.underlines')}
          checked={values.customHeaderUnderlines}
          onChange={(checked) => change('customHeaderUnderlines', checked)}
        />
        <section aria-label={t('boLook.contrast.title')}>
          <ContrastWarnings pairs={pairs} />
        </section>
      </SettingsFormShell>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <ThemePreview values={values} shopTheme={shopTheme} shopName={shopName} />
      </div>
    </div>
  );
}
