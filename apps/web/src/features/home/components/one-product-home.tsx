import texts from 'virtual:locale-sections/nl/oneProduct';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useFocusButtonStyle } from '#src/components/ui/focus-button-style.ts';
import { LoadingState, MessageState } from '#src/components/ui/page-state.tsx';
import { Price } from '#src/components/ui/price.tsx';
import { ProductCard } from '#src/components/ui/product-card.tsx';
import { ProductImage } from '#src/components/ui/product-image.tsx';
import { useLandingProducts } from '#src/features/home/api/get-landing-products.ts';
import { FocusHeroBackdrop, FocusHeroTitle } from '#src/features/home/components/focus-hero-parts.tsx';
import { addDutchTexts } from '#src/lib/i18n.ts';
import { primaryImage } from '#src/lib/images.ts';
import { useShop } from '#src/lib/shop-context.ts';

addDutchTexts(texts);

/** Spec §2.5 OneProductStore home: hero, the featured product, at most 4 active in-stock products. */
export default function OneProductHome() {
  const { t } = useTranslation();
  const { tenant, focusSettings } = useShop();
  const products = useLandingProducts(tenant.id);
  const buttonStyle = useFocusButtonStyle('hero');

  if (products.isPending) return <LoadingState />;
  if (products.isError) return <MessageState title={t('oneProduct.fetchFailed')} />;
  const list = products.data;
  if (list.length === 0) return <MessageState title={t('oneProduct.noProducts')} />;

  const featured = list.find((product) => product.id === focusSettings?.featuredProductId) ?? list[0];
  if (!featured) return null;
  const others = list.filter((product) => product.id !== featured.id);

  return (
    <>
      <section className="relative isolate overflow-hidden" aria-labelledby="one-product-title">
        <FocusHeroBackdrop />
        <div className="absolute inset-0 bg-black/60" aria-hidden="true" />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 text-white md:grid-cols-2 md:py-20">
          <div>
            <FocusHeroTitle id="one-product-title" className="text-4xl font-extrabold tracking-tight md:text-5xl" />
            <p className="mt-4 text-lg text-white/90">{focusSettings?.heroSubtitle?.trim() || tenant.description}</p>
            <div className="mt-8 rounded-2xl bg-black/40 p-6 backdrop-blur">
              <h2 className="text-2xl font-bold">{featured.name}</h2>
              {featured.shortDescription && <p className="mt-2 text-white/90">{featured.shortDescription}</p>}
              <div className="mt-4">
                <Price product={featured} size="lg" />
              </div>
              <Link
                to={`/product/${featured.id}`}
                className="mt-6 inline-flex rounded-full px-7 py-3 font-semibold shadow-lg transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                style={buttonStyle}
              >
                {focusSettings?.featuredProductText?.trim() || t('oneProduct.viewProduct')}
              </Link>
            </div>
          </div>
          <div className="mx-auto aspect-square w-full max-w-md overflow-hidden rounded-3xl shadow-2xl">
            <ProductImage
              productId={featured.id}
              productName={featured.name}
              image={primaryImage(featured.images)}
              tenantId={tenant.id}
              eager
              sizes="448px"
            />
          </div>
        </div>
      </section>
      {others.length > 0 && (
        <section aria-labelledby="one-product-more" className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="one-product-more" className="mb-6 text-2xl font-bold">
            {t('oneProduct.moreProducts')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
            {others.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} tenantId={tenant.id} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
