/**
 * The wait after the `failures`-th failure in a row (1 for the first): `firstMs`, doubling with
 * each further failure, never more than `maxMs`. Every retry loop of the server backs off this way.
 */
export const doublingDelayMs = (failures: number, firstMs: number, maxMs: number): number =>
  Math.min(firstMs * 2 ** Math.max(0, failures - 1), maxMs);
