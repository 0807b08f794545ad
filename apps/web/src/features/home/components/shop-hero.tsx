import { HERO_VIDEO_RELOAD_DELAY_MS } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { DefaultHeroGraphic } from '#src/components/ui/default-hero-graphic.tsx';
import { tenantHeroImageUrl, tenantHeroVideoUrl } from '#src/lib/images.ts';
import { useShop } from '#src/lib/shop-context.ts';

/** Error code 4: MEDIA_ERR_SRC_NOT_SUPPORTED. */
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/**
 * Spec §2.5 hero video: muted, looping; on error it hides and the image is used; error code 4
 * triggers one reload after 1 s; autoplay is retried on the first touch, click or scroll.
 */
function HeroVideo({ tenantId, onFail }: { tenantId: string; onFail: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  const reloaded = useRef(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    const retry = () => {
      if (video.paused) void video.play().catch(() => undefined);
      for (const type of ['touchstart', 'click', 'scroll'] as const) window.removeEventListener(type, retry);
    };
    void video.play()?.catch(() => {
      for (const type of ['touchstart', 'click', 'scroll'] as const) {
        window.addEventListener(type, retry, { once: true, passive: true });
      }
    });
    return () => {
      for (const type of ['touchstart', 'click', 'scroll'] as const) window.removeEventListener(type, retry);
    };
  }, []);

  const onError = () => {
    const video = ref.current;
    if (video?.error?.code === MEDIA_ERR_SRC_NOT_SUPPORTED && !reloaded.current) {
      reloaded.current = true;
      window.setTimeout(() => video.load(), HERO_VIDEO_RELOAD_DELAY_MS);
      return;
    }
    onFail();
  };

  return (
    <video
      ref={ref}
      className="absolute inset-0 h-full w-full object-cover"
      src={tenantHeroVideoUrl(tenantId)}
      muted
      loop
      autoPlay
      playsInline
      preload="metadata"
      tabIndex={-1}
      onError={onError}
    />
  );
}

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
      {useVideo && <HeroVideo tenantId={tenant.id} onFail={() => setVideoFailed(true)} />}
      {useImage && (
        <img
          src={tenantHeroImageUrl(tenant.id)}
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
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
