import invoiceTexts from 'virtual:locale-sections/nl/boInvoices';
import texts from 'virtual:locale-sections/nl/boOrders';
import { isInvoiceDue, type TBackOfficeOrder } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { buttonSecondary, textLink } from '#src/components/ui/button-styles.ts';
import { Notice } from '#src/components/ui/notice.tsx';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { usePlatformTitle } from '#src/components/ui/platform-shell.tsx';
import {
  type OrderActionCall,
  useIssueInvoice,
  useOrder,
  useOrderAction,
} from '#src/features/back-office/orders/api.ts';
import { OrderActions } from '#src/features/back-office/orders/order-actions.tsx';
import { dateTime, euros } from '#src/features/back-office/orders/order-texts.ts';
import { apiErrorText, apiFieldErrors } from '#src/lib/api-form-errors.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { platformRedirectFor } from '#src/lib/platform-errors.ts';

addDutchTexts(texts);
addDutchTexts(invoiceTexts);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Address({ address }: { address: TBackOfficeOrder['shippingAddress'] }) {
  return (
    <p>
      {address.address}
      <br />
      {address.postalCode} {address.city}
      <br />
      {address.country}
    </p>
  );
}

/**
 * The invoice (once issued) and the packing slip as PDF downloads; an order that was paid or
 * shipped before invoices existed gets its invoice with a button.
 */
function Documents({ tenantName, order }: { tenantName: string; order: TBackOfficeOrder }) {
  const { t } = useTranslation();
  const issue = useIssueInvoice(tenantName, order.orderNumber);
  const base = `/api/platform/shops/${encodeURIComponent(tenantName)}/orders/${encodeURIComponent(order.orderNumber)}`;
  const due = !order.invoiceNumber && isInvoiceDue(order);
  return (
    <Section title={t('boInvoices.documents')}>
      <div className="flex flex-wrap gap-3">
        {order.invoiceNumber && (
          <a className={buttonSecondary} href={`${base}/invoice.pdf`} download>
            {t('boInvoices.downloadInvoice', { number: order.invoiceNumber })}
          </a>
        )}
        {due && (
          <button type="button" className={buttonSecondary} disabled={issue.isPending} onClick={() => issue.mutate()}>
            {issue.isPending ? t('boInvoices.issuing') : t('boInvoices.issueInvoice')}
          </button>
        )}
        <a className={buttonSecondary} href={`${base}/packing-slip.pdf`} download>
          {t('boInvoices.downloadPackingSlip')}
        </a>
      </div>
      {due && <p className="mt-2 text-sm text-slate-700">{t('boInvoices.issueHint')}</p>}
      {!order.invoiceNumber && !due && <p className="mt-2 text-sm text-slate-700">{t('boInvoices.noInvoiceYet')}</p>}
      {issue.isError && (
        <div className="mt-2">
          <Notice kind="error">
            {apiErrorText(issue.error, { fallback: t('boInvoices.issueFailed'), network: t('boOrders.network') })}
          </Notice>
        </div>
      )}
    </Section>
  );
}

