/** The catalogue module's public entry: image reads the cart and media answer with, and the answer writer. */
export { findAddonImages, findProductImages } from './queries.ts';
export { startAnswerWriter } from './stored-answers.ts';
export { groupImages } from './views.ts';
