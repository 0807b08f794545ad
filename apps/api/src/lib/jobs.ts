/**
 * Runs one round of a background job (a billing sweep, a mail round, …) and gives back its result.
 * The server passes one per job to observe runs, failures and durations (modules/metrics); the
 * default only runs it.
 */
export type JobTracker = <T>(run: () => Promise<T>) => Promise<T>;

export const untrackedJob: JobTracker = (run) => run();

/**
 * Runs `round` in the background: first after `firstDelayMs`, then again after the delay each
 * round answers, never two at once. A round logs and survives its own failures (it answers the
 * delay before the next try); one that rejects anyway is tried again after `firstDelayMs`. Gives
 * back the stop function, which waits for a running round.
 */
export function repeatInBackground(round: () => Promise<number>, firstDelayMs: number): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    const next = round().catch(() => firstDelayMs);
    running = next;
    const delay = await next;
    if (!stopped) timer = setTimeout(tick, delay);
  };
  let timer = setTimeout(tick, firstDelayMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
