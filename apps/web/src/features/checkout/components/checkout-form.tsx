import texts from 'virtual:locale-sections/nl/cart,checkout';
import {
  CHECKOUT_COUNTRIES,
  cartStockIssues,
  formatEuros,
  formatWeight,
  type TCart,
  type TCustomer,
  type TPaymentMethod,
  type TShippingCalculation,
  type TShippingMethod,
} from '@shop/contracts';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { SelectField, TextAreaField, TextField } from '#src/components/ui/form-field.tsx';
import { MoneyRow } from '#src/components/ui/money-row.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { stockWarningClass, useStockIssueText } from '#src/components/ui/stock-issue.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { calculateShipping, placeOrder } from '#src/features/checkout/api/checkout.ts';
import {
  type CheckoutField,
  type CheckoutValues,
  emptyCheckout,
  isCountry,
  prefillFromCustomer,
  reselectShippingMethod,
  validateCheckout,
} from '#src/features/checkout/checkout-validation.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { CART_UPDATED_EVENT } from '#src/lib/cart.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';

addDutchTexts(texts);

/** Fields in form order: the error summary lists them in this order. */
const FIELD_ORDER: CheckoutField[] = [
  'customerEmail',
  'customerFirstName',
  'customerLastName',
  'phoneNumber',
  'mobileNumber',
  'billingAddress',
  'billingPostalCode',
  'billingCity',
  'billingCountry',
  'shippingAddress',
  'shippingPostalCode',
  'shippingCity',
  'shippingCountry',
  'shippingMethodId',
  'paymentMethod',
  'notes',
];

function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const weight = (grams: number | null, locale: 'nl' | 'en') => (grams === null ? '' : formatWeight(grams, locale));

/**
 * Spec §2.10/§4/§5 checkout: contact, billing address, optional shipping address, shipping and
 * payment method, notes and the order summary, with the §5 rules and texts. Submitting is
 * disabled while an order is being placed; a card payment goes to its payment URL, anything else
 * to the order confirmation.
 */
