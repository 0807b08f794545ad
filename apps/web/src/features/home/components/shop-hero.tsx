import { lazy, Suspense, useState } from 'react';
import { DefaultHeroGraphic } from '#src/components/ui/default-hero-graphic.tsx';
import { ResponsiveImage } from '#src/components/ui/product-image.tsx';
import { tenantHeroImageUrl } from '#src/lib/images.ts';
import { useShop } from '#src/lib/shop-context.ts';

/** Only a shop whose hero is a video loads the player's code. */
const HeroVideo = lazy(() => import('#src/features/home/components/hero-video.tsx'));

export function ShopHero() {
  const { tenant } = useShop();
  const [videoFailed, setVideoFailed] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const useVideo = tenant.heroType === 'video' && tenant.hasHeroVideo && !videoFailed;
  const useImage = !useVideo && tenant.hasHeroImage && !imageFailed;
  const name = tenant.displayName || tenant.name;

  return (
    <section
      className="relative isolate flex min-h-[340px] items-end overflow-hidden md:min-h-[460px]"
      aria-labelledby="shop-hero-title"
    >
      {useVideo && (
        <Suspense fallback={null}>
          <HeroVideo tenantId={tenant.id} onFail={() => setVideoFailed(true)} />
        </Suspense>
      )}
      {useImage && (
        <ResponsiveImage
          src={tenantHeroImageUrl(tenant.id, tenant.heroImageVersion)}
          source={tenant.heroImage}
          sizes="100vw"
          alt=""
          priority
          className="absolute inset-0 h-full w-full object-cover"
          onError={() => setImageFailed(true)}
        />
      )}
      {!useVideo && !useImage && <DefaultHeroGraphic />}
      <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/40 to-black/10" aria-hidden="true" />
      <div className="relative mx-auto w-full max-w-7xl px-4 py-12 text-white md:py-16">
        <h1 id="shop-hero-title" className="max-w-3xl text-4xl font-extrabold tracking-tight md:text-6xl">
          {name}
        </h1>
        {tenant.description && <p className="mt-4 max-w-2xl text-lg text-white/90 md:text-xl">{tenant.description}</p>}
      </div>
    </section>
  );
}
