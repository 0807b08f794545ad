import { describe, expect, it } from 'vitest';
import { doublingDelayMs } from './backoff.ts';

describe('doublingDelayMs', () => {
  it('waits the first delay after the first failure and doubles it after each further one', () => {
    expect([1, 2, 3, 4].map((failures) => doublingDelayMs(failures, 5_000, 300_000))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
  });

  it('never waits longer than the maximum, however many failures', () => {
    expect(doublingDelayMs(7, 5_000, 300_000)).toBe(300_000);
    expect(doublingDelayMs(10_000, 1_000, 30_000)).toBe(30_000);
  });

  it('takes no failures yet as the first', () => {
    expect(doublingDelayMs(0, 30_000, 3_600_000)).toBe(30_000);
  });
});
