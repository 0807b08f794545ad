/** The seo module's public entry: the head of every storefront page, for the SPA shell. */
export { createPageHeads, type PageHead } from './page-heads.ts';
