import texts from 'virtual:locale-sections/nl/cart,checkout';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Breadcrumb } from '#src/components/ui/breadcrumb.tsx';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { checkoutCartQuery, paymentMethodsQuery, shippingMethodsQuery } from '#src/features/checkout/api/checkout.ts';
import { CheckoutForm } from '#src/features/checkout/components/checkout-form.tsx';
import { useCustomer } from '#src/lib/customer-session.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

addDutchTexts(texts);

/** Spec §2.10 checkout page; §8 load errors with a way back to the cart. */
export default function CheckoutRoute() {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const cart = useQuery(checkoutCartQuery(tenant.id));
  const shipping = useQuery(shippingMethodsQuery(tenant.id));
  const payment = useQuery(paymentMethodsQuery(tenant.id));
  const { customer, checking } = useCustomer(tenant.id);
  usePageTitle(t('checkout.title'));

  const backToCart = (
    <Link to="/cart" className={buttonPrimary}>
      {t('checkout.backToCart')}
    </Link>
  );
  let body: ReactNode;
  if (cart.isError) body = <MessageState title={t('checkout.cartLoadFailed')}>{backToCart}</MessageState>;
  else if (shipping.isError || payment.isError)
    body = <MessageState title={t('checkout.dataLoadFailed')}>{backToCart}</MessageState>;
  else if (cart.isPending || shipping.isPending || payment.isPending || checking) body = <LoadingState />;
  else if (cart.data.items.length === 0)
    body = (
      <MessageState title={t('cart.empty')}>
        <Link to="/products" className={buttonPrimary}>
          {t('cart.continueShopping')}
        </Link>
        <Link to="/cart" className={buttonSecondary}>
          {t('checkout.backToCart')}
        </Link>
      </MessageState>
    );
  else
    body = (
      <CheckoutForm
        tenantId={tenant.id}
        cart={cart.data}
        shippingMethods={shipping.data}
        paymentMethods={payment.data}
        customer={customer}
        onStockChanged={() => void cart.refetch()}
      />
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: t('nav.home'), to: '/' },
          { label: t('cart.title'), to: '/cart' },
          { label: t('checkout.title') },
        ]}
      />
      <h1 className="mb-6 text-3xl font-bold">{t('checkout.title')}</h1>
      {body}
    </div>
  );
}
