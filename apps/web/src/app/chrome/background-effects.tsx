import { useFavicon } from '#src/app/chrome/use-favicon.ts';
import { useTrackPageView } from '#src/features/tenant/api/track-page-view.ts';

/**
 * Work that never shows in the first paint (the §7 analytics call 1 s after load, the §2.4
 * favicon probe), in a chunk of its own.
 */
export default function BackgroundEffects({ tenantId, hasLogo }: { tenantId: string; hasLogo: boolean }) {
  useTrackPageView(tenantId);
  useFavicon(tenantId, hasLogo);
  return null;
}
