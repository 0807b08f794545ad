import {
  COMPARISON_DEFAULT_TITLE,
  FOCUS_FEATURED_BUTTON_DEFAULT_TEXT,
  FOCUS_HERO_BUTTON_DEFAULT_TEXT,
  type TFocusSettingsForm,
} from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '#src/components/ui/button-styles.ts';
import { SelectField, TextAreaField, TextField } from '#src/components/ui/form-field.tsx';
import { callApi } from '#src/lib/api-client.ts';
import { ColourField, colourErrors } from './colour-field.tsx';
import { ContrastWarnings } from './contrast-warnings.tsx';
import { focusQuery } from './look-api.ts';
import { CheckboxField, SettingsFormShell, useSettingsForm } from './settings-form.tsx';

const MAX_COMPARED = 6;
const COLOUR_FIELDS = ['buttonBackgroundColor', 'buttonTextColor', 'comparisonTitleColor', 'comparisonSubtitleColor'];

const emptyToNull = (value: string) => (value.trim() === '' ? null : value);

export function FocusForm({ tenantName, saved }: { tenantName: string; saved: TFocusSettingsForm }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSettingsForm(
    saved,
    async ({ products: _products, ...values }) => {
      const answer = await callApi('PUT /api/platform/shops/:tenantName/settings/focus-shop', {
        params: { tenantName },
        body: values,
      });
      queryClient.setQueryData(focusQuery(tenantName).queryKey, answer);
      return answer;
    },
    (values) => {
      const found = colourErrors(values, COLOUR_FIELDS, t('boLook.colourInvalid'));
      if (values.showComparisonSection && values.comparisonProductIds.length === 1) {
        found.comparisonProductIds = t('boLook.focus.tooFew');
      }
      return found;
    },
  );
  const { values, change, errorAt } = form;
  const nameOf = (id: number) => values.products.find((product) => product.id === id)?.name ?? `#${id}`;
  const chosen = values.comparisonProductIds;
  const toggleCompared = (id: number, on: boolean) =>
    change('comparisonProductIds', on ? [...chosen, id] : chosen.filter((item) => item !== id));
  const rows = values.comparisonTableData;
  const setRows = (next: typeof rows) => change('comparisonTableData', next);
  const setCell = (rowIndex: number, productId: number, text: string) =>
    setRows(
      rows.map((row, index) => (index === rowIndex ? { ...row, values: { ...row.values, [productId]: text } } : row)),
    );

  return (
    <SettingsFormShell form={form} title={t('boLook.focus.title')} intro={t('boLook.focus.intro')}>
      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-1 text-base font-semibold text-slate-900">{t('boLook.focus.hero')}</legend>
        <TextAreaField
          id="look-hero-title"
          label={t('boLook.focus.heroTitle')}
          hint={<p className="text-xs text-slate-600">{t('boLook.focus.heroTitleHint')}</p>}
          rows={2}
          maxLength={200}
          value={values.heroTitle ?? ''}
          onChange={(event) => change('heroTitle', emptyToNull(event.target.value))}
          error={errorAt('heroTitle')}
        />
        <TextField
          id="look-hero-subtitle"
          label={t('boLook.focus.heroSubtitle')}
          maxLength={400}
          value={values.heroSubtitle ?? ''}
          onChange={(event) => change('heroSubtitle', emptyToNull(event.target.value))}
          error={errorAt('heroSubtitle')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="look-hero-button"
            label={t('boLook.focus.heroButtonText')}
            maxLength={40}
            placeholder={FOCUS_HERO_BUTTON_DEFAULT_TEXT}
            value={values.heroButtonText ?? ''}
            onChange={(event) => change('heroButtonText', emptyToNull(event.target.value))}
            error={errorAt('heroButtonText')}
          />
          <TextField
            id="look-featured-text"
            label={t('boLook.focus.featuredProductText')}
            maxLength={40}
            placeholder={FOCUS_FEATURED_BUTTON_DEFAULT_TEXT}
            value={values.featuredProductText ?? ''}
            onChange={(event) => change('featuredProductText', emptyToNull(event.target.value))}
            error={errorAt('featuredProductText')}
          />
        </div>
        <SelectField
          id="look-featured-product"
          label={t('boLook.focus.featuredProduct')}
          value={values.featuredProductId === null ? '' : String(values.featuredProductId)}
          onChange={(event) => change('featuredProductId', event.target.value ? Number(event.target.value) : null)}
          error={errorAt('featuredProductId')}
        >
          <option value="">{t('boLook.focus.noFeatured')}</option>
          {values.products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
              {product.isActive ? '' : ` (${t('boLook.focus.inactive')})`}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <ColourField
            id="look-button-background"
            label={t('boLook.focus.buttonBackgroundColor')}
            optional={false}
            value={values.buttonBackgroundColor}
            onChange={(value) => change('buttonBackgroundColor', value ?? '')}
            error={errorAt('buttonBackgroundColor')}
          />
          <ColourField
            id="look-button-text"
            label={t('boLook.focus.buttonTextColor')}
            optional={false}
            value={values.buttonTextColor}
            onChange={(value) => change('buttonTextColor', value ?? '')}
            error={errorAt('buttonTextColor')}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-700">{t('boLook.focus.buttonSample')}</span>
          <span
            aria-hidden="true"
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold"
            style={{ background: values.buttonBackgroundColor, color: values.buttonTextColor }}
          >
            {values.heroButtonText || FOCUS_HERO_BUTTON_DEFAULT_TEXT}
          </span>
        </div>
        <ContrastWarnings
          pairs={[
            {
              label: t('boLook.contrast.buttonText'),
              foreground: values.buttonTextColor,
              background: values.buttonBackgroundColor,
              kind: 'text',
            },
          ]}
        />
      </fieldset>

      <fieldset className="min-w-0 space-y-4 border-t border-slate-200 pt-4">
        <legend className="mb-1 text-base font-semibold text-slate-900">{t('boLook.focus.comparison')}</legend>
        <CheckboxField
          id="look-show-comparison"
          label={t('boLook.focus.showComparison')}
          hint={t('boLook.focus.showComparisonHint')}
          checked={values.showComparisonSection}
          onChange={(checked) => change('showComparisonSection', checked)}
        />
        <fieldset
          aria-describedby={errorAt('comparisonProductIds') ? 'look-compared-error' : 'look-compared-hint'}
          className="min-w-0 rounded-lg border border-slate-200 p-3"
        >
          <legend className="px-1 text-sm font-medium text-slate-900">{t('boLook.focus.comparedProducts')}</legend>
          <p id="look-compared-hint" className="text-sm text-slate-700">
            {t('boLook.focus.comparedHint', { max: MAX_COMPARED })}
          </p>
          {values.products.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t('boLook.focus.noProducts')}</p>
          ) : (
            <ul className="mt-2 grid max-h-80 gap-2 overflow-y-auto p-1 sm:grid-cols-2">
              {values.products.map((product) => {
                const on = chosen.includes(product.id);
                return (
                  <li key={product.id}>
                    <CheckboxField
                      id={`look-compare-${product.id}`}
                      label={on ? `${product.name} (${chosen.indexOf(product.id) + 1})` : product.name}
                      checked={on}
                      onChange={(checked) => {
                        if (!checked || chosen.length < MAX_COMPARED) toggleCompared(product.id, checked);
                      }}
                    />
                  </li>
                );
              })}
            </ul>
          )}
          {errorAt('comparisonProductIds') && (
            <p id="look-compared-error" role="alert" className="mt-2 text-sm text-red-700">
              {errorAt('comparisonProductIds')}
            </p>
          )}
          {Object.entries(form.errors)
            .filter(([path]) => path.startsWith('comparisonProductIds.'))
            .slice(0, 1)
            .map(([path, message]) => (
              <p key={path} role="alert" className="mt-2 text-sm text-red-700">
                {message}
              </p>
            ))}
        </fieldset>

        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('boLook.focus.table')}</h3>
          {chosen.length === 0 ? (
            <p className="text-sm text-slate-700">{t('boLook.focus.tableNeedsProducts')}</p>
          ) : (
            <ol className="mt-2 space-y-3">
              {rows.map((row, rowIndex) => (
                // Rows have no id of their own; their position is their identity while editing.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={rowIndex} className="rounded-lg border border-slate-200 p-3">
                  <div className="flex items-end gap-2">
                    <TextField
                      id={`look-row-${rowIndex}-feature`}
                      label={t('boLook.focus.feature', { index: rowIndex + 1 })}
                      maxLength={120}
                      className="flex-1"
                      value={row.feature}
                      onChange={(event) =>
                        setRows(
                          rows.map((item, index) =>
                            index === rowIndex ? { ...item, feature: event.target.value } : item,
                          ),
                        )
                      }
                      error={errorAt(`comparisonTableData.${rowIndex}.feature`)}
                    />
                    <button
                      type="button"
                      className={`${buttonSecondary} h-11 px-3`}
                      onClick={() => setRows(rows.filter((_, index) => index !== rowIndex))}
                      aria-label={t('boLook.focus.removeRow', { name: row.feature || rowIndex + 1 })}
                    >
                      {t('boLook.home.removeShort')}
                    </button>
                  </div>
                  <div className="mt-2 grid gap-2 sm:grid-cols-2">
                    {chosen.map((productId) => (
                      <TextField
                        key={productId}
                        id={`look-row-${rowIndex}-${productId}`}
                        label={t('boLook.focus.valueFor', { product: nameOf(productId) })}
                        maxLength={200}
                        value={row.values[productId] ?? ''}
                        onChange={(event) => setCell(rowIndex, productId, event.target.value)}
                      />
                    ))}
                  </div>
                </li>
              ))}
            </ol>
          )}
          {chosen.length > 0 && (
            <button
              type="button"
              className={`${buttonSecondary} mt-3`}
              disabled={rows.length >= 30}
              onClick={() => setRows([...rows, { feature: '', values: {} }])}
            >
              {t('boLook.focus.addRow')}
            </button>
          )}
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="look-comparison-title"
            label={t('boLook.focus.comparisonTitle')}
            maxLength={120}
            placeholder={COMPARISON_DEFAULT_TITLE}
            value={values.comparisonTitle ?? ''}
            onChange={(event) => change('comparisonTitle', emptyToNull(event.target.value))}
            error={errorAt('comparisonTitle')}
          />
          <TextField
            id="look-comparison-subtitle"
            label={t('boLook.focus.comparisonSubtitle')}
            maxLength={300}
            value={values.comparisonSubtitle ?? ''}
            onChange={(event) => change('comparisonSubtitle', emptyToNull(event.target.value))}
            error={errorAt('comparisonSubtitle')}
          />
          <ColourField
            id="look-comparison-title-colour"
            label={t('boLook.focus.comparisonTitleColor')}
            value={values.comparisonTitleColor}
            fallback="#ffffff"
            onChange={(value) => change('comparisonTitleColor', value)}
            error={errorAt('comparisonTitleColor')}
          />
          <ColourField
            id="look-comparison-subtitle-colour"
            label={t('boLook.focus.comparisonSubtitleColor')}
            value={values.comparisonSubtitleColor}
            fallback="#ffffff"
            onChange={(value) => change('comparisonSubtitleColor', value)}
            error={errorAt('comparisonSubtitleColor')}
          />
        </div>
        <TextField
          id="look-comparison-gradient"
          label={t('boLook.focus.gradient')}
          hint={<p className="mt-1 text-xs text-slate-600">{t('boLook.focus.gradientHint')}</p>}
          maxLength={300}
          placeholder="linear-gradient(135deg, #7c3aed, #db2777)"
          value={values.comparisonGradientBackground ?? ''}
          onChange={(event) => change('comparisonGradientBackground', emptyToNull(event.target.value))}
          error={errorAt('comparisonGradientBackground')}
        />
      </fieldset>
    </SettingsFormShell>
  );
}
