import texts from 'virtual:locale-sections/nl/cart,checkout';
import {
  CHECKOUT_TEXT_LIMITS,
  cartStockIssues,
  type TCart,
  type TCustomer,
  type TPaymentMethod,
  type TShippingMethod,
} from '@shop/contracts';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { TextAreaField } from '#src/components/ui/form-field.tsx';
import { useForm } from '#src/components/ui/use-form.ts';
import { placeOrder } from '#src/features/checkout/api/checkout.ts';
import {
  CHECKOUT_FIELD_ORDER,
  type CheckoutField,
  type CheckoutValues,
  emptyCheckout,
  prefillFromCustomer,
  validateCheckout,
} from '#src/features/checkout/checkout-validation.ts';
import { legendClass, sectionClass } from '#src/features/checkout/components/checkout-styles.ts';
import { ErrorSummary } from '#src/features/checkout/components/error-summary.tsx';
import { OrderSummary } from '#src/features/checkout/components/order-summary.tsx';
import { PaymentMethodOptions } from '#src/features/checkout/components/payment-method-options.tsx';
import { ShippingMethodOptions } from '#src/features/checkout/components/shipping-method-options.tsx';
import { useCheckoutFields } from '#src/features/checkout/components/use-checkout-fields.tsx';
import { useShippingChoice } from '#src/features/checkout/components/use-shipping-choice.ts';
import { newIdempotencyKey, toPlaceOrderRequest } from '#src/features/checkout/place-order-request.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { CART_UPDATED_EVENT } from '#src/lib/cart.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';

addDutchTexts(texts);

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
  const [idempotencyKey] = useState(newIdempotencyKey);
  const summaryRef = useRef<HTMLDivElement>(null);
  const prefilled = useRef(customer !== null);
  const stockIssues = useMemo(() => cartStockIssues(cart), [cart]);

  useEffect(() => {
    if (!customer || prefilled.current) return;
    prefilled.current = true;
    setValues((current) => prefillFromCustomer(current, customer));
  }, [customer, setValues]);

  const { totals, select: selectShipping } = useShippingChoice(
    tenantId,
    shippingMethods,
    values.shippingMethodId,
    (methodId) => change('shippingMethodId', methodId),
  );

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
    try {
      const result = await placeOrder(tenantId, toPlaceOrderRequest(values, locale), idempotencyKey);
      // the server emptied the cart
      window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: null }));
      if (result.requiresPayment && result.paymentUrl) redirect(result.paymentUrl);
      else navigate(`/order-confirmation/${encodeURIComponent(result.orderNumber)}`);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError) {
        const fields = (error.body as { fields?: { field: string; message: string }[] } | null)?.fields;
        const known = (fields ?? []).filter((entry) => (CHECKOUT_FIELD_ORDER as string[]).includes(entry.field));
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

  const { text, country } = useCheckoutFields({ values, errors, change, fieldId });

  const errorList = CHECKOUT_FIELD_ORDER.filter((field) => errors[field]);
  const selectedMethod = shippingMethods.find((method) => method.id === values.shippingMethodId) ?? null;
  const subTotal = totals?.subTotal ?? cart.totalAmount;
  const shippingCost = totals?.shippingCost ?? selectedMethod?.totalPrice ?? null;
  const total = totals?.totalAmount ?? subTotal + (shippingCost ?? 0);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6">
        <ErrorSummary id={id} fields={errorList} errors={errors} fieldId={fieldId} ref={summaryRef} />

        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t('checkout.contact')}</legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            {text('customerEmail', { type: 'email', autoComplete: 'email', required: true, wide: true })}
            {text('customerFirstName', { autoComplete: 'given-name', required: true })}
            {text('customerLastName', { autoComplete: 'family-name', required: true })}
            {text('phoneNumber', { type: 'tel', autoComplete: 'tel' })}
            {text('mobileNumber', { type: 'tel', autoComplete: 'tel' })}
          </div>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t('checkout.billing')}</legend>
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
            <legend className={legendClass}>{t('checkout.shippingAddress')}</legend>
            <div className="clear-both grid gap-4 sm:grid-cols-2">
              {text('shippingAddress', { autoComplete: 'shipping street-address', required: true, wide: true })}
              {text('shippingPostalCode', { autoComplete: 'shipping postal-code', required: true })}
              {text('shippingCity', { autoComplete: 'shipping address-level2', required: true })}
              {country('shippingCountry', 'shipping country-name')}
            </div>
          </fieldset>
        )}

        <ShippingMethodOptions
          id={fieldId('shippingMethodId')}
          name={`${id}-shipping`}
          methods={shippingMethods}
          selectedId={values.shippingMethodId}
          error={errors.shippingMethodId}
          onSelect={selectShipping}
        />

        <PaymentMethodOptions
          id={fieldId('paymentMethod')}
          name={`${id}-payment`}
          methods={paymentMethods}
          selectedId={values.paymentMethod}
          error={errors.paymentMethod}
          onSelect={(methodId) => change('paymentMethod', methodId)}
        />

        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t('checkout.notes')}</legend>
          <TextAreaField
            id={fieldId('notes')}
            label={t('checkout.fields.notes')}
            rows={3}
            maxLength={CHECKOUT_TEXT_LIMITS.notes}
            value={values.notes}
            error={errors.notes}
            onChange={(event) => change('notes', event.target.value)}
            className="clear-both"
          />
        </fieldset>
      </div>

      <OrderSummary
        id={`${id}-order`}
        cart={cart}
        totals={{ subTotal, shippingCost, total, taxAmount: totals?.taxAmount ?? null }}
        stockIssues={stockIssues}
        placeError={placeError}
        submitting={submitting}
      />
    </form>
  );
}
