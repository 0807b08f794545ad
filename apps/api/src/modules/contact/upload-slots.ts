/** Releases a slot; safe to call more than once. */
export type ReleaseSlot = () => void;

/**
 * A bound on the uploads handled at once, so that a burst of large contact forms cannot take the
 * server's disk, database connections and bandwidth from the shop: a request beyond the bound waits
 * its turn for at most `maxWaitMs` (null: the server is busy).
 */
export function createUploadSlots(limit: number, maxWaitMs: number) {
  let inUse = 0;
  const waiting: ((release: ReleaseSlot | null) => void)[] = [];

  const slot = (): ReleaseSlot => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next(slot());
      else inUse -= 1;
    };
  };

  return {
    acquire(): Promise<ReleaseSlot | null> {
      if (inUse < limit) {
        inUse += 1;
        return Promise.resolve(slot());
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(grant), 1);
          resolve(null);
        }, maxWaitMs);
        const grant = (release: ReleaseSlot | null) => {
          clearTimeout(timer);
          resolve(release);
        };
        waiting.push(grant);
      });
    },
  };
}
