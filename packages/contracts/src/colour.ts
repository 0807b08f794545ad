/** WCAG AA contrast for normal text. */
export const TEXT_CONTRAST_MIN = 4.5;
/** WCAG 1.4.11: a control's edge against what surrounds it. */
export const EDGE_CONTRAST_MIN = 3;

const WHITE = '#ffffff';
const BLACK = '#000000';

/** '#abc' or '#aabbcc' as [r, g, b] in 0..255; anything else (names, rgb(), alpha) is null. */
export function parseHexColour(value: string | null | undefined): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16)) as [number, number, number];
}

function relativeLuminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio (1 to 21) of two hex colours, or null when one is not a hex colour. */
export function contrastRatio(first: string, second: string): number | null {
  const a = parseHexColour(first);
  const b = parseHexColour(second);
  if (!a || !b) return null;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour to use on `background`: the preferred (owner's) colour when it reaches 4.5:1,
 * otherwise white or black, whichever reads better. Colours that are not hex are trusted as given.
 */
export function readableTextColour(background: string, preferred?: string | null): string {
  if (preferred) {
    const ratio = contrastRatio(background, preferred);
    if (ratio === null || ratio >= TEXT_CONTRAST_MIN) return preferred;
  }
  const onWhite = contrastRatio(background, WHITE);
  const onBlack = contrastRatio(background, BLACK);
  if (onWhite === null || onBlack === null) return preferred || WHITE;
  return onWhite >= onBlack ? WHITE : BLACK;
}

export interface ButtonColours {
  background: string;
  color: string;
  /** Set when the button's own colour would vanish into the surface it sits on. */
  borderColor: string | null;
}

/**
 * Colours for an owner-configured button on a given surface: readable text on the button, and an
 * edge in a contrasting colour when the button's background is too close to the surface.
 */
export function buttonColoursOn(
  surface: string,
  configured: { background: string; text?: string | null },
): ButtonColours {
  const edge = contrastRatio(configured.background, surface);
  return {
    background: configured.background,
    color: readableTextColour(configured.background, configured.text),
    borderColor: edge !== null && edge < EDGE_CONTRAST_MIN ? readableTextColour(surface) : null,
  };
}

/** The storefront's page backgrounds (`--shop-bg` of its dark and light themes). */
export const SHOP_BACKGROUNDS = { dark: '#0b1120', light: '#ffffff' } as const;

/** A colour value the storefront takes from a custom theme (hex, rgb(a), hsl(a) or a named colour). */
export const isThemeColour = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^(#[0-9a-f]{3,8}|rgba?\([^)]*\)|hsla?\([^)]*\)|[a-z]+)$/i.test(value.trim());

export interface ShopThemeChoice {
  theme?: string | null;
  useCustomTheme: boolean;
  customTheme: string | null;
  customBackgroundColor: string | null;
}

/**
 * A shop's theme mode and page background (spec §3): dark unless the chosen theme's name says light;
 * a custom theme's own background when it is a colour. The browser's theme and the server-written
 * `<meta name="theme-color">` both come from here.
 */
export function shopBackground(
  themeName: string | null | undefined,
  record: ShopThemeChoice | null,
): { mode: 'dark' | 'light'; background: string } {
  const name = (record?.useCustomTheme ? record.customTheme : null) ?? record?.theme ?? themeName ?? 'dark';
  const mode = name.toLowerCase().includes('light') ? 'light' : 'dark';
  const custom = record?.useCustomTheme ? record.customBackgroundColor : null;
  return { mode, background: isThemeColour(custom) ? custom : SHOP_BACKGROUNDS[mode] };
}
