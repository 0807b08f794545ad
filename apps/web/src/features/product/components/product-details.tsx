import texts from 'virtual:locale-sections/nl/focus,product';
import { FOCUS_BUTTON_DEFAULT_BACKGROUND, type TProduct, type TProductAddon } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Breadcrumb, type Crumb } from '#src/components/ui/breadcrumb.tsx';
import { useFocusButtonStyle } from '#src/components/ui/focus-button-style.ts';
import { ShieldIcon, TruckIcon } from '#src/components/ui/icons.tsx';
import { PaymentStrip } from '#src/components/ui/payment-strip.tsx';
import { Price, showsDiscount } from '#src/components/ui/price.tsx';
import { useCardProviderEnabled } from '#src/features/product/api/get-enabled-payment-methods.ts';
import { AddToCartPanel } from '#src/features/product/components/add-to-cart-panel.tsx';
import { InfoSections } from '#src/features/product/components/info-sections.tsx';
import { ProductDescription } from '#src/features/product/components/product-description.tsx';
import { ProductGallery } from '#src/features/product/components/product-gallery.tsx';
import { ProductStock } from '#src/features/product/components/product-stock.tsx';
import { cartQuery, quantityInCart } from '#src/lib/cart.ts';
import { HydrateLater } from '#src/lib/hydrate-later.tsx';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';

addDutchTexts(texts);

function useCrumbs(product: TProduct): Crumb[] {
  const { t } = useTranslation();
  return [
    { label: t('nav.home'), to: '/' },
    { label: t('nav.products'), to: '/products' },
    ...(product.category ? [{ label: product.category.name, to: `/category/${product.category.id}` }] : []),
    { label: product.name },
  ];
}

function SkuLine({ product }: { product: TProduct }) {
  const { t } = useTranslation();
  if (!product.sku) return null;
  return (
    <p className="text-sm text-muted">
      {t('product.sku')}: <span className="font-mono">{product.sku}</span>
    </p>
  );
}

function CategoryLine({ product }: { product: TProduct }) {
  const { t } = useTranslation();
  if (!product.category) return null;
  return (
    <p className="text-sm">
      {t('product.category')}:{' '}
      <Link to={`/category/${product.category.id}`} className="text-link underline underline-offset-2">
        {product.category.name}
      </Link>
    </p>
  );
}

/** How many of this product the session's cart already holds (spec §5 quantity limit). */
function useQuantityInCart(tenantId: string, productId: number): number {
  const cart = useQuery(cartQuery(tenantId));
  return quantityInCart(cart.data, productId);
}

const longText = (product: TProduct) => product.longDescription || product.description;

/** Spec §2.6 standard layout. */
export function StandardProductDetail({ product, addons }: { product: TProduct; addons: TProductAddon[] }) {
  const { t } = useTranslation();
  const { tenant } = useShop();
  const crumbs = useCrumbs(product);
  const inCart = useQuantityInCart(tenant.id, product.id);
  const cardEnabled = useCardProviderEnabled(tenant.id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={crumbs} />
      <div className="grid gap-10 md:grid-cols-2">
        <HydrateLater>
          <ProductGallery
            productId={product.id}
            productName={product.name}
            images={product.images}
            tenantId={tenant.id}
          />
        </HydrateLater>
        <div className="space-y-5">
          <h1 className="text-3xl font-bold md:text-4xl">{product.name}</h1>
          <Price product={product} size="lg" />
          <p className="text-sm text-muted">{t('price.vatIncluded')}</p>
          <SkuLine product={product} />
          {product.shortDescription && <p className="text-lg">{product.shortDescription}</p>}
          <ProductStock product={product} />
          <CategoryLine product={product} />
          <AddToCartPanel product={product} tenantId={tenant.id} addons={addons} inCart={inCart} />
          {cardEnabled && <PaymentStrip />}
        </div>
      </div>
      {longText(product) && (
        <section aria-labelledby="product-description" className="mt-12 max-w-3xl">
          <h2 id="product-description" className="mb-3 text-2xl font-bold">
            {t('product.description')}
          </h2>
          <ProductDescription text={longText(product)} />
        </section>
      )}
    </div>
  );
}

/** Spec §2.6 focus-shop variant: two columns, swipe gallery on mobile, stock box, collapsible sections. */
export function FocusProductDetail({ product, addons }: { product: TProduct; addons: TProductAddon[] }) {
  const { t } = useTranslation();
  const { tenant, focusSettings } = useShop();
  const crumbs = useCrumbs(product);
  const inCart = useQuantityInCart(tenant.id, product.id);
  const ownerButtonStyle = useFocusButtonStyle('page');
  const buttonStyle =
    focusSettings?.buttonBackgroundColor &&
    focusSettings.buttonBackgroundColor.toLowerCase() !== FOCUS_BUTTON_DEFAULT_BACKGROUND
      ? ownerButtonStyle
      : undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {product.focusShopShowBreadcrumb && <Breadcrumb items={crumbs} />}
      <div className="grid gap-10 md:grid-cols-2">
        <HydrateLater>
          <ProductGallery
            productId={product.id}
            productName={product.name}
            images={product.images}
            tenantId={tenant.id}
            swipe
          />
        </HydrateLater>
        <div className="space-y-5">
          <div className="flex flex-wrap gap-2">
            {showsDiscount(product) ? (
              <span className="rounded-full bg-red-700 px-3 py-1 text-xs font-bold text-white">
                {t('price.discountBadge', { percent: product.discountPercentage })}
              </span>
            ) : null}
            {product.madeToOrder && (
              <span className="rounded-full bg-blue-700 px-3 py-1 text-xs font-bold text-white">
                {t('stock.madeToOrder')}
              </span>
            )}
          </div>
          <h1
            className="text-3xl font-bold md:text-4xl"
            style={product.focusShopTitleTextColor ? { color: product.focusShopTitleTextColor } : undefined}
          >
            {product.name}
          </h1>
          <Price product={product} size="lg" showBadge={false} color={product.focusShopPriceTextColor} />
          <p className="text-sm text-muted">{t('price.vatIncluded')}</p>
          {product.shortDescription && <p className="text-lg">{product.shortDescription}</p>}
          {product.focusShopShowSku && <SkuLine product={product} />}
          {product.focusShopShowCategory && <CategoryLine product={product} />}
          {product.focusShopShowStock && (
            <div className="space-y-2 rounded-card border border-line bg-surface p-4">
              <ProductStock product={product} />
              <p className="flex items-center gap-2 text-sm text-muted">
                <TruckIcon size={18} />
                {t('focus.delivery')}:{' '}
                <span className="font-semibold text-fg">
                  {product.madeToOrder ? t('focus.deliveryMadeToOrder') : t('focus.deliveryNextDay')}
                </span>
              </p>
              <p className="flex items-center gap-2 text-sm text-muted">
                <ShieldIcon size={18} />
                {t('focus.freeShipping')}
              </p>
            </div>
          )}
          <AddToCartPanel
            product={product}
            tenantId={tenant.id}
            addons={addons}
            inCart={inCart}
            buttonStyle={buttonStyle}
          />
          {longText(product) && <ProductDescription text={longText(product)} />}
          <InfoSections product={product} />
        </div>
      </div>
    </div>
  );
}
