import texts from 'virtual:locale-sections/nl/orders';
import { CANCELLABLE_ORDER_STATUSES, formatEuros, type TOrder } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { Breadcrumb } from '#src/components/ui/breadcrumb.tsx';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { cancelOrder, orderHistoryQuery } from '#src/features/orders/api/orders.ts';
import { formatOrderDate, OrderStatusBadge } from '#src/features/orders/components/order-details.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { clearCustomerSession, useCustomerSession } from '#src/lib/customer-session.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

addDutchTexts(texts);

type Notice = { kind: 'success' | 'error'; text: string } | null;

const cancellable = (order: TOrder) => (CANCELLABLE_ORDER_STATUSES as readonly string[]).includes(order.status);

/** Spec §2.11 order history: customers only (redirect to / when logged out or on a 401), cancel per §4/§8. */
export default function OrderHistoryRoute() {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const session = useCustomerSession();
  const queryClient = useQueryClient();
  const history = useQuery(orderHistoryQuery(tenant.id, session));
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  usePageTitle(t('orders.historyTitle'));

  const unauthorised = history.error instanceof ApiError && history.error.status === 401;
  useEffect(() => {
    if (unauthorised) clearCustomerSession();
  }, [unauthorised]);

  if (!session || unauthorised) return <Redirect to="/" replace />;

  const cancel = async (order: TOrder) => {
    setConfirming(null);
    setCancelling(order.id);
    setNotice(null);
    try {
      const result = await cancelOrder(tenant.id, order.id);
      queryClient.setQueryData(orderHistoryQuery(tenant.id, session).queryKey, (orders) =>
        orders?.map((entry) => (entry.id === order.id ? { ...entry, ...result.order, status: 'Cancelled' } : entry)),
      );
      setNotice({ kind: 'success', text: t('orders.cancelled', { orderNumber: order.orderNumber }) });
    } catch (error) {
      const reason = error instanceof ApiError ? (error.serverMessage ?? error.statusText) : t('orders.networkError');
      setNotice({ kind: 'error', text: t('orders.cancelFailed', { message: reason }) });
    } finally {
      setCancelling(null);
    }
  };

  let body: ReactNode;
  if (history.isPending) body = <LoadingState />;
  else if (history.isError) {
    const status = history.error instanceof ApiError ? history.error.statusText || String(history.error.status) : '';
    body = <MessageState title={t('orders.historyFailed', { status })} />;
  } else if (history.data.length === 0)
    body = (
      <MessageState title={t('orders.historyEmpty')}>
        <Link to="/products" className={buttonPrimary}>
          {t('orders.continueShopping')}
        </Link>
      </MessageState>
    );
  else
    body = (
      <ul className="space-y-4">
        {history.data.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            confirming={confirming === order.id}
            cancelling={cancelling === order.id}
            onAskCancel={() => setConfirming(order.id)}
            onKeep={() => setConfirming(null)}
            onCancel={() => void cancel(order)}
          />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('orders.historyTitle') }]} />
      <h1 className="mb-6 text-3xl font-bold">{t('orders.historyTitle')}</h1>
      {notice && (
        <p
          role="alert"
          className={`mb-6 rounded-lg px-4 py-3 font-medium text-white ${notice.kind === 'success' ? 'bg-green-800' : 'bg-red-800'}`}
        >
          {notice.text}
        </p>
      )}
      {body}
    </div>
  );
}

function OrderCard({
  order,
  confirming,
  cancelling,
  onAskCancel,
  onKeep,
  onCancel,
}: {
  order: TOrder;
  confirming: boolean;
  cancelling: boolean;
  onAskCancel: () => void;
  onKeep: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li className="rounded-card border border-line bg-surface p-5" data-testid="order-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold">
            <Link
              to={`/order-confirmation/${encodeURIComponent(order.orderNumber)}`}
              className="font-mono hover:underline"
            >
              {order.orderNumber}
            </Link>
          </h2>
          <p className="text-sm text-muted">{formatOrderDate(order.createdAt, locale)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-3 text-sm text-muted">
        {t('orders.itemCount', { count })} · {order.items.map((item) => item.productName).join(', ')}
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">{formatEuros(order.totalAmount, locale)}</p>
        {cancellable(order) &&
          (confirming ? (
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="float-left mr-2 text-sm">{t('orders.cancelQuestion')}</legend>
              <button type="button" className={buttonPrimary} onClick={onCancel}>
                {t('orders.cancelYes')}
              </button>
              <button type="button" className={buttonSecondary} onClick={onKeep}>
                {t('orders.cancelNo')}
              </button>
            </fieldset>
          ) : (
            <button
              type="button"
              className={buttonSecondary}
              disabled={cancelling}
              aria-label={cancelling ? undefined : `${t('orders.cancel')} ${order.orderNumber}`}
              onClick={onAskCancel}
            >
              {cancelling ? t('orders.cancelling') : t('orders.cancel')}
            </button>
          ))}
      </div>
    </li>
  );
}
