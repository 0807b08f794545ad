let hydrating = false;

/** Whether the current render takes over the server's HTML (src/main.tsx hydrates in one pass). */
export const isHydrating = () => hydrating;

/** Runs the page's hydration; the renders inside it know they take over the server's HTML. */
export function hydrateWith(run: () => void): void {
  hydrating = true;
  try {
    run();
  } finally {
    hydrating = false;
  }
}