/** /{tenant}/dashboard/orders/:orderNumber: one order with its lines, totals, timeline and actions. */
export default function OrderRoute({ tenantName, orderNumber }: { tenantName: string; orderNumber: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  usePlatformTitle(t('boOrders.detailTitle', { number: orderNumber }));
  const query = useOrder(tenantName, orderNumber);
  const action = useOrderAction(tenantName, orderNumber);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const redirect = platformRedirectFor(query.error);
  if (redirect) return <Redirect to={redirect} replace />;
  if (query.isPending) return <LoadingState label={t('boOrders.loading')} />;
  if (!query.data) return <MessageState title={t('boOrders.notFound')} />;
  const order = query.data;

  const onAction = async (call: OrderActionCall) => {
    try {
      await action.mutateAsync(call);
      setOutcome({ kind: 'success', text: t(`boOrders.done.${call.action}`) });
      return true;
    } catch (error) {
      if (Object.keys(apiFieldErrors(error)).length > 0) return false;
      setOutcome({
        kind: 'error',
        text: apiErrorText(error, { fallback: t('boOrders.actionFailed'), network: t('boOrders.network') }),
      });
      return true;
    }
  };

  return (
    <div className="grid gap-4 py-6">
      <p>
        <Link href="/orders" className={textLink}>
          {t('boOrders.backToList')}
        </Link>
      </p>
      <h1 className="text-2xl font-bold break-words">{t('boOrders.detailTitle', { number: order.orderNumber })}</h1>
      <p>
        {t(`boOrders.status.${order.status}`)} · {t(`boOrders.payment.${order.paymentStatus}`)} ·{' '}
        {dateTime(order.createdAt, language)}
      </p>
      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
      <OrderActions
        order={order}
        busy={action.isPending}
        fieldErrors={apiFieldErrors(action.error)}
        onAction={onAction}
      />

      <Section title={t('boOrders.lines')}>
        <ul className="grid gap-3">
          {order.lines.map((line) => (
            <li key={line.id} className="border-b border-slate-100 pb-2">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold break-words">
                  {line.quantity} × {line.productName}
                </span>
                <span>{euros(line.totalPriceCents, language)}</span>
              </div>
              <p className="text-sm text-slate-600">
                {t('boOrders.sku')}: {line.productSku} · {euros(line.unitPriceCents, language)}
              </p>
              {line.addons.length > 0 && (
                <ul className="mt-1 text-sm text-slate-700">
                  {line.addons.map((addon) => (
                    <li key={addon.id} className="break-words">
                      + {addon.name}
                      {addon.inputValue ? `: “${addon.inputValue}”` : ''} ({euros(addon.unitPriceCents, language)})
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>{t('boOrders.subTotal')}</dt>
          <dd className="text-right">{euros(order.subTotalCents, language)}</dd>
          <dt>{t('boOrders.shippingCost')}</dt>
          <dd className="text-right">{euros(order.shippingCostCents, language)}</dd>
          <dt className="font-semibold">{t('boOrders.total')}</dt>
          <dd className="text-right font-semibold">{euros(order.totalAmountCents, language)}</dd>
          <dt className="text-sm">{t('boOrders.vat')}</dt>
          <dd className="text-right text-sm">{euros(order.taxAmountCents, language)}</dd>
          {order.refundedAmountCents > 0 && (
            <>
              <dt>{t('boOrders.refunded')}</dt>
              <dd className="text-right">{euros(order.refundedAmountCents, language)}</dd>
            </>
          )}
        </dl>
      </Section>

      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t('boOrders.customer')}>
          <p className="break-words">
            {order.customer.firstName} {order.customer.lastName}
            <br />
            <a className={textLink} href={`mailto:${order.customer.email}`}>
              {order.customer.email}
            </a>
            {order.customer.phoneNumber && (
              <>
                <br />
                {order.customer.phoneNumber}
              </>
            )}
            {order.customer.mobileNumber && (
              <>
                <br />
                {order.customer.mobileNumber}
              </>
            )}
          </p>
        </Section>
        <Section title={t('boOrders.shippingAndPayment')}>
          <p>
            {order.shippingMethodName}
            <br />
            {order.paymentMethodName}
          </p>
          {order.carrier && order.trackingNumber && (
            <p className="mt-2 break-words">
              {order.carrier}:{' '}
              {order.trackingUrl ? (
                <a className={textLink} href={order.trackingUrl} target="_blank" rel="noreferrer">
                  {order.trackingNumber}
                </a>
              ) : (
                order.trackingNumber
              )}
            </p>
          )}
        </Section>
        <Section title={t('boOrders.shippingAddress')}>
          <Address address={order.shippingAddress} />
        </Section>
        <Section title={t('boOrders.billingAddress')}>
          <Address address={order.billingAddress} />
        </Section>
      </div>

      <Documents tenantName={tenantName} order={order} />

      {order.notes && (
        <Section title={t('boOrders.notes')}>
          <p className="break-words whitespace-pre-line">{order.notes}</p>
        </Section>
      )}

      <Section title={t('boOrders.timeline')}>
        <ol className="grid gap-1">
          {order.timeline.map((entry) => (
            <li key={`${entry.at}-${entry.kind}-${entry.detail ?? ''}`} className="break-words">
              <time dateTime={entry.at} className="text-sm text-slate-600">
                {dateTime(entry.at, language)}
              </time>{' '}
              {entry.kind === 'refunded'
                ? t('boOrders.events.refunded', { amount: euros(Number(entry.detail), language) })
                : entry.kind === 'invoiced'
                  ? t('boInvoices.issued', { number: entry.detail ?? '' })
                  : t(`boOrders.events.${entry.kind}`, { detail: entry.detail ?? '' })}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
