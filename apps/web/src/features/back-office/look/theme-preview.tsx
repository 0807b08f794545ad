import type { TThemeSettings } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { themeVariables } from '#src/lib/theme.ts';

/** The theme as the storefront would paint it: the same variables, from the unsaved values. */
export function previewVariables(values: TThemeSettings, shopTheme: string) {
  return themeVariables(shopTheme, { ...values, theme: shopTheme });
}

/**
 * A mock of the storefront's header, a product card and its buttons in the unsaved theme, at
 * desktop or phone width. A mock and not the live shop in a frame: the storefront would need
 * code of its own to take unsaved values, and its first-load budget has no room for it.
 */
export function ThemePreview({
  values,
  shopTheme,
  shopName,
}: {
  values: TThemeSettings;
  shopTheme: string;
  shopName: string;
}) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  const { vars } = previewVariables(values, shopTheme);
  const v = (name: string) => vars[name] ?? undefined;
  const underline = v('--shop-underline') === 'underline' ? 'underline' : 'none';
  const phone = device === 'phone';
  return (
    <section aria-labelledby="look-preview-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="look-preview-heading" className="text-lg font-semibold text-slate-900">
          {t('boLook.preview.title')}
        </h2>
        <fieldset className="min-w-0 flex rounded-lg border border-slate-300 p-0.5">
          <legend className="sr-only">{t('boLook.preview.device')}</legend>
          {(['desktop', 'phone'] as const).map((option) => (
            <label
              key={option}
              className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-700 ${
                device === option ? 'bg-slate-900 text-white' : 'text-slate-800'
              }`}
            >
              <input
                type="radio"
                name="look-preview-device"
                value={option}
                checked={device === option}
                onChange={() => setDevice(option)}
                className="sr-only"
              />
              {t(`boLook.preview.${option}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <p className="mt-1 text-xs text-slate-600">{t('boLook.preview.hint')}</p>
      <div
        aria-hidden="true"
        data-testid="theme-preview"
        className={`mx-auto mt-3 overflow-hidden rounded-lg border border-slate-300 ${phone ? 'max-w-[340px]' : 'w-full'}`}
        style={{ background: v('--shop-bg'), color: v('--shop-text'), fontFamily: v('--shop-font') }}
      >
        <div
          className="flex items-center justify-between gap-2 px-3 py-2"
          style={{ background: v('--shop-surface'), borderBottom: `1px solid ${v('--shop-line')}` }}
        >
          <span className="truncate font-bold">{shopName}</span>
          {!phone && (
            <span className="flex gap-3 text-sm">
              {[t('boLook.preview.home'), t('boLook.preview.products'), t('boLook.preview.contact')].map((link) => (
                <span key={link} style={{ textDecoration: underline }}>
                  {link}
                </span>
              ))}
            </span>
          )}
          <span
            className="rounded-full px-2 py-0.5 text-xs font-semibold"
            style={{ background: v('--shop-primary'), color: v('--shop-on-primary') }}
          >
            2
          </span>
        </div>
        <div className="p-3">
          <p className="text-lg font-bold" style={{ textDecoration: underline }}>
            {t('boLook.preview.heading')}
          </p>
          <p className="text-sm" style={{ color: v('--shop-muted') }}>
            {t('boLook.preview.subheading')}
          </p>
          <div className={`mt-3 grid gap-3 ${phone ? 'grid-cols-1' : 'grid-cols-2'}`}>
            {[1, 2].slice(0, phone ? 1 : 2).map((index) => (
              <div
                key={index}
                className="overflow-hidden border"
                style={{
                  background: v('--shop-surface'),
                  borderColor: v('--shop-line'),
                  borderRadius: v('--shop-radius'),
                  boxShadow: v('--shop-shadow'),
                }}
              >
                <div className="relative h-20" style={{ background: v('--shop-surface-2') }}>
                  <span
                    className="absolute top-2 left-2 rounded px-1.5 py-0.5 text-xs font-bold"
                    style={{ background: v('--shop-accent'), color: '#111827' }}
                  >
                    -20%
                  </span>
                </div>
                <div className="space-y-2 p-3">
                  <p className="font-semibold">{t('boLook.preview.product', { index })}</p>
                  <p className="font-bold">€ 24,95</p>
                  <div className="flex flex-wrap gap-2">
                    <span
                      className="px-3 py-1.5 text-sm font-semibold"
                      style={{
                        background: v('--shop-primary'),
                        color: v('--shop-on-primary'),
                        borderRadius: v('--shop-radius'),
                      }}
                    >
                      {t('boLook.preview.addToCart')}
                    </span>
                    <span
                      className="px-3 py-1.5 text-sm font-semibold"
                      style={{
                        background: v('--shop-secondary'),
                        color: v('--shop-text'),
                        borderRadius: v('--shop-radius'),
                      }}
                    >
                      {t('boLook.preview.details')}
                    </span>
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
