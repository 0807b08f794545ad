import { isThemeColour, SHOP_BACKGROUNDS, shopBackground, type TTenantTheme } from '@shop/contracts';

const DARK = {
  '--shop-bg': SHOP_BACKGROUNDS.dark as string,
  '--shop-surface': '#131c2e',
  '--shop-surface-2': '#1c2740',
  '--shop-text': '#f1f5f9',
  '--shop-muted': '#a3b1c6',
  '--shop-line': '#2a3650',
  '--shop-primary': '#7c3aed',
  '--shop-on-primary': '#ffffff',
  '--shop-link': '#c4b5fd',
  '--shop-accent': '#f59e0b',
  '--shop-secondary': '#334155',
};

const LIGHT: typeof DARK = {
  '--shop-bg': SHOP_BACKGROUNDS.light,
  '--shop-surface': '#f8fafc',
  '--shop-surface-2': '#eef2f7',
  '--shop-text': '#0f172a',
  '--shop-muted': '#475569',
  '--shop-line': '#e2e8f0',
  '--shop-primary': '#6d28d9',
  '--shop-on-primary': '#ffffff',
  '--shop-link': '#5b21b6',
  '--shop-accent': '#b45309',
  '--shop-secondary': '#e2e8f0',
};

function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const channels = [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The text colour (white or near-black) with the better WCAG contrast on a custom colour. */
export function readableTextOn(hex: string): string {
  const lum = luminance(hex);
  if (lum === null) return '#ffffff';
  const onWhite = 1.05 / (lum + 0.05);
  const onDark = (lum + 0.05) / (0.0093 + 0.05);
  return onDark > onWhite ? '#0f172a' : '#ffffff';
}

export type ThemeMode = 'dark' | 'light';

/** The tenant theme record as CSS variables; dark unless the shop chose light (spec §3). */
export function themeVariables(themeName: string | null | undefined, record: TTenantTheme | null) {
  const { mode, background }: { mode: ThemeMode; background: string } = shopBackground(themeName, record);
  const vars: Record<string, string> = { ...(mode === 'light' ? LIGHT : DARK), '--shop-bg': background };
  vars['--shop-radius'] = record?.customCardCorners === 'square' ? '0px' : '0.75rem';
  vars['--shop-shadow'] =
    record && !record.customCardShadows ? 'none' : '0 1px 3px rgb(0 0 0 / 0.25), 0 8px 24px rgb(0 0 0 / 0.12)';
  vars['--shop-underline'] = record?.customHeaderUnderlines ? 'underline' : 'none';
  if (record?.useCustomTheme) {
    if (isThemeColour(record.customPrimaryColor)) {
      vars['--shop-primary'] = record.customPrimaryColor;
      vars['--shop-on-primary'] = readableTextOn(record.customPrimaryColor);
    }
    if (isThemeColour(record.customSecondaryColor)) vars['--shop-secondary'] = record.customSecondaryColor;
    if (isThemeColour(record.customAccentColor)) vars['--shop-accent'] = record.customAccentColor;
    if (isThemeColour(record.customTextColor)) vars['--shop-text'] = record.customTextColor;
    if (record.customFontFamily && /^[\w\s,'"-]+$/.test(record.customFontFamily)) {
      vars['--shop-font'] = record.customFontFamily;
    }
  }
  return { mode, vars };
}

export function applyTheme(themeName: string | null | undefined, record: TTenantTheme | null): void {
  const { mode, vars } = themeVariables(themeName, record);
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  // A server-rendered page has them already: an unchanged page is not restyled.
  for (const [key, value] of Object.entries(vars)) {
    if (root.style.getPropertyValue(key) !== value) root.style.setProperty(key, value);
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', vars['--shop-bg'] ?? '#0b1120');
}
