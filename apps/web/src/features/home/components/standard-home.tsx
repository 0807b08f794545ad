import { useShop } from '../../../lib/shop-context.ts';
import { HomeSection, homeSections } from './home-sections.tsx';
import { ShopHero } from './shop-hero.tsx';

export default function StandardHome() {
  const { theme } = useShop();
  return (
    <>
      <ShopHero />
      {homeSections(theme).map((section) => (
        <HomeSection key={section.id} section={section} />
      ))}
    </>
  );
}
