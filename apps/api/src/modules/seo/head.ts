import { type ShopThemeChoice, shopBackground } from '@shop/contracts';
import { escapeHtml } from '#src/lib/html.ts';

export type THeadLanguage = 'nl' | 'en';

/** What one page's head says; every text is the shop's or the catalogue's, escaped when rendered. */
export interface PageHeadFacts {
  lang: THeadLanguage;
  title: string;
  description: string;
  /** Absolute, without tracking parameters; null for pages that have no address of their own (not found). */
  canonical: string | null;
  /** The page's address in each language (Dutch is the default), written next to the canonical one. */
  alternates: Record<THeadLanguage, string> | null;
  noindex: boolean;
  siteName: string;
  ogType: 'website' | 'product';
  image: string | null;
  price: { amount: string; currency: 'EUR' } | null;
  jsonLd: Record<string, unknown>[];
  /** The shop's background colour, for the browser's own bars (`<meta name="theme-color">`). */
  themeColor: string;
}

/** The colour the storefront's `applyTheme` writes into `<meta name="theme-color">`: the shop's page background. */
export function shopThemeColor(tenantTheme: string | null, record: ShopThemeChoice | null): string {
  return shopBackground(tenantTheme, record).background;
}

/** Meta descriptions are cut at this length; search engines show about this much. */
const DESCRIPTION_MAX = 160;

/** Collapses whitespace and cuts at a word boundary, with an ellipsis when something was cut. */
export function shortText(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * JSON for inside a <script> element: `<` (so no `</script>` or `<!--` can end or change the
 * element), `>`, `&` and the JavaScript line separators are written as \u escapes, which every
 * JSON parser reads back as the same characters.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The tags that replace the shell's <title>: title, theme colour, description, canonical, alternates, robots, Open Graph, Twitter, JSON-LD. */
export function renderHead(facts: PageHeadFacts): string {
  const tags = [`<title>${escapeHtml(facts.title)}</title>`, meta('name', 'theme-color', facts.themeColor)];
  if (facts.description) tags.push(meta('name', 'description', facts.description));
  if (facts.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (facts.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(facts.canonical)}">`);
    // Dutch is the plain address and the default; English is the same page with `?lang=en`.
    for (const [language, href] of Object.entries(facts.alternates ?? {})) {
      tags.push(`<link rel="alternate" hreflang="${language}" href="${escapeHtml(href)}">`);
    }
    if (facts.alternates) {
      tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(facts.alternates.nl)}">`);
    }
  }
  tags.push(meta('property', 'og:type', facts.ogType));
  tags.push(meta('property', 'og:site_name', facts.siteName));
  tags.push(meta('property', 'og:title', facts.title));
  if (facts.description) tags.push(meta('property', 'og:description', facts.description));
  if (facts.canonical) tags.push(meta('property', 'og:url', facts.canonical));
  tags.push(meta('property', 'og:locale', facts.lang === 'nl' ? 'nl_NL' : 'en_GB'));
  if (facts.image) tags.push(meta('property', 'og:image', facts.image));
  if (facts.price) {
    tags.push(meta('property', 'product:price:amount', facts.price.amount));
    tags.push(meta('property', 'product:price:currency', facts.price.currency));
  }
  tags.push(meta('name', 'twitter:card', facts.image ? 'summary_large_image' : 'summary'));
  tags.push(meta('name', 'twitter:title', facts.title));
  if (facts.description) tags.push(meta('name', 'twitter:description', facts.description));
  if (facts.image) tags.push(meta('name', 'twitter:image', facts.image));
  for (const item of facts.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(item)}</script>`);
  return tags.join('');
}
