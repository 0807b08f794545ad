let hydrating = false;
/** Parts whose hydration waits for a later task (HydrateLater), in page order. */
const waiting: (() => void)[] = [];
const whenDone: (() => void)[] = [];
let turnsRunning = false;

/** Whether the current render takes over the server's HTML (src/main.tsx, HydrateLater). */
export const isHydrating = () => hydrating;

/**
 * Runs the page's first hydration; the renders inside it know they take over the server's HTML.
 * Parts wrapped in HydrateLater are only claimed here: each is hydrated in a task of its own
 * afterwards (see `hydrationTurn`).
 */
export function hydrateWith(run: () => void): void {
  hydrating = true;
  try {
    run();
  } finally {
    hydrating = false;
  }
}

/**
 * One task per deferred part: a phone's main thread is never blocked for the whole page at once
 * (a tap or a paint can come between two parts). The part's render runs in the microtasks after
 * its turn is given, so the hydrating mark holds until the next task begins.
 */
function nextTurn(): void {
  hydrating = false;
  const give = waiting.shift();
  if (!give) {
    turnsRunning = false;
    for (const done of whenDone.splice(0)) done();
    return;
  }
  hydrating = true;
  give();
  setTimeout(nextTurn, 0);
}

/** A promise that resolves when it is this part's turn to be hydrated. */
export function hydrationTurn(): Promise<void> {
  return new Promise((give) => {
    waiting.push(give);
    if (!turnsRunning) {
      turnsRunning = true;
      setTimeout(nextTurn, 0);
    }
  });
}

/** Resolves once every deferred part of the page has been hydrated. */
export function allHydrated(): Promise<void> {
  if (!turnsRunning && waiting.length === 0) return Promise.resolve();
  return new Promise((done) => whenDone.push(done));
}
