import { describe, expect, it } from 'vitest';
import { allHydrated, hydrateWith, hydrationTurn, isHydrating } from './hydration.ts';

describe('hydration turns', () => {
  it('marks the first hydration, and gives each deferred part a task of its own, in order', async () => {
    const seen: string[] = [];
    hydrateWith(() => {
      seen.push(`first:${isHydrating()}`);
      void hydrationTurn().then(() => seen.push(`a:${isHydrating()}`));
      void hydrationTurn().then(() => seen.push(`b:${isHydrating()}`));
    });
    expect(isHydrating()).toBe(false);
    // Nothing deferred runs in the task of the first hydration.
    await Promise.resolve();
    expect(seen).toEqual(['first:true']);
    await allHydrated();
    expect(seen).toEqual(['first:true', 'a:true', 'b:true']);
    expect(isHydrating()).toBe(false);
  });

  it('is hydrated at once when nothing was deferred', async () => {
    await expect(allHydrated()).resolves.toBeUndefined();
  });
});
