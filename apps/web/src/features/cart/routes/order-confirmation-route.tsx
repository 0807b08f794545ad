import texts from 'virtual:locale-sections/nl/orders';
import { formatEuros } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { buttonPrimary } from '../../../components/ui/button-styles.ts';
import { LoadingState, MessageState } from '../../../components/ui/page-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { addDutchTexts, useLocale } from '../../../lib/i18n.ts';
import { useShop } from '../../../lib/shop-context.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { orderQuery } from '../api/orders.ts';
import { formatOrderDate, OrderDetails, OrderStatusBadge } from '../components/order-details.tsx';

addDutchTexts(texts);

/** Spec §2.11 order confirmation: viewable by anyone with the order number; bank details for transfers. */
export default function OrderConfirmationRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tenant } = useShop();
  const { orderNumber = '' } = useParams<{ orderNumber: string }>();
  const order = useQuery(orderQuery(tenant.id, orderNumber));
  usePageTitle(t('orders.confirmationTitle'));

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
  const payNow = data.requiresPayment && data.paymentUrl && data.status !== 'Cancelled';
  const paymentNote =
    data.paymentStatus === 'Paid'
      ? t('orders.paidNote')
      : data.paymentStatus === 'Failed'
        ? t('orders.failedNote')
        : data.paymentStatus === 'Cancelled'
          ? t('orders.cancelledPaymentNote')
          : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('orders.confirmationTitle') }]} />
      <header className="mb-6 space-y-2">
        <h1 className="text-3xl font-bold">{t('orders.confirmationTitle')}</h1>
        <p className="text-lg">{t('orders.thanks', { name: data.customerFirstName })}</p>
        <p>
          {t('orders.orderNumber')}: <strong className="font-mono">{data.orderNumber}</strong>
        </p>
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
          <span>{formatOrderDate(data.createdAt, locale)}</span>
          <OrderStatusBadge status={data.status} />
        </p>
        <p className="text-sm text-muted">{t('orders.mailNote', { email: data.customerEmail })}</p>
      </header>

      {paymentNote && (
        <p
          role="status"
          className={`mb-6 rounded-lg px-4 py-3 font-medium text-white ${data.paymentStatus === 'Paid' ? 'bg-green-800' : 'bg-red-800'}`}
        >
          {paymentNote}
        </p>
      )}
      {payNow && (
        <p className="mb-6">
          <a href={data.paymentUrl ?? undefined} className={buttonPrimary}>
            {t('orders.payNow')}
          </a>
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
