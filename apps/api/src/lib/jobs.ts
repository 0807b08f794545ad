/**
 * Runs one round of a background job (a billing sweep, a mail round, …) and gives back its result.
 * The server passes one per job to observe runs, failures and durations (modules/metrics); the
 * default only runs it.
 */
export type JobTracker = <T>(run: () => Promise<T>) => Promise<T>;

export const untrackedJob: JobTracker = (run) => run();
