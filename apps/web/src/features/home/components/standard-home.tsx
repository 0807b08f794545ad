import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { HomeSection, homeSections, PRODUCT_SECTION_TYPES } from '#src/features/home/components/home-sections.tsx';
import { ShopHero } from '#src/features/home/components/shop-hero.tsx';
import { carouselProductsQuery, publicCategoriesQuery, publicProductsQuery } from '#src/lib/catalogue.ts';
import { HydrateLater } from '#src/lib/hydrate-later.tsx';
import { useShop } from '#src/lib/shop-context.ts';

export default function StandardHome() {
  const { theme, tenant } = useShop();
  const sections = homeSections(theme);
  const types = new Set(sections.map((section) => section.type));
  // The sections render together once their lists are in: one after another they would push
  // each other (and the footer) down while the page is being read (layout shift).
  const lists = [
    useQuery({ ...carouselProductsQuery(tenant.id), enabled: types.has('carousel') }),
    useQuery({ ...publicCategoriesQuery(tenant.id), enabled: types.has('categories') }),
    useQuery({ ...publicProductsQuery(tenant.id), enabled: PRODUCT_SECTION_TYPES.some((type) => types.has(type)) }),
  ];
  const loading = lists.some((list) => list.isLoading);
  // Rendering every section at once is the page's biggest piece of work: as a transition React
  // splits it into short tasks, so the hero stays responsive meanwhile.
  const [shown, setShown] = useState(!loading);
  useEffect(() => {
    if (!loading) startTransition(() => setShown(true));
  }, [loading]);
  return (
    <>
      <HydrateLater>
        <ShopHero />
      </HydrateLater>
      {!shown ? (
        <div className="min-h-screen" aria-hidden="true" />
      ) : (
        sections.map((section) => <HomeSection key={section.id} section={section} />)
      )}
    </>
  );
}
