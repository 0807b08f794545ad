import { type ReactNode, Suspense, useRef } from 'react';
import { hydrationTurn, isHydrating } from '#src/lib/hydration.ts';

function Gate({ waited, children }: { waited: { current: boolean }; children: ReactNode }) {
  // Suspending while hydrating keeps the server's DOM as it is; the part is hydrated when the
  // promise resolves (Preact resumes into the kept node). Outside hydration: rendered at once.
  // The mark lives in HydrateLater: a component that suspends on its first render loses its own
  // state, and would ask for a second turn when its first one came.
  if (isHydrating() && !waited.current) {
    waited.current = true;
    throw hydrationTurn();
  }
  return children;
}

/**
 * Hydrates a part of a server-rendered page in a task of its own instead of with the whole page
 * (src/lib/hydration.ts): several short tasks instead of one long one. The part must render exactly
 * one element (the node kept while it waits). Client-side renders are not affected.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const waited = useRef(false);
  return (
    <Suspense fallback={null}>
      <Gate waited={waited}>{children}</Gate>
    </Suspense>
  );
}
