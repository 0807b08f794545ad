import { formatEuros, type TOrder } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { textLink } from '#src/components/ui/button-styles.ts';
import { MoneyRow } from '#src/components/ui/money-row.tsx';
import { useLocale } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';

export function formatOrderDate(iso: string, locale: 'nl' | 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'long', timeStyle: 'short' }).format(
    date,
  );
}

/** Spec §4 order statuses: Pending shows as 'In behandeling'. */
export function OrderStatusBadge({ status }: { status: TOrder['status'] }) {
  const { t } = useTranslation();
  const colour =
    status === 'Cancelled'
      ? 'bg-slate-600 text-white'
      : status === 'Delivered' || status === 'Shipped'
        ? 'bg-green-800 text-white'
        : 'bg-amber-300 text-slate-950';
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${colour}`}>
      {t(`orders.status.${status}`)}
    </span>
  );
}

/** Spec §2.11/§3: lines with add-ons, totals (VAT included), addresses, shipping and payment. */
export function OrderDetails({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tenant } = useShop();
  const box = 'rounded-card border border-line bg-surface p-6';
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="order-items" className={box}>
        <h2 id="order-items" className="mb-4 text-xl font-bold">
          {t('orders.items')}
        </h2>
        <ul className="divide-y divide-line">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4 py-3">
              <div>
                <p className="font-medium">
                  {item.quantity} × {item.productName}
                </p>
                <p className="text-sm text-muted">
                  {t('orders.sku')}: {item.productSku}
                </p>
                {item.addons.length > 0 && (
                  <ul className="text-sm text-muted">
                    {item.addons.map((addon) => (
                      <li key={addon.id}>
                        + {addon.productAddonName}
                        {addon.inputValue ? `: “${addon.inputValue}”` : ''}
                        {addon.unitPrice > 0 ? ` (${formatEuros(addon.unitPrice, locale)})` : ''}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <p className="shrink-0 font-medium">{formatEuros(item.totalPrice, locale)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-2 border-t border-line pt-4">
          <MoneyRow label={t('orders.subtotal')} amount={order.subTotal} />
          <MoneyRow
            label={t('orders.shippingCost', { method: order.shippingMethodName })}
            amount={order.shippingCost}
          />
          <MoneyRow label={t('orders.total')} amount={order.totalAmount} strong />
          <MoneyRow label={t('orders.vatIncluded')} amount={order.taxAmount} />
        </dl>
      </section>
      <div className="space-y-6">
        <section aria-labelledby="order-shipping" className={box}>
          <h2 id="order-shipping" className="mb-2 text-lg font-bold">
            {t('orders.shippingAddress')}
          </h2>
          <address className="text-sm not-italic text-muted">
            {order.customerFirstName} {order.customerLastName}
            <br />
            {order.shippingAddress}
            <br />
            {order.shippingPostalCode} {order.shippingCity}
            <br />
            {order.shippingCountry}
          </address>
          <p className="mt-3 text-sm">
            <span className="text-muted">{t('orders.shippingMethod')}:</span> {order.shippingMethodName}
          </p>
          {order.trackingNumber && (
            <p className="mt-1 text-sm">
              <span className="text-muted">{t('orders.trackingNumber')}:</span> {order.trackingNumber}
            </p>
          )}
        </section>
        <section aria-labelledby="order-payment" className={box}>
          <h2 id="order-payment" className="mb-2 text-lg font-bold">
            {t('orders.payment')}
          </h2>
          <p className="text-sm">{order.paymentMethodName}</p>
          <p className="mt-1 text-sm">
            <span className="text-muted">{t('orders.paymentStatusLabel')}:</span>{' '}
            <strong>{t(`orders.paymentStatus.${order.paymentStatus}`)}</strong>
          </p>
          {order.invoiceNumber && (
            <p className="mt-3 text-sm">
              <a
                className={`inline-flex min-h-11 items-center font-medium underline ${textLink}`}
                href={`/api/orders/${encodeURIComponent(order.orderNumber)}/invoice.pdf?tenant=${encodeURIComponent(tenant.name)}`}
                download
              >
                {t('orders.invoiceDownload', { number: order.invoiceNumber })}
              </a>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
