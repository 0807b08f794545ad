import texts from 'virtual:locale-sections/nl/cart';
import {
  cartStockIssues,
  formatEuros,
  MADE_TO_ORDER_MAX_QUANTITY,
  type TCart,
  type TCartItem,
  type TCartStockIssue,
  vatIncludedInCents,
} from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Breadcrumb } from '#src/components/ui/breadcrumb.tsx';
import { buttonPrimary, buttonSecondary } from '#src/components/ui/button-styles.ts';
import { Modal } from '#src/components/ui/modal.tsx';
import { MoneyRow } from '#src/components/ui/money-row.tsx';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import { ProductImage } from '#src/components/ui/product-image.tsx';
import { StockIssueNotice, stockWarningClass } from '#src/components/ui/stock-issue.tsx';
import { cartQuery, clearCart, removeCartItem, setCartItemQuantity } from '#src/lib/cart.ts';
import { addDutchTexts, useLocale } from '#src/lib/i18n.ts';
import { primaryImage } from '#src/lib/images.ts';
import { useShop } from '#src/lib/shop-context.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

addDutchTexts(texts);

const maxQuantity = (item: TCartItem) =>
  item.product.madeToOrder ? MADE_TO_ORDER_MAX_QUANTITY : Math.max(item.quantity, item.product.stockQuantity);

