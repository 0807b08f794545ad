/** The part of a Lighthouse trace the bench reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, µs. */
  dur?: number;
  /** The thread's CPU time, µs. */
  tdur?: number;
  args?: { name?: string };
}

const isTopLevelTask = (event: TraceEvent) =>
  event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');

/**
 * Of the page's main-thread tasks that block at `cpuSlowdown` (longer than 50 ms once multiplied, as
 * Lighthouse's simulated throttling counts them), the share of their wall time the thread spent on a
 * CPU; null when no task blocks. The simulation multiplies the whole wall time, also the time the
 * thread waited: for the browser process (a font lookup is a blocking round trip on Linux) or for a
 * core (on two cores the browser, its compositor, the server and Lighthouse itself run beside it).
 */
export function blockingCpuShare(events: TraceEvent[], cpuSlowdown: number): number | null {
  const rendererMains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const tasksOf = (thread: TraceEvent) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && isTopLevelTask(event));
  const busyTime = (tasks: TraceEvent[]) => tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  // The page's renderer is the one that worked most (Lighthouse's blank page has one too).
  const pageTasks = rendererMains.map(tasksOf).sort((a, b) => busyTime(b) - busyTime(a))[0] ?? [];
  const blocking = pageTasks.filter((task) => ((task.dur ?? 0) / 1000) * cpuSlowdown > 50);
  const wall = busyTime(blocking);
  if (wall === 0) return null;
  return blocking.reduce((sum, task) => sum + (task.tdur ?? task.dur ?? 0), 0) / wall;
}
