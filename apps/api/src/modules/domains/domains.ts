// The entry of the shops' own domains for the rest of the API (modules/README.md).
export { createDnsChecker } from './dns-check.ts';
export { startDomainChecks } from './service.ts';
