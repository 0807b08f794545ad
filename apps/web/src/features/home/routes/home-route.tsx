import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/ui/page-state.tsx';
import { useShop } from '../../../lib/shop-context.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import StandardHome from '../components/standard-home.tsx';

const FocusHome = lazy(() => import('../components/focus-home.tsx'));
const OneProductHome = lazy(() => import('../components/one-product-home.tsx'));

/** Spec §2.5: the home by layout. */
export default function HomeRoute() {
  const { layout } = useShop();
  usePageTitle(null);
  if (layout === 'standard') return <StandardHome />;
  return <Suspense fallback={<LoadingState />}>{layout === 'focus' ? <FocusHome /> : <OneProductHome />}</Suspense>;
}
