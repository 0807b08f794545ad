import texts from 'virtual:locale-sections/nl/orders';
import { formatEuros, PAYMENT_RETURN_CANCELLED, PAYMENT_RETURN_QUERY_PARAM, type TOrder } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { Breadcrumb } from '#src/components/ui/breadcrumb.tsx';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { orderQuery, restoreCartFromOrder } from '#src/features/orders/api/orders.ts';
import { formatOrderDate, OrderDetails, OrderStatusBadge } from '#src/features/orders/components/order-details.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { cartQueryKey } from '#src/lib/cart.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

addDutchTexts(texts);

/**
 * What the page leads with. A card order that is not paid yet is no confirmation: it says the
 * payment failed, was cancelled or is still open, and offers to pay now (never a thank-you).
 */
type Outcome = 'awaiting-payment' | 'cancelled' | 'confirmed';

function outcomeOf(order: TOrder): Outcome {
  if (order.status === 'Cancelled') return 'cancelled';
  if (order.requiresPayment && order.paymentUrl) return 'awaiting-payment';
  return 'confirmed';
}

/**
 * The payment status as the shopper knows it: a provider's cancel button (Stripe) returns with
 * `?payment=cancelled` while the server still waits for that payment (it may still come).
 */
function shownPaymentStatus(order: TOrder, returnedCancelled: boolean): TOrder['paymentStatus'] {
  return order.paymentStatus === 'Pending' && returnedCancelled ? 'Cancelled' : order.paymentStatus;
}

function useHeading(order: TOrder | undefined, paymentStatus: TOrder['paymentStatus'] | undefined): string {
  const { t } = useTranslation();
  if (!order) return t('orders.confirmationTitle');
  const outcome = outcomeOf(order);
  if (outcome === 'cancelled') return t('orders.cancelledTitle');
  if (outcome === 'confirmed') return t('orders.confirmationTitle');
  if (paymentStatus === 'Failed') return t('orders.paymentFailedTitle');
  if (paymentStatus === 'Cancelled') return t('orders.paymentCancelledTitle');
  return t('orders.paymentOpenTitle');
}

