import { useEffect } from 'react';
import { useShop } from '#src/lib/shop-context.ts';

/** Sets document.title to "{page} | {shop}" (or the shop name alone). */
export function usePageTitle(page?: string | null): void {
  const { tenant } = useShop();
  const shopName = tenant.displayName || tenant.name;
  useEffect(() => {
    document.title = page ? `${page} | ${shopName}` : shopName;
  }, [page, shopName]);
}
