import { describe, expect, it } from 'vitest';
import { repeatInBackground } from './jobs.ts';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('repeatInBackground', () => {
  it('runs rounds one after another with the delay each answers, and stops after the running round', async () => {
    const started: number[] = [];
    let finished = 0;
    const stop = repeatInBackground(async () => {
      started.push(Date.now());
      await sleep(20);
      finished++;
      return started.length === 1 ? 5 : 40;
    }, 5);
    await sleep(100);
    expect(started.length).toBeGreaterThanOrEqual(2);
    // Never two at once: each round starts after the previous one ended (20 ms) plus its delay.
    for (let index = 1; index < started.length; index++) {
      expect((started[index] ?? 0) - (started[index - 1] ?? 0)).toBeGreaterThanOrEqual(20);
    }
    await stop();
    expect(finished).toBe(started.length);
    const count = started.length;
    await sleep(80);
    expect(started.length).toBe(count);
  });

  it('tries a round that rejects again after the first delay', async () => {
    let rounds = 0;
    const stop = repeatInBackground(async () => {
      rounds++;
      throw new Error('away');
    }, 10);
    await sleep(60);
    await stop();
    expect(rounds).toBeGreaterThanOrEqual(2);
  });
});