/** Spec §2.11 order confirmation: viewable by anyone with the order number; bank details for transfers. */
export default function OrderConfirmationRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tenant } = useShop();
  const { orderNumber = '' } = useParams<{ orderNumber: string }>();
  const order = useQuery(orderQuery(tenant.id, orderNumber));
  const returnedCancelled =
    new URLSearchParams(useSearch()).get(PAYMENT_RETURN_QUERY_PARAM) === PAYMENT_RETURN_CANCELLED;
  const paymentStatus = order.data ? shownPaymentStatus(order.data, returnedCancelled) : undefined;
  const heading = useHeading(order.data, paymentStatus);
  usePageTitle(heading);

  if (order.isPending) return <LoadingState />;
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <MessageState title={notFound ? t('orders.notFound') : t('orders.loadFailed')}>
        <Link to="/" className={buttonPrimary}>
          {t('common.backToHome')}
        </Link>
      </MessageState>
    );
  }
  const data = order.data;
  const bank = data.bankTransfer;
  const outcome = outcomeOf(data);
  const paymentNote =
    paymentStatus === 'Paid'
      ? t('orders.paidNote')
      : paymentStatus === 'Failed'
        ? t('orders.failedNote')
        : paymentStatus === 'Cancelled' && outcome === 'awaiting-payment'
          ? t('orders.cancelledPaymentNote')
          : outcome === 'awaiting-payment'
            ? t('orders.openPaymentNote')
            : null;
  const orderFacts = (
    <>
      <p>
        {t('orders.orderNumber')}: <strong className="font-mono">{data.orderNumber}</strong>
      </p>
      <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
        <span>{formatOrderDate(data.createdAt, locale)}</span>
        <OrderStatusBadge status={data.status} />
      </p>
    </>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('orders.confirmationTitle') }]} />
      {outcome === 'awaiting-payment' ? (
        <AwaitingPayment order={data} heading={heading} note={paymentNote}>
          {orderFacts}
        </AwaitingPayment>
      ) : (
        <header className="mb-6 space-y-2">
          <h1 className="text-3xl font-bold">{heading}</h1>
          {outcome === 'confirmed' ? (
            <p className="text-lg">{t('orders.thanks', { name: data.customerFirstName })}</p>
          ) : (
            <p className="text-lg">
              {data.paymentStatus === 'Expired' ? t('orders.expiredLead') : t('orders.cancelledLead')}
            </p>
          )}
          {orderFacts}
          {outcome === 'confirmed' && (
            <p className="text-sm text-muted">{t('orders.mailNote', { email: data.customerEmail })}</p>
          )}
        </header>
      )}

      {outcome === 'confirmed' && paymentNote && (
        <p
          role="status"
          className={`mb-6 rounded-lg px-4 py-3 font-medium text-white ${data.paymentStatus === 'Paid' ? 'bg-green-800' : 'bg-red-800'}`}
        >
          {paymentNote}
        </p>
      )}

      {bank && data.paymentStatus !== 'Paid' && data.status !== 'Cancelled' && (
        <section
          aria-labelledby="bank-details"
          className="mb-6 rounded-card border-2 border-primary bg-surface p-6"
          data-testid="bank-details"
        >
          <h2 id="bank-details" className="mb-3 text-xl font-bold">
            {t('orders.bankTitle')}
          </h2>
          {bank.instructions && <p className="mb-4 text-sm text-muted">{bank.instructions}</p>}
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">{t('orders.bankAmount')}</dt>
            <dd className="font-semibold">{formatEuros(bank.amount, locale)}</dd>
            <dt className="text-muted">{t('orders.bankIban')}</dt>
            <dd className="font-mono">{bank.bankIBAN}</dd>
            <dt className="text-muted">{t('orders.bankAccountName')}</dt>
            <dd>{bank.bankAccountName}</dd>
            <dt className="text-muted">{t('orders.bankBic')}</dt>
            <dd className="font-mono">{bank.bankBIC}</dd>
            <dt className="text-muted">{t('orders.bankReference')}</dt>
            <dd className="font-mono">{bank.reference || data.orderNumber}</dd>
          </dl>
        </section>
      )}

      <OrderDetails order={data} />
      <p className="mt-8">
        <Link to="/products" className={buttonPrimary}>
          {t('orders.continueShopping')}
        </Link>
      </p>
    </div>
  );
}

/**
 * An unpaid card order: the failure first, then 'Nu betalen' (the same order, paid again), or
 * back to the cart, which cancels this order and puts its articles back into the cart.
 */
function AwaitingPayment({
  order,
  heading,
  note,
  children,
}: {
  order: TOrder;
  heading: string;
  note: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [restoring, setRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  const backToCart = async () => {
    setRestoring(true);
    setRestoreError(null);
    try {
      const cart = await restoreCartFromOrder(tenant.id, order.orderNumber);
      if (cart) queryClient.setQueryData(cartQueryKey(tenant.id), cart);
      await queryClient.invalidateQueries({ queryKey: orderQuery(tenant.id, order.orderNumber).queryKey });
      navigate('/cart');
    } catch (error) {
      setRestoring(false);
      const otherBrowser = error instanceof ApiError && error.status === 404;
      setRestoreError(otherBrowser ? t('orders.restoreOtherBrowser') : t('orders.restoreFailed'));
      void queryClient.invalidateQueries({ queryKey: orderQuery(tenant.id, order.orderNumber).queryKey });
    }
  };

  return (
    <header className="mb-8 space-y-4 rounded-card border-2 border-red-700 bg-surface p-5 sm:p-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      {note && (
        <p role="status" className="text-lg font-medium">
          {note}
        </p>
      )}
      <p className="text-muted">{t('orders.unpaidExplanation')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <a href={order.paymentUrl ?? undefined} className={`${buttonPrimary} px-8 py-3 text-lg`}>
          {t('orders.payNow')}
        </a>
        <button type="button" className={buttonSecondary} disabled={restoring} onClick={() => void backToCart()}>
          {t('orders.restoreCart')}
        </button>
      </div>
      <p className="text-sm text-muted">{t('orders.restoreCartHint')}</p>
      {restoreError && <Notice kind="error">{restoreError}</Notice>}
      <div className="space-y-2 border-t border-line pt-4">{children}</div>
    </header>
  );
}
