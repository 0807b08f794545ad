/** The seo module's public entry: the head of every storefront page and the body of its shopper pages, for the SPA shell. */

export { createPageBodies, type PageBody } from './page-bodies.ts';
export { createPageHeads, type PageHead } from './page-heads.ts';
