import { Suspense } from 'react';
import { LoadingState } from '#src/components/ui/page-state.tsx';
import StandardHome from '#src/features/home/components/standard-home.tsx';
import { lazyView } from '#src/lib/lazy-view.tsx';
import { useShop } from '#src/lib/shop-context.ts';
import { usePageTitle } from '#src/lib/use-page-title.ts';

export const FocusHome = lazyView(() => import('#src/features/home/components/focus-home.tsx'));
export const OneProductHome = lazyView(() => import('#src/features/home/components/one-product-home.tsx'));

/** Spec §2.5: the home by layout. */
export default function HomeRoute() {
  const { layout } = useShop();
  usePageTitle(null);
  if (layout === 'standard') return <StandardHome />;
  return <Suspense fallback={<LoadingState />}>{layout === 'focus' ? <FocusHome /> : <OneProductHome />}</Suspense>;
}
