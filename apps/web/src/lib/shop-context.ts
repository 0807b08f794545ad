import type { TFocusShopSettings, TShopLayout, TTenant, TTenantTheme } from '@shop/contracts';
import { createContext, useContext } from 'react';

export interface ShopContextValue {
  tenant: TTenant;
  theme: TTenantTheme | null;
  subscriptionType: string | null;
  layout: TShopLayout;
  focusSettings: TFocusShopSettings | null;
  /** Spec §4 "focus-shop look" (product page variant, focus buttons). */
  focusLook: boolean;
}

export const ShopContext = createContext<ShopContextValue | null>(null);

/** The loaded shop; only used below the storefront's tenant gate. */
export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop must be used inside the storefront');
  return value;
}
