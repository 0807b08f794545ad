/** The catalogue module's public entry: image reads the cart and media answer with. */
export { findAddonImages, findProductImages } from './queries.ts';
export { groupImages } from './views.ts';