export function CheckoutForm({
  tenantId,
  cart,
  shippingMethods,
  paymentMethods,
  customer,
  redirect = (url) => window.location.assign(url),
  onStockChanged,
}: {
  tenantId: string;
  cart: TCart;
  shippingMethods: TShippingMethod[];
  paymentMethods: TPaymentMethod[];
  customer: TCustomer | null;
  /** Leaves the storefront for the payment provider (replaced in tests). */
  redirect?: (url: string) => void;
  /** Place-order found too little stock: the cart is read again to show which line. */
  onStockChanged?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const id = useId();
  const fieldId = (field: CheckoutField) => `${id}-${field}`;
  const { values, setValues, errors, setErrors, change, clearError, showErrors } = useForm<CheckoutValues>(() =>
    customer ? prefillFromCustomer(emptyCheckout(), customer) : emptyCheckout(),
  );
  const [submitting, setSubmitting] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [totals, setTotals] = useState<TShippingCalculation | null>(null);
  const [idempotencyKey] = useState(randomKey);
  const summaryRef = useRef<HTMLDivElement>(null);
  const calculation = useRef(0);
  const prefilled = useRef(customer !== null);
  const stockIssues = useMemo(() => cartStockIssues(cart), [cart]);
  const stockIssueText = useStockIssueText();

  useEffect(() => {
    if (!customer || prefilled.current) return;
    prefilled.current = true;
    setValues((current) => prefillFromCustomer(current, customer));
  }, [customer, setValues]);

  const selectShipping = (methodId: number | null) => {
    change('shippingMethodId', methodId);
    const request = ++calculation.current;
    setTotals(null);
    if (methodId === null) return;
    calculateShipping(tenantId, methodId)
      .then((result) => {
        if (request === calculation.current) setTotals(result);
      })
      .catch(() => {
        // the summary falls back to the method's own price
      });
  };

  // Spec §4: an invalid selected method is cleared and the first valid one selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new list of methods can invalidate the choice
  useEffect(() => {
    const next = reselectShippingMethod(values.shippingMethodId, shippingMethods);
    if (next !== values.shippingMethodId) selectShipping(next);
  }, [shippingMethods]);

  const focusSummary = () => window.requestAnimationFrame(() => summaryRef.current?.focus());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || stockIssues.size > 0) return;
    setPlaceError(null);
    if (showErrors(validateCheckout(values, shippingMethods), (key) => t(`checkout.errors.${key}`))) {
      focusSummary();
      return;
    }
    setSubmitting(true);
    const optional = (value: string) => value.trim() || undefined;
    const same = values.useSameAsBilling;
    try {
      const result = await placeOrder(
        tenantId,
        {
          customerEmail: values.customerEmail.trim(),
          customerFirstName: values.customerFirstName.trim(),
          customerLastName: values.customerLastName.trim(),
          phoneNumber: optional(values.phoneNumber),
          mobileNumber: optional(values.mobileNumber),
          billingAddress: values.billingAddress.trim(),
          billingCity: values.billingCity.trim(),
          billingPostalCode: values.billingPostalCode.trim(),
          billingCountry: values.billingCountry,
          useSameAsBilling: same,
          shippingAddress: same ? values.billingAddress.trim() : values.shippingAddress.trim(),
          shippingCity: same ? values.billingCity.trim() : values.shippingCity.trim(),
          shippingPostalCode: same ? values.billingPostalCode.trim() : values.shippingPostalCode.trim(),
          shippingCountry: same ? values.billingCountry : values.shippingCountry,
          shippingMethodId: values.shippingMethodId ?? 0,
          paymentMethod: values.paymentMethod ?? 0,
          notes: optional(values.notes),
          language: locale,
        },
        idempotencyKey,
      );
      // the server emptied the cart
      window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: null }));
      if (result.requiresPayment && result.paymentUrl) redirect(result.paymentUrl);
      else navigate(`/order-confirmation/${encodeURIComponent(result.orderNumber)}`);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError) {
        const fields = (error.body as { fields?: { field: string; message: string }[] } | null)?.fields;
        const known = (fields ?? []).filter((entry) => (FIELD_ORDER as string[]).includes(entry.field));
        if (error.status === 400 && known.length > 0) {
          setErrors(Object.fromEntries(known.map((entry) => [entry.field, entry.message])));
          focusSummary();
          return;
        }
        if (error.status === 409) onStockChanged?.();
        setPlaceError(error.serverMessage ?? t('checkout.placeFailed'));
      } else setPlaceError(t('checkout.placeNetworkError'));
    }
  };

  const text = (
    field: Extract<
      CheckoutField,
      | 'customerEmail'
      | 'customerFirstName'
      | 'customerLastName'
      | 'phoneNumber'
      | 'mobileNumber'
      | 'billingAddress'
      | 'billingCity'
      | 'billingPostalCode'
      | 'shippingAddress'
      | 'shippingCity'
      | 'shippingPostalCode'
    >,
    options: { type?: string; autoComplete: string; required?: boolean; wide?: boolean },
  ) => (
    <TextField
      id={fieldId(field)}
      label={t(`checkout.fields.${field}`)}
      type={options.type ?? 'text'}
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

  const errorList = FIELD_ORDER.filter((field) => errors[field]);
  const selectedMethod = shippingMethods.find((method) => method.id === values.shippingMethodId) ?? null;
  const subTotal = totals?.subTotal ?? cart.totalAmount;
  const shippingCost = totals?.shippingCost ?? selectedMethod?.totalPrice ?? null;
  const total = totals?.totalAmount ?? subTotal + (shippingCost ?? 0);
  const sectionClass = 'rounded-card border border-line bg-surface p-6';
  const legendClass = 'mb-4 text-xl font-bold';

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6">
        {errorList.length > 0 && (
          <div
            ref={summaryRef}
            tabIndex={-1}
            role="alert"
            aria-labelledby={`${id}-summary`}
            className="rounded-card border border-red-500 bg-red-950/40 p-5 [:root:not(.dark)_&]:bg-red-50"
          >
            <h2 id={`${id}-summary`} className="mb-2 font-bold">
              {t('checkout.errors.summary')}
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {errorList.map((field) => (
                <li key={field}>
                  <a href={`#${fieldId(field)}`} className="underline">
                    {errors[field]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        <fieldset className={sectionClass}>
          <legend className={`${legendClass} float-left w-full`}>{t('checkout.contact')}</legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            {text('customerEmail', { type: 'email', autoComplete: 'email', required: true, wide: true })}
            {text('customerFirstName', { autoComplete: 'given-name', required: true })}
            {text('customerLastName', { autoComplete: 'family-name', required: true })}
            {text('phoneNumber', { type: 'tel', autoComplete: 'tel' })}
            {text('mobileNumber', { type: 'tel', autoComplete: 'tel' })}
          </div>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={`${legendClass} float-left w-full`}>{t('checkout.billing')}</legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            {text('billingAddress', { autoComplete: 'billing street-address', required: true, wide: true })}
            {text('billingPostalCode', { autoComplete: 'billing postal-code', required: true })}
            {text('billingCity', { autoComplete: 'billing address-level2', required: true })}
            {country('billingCountry', 'billing country-name')}
          </div>
          <label className="mt-5 flex items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5 accent-[var(--shop-primary)]"
              checked={values.useSameAsBilling}
              onChange={(event) => {
                const same = event.target.checked;
                setValues((current) => ({ ...current, useSameAsBilling: same }));
                if (same)
                  for (const field of ['shippingAddress', 'shippingCity', 'shippingPostalCode'] as const)
                    clearError(field);
              }}
            />
            {t('checkout.useSameAsBilling')}
          </label>
        </fieldset>

        {!values.useSameAsBilling && (
          <fieldset className={sectionClass}>
            <legend className={`${legendClass} float-left w-full`}>{t('checkout.shippingAddress')}</legend>
            <div className="clear-both grid gap-4 sm:grid-cols-2">
              {text('shippingAddress', { autoComplete: 'shipping street-address', required: true, wide: true })}
              {text('shippingPostalCode', { autoComplete: 'shipping postal-code', required: true })}
              {text('shippingCity', { autoComplete: 'shipping address-level2', required: true })}
              {country('shippingCountry', 'shipping country-name')}
            </div>
          </fieldset>
        )}

        <fieldset
          className={sectionClass}
          aria-describedby={errors.shippingMethodId ? `${fieldId('shippingMethodId')}-error` : undefined}
        >
          <legend className={`${legendClass} float-left w-full`}>{t('checkout.shippingMethod')}</legend>
          <div id={fieldId('shippingMethodId')} tabIndex={-1} className="clear-both space-y-3">
            {shippingMethods.length === 0 && <p className="text-muted">{t('checkout.noShippingMethods')}</p>}
            {shippingMethods.map((method) => {
              const warnings = [
                method.weightExceedsLimit
                  ? t('checkout.weightExceeds', { max: weight(method.maxWeight, locale) })
                  : null,
                method.weightBelowMinimum ? t('checkout.weightBelow', { min: weight(method.minWeight, locale) }) : null,
                method.type === 'envelope' && method.requiresPackageShipping ? t('checkout.needsPackage') : null,
              ].filter((warning): warning is string => warning !== null);
              const disabled = !method.isValidForCurrentOrder;
              const warningId = `${fieldId('shippingMethodId')}-${method.id}-warning`;
              return (
                <label
                  key={method.id}
                  className={`flex gap-3 rounded-lg border p-4 ${
                    values.shippingMethodId === method.id ? 'border-primary' : 'border-line'
                  } ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
                >
                  <input
                    type="radio"
                    name={`${id}-shipping`}
                    className="mt-1 h-5 w-5 accent-[var(--shop-primary)]"
                    value={method.id}
                    checked={values.shippingMethodId === method.id}
                    disabled={disabled}
                    aria-describedby={warnings.length > 0 ? warningId : undefined}
                    onChange={() => selectShipping(method.id)}
                  />
                  <span className="flex-1">
                    <span className="flex flex-wrap justify-between gap-2 font-semibold">
                      <span>{method.name}</span>
                      <span>{method.totalPrice > 0 ? formatEuros(method.totalPrice, locale) : t('checkout.free')}</span>
                    </span>
                    {method.description && <span className="block text-sm text-muted">{method.description}</span>}
                    {method.deliveryDescription && (
                      <span className="block text-sm text-muted">{method.deliveryDescription}</span>
                    )}
                    {warnings.length > 0 && (
                      <span
                        id={warningId}
                        className="mt-1 block text-sm font-medium text-amber-300 [:root:not(.dark)_&]:text-amber-800"
                      >
                        {warnings.join(' ')}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
          <GroupError id={`${fieldId('shippingMethodId')}-error`} error={errors.shippingMethodId} />
        </fieldset>

        <fieldset
          className={sectionClass}
          aria-describedby={errors.paymentMethod ? `${fieldId('paymentMethod')}-error` : undefined}
        >
          <legend className={`${legendClass} float-left w-full`}>{t('checkout.paymentMethod')}</legend>
          <div id={fieldId('paymentMethod')} tabIndex={-1} className="clear-both space-y-3">
            {paymentMethods.map((method) => (
              <label
                key={method.id}
                className={`flex cursor-pointer gap-3 rounded-lg border p-4 ${
                  values.paymentMethod === method.id ? 'border-primary' : 'border-line'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-payment`}
                  className="mt-1 h-5 w-5 accent-[var(--shop-primary)]"
                  value={method.id}
                  checked={values.paymentMethod === method.id}
                  onChange={() => change('paymentMethod', method.id)}
                />
                <span className="flex-1">
                  <span className="block font-semibold">{method.name}</span>
                  <span className="block text-sm text-muted">
                    {method.type === 'BankTransfer'
                      ? method.instructions || t('checkout.bankTransferNote')
                      : t('checkout.cardNote')}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <GroupError id={`${fieldId('paymentMethod')}-error`} error={errors.paymentMethod} />
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={`${legendClass} float-left w-full`}>{t('checkout.notes')}</legend>
          <TextAreaField
            id={fieldId('notes')}
            label={t('checkout.fields.notes')}
            rows={3}
            maxLength={2000}
            value={values.notes}
            error={errors.notes}
            onChange={(event) => change('notes', event.target.value)}
            className="clear-both"
          />
        </fieldset>
      </div>

      <aside
        aria-labelledby={`${id}-order`}
        className="h-fit space-y-4 rounded-card border border-line bg-surface p-6 lg:sticky lg:top-24"
      >
        <h2 id={`${id}-order`} className="text-xl font-bold">
          {t('checkout.orderSummary')}
        </h2>
        <ul className="space-y-2 text-sm">
          {cart.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <span>
                {item.quantity} × {item.product.name}
                {item.addons.length > 0 && (
                  <span className="block text-muted">
                    {item.addons.map((addon) => addon.productAddon.name).join(', ')}
                  </span>
                )}
              </span>
              <span className="shrink-0">{formatEuros(item.totalPrice, locale)}</span>
            </li>
          ))}
        </ul>
        <dl className="space-y-2 border-t border-line pt-4" aria-live="polite">
          <MoneyRow label={t('checkout.subtotal')} amount={subTotal} />
          <MoneyRow label={t('checkout.shippingCost')} amount={shippingCost} />
          <MoneyRow label={t('checkout.total')} amount={total} strong />
          {totals && <MoneyRow label={t('checkout.vatIncluded')} amount={totals.taxAmount} />}
        </dl>
        {stockIssues.size > 0 && (
          <div role="alert" className={`${stockWarningClass} space-y-2 px-4 py-3 text-sm`}>
            <p className="font-bold">{t('cart.stockProblemsTitle')}</p>
            <ul className="list-disc space-y-1 pl-5">
              {cart.items.map((item) => {
                const issue = stockIssues.get(item.id);
                return issue ? (
                  <li key={item.id}>
                    {item.product.name}: {stockIssueText(issue, item.product.madeToOrder)}
                  </li>
                ) : null;
              })}
            </ul>
            <Link to="/cart" className="font-semibold underline underline-offset-4">
              {t('checkout.fixCart')}
            </Link>
          </div>
        )}
        {placeError && <Notice kind="error">{placeError}</Notice>}
        <button type="submit" className={`${buttonPrimary} w-full`} disabled={submitting || stockIssues.size > 0}>
          {submitting ? t('checkout.placing') : t('checkout.placeOrder')}
        </button>
      </aside>
    </form>
  );
}

/** The error of a radio group, tied to its fieldset by aria-describedby. */
function GroupError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-2 text-sm text-red-400 [:root:not(.dark)_&]:text-red-700">
      {error}
    </p>
  );
}
