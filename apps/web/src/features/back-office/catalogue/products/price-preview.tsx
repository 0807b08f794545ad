import { discountPercentageOf, formatEuros } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#src/lib/i18n.ts';
import { fromLocalInput, type ProductFormValues, parseNumber } from './form-values.ts';

/** The price as the shop will show it, from the values being edited (the shop keeps a whole percentage). */
export function PricePreview({ values, now = new Date() }: { values: ProductFormValues; now?: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = parseNumber(values.price);
  if (!Number.isFinite(price) || price < 0) return null;
  const priceCents = Math.round(price * 100);
  const percentage =
    values.discountType === 'percentage'
      ? parseNumber(values.discountPercentage)
      : values.discountType === 'price'
        ? discountPercentageOf(priceCents, Math.round(parseNumber(values.discountPrice) * 100))
        : Number.NaN;
  const discounted = Number.isInteger(percentage) && percentage >= 1 && percentage <= 99;
  const start = fromLocalInput(values.discountStartDate);
  const end = fromLocalInput(values.discountEndDate);
  const running = discounted && (!start || new Date(start) <= now) && (!end || new Date(end) >= now);
  const salePrice = discounted ? Math.round((priceCents * (100 - percentage)) / 100) / 100 : price;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3" aria-live="polite">
      <p className="text-sm font-medium text-slate-700">{t('boProducts.previewTitle')}</p>
      <p className="mt-1 flex flex-wrap items-baseline gap-2">
        <span className="text-xl font-bold">{formatEuros(salePrice, locale)}</span>
        {discounted && (
          <>
            <s className="text-slate-600">
              <span className="sr-only">{t('boProducts.regularPrice')} </span>
              {formatEuros(price, locale)}
            </s>
            <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">-{percentage}%</span>
          </>
        )}
      </p>
      {discounted && (
        <p className="mt-1 text-sm text-slate-700">
          {running ? t('boProducts.previewRunning') : t('boProducts.previewNotRunning')}
          {values.discountType === 'price' && ` ${t('boProducts.previewAsPercentage', { percentage })}`}
        </p>
      )}
    </div>
  );
}
