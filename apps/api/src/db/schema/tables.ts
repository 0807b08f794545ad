export * from './catalogue.ts';
export * from './commerce.ts';
export * from './customers.ts';
export * from './media.ts';
export * from './messages.ts';
export * from './platform.ts';
export * from './settings.ts';
export * from './tenants.ts';
