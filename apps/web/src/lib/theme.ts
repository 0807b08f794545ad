import type { TTenantTheme } from '@shop/contracts';

const DARK = {
  '--shop-bg': '#0b1120',
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
  '--shop-bg': '#ffffff',
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

const isColour = (value: string | null | undefined): value is string =>
  Boolean(value && /^(#[0-9a-f]{3,8}|rgba?\([^)]*\)|hsla?\([^)]*\)|[a-z]+)$/i.test(value.trim()));

/** Rough luminance, to pick readable text on a custom primary colour. */
function isLightColour(hex: string): boolean {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return false;
  const value = Number.parseInt(match[1], 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}

export type ThemeMode = 'dark' | 'light';

/** The tenant theme record as CSS variables; dark unless the shop chose light (spec §3). */
export function themeVariables(themeName: string | null | undefined, record: TTenantTheme | null) {
  const name = (record?.useCustomTheme ? record.customTheme : null) ?? record?.theme ?? themeName ?? 'dark';
  const mode: ThemeMode = name.toLowerCase().includes('light') ? 'light' : 'dark';
  const vars: Record<string, string> = { ...(mode === 'light' ? LIGHT : DARK) };
  vars['--shop-radius'] = record?.customCardCorners === 'square' ? '0px' : '0.75rem';
  vars['--shop-shadow'] =
    record && !record.customCardShadows ? 'none' : '0 1px 3px rgb(0 0 0 / 0.25), 0 8px 24px rgb(0 0 0 / 0.12)';
  vars['--shop-underline'] = record?.customHeaderUnderlines ? 'underline' : 'none';
  if (record?.useCustomTheme) {
    if (isColour(record.customPrimaryColor)) {
      vars['--shop-primary'] = record.customPrimaryColor;
      vars['--shop-on-primary'] = isLightColour(record.customPrimaryColor) ? '#0f172a' : '#ffffff';
    }
    if (isColour(record.customSecondaryColor)) vars['--shop-secondary'] = record.customSecondaryColor;
    if (isColour(record.customAccentColor)) vars['--shop-accent'] = record.customAccentColor;
    if (isColour(record.customBackgroundColor)) vars['--shop-bg'] = record.customBackgroundColor;
    if (isColour(record.customTextColor)) vars['--shop-text'] = record.customTextColor;
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
  for (const [key, value] of Object.entries(vars)) root.style.setProperty(key, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', vars['--shop-bg'] ?? '#0b1120');
}
