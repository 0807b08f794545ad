import texts from 'virtual:locale-sections/nl/product';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { buttonPrimary } from '#src/components/ui/button-styles.ts';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { FocusProductDetail, StandardProductDetail } from '#src/features/product/components/product-details.tsx';
import { ApiError } from '#src/lib/api-client.ts';
import { productAddonsQuery, productQuery } from '#src/lib/catalogue.ts';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { useShop } from '#src/lib/shop-context.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

addDutchTexts(texts);

/** Spec §2.6 product detail; 'Product Not Found' page per §8. */
export default function ProductRoute() {
  const { t } = useTranslation();
  const { tenant, focusLook } = useShop();
  const { productId } = useParams();
  const id = Number(productId);
  const valid = Number.isInteger(id) && id > 0;
  const product = useQuery({ ...productQuery(tenant.id, id), enabled: valid });
  const addons = useQuery({ ...productAddonsQuery(tenant.id, id), enabled: valid });
  usePageTitle(product.data?.name ?? (product.isError || !valid ? t('product.notFoundTitle') : null));

  if (valid && (product.isPending || addons.isPending)) return <LoadingState />;
  if (!valid || product.isError || !product.data || !product.data.isActive) {
    const message =
      !valid || product.error instanceof ApiError || (product.data && !product.data.isActive)
        ? t('product.notFound')
        : t('product.loadFailed');
    return (
      <MessageState title={t('product.notFoundTitle')} message={message}>
        <Link to="/products" className={buttonPrimary}>
          {t('product.backToProducts')}
        </Link>
      </MessageState>
    );
  }
  const Detail = focusLook ? FocusProductDetail : StandardProductDetail;
  return <Detail key={product.data.id} product={product.data} addons={addons.data ?? []} />;
}
