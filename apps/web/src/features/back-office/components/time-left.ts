const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Whole days and hours until the moment, or null once it has passed. */
export function timeLeft(until: string, now: Date): { days: number; hours: number } | null {
  const left = Date.parse(until) - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return null;
  return { days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) };
}
