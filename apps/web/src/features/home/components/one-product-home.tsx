import texts from 'virtual:locale-sections/nl/oneProduct';
import { FOCUS_BUTTON_DEFAULT_BACKGROUND, FOCUS_BUTTON_DEFAULT_TEXT } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DefaultHeroGraphic } from '../../../components/ui/default-hero-graphic.tsx';
import { LoadingState, MessageState } from '../../../components/ui/page-state.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { ProductCard } from '../../../components/ui/product-card.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { addDutchTexts } from '../../../lib/i18n.ts';
import { primaryImage, tenantHeroImageUrl } from '../../../lib/images.ts';
import { useShop } from '../../../lib/shop-context.ts';
import { useLandingProducts } from '../api/get-landing-products.ts';

addDutchTexts(texts);

/** Spec §2.5 OneProductStore home: hero, the featured product, at most 4 active in-stock products. */
export default function OneProductHome() {
  const { t } = useTranslation();
  const { tenant, focusSettings } = useShop();
  const products = useLandingProducts(tenant.id);
  const [heroFailed, setHeroFailed] = useState(false);

  if (products.isPending) return <LoadingState />;
  if (products.isError) return <MessageState title={t('oneProduct.fetchFailed')} />;
  const list = products.data;
  if (list.length === 0) return <MessageState title={t('oneProduct.noProducts')} />;

  const featured = list.find((product) => product.id === focusSettings?.featuredProductId) ?? list[0];
  if (!featured) return null;
  const others = list.filter((product) => product.id !== featured.id);
  const buttonStyle = {
    background: focusSettings?.buttonBackgroundColor || FOCUS_BUTTON_DEFAULT_BACKGROUND,
    color: focusSettings?.buttonTextColor || FOCUS_BUTTON_DEFAULT_TEXT,
  };
  const title = focusSettings?.heroTitle?.trim() || tenant.displayName || tenant.name;
  const hasHero = (focusSettings?.hasHeroImage || tenant.hasHeroImage) && !heroFailed;

  return (
    <>
      <section className="relative isolate overflow-hidden" aria-labelledby="one-product-title">
        {hasHero ? (
          <img
            src={tenantHeroImageUrl(tenant.id)}
            alt=""
            width={1600}
            height={700}
            fetchPriority="high"
            className="absolute inset-0 h-full w-full object-cover"
            onError={() => setHeroFailed(true)}
          />
        ) : (
          <DefaultHeroGraphic />
        )}
        <div className="absolute inset-0 bg-black/60" aria-hidden="true" />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 text-white md:grid-cols-2 md:py-20">
          <div>
            <h1 id="one-product-title" className="text-4xl font-extrabold tracking-tight md:text-5xl">
              {title.split('\n').map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of one title
                <span key={index} className="block">
                  {line}
                </span>
              ))}
            </h1>
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
