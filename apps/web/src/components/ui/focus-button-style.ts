import {
  buttonColoursOn,
  FOCUS_BUTTON_DEFAULT_BACKGROUND,
  FOCUS_BUTTON_DEFAULT_TEXT,
  type TFocusShopSettings,
} from '@shop/contracts';
import type { CSSProperties } from 'react';
import { useShop } from '#src/lib/shop-context.ts';
import { themeVariables } from '#src/lib/theme.ts';

/** What a focus button sits on: the dark hero overlay, the page, or a product card. */
export type FocusButtonSurface = 'hero' | 'page' | 'card';

/** The hero's black overlay is what keeps its white title readable, so its buttons sit on near-black. */
const HERO_SURFACE = '#000000';

/**
 * The owner's button colours (spec §4/§9: default white background, black text), made readable:
 * text that reaches 4.5:1 on the button, and a contrasting edge when the button would vanish into
 * its surface (e.g. #111827 on a near-black hero).
 */
export function focusButtonStyle(settings: TFocusShopSettings | null, surfaceColour: string): CSSProperties {
  const colours = buttonColoursOn(surfaceColour, {
    background: settings?.buttonBackgroundColor || FOCUS_BUTTON_DEFAULT_BACKGROUND,
    text: settings?.buttonTextColor || FOCUS_BUTTON_DEFAULT_TEXT,
  });
  return {
    background: colours.background,
    color: colours.color,
    border: `2px solid ${colours.borderColor ?? 'transparent'}`,
  };
}

export function useFocusButtonStyle(surface: FocusButtonSurface): CSSProperties {
  const { tenant, theme, focusSettings } = useShop();
  if (surface === 'hero') return focusButtonStyle(focusSettings, HERO_SURFACE);
  const { vars } = themeVariables(tenant.theme, theme);
  const surfaceColour = surface === 'card' ? vars['--shop-surface'] : vars['--shop-bg'];
  return focusButtonStyle(focusSettings, surfaceColour ?? HERO_SURFACE);
}