/** Spec §2.9 cart page: line items with plus/minus and remove, clear with confirmation, summary. */
export default function CartRoute() {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const queryClient = useQueryClient();
  // Stock may have sold out since the cart was last read: always read it afresh here.
  const cart = useQuery({ ...cartQuery(tenant.id), refetchOnMount: 'always' });
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  usePageTitle(t('cart.title'));

  // Spec §8: cart call errors are ignored; the cart is simply read again.
  const run = async (key: number | 'all', change: () => Promise<TCart | null>) => {
    setBusy(key);
    try {
      const next = await change();
      if (next) queryClient.setQueryData(cartQuery(tenant.id).queryKey, next);
    } catch {
      await queryClient.invalidateQueries({ queryKey: cartQuery(tenant.id).queryKey });
    } finally {
      setBusy(null);
    }
  };

  const items = cart.data?.items ?? [];
  const stockIssues = useMemo(() => cartStockIssues({ items: cart.data?.items ?? [] }), [cart.data]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('cart.title') }]} />
      <h1 className="mb-6 text-3xl font-bold">{t('cart.title')}</h1>
      {cart.isPending ? (
        <LoadingState />
      ) : items.length === 0 ? (
        <div className="rounded-card border border-line bg-surface p-8 text-center">
          <p className="mb-6 text-lg">{t('cart.empty')}</p>
          <Link to="/products" className={buttonPrimary}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading" className="sr-only">
              {t('cart.itemsHeading')}
            </h2>
            {stockIssues.size > 0 && (
              <div role="alert" className={`${stockWarningClass} mb-4 px-4 py-3`}>
                <p className="font-bold">{t('cart.stockProblemsTitle')}</p>
                <p className="text-sm">{t('cart.stockProblemsText')}</p>
              </div>
            )}
            <ul className="divide-y divide-line rounded-card border border-line bg-surface">
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  tenantId={tenant.id}
                  stockIssue={stockIssues.get(item.id) ?? null}
                  busy={busy === item.id || busy === 'all'}
                  onQuantity={(quantity) => void run(item.id, () => setCartItemQuantity(tenant.id, item.id, quantity))}
                  onRemove={() => void run(item.id, () => removeCartItem(tenant.id, item.id))}
                />
              ))}
            </ul>
            <button
              type="button"
              className={`${buttonSecondary} mt-4`}
              disabled={busy !== null}
              onClick={() => setConfirmClear(true)}
            >
              {t('cart.clear')}
            </button>
          </section>
          <CartSummary cart={cart.data ?? null} blocked={stockIssues.size > 0} />
        </div>
      )}
      {confirmClear && (
        <Modal title={t('cart.clearTitle')} onClose={() => setConfirmClear(false)}>
          <p className="mb-6">{t('cart.clearConfirm')}</p>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonSecondary} onClick={() => setConfirmClear(false)}>
              {t('cart.clearCancel')}
            </button>
            <button
              type="button"
              className={buttonPrimary}
              onClick={() => {
                setConfirmClear(false);
                void run('all', () => clearCart(tenant.id));
              }}
            >
              {t('cart.clearYes')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

function CartLine({
  item,
  tenantId,
  stockIssue,
  busy,
  onQuantity,
  onRemove,
}: {
  item: TCartItem;
  tenantId: string;
  stockIssue: TCartStockIssue | null;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const max = maxQuantity(item);
  const issueId = useId();
  return (
    <li className="flex gap-4 p-4" aria-busy={busy} aria-describedby={stockIssue ? issueId : undefined}>
      <div className="h-24 w-24 shrink-0 overflow-hidden rounded-lg">
        <ProductImage
          productId={item.product.id}
          productName={item.product.name}
          image={primaryImage(item.product.images)}
          tenantId={tenantId}
          sizes="96px"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold">
              <Link to={`/product/${item.product.id}`} className="hover:underline">
                {item.product.name}
              </Link>
            </h3>
            <p className="text-sm text-muted">
              {t('cart.unitPrice')}: {formatEuros(item.unitPrice, locale)}
            </p>
            {item.addons.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-sm text-muted">
                {item.addons.map((addon) => (
                  <li key={addon.id}>
                    + {addon.productAddon.name}
                    {addon.inputValue ? `: “${addon.inputValue}”` : ''}
                    {addon.unitPrice > 0 ? ` (${formatEuros(addon.unitPrice, locale)})` : ''}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <p className="font-semibold" data-testid="line-total">
            {formatEuros(item.totalPrice, locale)}
          </p>
        </div>
        {stockIssue && (
          <StockIssueNotice
            id={issueId}
            issue={stockIssue}
            madeToOrder={item.product.madeToOrder}
            productName={item.product.name}
            disabled={busy}
            onQuantity={onQuantity}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <fieldset className="flex items-center rounded-lg border border-line" disabled={busy}>
            <legend className="sr-only">{t('cart.quantityOf', { product: item.product.name })}</legend>
            <button
              type="button"
              className="h-10 w-10 text-lg disabled:opacity-40"
              aria-label={t('cart.decreaseOf', { product: item.product.name })}
              onClick={() => onQuantity(item.quantity - 1)}
            >
              −
            </button>
            <output className="w-12 text-center" aria-live="polite">
              {item.quantity}
            </output>
            <button
              type="button"
              className="h-10 w-10 text-lg disabled:opacity-40"
              aria-label={t('cart.increaseOf', { product: item.product.name })}
              disabled={busy || item.quantity >= max}
              onClick={() => onQuantity(item.quantity + 1)}
            >
              +
            </button>
          </fieldset>
          <button
            type="button"
            className="text-sm font-medium text-link underline-offset-4 hover:underline disabled:opacity-40"
            disabled={busy}
            aria-label={`${t('cart.remove')}: ${item.product.name}`}
            onClick={onRemove}
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

function CartSummary({ cart, blocked }: { cart: TCart | null; blocked: boolean }) {
  const { t } = useTranslation();
  const total = cart?.totalAmount ?? 0;
  return (
    <aside aria-labelledby="cart-summary-heading" className="h-fit rounded-card border border-line bg-surface p-6">
      <h2 id="cart-summary-heading" className="mb-4 text-xl font-bold">
        {t('cart.summary')}
      </h2>
      <dl className="space-y-2">
        <MoneyRow label={t('cart.items', { count: cart?.itemCount ?? 0 })} amount={total} />
        <MoneyRow label={t('cart.shipping')}>
          <span className="text-muted">{t('cart.shippingAtCheckout')}</span>
        </MoneyRow>
        <MoneyRow label={t('cart.total')} amount={total} strong className="border-t border-line pt-2" />
        <MoneyRow label={t('cart.vatIncluded')} amount={vatIncludedInCents(Math.round(total * 100)) / 100} />
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        {blocked ? (
          <p className={`${stockWarningClass} px-3 py-2 text-sm`}>{t('cart.stockBlocksCheckout')}</p>
        ) : (
          <Link to="/checkout" className={buttonPrimary}>
            {t('cart.checkout')}
          </Link>
        )}
        <Link to="/products" className={buttonSecondary}>
          {t('cart.continueShopping')}
        </Link>
      </div>
    </aside>
  );
}
