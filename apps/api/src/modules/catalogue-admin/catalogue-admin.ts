/**
 * The back office's product catalogue: what other modules (import, export) may use of it.
 * Routes are registered by app.ts from routes.ts.
 */
export { createProduct, updateProduct } from './service.ts';
