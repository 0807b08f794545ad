import { HERO_VIDEO_RELOAD_DELAY_MS } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { apiPath } from '#src/lib/api-client.ts';

const tenantHeroVideoUrl = (tenantId: string) =>
  apiPath('GET /api/tenants/:tenantId/hero-video', { params: { tenantId } });

/** Error code 4: MEDIA_ERR_SRC_NOT_SUPPORTED. */
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/**
 * Spec §2.5 hero video: muted, looping; on error it hides and the image is used; error code 4
 * triggers one reload after 1 s; autoplay is retried on the first touch, click or scroll.
 */
export default function HeroVideo({ tenantId, onFail }: { tenantId: string; onFail: () => void }) {
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
