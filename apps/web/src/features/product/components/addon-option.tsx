import {
  ADDON_INPUT_MAX_LENGTH,
  type AddonChoice,
  formatEuros,
  type TAddonError,
  type TProductAddon,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '#src/components/ui/product-image.tsx';
import { apiPath } from '#src/lib/api-client.ts';
import { useLocale } from '#src/lib/i18n.ts';

const addonImageUrl = (productId: number, addonId: number, imageId: number, tenantId: string) =>
  apiPath('GET /api/products/:productId/addons/:addonId/images/:imageId/file', {
    params: { productId, addonId, imageId, tenantId },
  });

/** One add-on: a checkbox (always on when required) and, for a Complex add-on, its text input. */
export function AddonOption({
  formId,
  productId,
  tenantId,
  addon,
  choice,
  error,
  onChange,
}: {
  formId: string;
  productId: number;
  tenantId: string;
  addon: TProductAddon;
  choice: AddonChoice;
  error?: TAddonError;
  onChange: (change: Partial<AddonChoice>) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const selected = addon.isRequired || choice.selected;
  const inputId = `${formId}-addon-${addon.id}-input`;
  const errorId = `${inputId}-error`;
  const image = addon.images[0];
  return (
    <div className="rounded-lg bg-surface-2 p-3">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-5 w-5 accent-[var(--shop-primary)]"
          checked={selected}
          disabled={addon.isRequired}
          aria-describedby={addon.description ? `${inputId}-desc` : undefined}
          onChange={(event) => onChange({ selected: event.target.checked })}
        />
        {image && (
          <ResponsiveImage
            src={addonImageUrl(productId, addon.id, image.id, tenantId)}
            source={image}
            sizes="48px"
            alt={image.altText || addon.name}
            className="h-12 w-12 rounded object-cover"
          />
        )}
        <span className="flex-1">
          <span className="font-medium">{addon.name}</span>
          {addon.isRequired && <span className="ml-2 text-xs text-muted">({t('addons.required')})</span>}
          {addon.description && (
            <span id={`${inputId}-desc`} className="block text-sm text-muted">
              {addon.description}
            </span>
          )}
        </span>
        <span className="text-sm font-semibold whitespace-nowrap">
          {addon.price > 0 ? `+ ${formatEuros(addon.price, locale)}` : t('addons.free')}
        </span>
      </label>
      {addon.type === 'Complex' && selected && (
        <div className="mt-3">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            {addon.inputFieldLabel || t('addons.inputLabel')}
            {addon.isInputRequired && <span aria-hidden="true"> *</span>}
          </label>
          <textarea
            id={inputId}
            rows={2}
            maxLength={ADDON_INPUT_MAX_LENGTH}
            placeholder={addon.inputFieldPlaceholder ?? undefined}
            value={choice.inputValue}
            required={addon.isInputRequired}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange({ inputValue: event.target.value })}
            className={`w-full rounded-lg border bg-page px-3 py-2 text-fg ${error ? 'border-red-500' : 'border-line'}`}
          />
          <div className="mt-1 flex justify-between text-xs">
            <span id={errorId} className="text-red-400">
              {error === 'required'
                ? t('addons.fieldRequired')
                : error === 'too-long'
                  ? t('addons.tooLong', { max: ADDON_INPUT_MAX_LENGTH })
                  : ''}
            </span>
            <span className="text-muted">
              {choice.inputValue.length}/{ADDON_INPUT_MAX_LENGTH}
            </span>
          </div>
        </div>
      )}
    </div>
  );
}
