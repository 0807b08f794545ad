import texts from 'virtual:locale-sections/nl/addons,cart';
import {
  ADD_TO_CART_MESSAGE_MS,
  type AddonChoice,
  formatEuros,
  initialAddonChoices,
  maxAddableQuantity,
  type TAddonError,
  type TProduct,
  type TProductAddon,
  validateAddonChoices,
} from '@shop/contracts';
import { type CSSProperties, type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { AddonOption } from '#src/features/product/components/addon-option.tsx';
import { QuantityStepper } from '#src/features/product/components/quantity-stepper.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { addCartItem } from '#src/lib/cart.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';

addDutchTexts(texts);

type Message = { kind: 'success' | 'error'; text: string } | null;

/**
 * Spec §2.13/§5 add-to-cart panel: required add-ons always selected, Complex inputs validated,
 * quantity between 1 and what is left (100 for made to order), §8 messages.
 */
export function AddToCartPanel({
  product,
  tenantId,
  addons,
  inCart = 0,
  buttonStyle,
}: {
  product: TProduct;
  tenantId: string;
  addons: TProductAddon[];
  inCart?: number;
  buttonStyle?: CSSProperties;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formId = useId();
  const [choices, setChoices] = useState<Record<number, AddonChoice>>(() => initialAddonChoices(addons));
  const [errors, setErrors] = useState<Record<number, TAddonError>>({});
  const [warning, setWarning] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const max = maxAddableQuantity(product, inCart);

  useEffect(() => setChoices(initialAddonChoices(addons)), [addons]);
  useEffect(() => setQuantity((current) => Math.min(Math.max(1, current), Math.max(1, max))), [max]);

  useEffect(() => {
    if (message?.kind !== 'success') return;
    const timer = window.setTimeout(() => setMessage(null), ADD_TO_CART_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const updateChoice = (addon: TProductAddon, change: Partial<AddonChoice>) => {
    setChoices((current) => {
      const previous = current[addon.id] ?? { selected: addon.isRequired, inputValue: '' };
      const next = { ...previous, ...change };
      if (addon.isRequired) next.selected = true;
      return { ...current, [addon.id]: next };
    });
    setErrors((current) => {
      if (!(addon.id in current)) return current;
      const { [addon.id]: _removed, ...rest } = current;
      if (Object.keys(rest).length === 0) setWarning(false);
      return rest;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (max < 1 || submitting) return;
    const found = validateAddonChoices(addons, choices);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setWarning(true);
      setMessage(null);
      return;
    }
    setWarning(false);
    setSubmitting(true);
    setMessage(null);
    try {
      await addCartItem(tenantId, {
        productId: product.id,
        quantity,
        selectedAddons: addons
          .filter((addon) => addon.isRequired || choices[addon.id]?.selected)
          .map((addon) => ({ productAddonId: addon.id, inputValue: choices[addon.id]?.inputValue ?? '' })),
      });
      setMessage({ kind: 'success', text: t('cart.added', { product: product.name }) });
    } catch (error) {
      const text = error instanceof ApiError ? (error.serverMessage ?? t('cart.addFailed')) : t('cart.addNetworkError');
      setMessage({ kind: 'error', text });
    } finally {
      setSubmitting(false);
    }
  };

  const addonTotal = addons
    .filter((addon) => addon.isRequired || choices[addon.id]?.selected)
    .reduce((sum, addon) => sum + addon.price, 0);
  const total = (product.price + addonTotal) * quantity;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className="sr-only">
        {t('cart.panelTitle')}
      </h2>
      {addons.length > 0 && (
        <fieldset className="space-y-3 rounded-card border border-line p-4">
          <legend className="px-1 font-semibold">{t('addons.title')}</legend>
          {addons.map((addon) => (
            <AddonOption
              key={addon.id}
              formId={formId}
              productId={product.id}
              tenantId={tenantId}
              addon={addon}
              choice={choices[addon.id] ?? { selected: addon.isRequired, inputValue: '' }}
              error={errors[addon.id]}
              onChange={(change) => updateChoice(addon, change)}
            />
          ))}
        </fieldset>
      )}
      {warning && (
        <p
          role="alert"
          className="rounded-lg border border-amber-400 bg-amber-950/40 px-4 py-3 text-sm text-amber-100 [:root:not(.dark)_&]:bg-amber-50 [:root:not(.dark)_&]:text-amber-900"
        >
          {t('addons.panelWarning')}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <QuantityStepper id={`${formId}-quantity`} quantity={quantity} max={max} onChange={setQuantity} />
        <button
          type="submit"
          className={`${buttonPrimary} h-11 flex-1`}
          style={buttonStyle}
          disabled={max < 1 || submitting}
        >
          {max < 1 ? t('cart.unavailable') : submitting ? t('cart.adding') : t('cart.addToCart')}
        </button>
      </div>
      {max >= 1 && (
        <p className="text-sm text-muted">
          {t('cart.total')}: <span className="font-semibold text-fg">{formatEuros(total, locale)}</span>
        </p>
      )}
      <div aria-live="polite" role="status">
        {message?.kind === 'success' && (
          <p className="rounded-lg bg-green-800 px-4 py-3 text-sm font-medium text-white">{message.text}</p>
        )}
      </div>
      {message?.kind === 'error' && (
        <p role="alert" className="rounded-lg bg-red-800 px-4 py-3 text-sm font-medium text-white">
          {message.text}
        </p>
      )}
    </form>
  );
}
