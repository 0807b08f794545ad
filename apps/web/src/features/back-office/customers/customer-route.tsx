import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { buttonSecondary, textLink } from '#src/components/ui/button-styles.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import { BackOfficeSection } from '#src/features/back-office/components/back-office-section.tsx';
import { ConfirmDialog } from '#src/features/back-office/components/confirm-dialog.tsx';
import { customerExportUrl, useCustomer, useDeleteCustomer } from '#src/features/back-office/customers/api.ts';
import { dateTime, euros } from '#src/features/back-office/orders/order-texts.ts';
import { apiErrorText } from '#src/lib/api-form-errors.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';

/** /{tenant}/dashboard/customers/:id: one customer, their orders and messages, export and deletion. */
export default function CustomerRoute({ tenantName, customerId }: { tenantName: string; customerId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = Number(customerId);
  const query = useCustomer(tenantName, id);
  const remove = useDeleteCustomer(tenantName, id);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const hintId = useId();
  const customer = query.data;
  usePlatformTitle(
    customer
      ? t('boCustomers.detailTitle', { name: `${customer.firstName} ${customer.lastName}` })
      : t('boCustomers.listTitle'),
  );

  const redirect = platformRedirectFor(query.error);
  if (redirect) return <Redirect to={redirect} replace />;
  if (query.isPending) return <LoadingState label={t('boCustomers.loading')} />;
  if (!customer) {
    return (
      <MessageState title={t('boCustomers.notFound')}>
        <Link href="/customers" className={textLink}>
          {t('boCustomers.backToList')}
        </Link>
      </MessageState>
    );
  }

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      setOutcome({ kind: 'success', text: t('boCustomers.deleted') });
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: apiErrorText(error, { fallback: t('boCustomers.actionFailed'), network: t('boCustomers.network') }),
      });
    }
    setConfirming(false);
  };

  const name = `${customer.firstName} ${customer.lastName}`;
  const hasAddress = customer.address || customer.postalCode || customer.city;

  return (
    <div className="grid gap-4 py-6">
      <p>
        <Link href="/customers" className={textLink}>
          {t('boCustomers.backToList')}
        </Link>
      </p>
      <h1 className="text-2xl font-bold break-words">{t('boCustomers.detailTitle', { name })}</h1>
      {customer.anonymisedAt && (
        <p role="note" className="rounded-lg border border-slate-400 bg-slate-100 px-4 py-3 text-slate-900">
          {t('boCustomers.anonymisedNotice', { date: dateTime(customer.anonymisedAt, language) })}
        </p>
      )}
      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}

      <div className="grid gap-4 md:grid-cols-2">
        <BackOfficeSection compact title={t('boCustomers.details')}>
          <dl className="grid gap-2">
            <div>
              <dt className="text-sm text-slate-600">{t('boCustomers.email')}</dt>
              <dd className="break-all">
                {customer.anonymisedAt ? (
                  customer.email
                ) : (
                  <a className={textLink} href={`mailto:${customer.email}`}>
                    {customer.email}
                  </a>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('boCustomers.phone')}</dt>
              <dd>{customer.phoneNumber || t('boCustomers.none')}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('boCustomers.address')}</dt>
              <dd className="break-words">
                {hasAddress ? (
                  <>
                    {customer.address}
                    <br />
                    {customer.postalCode} {customer.city}
                    <br />
                    {customer.country}
                  </>
                ) : (
                  t('boCustomers.none')
                )}
              </dd>
            </div>
          </dl>
        </BackOfficeSection>
        <BackOfficeSection compact title={t('boCustomers.account')}>
          <ul className="grid gap-1">
            <li>{t('boCustomers.since', { date: dateTime(customer.createdAt, language) })}</li>
            <li>{customer.emailVerified ? t('boCustomers.verified') : t('boCustomers.notVerified')}</li>
            <li>{customer.hasPassword ? t('boCustomers.hasPassword') : t('boCustomers.noPassword')}</li>
            <li>
              {t('boCustomers.orders', { count: customer.orderCount })} ·{' '}
              {t('boCustomers.spent', { amount: euros(customer.totalSpentCents, language) })}
            </li>
          </ul>
        </BackOfficeSection>
      </div>

      <BackOfficeSection compact title={t('boCustomers.ordersTitle')}>
        {customer.orders.length === 0 ? (
          <p>{t('boCustomers.noOrders')}</p>
        ) : (
          <ul className="grid gap-2">
            {customer.orders.map((order) => (
              <li key={order.orderNumber} className="border-b border-slate-100 pb-2">
                <Link
                  href={`/orders/${encodeURIComponent(order.orderNumber)}`}
                  className="grid min-h-11 gap-1 sm:grid-cols-[1fr_auto] focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  <span className="font-semibold break-all text-link underline-offset-4">{order.orderNumber}</span>
                  <span className="font-semibold sm:text-right">{euros(order.totalAmountCents, language)}</span>
                  <span className="text-sm">
                    {dateTime(order.createdAt, language)} · {t(`boOrders.status.${order.status}`)} ·{' '}
                    {t(`boOrders.payment.${order.paymentStatus}`)}
                    {order.asGuest && ` · ${t('boCustomers.asGuest')}`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </BackOfficeSection>

      {customer.messages.length > 0 && (
        <BackOfficeSection compact title={t('boCustomers.messagesTitle')}>
          <ul className="grid gap-1">
            {customer.messages.map((message) => (
              <li key={message.id}>
                <Link href={`/messages/${message.id}`} className={`${textLink} inline-flex min-h-11 items-center`}>
                  {t('boCustomers.messageLink', { date: dateTime(message.createdAt, language) })}
                  {!message.read && ` (${t('boCustomers.unread')})`}
                </Link>
              </li>
            ))}
          </ul>
        </BackOfficeSection>
      )}

      <BackOfficeSection compact title={t('boCustomers.privacyTitle')}>
        <div className="grid gap-4">
          <div className="grid justify-items-start gap-1">
            <a className={buttonSecondary} href={customerExportUrl(tenantName, id)} download>
              {t('boCustomers.export')}
            </a>
            <p className="text-sm text-slate-700">{t('boCustomers.exportHint')}</p>
          </div>
          {!customer.anonymisedAt && (
            <div className="grid justify-items-start gap-1">
              <button
                type="button"
                className={buttonSecondary}
                disabled={customer.openOrderCount > 0 || remove.isPending}
                aria-describedby={hintId}
                onClick={() => setConfirming(true)}
              >
                {t('boCustomers.delete')}
              </button>
              <p id={hintId} className="text-sm text-slate-700">
                {customer.openOrderCount > 0
                  ? t('boCustomers.openOrders', { count: customer.openOrderCount })
                  : t('boCustomers.deleteHint')}
              </p>
            </div>
          )}
        </div>
      </BackOfficeSection>

      {confirming && (
        <ConfirmDialog
          title={t('boCustomers.deleteTitle')}
          confirmLabel={t('boCustomers.confirmDelete')}
          keepLabel={t('boCustomers.keep')}
          busy={remove.isPending}
          onConfirm={() => void onDelete()}
          onClose={() => setConfirming(false)}
        >
          <p>{t('boCustomers.deleteGone')}</p>
          <p>{t('boCustomers.deleteKept')}</p>
          <p className="font-semibold">{t('boCustomers.deleteFinal')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
